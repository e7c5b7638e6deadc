import Testing
import TraceFormat
import ViewRuntime

/// The runtime hands its events to sinks in runs: an update's events at its end (in runs of at
/// most `SinkRelay.runLength`), an event between updates at once. A sink read between updates
/// holds every event recorded so far.
@MainActor @Suite struct RecordingRunsTests {
  /// Keeps every run it is handed, as it was handed.
  private final class RunLog: TraceSink {
    var runs: [[TraceEvent]] = []
    var events: [TraceEvent] { runs.flatMap { $0 } }
    func begin(header: TraceHeader, strings: StringTable) {}
    func record(_ events: UnsafeBufferPointer<TraceEvent>) { runs.append(Array(events)) }
    func finish() throws {}
  }

  private struct Rows: View {
    @State private var count = 0
    let rows: Int
    var body: some View {
      VStack {
        Button("Add") { count += 1 }
        Text("Count: \(count)")
        ForEach(0..<rows, id: \.self) { Text("Row \($0)") }
      }
    }
  }

  @Test func aSinkReadBetweenUpdatesHoldsEveryEventSoFar() async throws {
    let log = RunLog()
    let driver = Driver(Rows(rows: 3), sinks: [log])
    try await driver.start()
    #expect(log.events == Array(driver.trace.events))
    try await driver.tap("Add")
    #expect(log.events == Array(driver.trace.events))
    #expect(driver.trace.events.contains { $0.kind == .input })
  }

  @Test func anUpdateArrivesWholeAtItsEndAndAnEventBetweenUpdatesAtOnce() async throws {
    let log = RunLog()
    let driver = Driver(Rows(rows: 3), sinks: [log])
    try await driver.start()
    try await driver.tap("Add")
    // The tap's input, recorded between updates, came alone.
    let input = try #require(log.runs.first { $0.contains { $0.kind == .input } })
    #expect(input.count == 1)
    // Every other run is one update's, whole: from its begin to its end.
    let updates = log.runs.filter { $0[0].update != 0 }
    #expect(updates.count == 2)
    for run in updates {
      #expect(run.first?.kind == .updateBegin)
      #expect(run.last?.kind == .updateEnd)
      #expect(run.allSatisfy { $0.update == run[0].update })
    }
    for run in log.runs where run[0].update == 0 { #expect(run.count == 1) }
  }

  @Test func aLongUpdateArrivesInFullRunsAndTheRestAtItsEnd() async throws {
    let log = RunLog()
    let driver = Driver(Rows(rows: 200), sinks: [log])
    try await driver.start()
    let first = log.runs.prefix { $0[0].update == 1 }
    let events = first.reduce(0) { $0 + $1.count }
    #expect(events > 2 * SinkRelay.runLength)
    #expect(first.dropLast().allSatisfy { $0.count == SinkRelay.runLength })
    #expect(first.last?.last?.kind == .updateEnd)
    #expect(first.last!.count == (events - 1) % SinkRelay.runLength + 1)
  }
}
