import Testing

@testable import TraceFormat

/// The memory sink keeps events in blocks that never move: what it returns must be every event
/// in order, however its blocks fall and whenever it is read.
@Suite struct MemorySinkTests {
  private static func event(_ seq: UInt64) -> TraceEvent {
    TraceEvent(seq: Seq(rawValue: seq), time: seq * 7, kind: .bodyBegin, value: seq &* 31)
  }

  @Test func eventsReadAtAnyPointAreEveryEventInOrder() {
    let sink = MemorySink()
    sink.begin(
      header: TraceHeader(scenario: "s", runtimeVersion: "t", clock: .live), strings: .init())
    var expected: [TraceEvent] = []
    // Reads land on block boundaries (256, 768, 1,792, ...) and between them.
    for (i, readAt) in [1, 255, 256, 257, 768, 5_000, 40_000, 40_001].enumerated() {
      while expected.count < readAt {
        let e = Self.event(UInt64(expected.count + 1))
        sink.record(e)
        expected.append(e)
      }
      #expect(Array(sink.events) == expected, "read \(i) at \(readAt)")
    }
    #expect(sink.trace.events.count == 40_001)
  }

  @Test func runsAcrossBlocksAreKeptWholeAndInOrder() {
    let sink = MemorySink()
    sink.begin(
      header: TraceHeader(scenario: "s", runtimeVersion: "t", clock: .live), strings: .init())
    var expected: [TraceEvent] = []
    // The first block holds 256 events, the next 512, then 1,024, ...: runs end before, on and
    // past block ends, and one spans several blocks.
    for length in [0, 1, 254, 1, 300, 212, 5_000, 3] {
      let run = (0..<length).map { Self.event(UInt64(expected.count + $0 + 1)) }
      run.withUnsafeBufferPointer { sink.record($0) }
      expected += run
      #expect(Array(sink.events) == expected, "after a run of \(length)")
    }
  }

  @Test func beginStartsAnEmptyTrace() {
    let sink = MemorySink()
    for seq in 1...1_000 { sink.record(Self.event(UInt64(seq))) }
    #expect(sink.events.count == 1_000)
    sink.begin(
      header: TraceHeader(scenario: "again", runtimeVersion: "t", clock: .live), strings: .init())
    #expect(sink.events.isEmpty)
    sink.record(Self.event(9))
    #expect(Array(sink.events) == [Self.event(9)])
    #expect(sink.trace.header.scenario == "again")
  }
}

extension MemorySinkTests {
  /// Blocks whose events were gathered by a read are filled again: events recorded after each
  /// read, in runs of every length, small blocks and large, come back whole and in order, and
  /// what was read before is unchanged.
  @Test func blocksReadAreFilledAgainWithoutLosingAnEvent() {
    let sink = MemorySink()
    sink.begin(
      header: TraceHeader(scenario: "s", runtimeVersion: "t", clock: .live), strings: .init())
    var expected: [TraceEvent] = []
    for length in [300, 1, 700, 20_000, 256, 17_000, 5, 40_000, 512] {
      let run = (0..<length).map { Self.event(UInt64(expected.count + $0 + 1)) }
      run.withUnsafeBufferPointer { sink.record($0) }
      expected += run
      let read = Array(sink.events)
      #expect(read.count == expected.count)
      #expect(read == expected, "after a run of \(length)")
    }
  }
}
