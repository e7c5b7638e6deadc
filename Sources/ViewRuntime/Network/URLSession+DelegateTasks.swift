import Foundation

/// The `URLSession` tasks without a completion handler, whose results go to a delegate,
/// answered from the host's fixtures while a host's code makes them.
///
/// These shadow Foundation's as the tasks with a completion handler do, and are recorded the
/// same way from their `resume()`: an unstructured task named by the call (`dataTask`), caused
/// by what resumed it, whose request is an effect answered after the fixture's latency on the
/// host's clock. The answer goes, on the main queue, to the task's `delegate` or else the
/// session's (`URLSession(configuration:delegate:delegateQueue:)`), in the order Foundation
/// sends it: an upload's `didSendBodyData`, then a data task's `didReceive` response and
/// `didReceive` data, or a download's `didWriteData` and `didFinishDownloadingTo` (a temporary
/// file removed when that returns), then `didCompleteWithError`. `cancel()` ends the effect
/// cancelled and completes the task with `URLError(.cancelled)`. Elsewhere they are
/// Foundation's.
extension URLSession {
  /// The task that loads `request` for the delegate, as Foundation's `dataTask(with:)` does.
  @_disfavoredOverload
  public func dataTask(with request: URLRequest) -> URLSessionDataTask {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return self.FoundationNetworking::dataTask(with: request)
      #else
        return self.Foundation::dataTask(with: request)
      #endif
    }
    return HostedDataTask(
      HostedExchange(request, call: "dataTask", in: context, delivery: .delegate(self)))
  }

  /// The task that loads `url` for the delegate, as Foundation's `dataTask(with:)` does.
  @_disfavoredOverload
  public func dataTask(with url: URL) -> URLSessionDataTask {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return self.FoundationNetworking::dataTask(with: url)
      #else
        return self.Foundation::dataTask(with: url)
      #endif
    }
    return HostedDataTask(
      HostedExchange(
        URLRequest(url: url), call: "dataTask", in: context, delivery: .delegate(self)))
  }

  /// The task that sends `bodyData` with `request` for the delegate, as Foundation's
  /// `uploadTask(with:from:)` does.
  @_disfavoredOverload
  public func uploadTask(with request: URLRequest, from bodyData: Data) -> URLSessionUploadTask {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return self.FoundationNetworking::uploadTask(with: request, from: bodyData)
      #else
        return self.Foundation::uploadTask(with: request, from: bodyData)
      #endif
    }
    var request = request
    request.httpBody = bodyData
    return HostedDataTask(
      HostedExchange(request, call: "uploadTask", in: context, delivery: .delegate(self)))
  }

  /// The task that sends the file at `fileURL` with `request` for the delegate, as
  /// Foundation's `uploadTask(with:fromFile:)` does.
  @_disfavoredOverload
  public func uploadTask(with request: URLRequest, fromFile fileURL: URL) -> URLSessionUploadTask {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return self.FoundationNetworking::uploadTask(with: request, fromFile: fileURL)
      #else
        return self.Foundation::uploadTask(with: request, fromFile: fileURL)
      #endif
    }
    return HostedDataTask(
      HostedExchange(
        request, bodyFile: fileURL, call: "uploadTask", in: context, delivery: .delegate(self)))
  }

  /// The task that downloads `request` to a temporary file for the delegate, as Foundation's
  /// `downloadTask(with:)` does.
  @_disfavoredOverload
  public func downloadTask(with request: URLRequest) -> URLSessionDownloadTask {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return self.FoundationNetworking::downloadTask(with: request)
      #else
        return self.Foundation::downloadTask(with: request)
      #endif
    }
    return HostedDownloadTask(
      HostedExchange(request, call: "downloadTask", in: context, delivery: .delegate(self)))
  }

  /// The task that downloads `url` to a temporary file for the delegate, as Foundation's
  /// `downloadTask(with:)` does.
  @_disfavoredOverload
  public func downloadTask(with url: URL) -> URLSessionDownloadTask {
    guard let context = ExecutionContext.current else {
      #if canImport(FoundationNetworking)
        return self.FoundationNetworking::downloadTask(with: url)
      #else
        return self.Foundation::downloadTask(with: url)
      #endif
    }
    return HostedDownloadTask(
      HostedExchange(
        URLRequest(url: url), call: "downloadTask", in: context, delivery: .delegate(self)))
  }
}
