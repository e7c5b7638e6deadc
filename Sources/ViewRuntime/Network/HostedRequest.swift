import Foundation
import TraceFormat

/// A request that a host's code makes through `URLSession`: recorded as an effect named by its
/// method and URL, caused by the task that made it, and answered from the host's fixtures after
/// their latency on the host's clock, in place of the network.
enum HostedRequest {
  /// Answers `request` (whose body is `body`, when sent apart from it) for the code running in
  /// `context`. Throws `URLError(.cancelled)` when the task is cancelled while it waits, and
  /// `URLError(.resourceUnavailable)` at once, naming the request, when no fixture answers it.
  /// Its records are made on the main actor, where a host's task already runs: no hop there.
  static func perform(_ request: URLRequest, body: Data?, in context: ExecutionContext)
    async throws -> (Data, URLResponse)
  {
    var request = request
    if let body { request.httpBody = body }
    let host = context.host
    let started = try await onMainActor { [request] in try Started(request, host: host) }
    let latency = started.answer.latency.clampedNanoseconds
    do {
      try await sleepOnHostClock(in: context, nanoseconds: latency)
    } catch {
      await onMainActor { started.end(.cancelled) }
      throw URLError(.cancelled)
    }
    return await onMainActor {
      started.answered(for: host.task(of: context))
      return (started.answer.body, started.response)
    }
  }

  /// A request recorded as begun, with the answer its fixtures give.
  @MainActor
  struct Started: Sendable {
    let host: ViewHost
    let name: String
    let url: URL
    let id: UInt64
    let seq: Seq
    let task: TaskRecord?
    let answer: FixtureResponse

    /// Records the begin of `request`, made by `maker` when given, else by the code running
    /// now; when no fixture answers it, records that and its failed end, and throws.
    init(_ request: URLRequest, host: ViewHost, by maker: TaskRecord? = nil) throws {
      self.host = host
      name = effectName(of: request)
      (id, seq, task) = host.beginEffect(name, site: "", by: maker)
      url = request.url ?? URL(fileURLWithPath: "/")
      guard request.url != nil, let answer = host.networkFixtures.response(to: request) else {
        host.recordUnansweredRequest(name, begin: seq, task: task)
        host.endEffect(id: id, name: name, begin: seq, task: task, outcome: .failed)
        var info: [String: Any] = [NSLocalizedDescriptionKey: "no fixture answers \(name)"]
        info[NSURLErrorFailingURLErrorKey] = request.url
        throw URLError(.resourceUnavailable, userInfo: info)
      }
      self.answer = answer
    }

    func end(_ outcome: EffectOutcome) {
      host.endEffect(id: id, name: name, begin: seq, task: task, outcome: outcome)
    }

    /// Records the answer's arrival after its latency, `HTTP 200, 42 bytes after 300 ms`, as
    /// the resume of `waiting` (the task that made the request, unless that ended and the
    /// request's own task outlived it), and the effect's successful end.
    func answered(for waiting: TaskRecord?) {
      let waiting = waiting ?? task
      host.recordResponse(
        to: waiting, status: answer.status, bytes: answer.body.count,
        latency: answer.latency.clampedNanoseconds)
      host.endEffect(id: id, name: name, begin: seq, task: waiting, outcome: .succeeded)
    }

    /// The answer's status and headers, as Foundation gives them.
    var response: URLResponse {
      HTTPURLResponse(
        url: url, statusCode: answer.status, httpVersion: "HTTP/1.1",
        headerFields: answer.headers)
        ?? URLResponse(
          url: url, mimeType: nil, expectedContentLength: answer.body.count,
          textEncodingName: nil)
    }
  }

  /// `GET https://api.example.com/notes?page=2`; a request with a body adds a digest of it, so
  /// that two requests are the same effect when method, URL and body match.
  static func effectName(of request: URLRequest) -> String {
    let url = request.url?.absoluteString ?? "(no URL)"
    guard let body = request.httpBody, !body.isEmpty else { return "\(request.methodName) \(url)" }
    return "\(request.methodName) \(url) body:\(digest(body))"
  }

  /// A short stable digest of `bytes` (FNV-1a, 32 bits, in hex).
  private static func digest(_ bytes: Data) -> String {
    var hash: UInt32 = 2_166_136_261
    for byte in bytes { hash = (hash ^ UInt32(byte)) &* 16_777_619 }
    let hex = String(hash, radix: 16)
    return String(repeating: "0", count: 8 - hex.count) + hex
  }
}

/// Runs `body` on the main actor: at once when the code runs on the main queue already (a
/// host's task runs there), else after a hop.
private func onMainActor<T: Sendable>(_ body: @escaping @MainActor @Sendable () throws -> T)
  async rethrows -> T
{
  if MainQueue.isCurrent { return try onMainQueueNow(body) }
  return try await MainActor.run(body: body)
}

/// Runs `body` in place, on the main queue, where the main actor's code runs.
private func onMainQueueNow<T: Sendable>(_ body: @MainActor () throws -> T) rethrows -> T {
  try MainActor.assumeIsolated(body)
}
