import Foundation
import TraceFormat

/// A request that a host's code makes through `URLSession`: recorded as an effect named by its
/// method and URL, caused by the task that made it, and answered from the host's fixtures after
/// their latency on the host's clock, in place of the network.
@MainActor
enum HostedRequest {
  /// Answers `request` (whose body is `body`, when sent apart from it) for the code running in
  /// `context`. Throws `URLError(.cancelled)` when the task is cancelled while it waits, and
  /// `URLError(.resourceUnavailable)` at once, naming the request, when no fixture answers it.
  static func perform(_ request: URLRequest, body: Data?, in context: ExecutionContext)
    async throws -> (Data, URLResponse)
  {
    var request = request
    if let body { request.httpBody = body }
    let host = context.host
    let name = effectName(of: request)
    let begin = host.beginEffect(name, site: "")
    func end(_ outcome: EffectOutcome) {
      host.endEffect(id: begin.id, name: name, begin: begin.seq, task: begin.task, outcome: outcome)
    }
    guard let url = request.url, let answer = host.networkFixtures.response(to: request) else {
      host.recordUnansweredRequest(name, begin: begin.seq, task: begin.task)
      end(.failed)
      var info: [String: Any] = [NSLocalizedDescriptionKey: "no fixture answers \(name)"]
      info[NSURLErrorFailingURLErrorKey] = request.url
      throw URLError(.resourceUnavailable, userInfo: info)
    }
    let latency = answer.latency.clampedNanoseconds
    do {
      try await sleepOnHostClock(in: context, nanoseconds: latency)
    } catch {
      end(.cancelled)
      throw URLError(.cancelled)
    }
    host.recordResponse(
      to: begin.task, status: answer.status, bytes: answer.body.count, latency: latency)
    end(.succeeded)
    let response = HTTPURLResponse(
      url: url, statusCode: answer.status, httpVersion: "HTTP/1.1", headerFields: answer.headers)
    return (
      answer.body,
      response
        ?? URLResponse(
          url: url, mimeType: nil, expectedContentLength: answer.body.count, textEncodingName: nil)
    )
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
