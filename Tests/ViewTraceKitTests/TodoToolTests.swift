import Foundation
import Testing
import TraceFormat

/// The package's three-line tool, `todo-scenarios`, run as its users run it.
@Suite struct TodoToolTests {
  struct Result {
    let status: Int32
    let stdout: String
    let stderr: String
  }

  /// Runs the `todo-scenarios` binary that `swift test` built next to the test bundle.
  func run(_ args: String..., input: Data? = nil) throws -> Result {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    while !FileManager.default.fileExists(
      atPath: dir.appendingPathComponent("todo-scenarios").path),
      dir.path != "/"
    {
      dir.deleteLastPathComponent()
    }
    let process = Process()
    process.executableURL = dir.appendingPathComponent("todo-scenarios")
    process.arguments = args
    process.environment = ["NO_COLOR": "1"]
    let out = Pipe()
    let err = Pipe()
    process.standardOutput = out
    process.standardError = err
    let stdin = Pipe()
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(input) }
    try stdin.fileHandleForWriting.close()
    let stdout = out.fileHandleForReading.readDataToEndOfFile()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Result(
      status: process.terminationStatus, stdout: String(decoding: stdout, as: UTF8.self),
      stderr: String(decoding: stderr, as: UTF8.self))
  }

  func temporaryFile(_ name: String) -> String {
    FileManager.default.temporaryDirectory.appendingPathComponent(
      "todo-\(UUID().uuidString)-\(name)"
    ).path
  }

  @Test func listsRecordsAndVerifiesTheUsersScenarios() throws {
    let list = try run("scenarios")
    #expect(list.status == 0)
    #expect(
      list.stdout.hasPrefix("todo-add      clean\n              Adding a todo through the sheet\n"))
    let file = temporaryFile("add.vtrace")
    let recorded = try run("record", "todo-add", "-o", file)
    #expect(recorded.status == 0)
    #expect(recorded.stdout.hasPrefix("recorded todo-add: "))
    let verified = try run("verify", file)
    #expect(verified.status == 0)
    #expect(verified.stdout.hasPrefix("ok \(file): todo-add, "))
  }

  @Test func aFailingStepWritesTheTraceUpToItAndSaysSoInOneLine() throws {
    let file = temporaryFile("missing.vtrace")
    let result = try run("record", "todo-missing", "-o", file)
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "todo-scenarios record: scenario todo-missing failed: no visible view with text \"Delete everything\""
      ))
    #expect(result.stderr.split(separator: "\n").count == 1)
    let (trace, report) = try Trace.read(from: URL(fileURLWithPath: file))
    #expect(report.complete)
    #expect(
      result.stderr.hasSuffix("; the \(trace.events.count) events before it are in \(file)\n"))
    #expect(trace[trace.events.last { $0.kind == .warning }!.name].hasPrefix("step failed: "))
  }

  @Test func aScenarioWhoseExpectedFindingDoesNotOccurFailsInOneLine() throws {
    let name = "todo-reloads"
    let difference = "\(name): expected effect/duplicate, found none\n"
    let file = temporaryFile("expects.vtrace")
    let recorded = try run("record", name, "-o", file)
    #expect(recorded.status == 1)
    #expect(recorded.stdout.hasPrefix("recorded \(name): "))
    #expect(recorded.stderr == "todo-scenarios record: " + difference)
    #expect(try Trace.read(from: URL(fileURLWithPath: file)).1.complete)
    let verified = try run("verify", file)
    #expect(verified.status == 1)
    #expect(verified.stdout == "")
    #expect(verified.stderr == "todo-scenarios verify: \(file): " + difference)
    let explored = try run("explore", name, "--depth", "1", "-o", temporaryFile("explored"))
    #expect(explored.status == 1)
    #expect(explored.stderr == "todo-scenarios explore: " + difference)
    let json = try run("explore", name, "--depth", "1", "-o", temporaryFile("json"), "--json")
    #expect(json.status == 1)
    #expect(
      json.stdout.hasSuffix(
        #""findings":[],"expectation":"todo-reloads: expected effect/duplicate, found none"}"#
          + "\n"))
    // The flag that skips the check: the trace and its events are as they were.
    #expect(try run("record", name, "-o", temporaryFile("again.vtrace"), "--no-expect").status == 0)
    #expect(try run("verify", file, "--no-expect").status == 0)
    let skipped = try run("explore", name, "--depth", "1", "-o", temporaryFile("x"), "--no-expect")
    #expect(skipped.status == 0)
    #expect(skipped.stderr == "")
  }

  @Test func exploresTheUsersScreen() throws {
    let result = try run(
      "explore", "todo-add", "--depth", "2", "-o", temporaryFile("explored"), "--json")
    #expect(result.status == 0)
    #expect(result.stdout.hasPrefix(#"{"scenario":"todo-add","states":"#))
    #expect(result.stdout.hasSuffix(#""findings":[],"expectation":null}"# + "\n"))
  }

  @Test func usageNamesTheToolAndEveryCommand() throws {
    let result = try run()
    #expect(result.status == 2)
    #expect(
      result.stderr.hasPrefix(
        "todo-scenarios: record, inspect and explain the scenarios of this package and their traces.\n"
      ))
    for command in ["scenarios", "record", "verify", "explore", "info", "explain", "import"] {
      #expect(result.stderr.contains("\n  \(command) "))
    }
    #expect(!result.stderr.contains("demo"))
  }

  @Test func readsTheTracesItRecords() throws {
    let file = temporaryFile("check.vtrace")
    #expect(try run("record", "todo-check", "-o", file).status == 0)
    let info = try run("info", file, "--json")
    #expect(info.status == 0)
    #expect(info.stdout.contains(#""scenario":"todo-check""#))
    #expect(try run("explain", file).stdout == "todo-check: no findings\n")
  }

  @Test func saysItsVersionAndReadsATraceFromAPipe() throws {
    let version = try run("--version")
    #expect(version.status == 0)
    #expect(version.stdout.hasPrefix("todo-scenarios (ViewTrace "))
    let file = temporaryFile("piped.vtrace")
    #expect(try run("record", "todo-check", "-o", file).status == 0)
    let piped = try run(
      "explain", "-", input: try Data(contentsOf: URL(fileURLWithPath: file)))
    #expect(piped.stdout == "todo-check: no findings\n")
  }

  @Test func recordsToStandardOutputAsViewtraceDoes() throws {
    let result = try run("record", "todo-check", "-o", "-")
    #expect(result.status == 0)
    #expect(result.stdout.contains("VTRACE\n"))
    #expect(result.stderr.hasPrefix("recorded todo-check: "))
  }
}
