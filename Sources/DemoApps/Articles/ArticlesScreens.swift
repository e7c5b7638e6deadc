import Foundation
import ViewRuntime

/// A reader that pages through articles, with a Like button and a Next button.
public struct ArticleReader: View {
  let identity: ArticleIdentity
  @State private var articles = Article.samples
  @State private var index = 0

  public init(identity: ArticleIdentity) { self.identity = identity }

  public var body: some View {
    VStack {
      page
      Button("Like") { articles[index].likes += 1 }
      Button("Next article") { index = (index + 1) % articles.count }
    }
  }

  /// The article view, identified as the scenario says.
  @ViewBuilder private var page: some View {
    let article = articles[index]
    switch identity {
    case .structural: ArticleView(article: article)
    case .articleID: ArticleView(article: article).id(article.id)
    case .wholeValue: ArticleView(article: article).id(article)
    case .freshUUID: ArticleView(article: article).id(UUID())
    }
  }
}

/// One article, with its comments shown on demand. Whether they show is the view's own state.
struct ArticleView: View {
  let article: Article
  @State private var showsComments = false

  var body: some View {
    VStack {
      Text(article.title).font(.title)
      Text("\(article.likes) likes")
      Toggle("Show comments", isOn: $showsComments)
      if showsComments {
        ForEach(article.comments, id: \.self) { comment in
          Text(comment)
        }
      }
    }
  }
}
