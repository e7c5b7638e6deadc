import Foundation
import Synchronization

/// A `URLSession` task with a completion handler that a host's code made: from its `resume()`
/// an effect answered from the host's fixtures after their latency on the host's clock, whose
/// completion handler then runs on the main queue.
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
  }

  /// Where the exchange stands, as its task's `state`, `response` and `error` tell.
  struct Snapshot: @unchecked Sendable {
    var state = URLSessionTask.State.suspended
    var response: URLResponse?
    var error: (any Error)?
  }

  /// A request on its way: the work that waits for it, its records, and the timer of its answer.
  private struct Running: Sendable {
    let work: UnstructuredWork
    let started: HostedRequest.Started
    let timer: UInt64
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

  /// Starts the request, once: recorded as caused by the code calling, or, outside any host's
  /// code, by the code that made the task.
  func resume() {
    let calling = ExecutionContext.current
    let context = calling?.host === creator.host ? calling ?? creator : creator
    onMainQueue { [self] in
      ExecutionContext.$current.withValue(context) { start() }
    }
  }

  /// Cancels the request: its effect ends cancelled and the handler gets `URLError(.cancelled)`.
  func cancel() {
    onMainQueue { [self] in stop() }
  }

  @MainActor
  private func start() {
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
      deliverLater(in: work, error: error)
      return
    }
    let timer = host.core.makeTimerID()
    phase.withLock { $0 = .running(Running(work: work, started: started, timer: timer)) }
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
    ExecutionContext.$current.withValue(running.work.context) {
      started.answered()
      let response = started.response
      snapshotLock.withLock {
        $0.state = .completed
        $0.response = response
      }
      deliver(body: started.answer.body, response: response, error: nil)
      creator.host.modelWrites.sweep()
    }
    running.work.finish()
  }

  /// Cancels the request if it has not ended.
  @MainActor
  private func stop() {
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
      host.core.runOnMain { [self] in deliver(body: nil, response: nil, error: URLError(.cancelled))
      }
    case .running(let running):
      _ = host.core.cancelTimer(id: running.timer)
      if running.work.isRecorded, let record = running.work.context.task {
        host.cancelTask(record, reason: .explicit, cause: host.currentOrigin().cause)
      }
      running.started.end(.cancelled)
      snapshotLock.withLock { $0.state = .canceling }
      deliverLater(in: running.work, error: URLError(.cancelled))
    }
  }

  /// Hands `error` to the handler on a later turn of the main queue, as Foundation does, in
  /// the context of `work`, which then ends.
  @MainActor
  private func deliverLater(in work: UnstructuredWork, error: any Error) {
    work.context.core.runOnMain { [self] in
      MainActor.assumeIsolated {
        snapshotLock.withLock {
          $0.state = .completed
          $0.error = error
        }
        ExecutionContext.$current.withValue(work.context) {
          deliver(body: nil, response: nil, error: error)
          work.context.host.modelWrites.sweep()
        }
        work.finish()
      }
    }
  }

  /// Calls the completion handler with the answer: the body itself, or a temporary file that
  /// holds it until the handler returns.
  private func deliver(body: Data?, response: URLResponse?, error: (any Error)?) {
    switch delivery {
    case .data(let handler):
      handler(body, response, error)
    case .file(let handler):
      guard let body else { return handler(nil, response, error) }
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("viewtrace-download-\(UUID().uuidString).tmp")
      do { try body.write(to: file) } catch { return handler(nil, response, error) }
      handler(file, response, nil)
      try? FileManager.default.removeItem(at: file)
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
