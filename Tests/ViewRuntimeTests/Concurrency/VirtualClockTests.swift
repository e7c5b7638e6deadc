import Testing

@testable import ViewRuntime

/// The scheduler's virtual clock (deterministic mode): it only moves forward, also when threads
/// move it at once.
@Suite struct VirtualClockTests {
  @Test func advanceMovesForwardOnly() {
    let core = SchedulerCore(deterministic: true)
    #expect(core.now == 0)
    core.advance(to: 5_000)
    #expect(core.now == 5_000)
    core.advance(to: 3_000)
    #expect(core.now == 5_000)
    core.advance(to: 5_001)
    #expect(core.now == 5_001)
  }

  @Test func concurrentAdvancesKeepTheLatest() async {
    let core = SchedulerCore(deterministic: true)
    await withTaskGroup(of: Void.self) { group in
      for worker in 0..<8 {
        group.addTask {
          for step in stride(from: worker, to: 8_000, by: 8) { core.advance(to: UInt64(step)) }
        }
      }
    }
    #expect(core.now == 7_999)
  }
}
