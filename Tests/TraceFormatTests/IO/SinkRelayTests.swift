import Foundation
import Testing

@testable import TraceFormat

/// The relay hands events to every sink in order, in runs: when a run is full, on `flush`, on
/// `finish`, and when the relay goes away unfinished.
@Suite struct SinkRelayTests {
  /// Keeps every run it is handed; `finish` throws `failure` when set.
  private final class RunLog: TraceSink {
    var runs: [[TraceEvent]] = []
    var began = 0
    var finished = 0
    var failure: (any Error)?
    var events: [TraceEvent] { runs.flatMap { $0 } }
    func begin(header: TraceHeader, strings: StringTable) { began += 1 }
    func record(_ events: UnsafeBufferPointer<TraceEvent>) { runs.append(Array(events)) }
    func finish() throws {
      finished += 1
      if let failure { throw failure }
    }
  }

  private struct Refused: Error, Equatable { let sink: Int }

  private static let header = TraceHeader(scenario: "s", runtimeVersion: "t", clock: .live)

  private static func events(_ range: ClosedRange<UInt64>) -> [TraceEvent] {
    range.map { TraceEvent(seq: Seq(rawValue: $0), time: $0 * 3, kind: .read, value: $0 &* 17) }
  }

  @Test func fullRunsGoToEverySinkInOrderAndTheRestOnFlush() {
    let first = RunLog()
    let second = RunLog()
    let memory = MemorySink()
    let relay = SinkRelay(sinks: [first, second, memory])
    relay.begin(header: Self.header, strings: StringTable())
    #expect(first.began == 1 && second.began == 1)
    let recorded = Self.events(1...600)
    for event in recorded { relay.record(event) }
    #expect(first.runs.map(\.count) == [256, 256])
    relay.flush()
    relay.flush()
    #expect(first.runs.map(\.count) == [256, 256, 88])
    #expect(first.events == recorded)
    #expect(second.runs == first.runs)
    #expect(Array(memory.events) == recorded)
  }

  @Test func finishFlushesFinishesEverySinkAndThrowsTheFirstFailure() {
    let failing = RunLog()
    failing.failure = Refused(sink: 1)
    let alsoFailing = RunLog()
    alsoFailing.failure = Refused(sink: 2)
    let healthy = RunLog()
    let relay = SinkRelay(sinks: [failing, alsoFailing, healthy])
    relay.begin(header: Self.header, strings: StringTable())
    for event in Self.events(1...3) { relay.record(event) }
    #expect(throws: Refused(sink: 1)) { try relay.finish() }
    #expect([failing, alsoFailing, healthy].map(\.finished) == [1, 1, 1])
    #expect(healthy.events == Self.events(1...3))
    // Finished: what is recorded now reaches no sink, and finishing again does nothing.
    for event in Self.events(4...300) { relay.record(event) }
    relay.flush()
    #expect(throws: Never.self) { try relay.finish() }
    #expect(healthy.events == Self.events(1...3))
    #expect(healthy.finished == 1)
  }

  @Test func aRelayGoneUnfinishedHandsOverWhatItHeld() {
    let log = RunLog()
    do {
      let relay = SinkRelay(sinks: [log])
      relay.begin(header: Self.header, strings: StringTable())
      for event in Self.events(1...5) { relay.record(event) }
      #expect(log.runs.isEmpty)
    }
    #expect(log.events == Self.events(1...5))
    #expect(log.finished == 0)
  }
}
