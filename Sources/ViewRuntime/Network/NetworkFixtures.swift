import Foundation

/// A canned HTTP response: what a fixture answers a request with, after its latency.
public struct FixtureResponse: Sendable, Equatable {
  /// The status code (200, 404, …).
  public var status: Int
  /// The response's header fields.
  public var headers: [String: String]
  /// The body.
  public var body: Data
  /// How long the answer takes; on the virtual clock in deterministic mode.
  public var latency: Duration

  /// A response with `status`, `headers` and `body`, arriving after `latency`.
  public init(
    status: Int = 200, headers: [String: String] = [:], body: Data = Data(),
    latency: Duration = .milliseconds(100)
  ) {
    self.status = status
    self.headers = headers
    self.body = body
    self.latency = latency
  }

  /// A response whose body is `text` in UTF-8.
  public init(
    status: Int = 200, headers: [String: String] = [:], text: String,
    latency: Duration = .milliseconds(100)
  ) {
    self.init(status: status, headers: headers, body: Data(text.utf8), latency: latency)
  }
}

/// Answers the HTTP requests a hosted screen makes through `URLSession`, in place of the
/// network: from a HAR file, a folder of files, or closures, tried in order.
///
/// A request that no fixture answers fails at once with an error that names it.
public struct NetworkFixtures: Sendable {
  /// Answers a request, or returns nil to leave it to the next fixture.
  public typealias Answer = @Sendable (URLRequest) -> FixtureResponse?

  private let answers: [Answer]

  /// Fixtures that answer with `answer`.
  public init(_ answer: @escaping Answer) { answers = [answer] }

  private init(answers: [Answer]) { self.answers = answers }

  /// No fixtures: every request fails at once.
  public static let none = NetworkFixtures(answers: [])

  /// Answers `method` requests for `url` (query included) with `response`.
  public static func respond(
    to method: String = "GET", _ url: String, with response: FixtureResponse
  ) -> NetworkFixtures {
    let method = method.uppercased()
    return NetworkFixtures { request in
      request.methodName == method && request.url?.absoluteString == url ? response : nil
    }
  }

  /// These fixtures, then `other` for the requests these leave unanswered.
  public func followed(by other: NetworkFixtures) -> NetworkFixtures {
    NetworkFixtures(answers: answers + other.answers)
  }

  /// The response the first fixture that answers `request` gives, if any.
  func response(to request: URLRequest) -> FixtureResponse? {
    for answer in answers {
      if let response = answer(request) { return response }
    }
    return nil
  }
}

extension URLRequest {
  /// The request's method as sent: `GET` when none was set.
  var methodName: String { (httpMethod ?? "GET").uppercased() }
}
