import Foundation

/// The async `URLSession` calls with a task delegate, answered from the host's fixtures while a
/// host's code makes them, as the calls without one are.
///
/// These have Foundation's signatures and shadow Foundation's, disfavored as the tasks with a
/// completion handler are, so that a file importing FoundationNetworking itself too compiles
/// (with Foundation's, which go to the network). Called by a host's code, the request is
/// recorded and answered as the same call without a delegate is; the delegate is sent no
/// message, as a fixture's answer raises no authentication challenge and no redirection.
/// Elsewhere they are Foundation's.
extension URLSession {
  /// Loads `url`, as Foundation's `data(from:delegate:)` does.
  @_disfavoredOverload
  public func data(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil) async throws
    -> (Data, URLResponse)
  {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return try await self.FoundationNetworking::data(from: url, delegate: delegate)
      #else
        return try await self.Foundation::data(from: url, delegate: delegate)
      #endif
    }
    return try await HostedRequest.perform(URLRequest(url: url), body: nil, in: context)
  }

  /// Loads `request`, as Foundation's `data(for:delegate:)` does.
  @_disfavoredOverload
  public func data(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil)
    async throws -> (Data, URLResponse)
  {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return try await self.FoundationNetworking::data(for: request, delegate: delegate)
      #else
        return try await self.Foundation::data(for: request, delegate: delegate)
      #endif
    }
    return try await HostedRequest.perform(request, body: nil, in: context)
  }

  /// Sends `bodyData` with `request`, as Foundation's `upload(for:from:delegate:)` does.
  @_disfavoredOverload
  public func upload(
    for request: URLRequest, from bodyData: Data, delegate: (any URLSessionTaskDelegate)? = nil
  ) async throws -> (Data, URLResponse) {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return try await self.FoundationNetworking::upload(
          for: request, from: bodyData, delegate: delegate)
      #else
        return try await self.Foundation::upload(for: request, from: bodyData, delegate: delegate)
      #endif
    }
    return try await HostedRequest.perform(request, body: bodyData, in: context)
  }

  /// Sends the file at `fileURL` with `request`, as Foundation's
  /// `upload(for:fromFile:delegate:)` does.
  @_disfavoredOverload
  public func upload(
    for request: URLRequest, fromFile fileURL: URL,
    delegate: (any URLSessionTaskDelegate)? = nil
  ) async throws -> (Data, URLResponse) {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return try await self.FoundationNetworking::upload(
          for: request, fromFile: fileURL, delegate: delegate)
      #else
        return try await self.Foundation::upload(
          for: request, fromFile: fileURL, delegate: delegate)
      #endif
    }
    return try await HostedRequest.perform(
      request, body: try Data(contentsOf: fileURL), in: context)
  }

  /// Downloads `url` to a temporary file, as Foundation's `download(from:delegate:)` does.
  @_disfavoredOverload
  public func download(from url: URL, delegate: (any URLSessionTaskDelegate)? = nil)
    async throws -> (URL, URLResponse)
  {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return try await self.FoundationNetworking::download(from: url, delegate: delegate)
      #else
        return try await self.Foundation::download(from: url, delegate: delegate)
      #endif
    }
    return try await HostedRequest.download(URLRequest(url: url), in: context)
  }

  /// Downloads `request` to a temporary file, as Foundation's `download(for:delegate:)` does.
  @_disfavoredOverload
  public func download(for request: URLRequest, delegate: (any URLSessionTaskDelegate)? = nil)
    async throws -> (URL, URLResponse)
  {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return try await self.FoundationNetworking::download(for: request, delegate: delegate)
      #else
        return try await self.Foundation::download(for: request, delegate: delegate)
      #endif
    }
    return try await HostedRequest.download(request, in: context)
  }
}
