import Foundation

/// The `URLSession` tasks with a completion handler, answered from the host's fixtures while a
/// host's code makes them.
///
/// Code that imports ViewRuntime gets these in place of Foundation's, which they shadow, on
/// every session: `URLSession.shared` and sessions made with any configuration. A file that
/// imports FoundationNetworking itself too would see both with the same signature; these are
/// disfavored so that such a file compiles, with Foundation's tasks (which go to the network).
/// Made by a host's code, the task is recorded from its `resume()` as an unstructured task
/// named by the call (`dataTask`), caused by what resumed it (or, resumed in a `.task`, as that
/// task's work), whose request is an effect named by its method and URL, answered by the
/// driver's ``NetworkFixtures`` after their latency on the host's clock. The completion handler
/// then runs on the main queue, in the order of the host's clock, so a trace is the same run to
/// run; `cancel()` ends the effect cancelled and hands the handler `URLError(.cancelled)`, and a
/// request no fixture answers fails at once with an error that names it. Elsewhere they are
/// Foundation's.
extension URLSession {
  /// The task that loads `request` and hands the body to `completionHandler`, as Foundation's
  /// `dataTask(with:completionHandler:)` does.
  @_disfavoredOverload
  public func dataTask(
    with request: URLRequest,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return self.FoundationNetworking::dataTask(
          with: request, completionHandler: completionHandler)
      #else
        return self.Foundation::dataTask(with: request, completionHandler: completionHandler)
      #endif
    }
    return HostedDataTask(
      HostedExchange(request, call: "dataTask", in: context, delivery: .data(completionHandler)))
  }

  /// The task that loads `url` and hands the body to `completionHandler`, as Foundation's
  /// `dataTask(with:completionHandler:)` does.
  @_disfavoredOverload
  public func dataTask(
    with url: URL,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDataTask {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return self.FoundationNetworking::dataTask(with: url, completionHandler: completionHandler)
      #else
        return self.Foundation::dataTask(with: url, completionHandler: completionHandler)
      #endif
    }
    return HostedDataTask(
      HostedExchange(
        URLRequest(url: url), call: "dataTask", in: context, delivery: .data(completionHandler)))
  }

  /// The task that sends `bodyData` with `request` and hands the answer to
  /// `completionHandler`, as Foundation's `uploadTask(with:from:completionHandler:)` does.
  @_disfavoredOverload
  public func uploadTask(
    with request: URLRequest, from bodyData: Data?,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionUploadTask {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return self.FoundationNetworking::uploadTask(
          with: request, from: bodyData, completionHandler: completionHandler)
      #else
        return self.Foundation::uploadTask(
          with: request, from: bodyData, completionHandler: completionHandler)
      #endif
    }
    var request = request
    request.httpBody = bodyData
    return HostedDataTask(
      HostedExchange(request, call: "uploadTask", in: context, delivery: .data(completionHandler)))
  }

  /// The task that sends the file at `fileURL` with `request` and hands the answer to
  /// `completionHandler`, as Foundation's `uploadTask(with:fromFile:completionHandler:)` does.
  @_disfavoredOverload
  public func uploadTask(
    with request: URLRequest, fromFile fileURL: URL,
    completionHandler: @escaping @Sendable (Data?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionUploadTask {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return self.FoundationNetworking::uploadTask(
          with: request, fromFile: fileURL, completionHandler: completionHandler)
      #else
        return self.Foundation::uploadTask(
          with: request, fromFile: fileURL, completionHandler: completionHandler)
      #endif
    }
    return HostedDataTask(
      HostedExchange(
        request, bodyFile: fileURL, call: "uploadTask", in: context,
        delivery: .data(completionHandler)))
  }

  /// The task that downloads `request` to a temporary file and hands its URL to
  /// `completionHandler`, as Foundation's `downloadTask(with:completionHandler:)` does; the
  /// file is removed when the handler returns.
  @_disfavoredOverload
  public func downloadTask(
    with request: URLRequest,
    completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDownloadTask {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return self.FoundationNetworking::downloadTask(
          with: request, completionHandler: completionHandler)
      #else
        return self.Foundation::downloadTask(with: request, completionHandler: completionHandler)
      #endif
    }
    return HostedDownloadTask(
      HostedExchange(
        request, call: "downloadTask", in: context, delivery: .file(completionHandler)))
  }

  /// The task that downloads `url` to a temporary file and hands its URL to
  /// `completionHandler`, as Foundation's `downloadTask(with:completionHandler:)` does; the
  /// file is removed when the handler returns.
  @_disfavoredOverload
  public func downloadTask(
    with url: URL,
    completionHandler: @escaping @Sendable (URL?, URLResponse?, (any Error)?) -> Void
  ) -> URLSessionDownloadTask {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return self.FoundationNetworking::downloadTask(
          with: url, completionHandler: completionHandler)
      #else
        return self.Foundation::downloadTask(with: url, completionHandler: completionHandler)
      #endif
    }
    return HostedDownloadTask(
      HostedExchange(
        URLRequest(url: url), call: "downloadTask", in: context,
        delivery: .file(completionHandler)))
  }
}
