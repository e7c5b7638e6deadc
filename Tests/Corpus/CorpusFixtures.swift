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
        """, latency: .milliseconds(250))
  )
  .followed(
    by: .respond(
      to: "GET", "https://fitness.example.com/v1/summary/today",
      with: FixtureResponse(
        text: """
          {"steps": 6400, "step_goal": 10000, "active_calories": 320, "calorie_goal": 500,
           "workouts": [{"id": 1, "kind": "Run", "minutes": 32},
                        {"id": 2, "kind": "Yoga", "minutes": 20}]}
          """, latency: .milliseconds(400)))
  )
  .followed(
    by: .respond(
      to: "GET", "https://status.example.com/api/services",
      with: FixtureResponse(
        text: """
          [{"id": "api", "name": "API", "health": "operational"},
           {"id": "push", "name": "Push", "health": "degraded"}]
          """, latency: .milliseconds(150)))
  )
  .followed(
    by: .respond(
      to: "POST", "https://shop.example.com/orders",
      with: FixtureResponse(text: #"{"orderNumber": "A-1042"}"#, latency: .milliseconds(300)))
  )
  .followed(
    by: .respond(
      to: "POST", "https://support.example.com/feedback",
      with: FixtureResponse(status: 201, latency: .milliseconds(200)))
  )
  .followed(by: repositorySearch)

  /// Any repository search: the query's own name, starred once per letter.
  static let repositorySearch = NetworkFixtures { request in
    guard let url = request.url, url.path == "/search/repositories",
      let query = URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems?
        .first(where: { $0.name == "q" })?.value
    else { return nil }
    return FixtureResponse(
      text: #"{"items": [{"id": 1, "full_name": "example/\#(query)", "stars": \#(query.count)}]}"#,
      latency: .milliseconds(200))
  }
}
