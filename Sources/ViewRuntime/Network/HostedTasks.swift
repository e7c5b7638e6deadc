import Foundation

/// The data or upload task (an upload task is a data task) that a host's code made, with a
/// completion handler or for a delegate: its `resume()`, `cancel()`, `state`, `response` and `error` are those of
/// its ``HostedExchange``; `suspend()` does nothing.
final class HostedDataTask: URLSessionUploadTask, @unchecked Sendable {
  private let exchange: HostedExchange

  init(_ exchange: HostedExchange) {
    self.exchange = exchange
    super.init()
  }

  override func resume() { exchange.resume(self) }
  override func cancel() { exchange.cancel(self) }
  override func suspend() {}
  override var state: URLSessionTask.State { exchange.snapshot.state }
  override var response: URLResponse? { exchange.snapshot.response }
  override var error: (any Error)? { exchange.snapshot.error }
  override var originalRequest: URLRequest? { exchange.request }
  override var currentRequest: URLRequest? {
    get { exchange.request }
    set {}
  }
}

/// The download task that a host's code made, with a completion handler or for a delegate,
/// as ``HostedDataTask`` is.
final class HostedDownloadTask: URLSessionDownloadTask, @unchecked Sendable {
  private let exchange: HostedExchange

  init(_ exchange: HostedExchange) {
    self.exchange = exchange
    super.init()
  }

  override func resume() { exchange.resume(self) }
  override func cancel() { exchange.cancel(self) }
  override func suspend() {}
  override var state: URLSessionTask.State { exchange.snapshot.state }
  override var response: URLResponse? { exchange.snapshot.response }
  override var error: (any Error)? { exchange.snapshot.error }
  override var originalRequest: URLRequest? { exchange.request }
  override var currentRequest: URLRequest? {
    get { exchange.request }
    set {}
  }
}
