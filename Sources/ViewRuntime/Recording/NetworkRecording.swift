import TraceFormat

extension ViewHost {
  /// Records that the request `name`, begun at `begin`, was answered by no fixture: a warning
  /// that names it, caused by its begin.
  func recordUnansweredRequest(_ name: String, begin: Seq, task: TaskRecord?) {
    recorder.warning(
      .unansweredRequest, message: "no fixture answers \(name): it failed at once",
      identity: task?.node?.pathSym ?? .none, cause: begin)
  }

  /// Records that `task`'s request was answered with `status` and `bytes` of body after
  /// `latency` nanoseconds (a `read` of the clock, as a sleep's end is), and makes that the
  /// cause of its next event.
  func recordResponse(to task: TaskRecord?, status: Int, bytes: Int, latency: UInt64) {
    recordResume(of: task, after: latency, waiting: "HTTP \(status), \(bytes) bytes after")
  }
}
