import Foundation

/// The messages a hosted task's delegate is sent about its exchange, in Foundation's order:
/// the task's own `delegate`, or else its session's.
struct DelegateMessages {
  let session: URLSession
  let task: URLSessionTask

  private var delegate: (any URLSessionDelegate)? { task.delegate ?? session.delegate }

  /// Tells the delegate of the answer: what was sent of `sent` bytes of body, then, to a data
  /// task, the response and the body, or, to a download task, the bytes written and the file
  /// that holds them until the message returns; then that the task completed.
  func answer(body: Data, response: URLResponse, sent: Int) {
    let delegate = delegate
    if sent > 0, let delegate = delegate as? any URLSessionTaskDelegate {
      delegate.urlSession(
        session, task: task, didSendBodyData: Int64(sent), totalBytesSent: Int64(sent),
        totalBytesExpectedToSend: Int64(sent))
    }
    if let dataTask = task as? URLSessionDataTask,
      let delegate = delegate as? any URLSessionDataDelegate
    {
      // The disposition is ignored, as swift-corelibs-foundation ignores it.
      delegate.urlSession(session, dataTask: dataTask, didReceive: response) { _ in }
      if !body.isEmpty { delegate.urlSession(session, dataTask: dataTask, didReceive: body) }
    }
    if let downloadTask = task as? URLSessionDownloadTask,
      let delegate = delegate as? any URLSessionDownloadDelegate
    {
      let size = Int64(body.count)
      delegate.urlSession(
        session, downloadTask: downloadTask, didWriteData: size, totalBytesWritten: size,
        totalBytesExpectedToWrite: size)
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("viewtrace-download-\(UUID().uuidString).tmp")
      do {
        try body.write(to: file)
      } catch {
        return complete(error: error)
      }
      delegate.urlSession(session, downloadTask: downloadTask, didFinishDownloadingTo: file)
      try? FileManager.default.removeItem(at: file)
    }
    complete(error: nil)
  }

  /// Tells the delegate that the task completed, with `error` when it failed.
  func complete(error: (any Error)?) {
    guard let delegate = delegate as? any URLSessionTaskDelegate else { return }
    delegate.urlSession(session, task: task, didCompleteWithError: error)
  }
}
