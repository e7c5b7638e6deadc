import ViewRuntime

/// A long feed in a `List`: only the rows in the visible window are realized, and rows appear
/// and disappear as it scrolls. Each row keeps its own like state.
public struct FeedScreen: View {
  @State private var posts: [Post]

  public init(count: Int) { _posts = State(initialValue: Post.samples(count: count)) }

  public var body: some View {
    List(posts) { post in
      FeedRow(post: post)
    }
    .navigationTitle("Feed")
  }
}

struct FeedRow: View {
  let post: Post
  @State private var isLiked = false

  var body: some View {
    HStack {
      VStack {
        Text(post.author).bold()
        Text(post.text)
      }
      Button(isLiked ? "Liked" : "Like") { isLiked.toggle() }
        .accessibilityIdentifier("like-\(post.id)")
    }
  }
}
