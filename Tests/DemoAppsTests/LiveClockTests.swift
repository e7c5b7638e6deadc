import Testing
import TraceFormat
import ViewTraceKit

@testable import DemoApps

/// The live clock takes real time but must tell the same story as the virtual one.
@MainActor @Suite struct LiveClockTests {
  @Test func aLiveRecordingRecordsTheSameEventsAsADeterministicOne() async throws {
    let scenario = try #require(ScenarioCatalog.scenario(named: "notes-refresh-flicker"))
    let virtual = try await scenario.record(clock: .deterministic)
    let live = try await scenario.record(clock: .live)
    #expect(live.header.clock == .live)
    #expect(live.header.startTime > 0)
    let story = { (trace: Trace) in
      trace.events.map { "\($0.kind) \(trace[$0.identity]) \(trace[$0.name])" }
    }
    #expect(story(live) == story(virtual))
    // Real time passed: two requests of 300 ms each at least.
    let lastEffect = try #require(live.events.last { $0.kind == .effectEnd })
    #expect(lastEffect.time >= 600_000_000)
  }
}
