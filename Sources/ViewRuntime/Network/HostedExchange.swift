import Foundation
import Synchronization

/// A `URLSession` task that a host's code made: from its `resume()` an effect answered from the
/// host's fixtures after their latency on the host's clock, whose completion handler, or
/// delegate, then hears of it on the main queue.
///
/// Its records are made on the main queue, where the host's code runs: a `resume()` or
/// `cancel()` called elsewhere is carried out there, as a job the driver waits for.
final class HostedExchange: Sendable {
  /// What the completion handler is given.
  enum Delivery: Sendable {
    /// The body, as a data or upload task's handler takes it.
    case data(@Sendable (Data?, URLResponse?, (any Error)?) -> Void)
    /// A temporary file holding the body, removed when the handler returns, as a download
    /// task's handler takes it.
    case file(@Sendable (URL?, URLResponse?, (any Error)?) -> Void)
    /// The messages of the task's delegate, or else of this session's (``DelegateMessages``),
    /// for a task made without a completion handler.
    case delegate(URLSession)
  }

  /// Where the exchange stands, as its task's `state`, `response` and `error` tell.
  struct Snapshot: @unchecked Sendable {
    var state = URLSessionTask.State.suspended
    var response: URLResponse?
    var error: (any Error)?
  }

  /// A request on its way: the task the app holds, the work that waits for it, its records,
  /// the timer of its answer, and how many bytes of body it sends.
  private struct Running: Sendable {
    let task: URLSessionTask
    let work: UnstructuredWork
    let started: HostedRequest.Started
    let timer: UInt64
    let sent: Int
  }

  private enum Phase: Sendable {
    case suspended
    case running(Running)
    case ended
  }

  let request: URLRequest
  private let bodyFile: URL?
  /// The call that made the task (`dataTask`): the name of its record.
  private let call: String
  /// The context of the code that made the task, for a `resume()` called outside any host's.
  private let creator: ExecutionContext
  private let delivery: Delivery
  private let phase = Mutex(Phase.suspended)
  private let snapshotLock = Mutex(Snapshot())

  /// An exchange for `request`, whose body is read from `bodyFile` when there is one, made by
  /// `call` in `context`.
  init(
    _ request: URLRequest, bodyFile: URL? = nil, call: String, in context: ExecutionContext,
    delivery: Delivery
  ) {
    self.request = request
    self.bodyFile = bodyFile
    self.call = call
    self.creator = context
    self.delivery = delivery
  }

  var snapshot: Snapshot { snapshotLock.withLock { $0 } }

  /// Starts the request of `task`, once: recorded as caused by the code calling, or, outside
  /// any host's code, by the code that made the task.
  func resume(_ task: URLSessionTask) {
    let calling = ExecutionContext.current
    let context = calling?.host === creator.host ? calling ?? creator : creator
    onMainQueue { [self] in
      ExecutionContext.$current.withValue(context) { start(task) }
    }
  }

  /// Cancels the request of `task`: its effect ends cancelled and the handler (or delegate)
  /// gets `URLError(.cancelled)`.
  func cancel(_ task: URLSessionTask) {
    onMainQueue { [self] in stop(task) }
  }

  @MainActor
  private func start(_ task: URLSessionTask) {
    guard phase.withLock({ if case .suspended = $0 { true } else { false } }),
      let work = UnstructuredWork(label: call)
    else { return }
    let host = creator.host
    var request = request
    if let bodyFile {
      request.httpBody = try? Data(contentsOf: bodyFile)
    }
    let started: HostedRequest.Started
    do {
      started = try HostedRequest.Started(
        request, host: host, by: work.isRecorded ? work.context.task : nil)
    } catch {
      phase.withLock { $0 = .ended }
      deliverLater(in: work, to: task, error: error)
      return
    }
    let timer = host.core.makeTimerID()
    let running = Running(
      task: task, work: work, started: started, timer: timer, sent: request.httpBody?.count ?? 0)
    phase.withLock { $0 = .running(running) }
    snapshotLock.withLock { $0.state = .running }
    host.core.addTimer(
      id: timer, delay: started.answer.latency.clampedNanoseconds,
      wakeup: .work { [self] in MainActor.assumeIsolated { answer(timer: timer) } })
  }

  /// Hands the fixture's answer to the handler, when the request still waits for it.
  @MainActor
  private func answer(timer: UInt64) {
    let running: Running? = phase.withLock {
      guard case .running(let running) = $0, running.timer == timer else { return nil }
      $0 = .ended
      return running
    }
    guard let running else { return }
    let started = running.started
    // A `.task` that did not wait for the answer has ended: the task is then on its own.
    let work = running.work.outlivingItsTask(label: call)
    ExecutionContext.$current.withValue(work.context) {
      started.answered(for: work.context.task)
      let response = started.response
      snapshotLock.withLock {
        $0.state = .completed
        $0.response = response
      }
      deliver(
        to: running.task, body: started.answer.body, response: response, sent: running.sent)
      creator.host.modelWrites.sweep()
    }
    work.finish()
  }

  /// Cancels the request if it has not ended.
  @MainActor
  private func stop(_ task: URLSessionTask) {
    let before: Phase = phase.withLock {
      let before = $0
      $0 = .ended
      return before
    }
    let host = creator.host
    switch before {
    case .ended:
      return
    case .suspended:
      snapshotLock.withLock {
        $0.state = .completed
        $0.error = URLError(.cancelled)
      }
      host.core.runOnMain { [self] in fail(task, with: URLError(.cancelled)) }
    case .running(let running):
      _ = host.core.cancelTimer(id: running.timer)
      if running.work.isRecorded, let record = running.work.context.task {
        host.cancelTask(record, reason: .explicit, cause: host.currentOrigin().cause)
      }
      running.started.end(.cancelled)
      snapshotLock.withLock { $0.state = .canceling }
      deliverLater(in: running.work, to: task, error: URLError(.cancelled))
    }
  }

  /// Hands `error` to the handler of `task` on a later turn of the main queue, as Foundation
  /// does, in the context of `work`, which then ends.
  @MainActor
  private func deliverLater(in work: UnstructuredWork, to task: URLSessionTask, error: any Error) {
    work.context.core.runOnMain { [self] in
      MainActor.assumeIsolated {
        snapshotLock.withLock {
          $0.state = .completed
          $0.error = error
        }
        ExecutionContext.$current.withValue(work.context) {
          fail(task, with: error)
          work.context.host.modelWrites.sweep()
        }
        work.finish()
      }
    }
  }

  /// Hands the answer to the completion handler (the body itself, or a temporary file that
  /// holds it until the handler returns) or to the delegate of `task`, which sent `sent` bytes.
  private func deliver(to task: URLSessionTask, body: Data, response: URLResponse, sent: Int) {
    switch delivery {
    case .data(let handler):
      handler(body, response, nil)
    case .file(let handler):
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("viewtrace-download-\(UUID().uuidString).tmp")
      do { try body.write(to: file) } catch { return handler(nil, response, error) }
      handler(file, response, nil)
      try? FileManager.default.removeItem(at: file)
    case .delegate(let session):
      DelegateMessages(session: session, task: task).answer(
        body: body, response: response, sent: sent)
    }
  }

  /// Hands `error` to the completion handler or to the delegate of `task`.
  private func fail(_ task: URLSessionTask, with error: any Error) {
    switch delivery {
    case .data(let handler): handler(nil, nil, error)
    case .file(let handler): handler(nil, nil, error)
    case .delegate(let session):
      DelegateMessages(session: session, task: task).complete(error: error)
    }
  }

  /// Runs `body` on the main queue: at once when called there, else as a job the driver waits
  /// for.
  private func onMainQueue(_ body: @escaping @MainActor @Sendable () -> Void) {
    guard MainQueue.isCurrent else {
      return creator.core.runOnMain { MainActor.assumeIsolated(body) }
    }
    MainActor.assumeIsolated(body)
  }
}
