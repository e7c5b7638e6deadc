import ViewRuntime
import ViewTraceKit

extension Scenario {
  static let feed: [Scenario] = [
    Scenario(
      name: "feed-scroll", app: "Feed",
      summary:
        "A List of 5,000 posts: like two rows, scroll to the end and back; rows are realized as they show and keep their state",
      root: { FeedScreen(count: 5_000) },
      script: { driver in
        try await driver.tap("like-2")
        try await driver.scroll(to: 500)
        try await driver.tap("like-501")
        for row in [2_500, 4_990, 500, 0] {
          try await driver.scroll(to: row)
        }
      })
  ]
}
