import Foundation

extension DispatchQueue {
  /// Runs `work` on this queue, as Dispatch's `async(group:qos:flags:execute:)` does.
  ///
  /// Code that imports ViewRuntime gets this in place of Dispatch's, which it outranks by having
  /// no defaulted parameters. Called by a host's code on the main actor for the main queue,
  /// `work` runs on the main queue as a job the driver waits for, recorded as an unstructured
  /// task named `async` from this call, caused by what called (an action, an `onAppear`, a
  /// URLSession completion handler after its answer) or, called in a task the runtime started,
  /// as that task's work: what it writes is recorded as written by that task. Elsewhere, and
  /// for any other queue, it is Dispatch's.
  public func async(execute work: @escaping @Sendable @convention(block) () -> Void) {
    guard MainQueue.isMain(self), let scheduled = UnstructuredWork(label: "async") else {
      return async(group: nil, qos: .unspecified, flags: [], execute: work)
    }
    let context = scheduled.context
    context.core.runOnMain {
      MainActor.assumeIsolated {
        ExecutionContext.$current.withValue(context) {
          work()
          context.host.modelWrites.sweep()
        }
        scheduled.finish()
      }
    }
  }
}
