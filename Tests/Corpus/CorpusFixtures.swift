import ViewRuntime

// What answers the requests the corpus's services make, as a user's package keeps fixtures
// beside its screens: the previews run with them, so no request reaches the network.

public enum CorpusFixtures {
  /// The canned responses of the corpus's endpoints, by method and URL.
  public static let network: NetworkFixtures = .respond(
    to: "GET", "https://api.example.com/forecast?city=Lisbon",
    with: FixtureResponse(
      text: """
        [{"day": "Mon", "high": 21, "low": 14, "summary": "Sunny"},
         {"day": "Tue", "high": 19, "low": 13, "summary": "Showers"}]
        """, latency: .milliseconds(250)))
}
