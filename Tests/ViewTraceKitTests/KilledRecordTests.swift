import Foundation
import Testing
import TraceFormat

/// `viewtrace record` and a package's three-line tool record the same way: the trace streams to
/// its file as it is recorded, so a recorder killed midway leaves a trace that reads.
@Suite struct KilledRecordTests {
  @Test(arguments: [
    ("viewtrace", "notes-refresh-flicker"), ("todo-scenarios", "todo-add"),
  ])
  func aRecorderKilledMidwayLeavesATraceThatReads(tool: String, scenario: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "killed-\(UUID().uuidString).vtrace")
    defer { try? FileManager.default.removeItem(at: file) }
    // A loaded machine may finish a run before the kill lands: try again until one is cut.
    var killed = false
    for _ in 0..<5 where !killed {
      try? FileManager.default.removeItem(at: file)
      killed = try recordAndKill(tool, scenario, to: file)
    }
    #expect(killed, "every run of \(tool) record finished before it was killed")
    let (trace, report) = try Trace.read(from: file)
    #expect(trace.header.scenario == scenario)
    #expect(!report.complete)
  }

  /// Issue 28, item 3: a live recording is on disk at the end of every update, so a recorder
  /// killed once its first update is in the file keeps it (nothing reached the file before a
  /// 32 KiB chunk filled, and no catalog scenario fills one).
  @Test(arguments: ["vtrace", "jsonl"])
  func aLiveRecorderKilledAfterAnUpdateKeepsIt(format: String) throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent(
      "killed-\(UUID().uuidString).\(format)")
    defer { try? FileManager.default.removeItem(at: file) }
    let process = Process()
    process.executableURL = Self.executable("viewtrace")
    process.arguments = ["record", "notes-refresh-flicker", "--live", "-o", file.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    var seen = 0
    while process.isRunning && seen == 0 {
      seen = Self.updates(in: file)
      if seen == 0 { usleep(1000) }
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    #expect(seen > 0, "no update reached the file while the recorder ran")
    #expect(process.terminationReason == .uncaughtSignal)
    let (trace, report) = try Trace.read(from: file)
    #expect(!report.complete)
    #expect(trace.events.filter { $0.kind == .updateEnd }.count >= seen)
  }

  /// The updates the trace at `file` ends so far, while it is being written: 0 if it does not
  /// read yet or is already complete (the recorder finished before it could be killed).
  private static func updates(in file: URL) -> Int {
    guard let (trace, report) = try? Trace.read(from: file), !report.complete else { return 0 }
    return trace.events.filter { $0.kind == .updateEnd }.count
  }

  /// Starts `tool record scenario --live -o file`, kills it with SIGKILL as soon as `file`
  /// appears, and returns whether the kill cut the recording short.
  private func recordAndKill(_ tool: String, _ scenario: String, to file: URL) throws -> Bool {
    let process = Process()
    process.executableURL = Self.executable(tool)
    process.arguments = ["record", scenario, "--live", "-o", file.path]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    while process.isRunning && !FileManager.default.fileExists(atPath: file.path) {
      usleep(200)
    }
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    return process.terminationReason == .uncaughtSignal
  }

  /// The executable `name` that `swift test` built next to the test bundle.
  private static func executable(_ name: String) -> URL {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(atPath: dir.appendingPathComponent(name).path),
      dir.path != "/"
    {
      dir.deleteLastPathComponent()
    }
    return dir.appendingPathComponent(name)
  }
}
