/// An article and its like count.
public struct Article: Identifiable, Hashable, Sendable, CustomStringConvertible {
  public let id: Int
  public let title: String
  public var likes: Int
  public let comments: [String]

  public var description: String { "Article \(id) (\(likes) likes)" }

  /// The articles the reader pages through.
  public static let samples = [
    Article(
      id: 1, title: "Why views are values", likes: 3, comments: ["Great read", "Finally clear"]),
    Article(id: 2, title: "Identity, explained", likes: 5, comments: ["What about ForEach?"]),
  ]
}

/// How the reader identifies the article view.
public enum ArticleIdentity: Sendable {
  /// No explicit id: one identity for every article.
  case structural
  /// `.id(article.id)`: one identity per article, on purpose.
  case articleID
  /// `.id(article)`: the whole value, which changes when the like count does.
  case wholeValue
  /// `.id(UUID())`: a new identity on every update.
  case freshUUID
}
