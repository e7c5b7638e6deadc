import Foundation
import Testing
import ViewRuntime

// The example of README.md's "Recording your own screen", kept compiling and working here.

private struct Counter: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("Count: \(count)")
      Button("Add") { count += 1 }
    }
  }
}

@MainActor
private func recordCounter(to url: URL) async throws -> Trace {
  let driver = Driver(Counter(), sinks: [try TraceFileWriter(url: url)])
  try await driver.start()
  try await driver.tap("Add")
  try await driver.waitUntilIdle()
  return try driver.finish()
}

@MainActor @Test func theReadmeExampleRecordsAReadableFile() async throws {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "counter-\(UUID().uuidString).vtrace")
  defer { try? FileManager.default.removeItem(at: url) }
  let trace = try await recordCounter(to: url)
  let (read, report) = try Trace.read(from: url)
  #expect(report.complete)
  #expect(read.events == trace.events)
  #expect(read.strings == trace.strings)
  #expect(trace.events.contains { $0.kind == .slotWrite && trace[$0.after] == "1" })
}
