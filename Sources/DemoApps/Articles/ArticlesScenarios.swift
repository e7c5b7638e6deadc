import ViewRuntime
import ViewTraceKit

extension Scenario {
  static let articles: [Scenario] = [
    Scenario(
      name: "article-id-reset", app: "Articles",
      summary:
        "`.id(article.id)`: comments stay open when liking, and close on the next article, as intended",
      info: [.stateResetIDChanged],
      root: { ArticleReader(identity: .articleID) },
      script: readLikeAndPage),
    Scenario(
      name: "article-toggle-carried", app: "Articles",
      summary: "No `.id`: the comments opened on the first article stay open on the next one",
      expect: [.stateWrongRow],
      root: { ArticleReader(identity: .structural) },
      script: readLikeAndPage),
    Scenario(
      name: "article-id-whole-value", app: "Articles",
      summary: "`.id(article)` uses the whole value: liking changes the id and closes the comments",
      expect: [.stateResetIDChanged],
      root: { ArticleReader(identity: .wholeValue) },
      script: readLikeAndPage),
    Scenario(
      name: "article-id-every-update", app: "Articles",
      summary:
        "`.id(UUID())` gives the article a new identity on every update: any tap closes the comments",
      expect: [.stateResetUnstableID],
      root: { ArticleReader(identity: .freshUUID) },
      script: readLikeAndPage),
  ]

  /// Open the comments, like the article, go to the next one.
  private static func readLikeAndPage(_ driver: Driver) async throws {
    try await driver.toggle("Show comments")
    try await driver.tap("Like")
    try await driver.tap("Next article")
  }
}
