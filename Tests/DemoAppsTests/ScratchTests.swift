import Testing
import TraceFormat
@testable import DemoApps

@MainActor @Test func scratch() async throws {
  for scenario in ScenarioCatalog.all {
    let trace = try await scenario.record()
    print("== \(scenario.name): \(trace.events.count) events")
    for e in trace.events where [.effectBegin, .taskStart, .taskCancel, .input, .warning].contains(e.kind) || (e.kind == .identity && e.code != 0) {
      print(e.seq, e.time / 1_000_000, "ms u\(e.update)", e.kind, trace[e.identity], trace[e.name], e.code, e.reason, trace[e.before], trace[e.after], "cause", e.cause)
    }
  }
}
