import Foundation

/// The async `URLSession` calls, answered from the host's fixtures while a host's code makes
/// them.
///
/// Code that imports ViewRuntime gets these in place of Foundation's, which they outrank by
/// having no `delegate:` parameter, on every session: `URLSession.shared` and sessions made
/// with any configuration. Called by a host's code, the request is recorded as an effect named
/// by its method and URL (`GET https://api.example.com/notes?page=2`), caused by the task that
/// made it, and answered by the driver's ``NetworkFixtures`` after their latency on the host's
/// clock; cancelling the task cancels it (`URLError(.cancelled)`), and a request no fixture
/// answers fails at once with an error that names it. Elsewhere they are Foundation's.
extension URLSession {
  /// Loads `url`, as Foundation's `data(from:delegate:)` does.
  public func data(from url: URL) async throws -> (Data, URLResponse) {
    guard let context = ExecutionContext.current else {
      return try await data(from: url, delegate: nil)
    }
    return try await HostedRequest.perform(URLRequest(url: url), body: nil, in: context)
  }

  /// Loads `request`, as Foundation's `data(for:delegate:)` does.
  public func data(for request: URLRequest) async throws -> (
    Data, URLResponse
  ) {
    guard let context = ExecutionContext.current else {
      return try await data(for: request, delegate: nil)
    }
    return try await HostedRequest.perform(request, body: nil, in: context)
  }

  /// Sends `bodyData` with `request`, as Foundation's `upload(for:from:delegate:)` does.
  public func upload(for request: URLRequest, from bodyData: Data)
    async throws -> (
      Data, URLResponse
    )
  {
    guard let context = ExecutionContext.current else {
      return try await upload(for: request, from: bodyData, delegate: nil)
    }
    return try await HostedRequest.perform(request, body: bodyData, in: context)
  }

  /// Sends the file at `fileURL` with `request`, as Foundation's
  /// `upload(for:fromFile:delegate:)` does.
  public func upload(for request: URLRequest, fromFile fileURL: URL)
    async throws -> (
      Data, URLResponse
    )
  {
    guard let context = ExecutionContext.current else {
      return try await upload(for: request, fromFile: fileURL, delegate: nil)
    }
    return try await HostedRequest.perform(
      request, body: try Data(contentsOf: fileURL), in: context)
  }

  /// Downloads `url` to a temporary file, as Foundation's `download(from:delegate:)` does.
  public func download(from url: URL) async throws -> (URL, URLResponse) {
    guard let context = ExecutionContext.current else {
      return try await download(from: url, delegate: nil)
    }
    return try await HostedRequest.download(URLRequest(url: url), in: context)
  }

  /// Downloads `request` to a temporary file, as Foundation's `download(for:delegate:)` does.
  public func download(for request: URLRequest) async throws -> (
    URL, URLResponse
  ) {
    guard let context = ExecutionContext.current else {
      return try await download(for: request, delegate: nil)
    }
    return try await HostedRequest.download(request, in: context)
  }
}

extension HostedRequest {
  /// Answers `request` as ``perform(_:body:in:)`` does and writes the body to a new temporary
  /// file, whose URL it returns with the response.
  static func download(_ request: URLRequest, in context: ExecutionContext) async throws -> (
    URL, URLResponse
  ) {
    let (body, response) = try await perform(request, body: nil, in: context)
    let file = FileManager.default.temporaryDirectory
      .appendingPathComponent("viewtrace-download-\(UUID().uuidString).tmp")
    try body.write(to: file)
    return (file, response)
  }
}
