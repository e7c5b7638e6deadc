/// A post in the feed.
public struct Post: Identifiable, Hashable, Sendable {
  public let id: Int
  public let author: String
  public let text: String

  /// `count` posts, the same ones every time.
  public static func samples(count: Int) -> [Post] {
    let authors = ["ada", "grace", "linus", "barbara", "edsger"]
    return (0..<count).map { n in
      Post(id: n, author: authors[n % authors.count], text: "Post number \(n)")
    }
  }
}
