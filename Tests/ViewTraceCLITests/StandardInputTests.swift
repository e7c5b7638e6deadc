import Foundation
import Testing
import TraceFormat

/// `-` is standard input for every command that reads a trace, whatever its form: what a
/// command prints for a piped trace is what it prints for the file.
@Suite struct StandardInputTests {
  static func path(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../traces/\(name)").standardized.path
  }
  static let trace = path("notes-navigation.vtrace")
  static let fixed = path("notes-navigation-fixed.vtrace")

  /// Runs `args` once with `FILE` standing for the trace's path and once with `-`, the trace
  /// piped in, and checks both print the same.
  func expectSameOutput(_ args: [String], piping input: Data? = nil) throws {
    let data = try input ?? Data(contentsOf: URL(fileURLWithPath: Self.trace))
    let fromFile = try CLI.run(args.map { $0 == "FILE" ? Self.trace : $0 })
    let fromPipe = try CLI.run(args.map { $0 == "FILE" ? "-" : $0 }, input: data)
    #expect(fromFile.status == fromPipe.status, "\(args)")
    #expect(fromPipe.stderr == fromFile.stderr, "\(args)")
    #expect(fromPipe.stdout == fromFile.stdout, "\(args)")
    #expect(!fromPipe.stdout.isEmpty, "\(args)")
  }

  @Test func everyCommandThatPrintsATraceReadsItFromAPipe() throws {
    try expectSameOutput(["explain", "FILE"])
    try expectSameOutput(["events", "FILE", "--kind", "effect-begin"])
    try expectSameOutput(["tree", "FILE", "--at", "3"])
    try expectSameOutput(["why", "FILE", "NoteListScreen"])
    try expectSameOutput(["replay", "FILE", "--update", "2"])
    try expectSameOutput(["diff", "FILE", Self.fixed])
    try expectSameOutput(["diff", Self.fixed, "FILE", "--events"])
    try expectSameOutput(["export", "FILE", "--format", "svg", "-o", "-"])
  }

  @Test func theFormIsToldByContentOnAPipeToo() throws {
    let dir = try CLI.temporaryDirectory()
    let jsonl = dir.appendingPathComponent("t.jsonl").path
    let xml = dir.appendingPathComponent("t.xml").path
    #expect(try CLI.run(["convert", Self.trace, jsonl]).status == 0)
    #expect(try CLI.run(["export", Self.trace, "-o", xml]).status == 0)
    for file in [jsonl, xml] {
      try expectSameOutput(
        ["explain", "FILE"], piping: Data(contentsOf: URL(fileURLWithPath: file)))
    }
    // import reads XML from a pipe; convert reads any form: both give back the same trace.
    let imported = dir.appendingPathComponent("imported.vtrace").path
    let xmlData = try Data(contentsOf: URL(fileURLWithPath: xml))
    #expect(try CLI.run(["import", "-", "-o", imported], input: xmlData).status == 0)
    let converted = dir.appendingPathComponent("converted.vtrace").path
    let jsonlData = try Data(contentsOf: URL(fileURLWithPath: jsonl))
    #expect(try CLI.run(["convert", "-", converted], input: jsonlData).status == 0)
    let original = try Data(contentsOf: URL(fileURLWithPath: Self.trace))
    #expect(try Data(contentsOf: URL(fileURLWithPath: imported)) == original)
    #expect(try Data(contentsOf: URL(fileURLWithPath: converted)) == original)
  }

  @Test func infoAndVerifyNameThePipe() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: Self.trace))
    let info = try CLI.run(["info", "-"], input: data)
    #expect(info.status == 0)
    #expect(info.stdout.hasPrefix("-  binary trace, format version "))
    #expect(info.stdout.contains("\n  size        unknown (read from a pipe)\n"))
    let json = try CLI.run(["info", "-", "--json"], input: data)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["bytes"] is NSNull)
    #expect(object["events"] as? Int == 279)
    let verify = try CLI.run(["verify", "-"], input: data)
    #expect(verify.status == 0)
    #expect(verify.stdout == "ok -: notes-navigation, 279 events\n")
  }

  @Test func standardInputIsReadOnceOnly() throws {
    let data = try Data(contentsOf: URL(fileURLWithPath: Self.trace))
    let diff = try CLI.run(["diff", "-", "-"], input: data)
    #expect(diff.status == 2)
    #expect(diff.stderr == "viewtrace diff: - (standard input) can be read once only\n")
    let verify = try CLI.run(["verify", "-", Self.trace, "-"], input: data)
    #expect(verify.status == 2)
    #expect(verify.stderr == "viewtrace verify: - (standard input) can be read once only\n")
  }

  @Test func versionNamesTheRuntimeThatRecordsTraces() throws {
    let result = try CLI.run(["--version"])
    #expect(result.status == 0)
    let (trace, _) = try Trace.read(from: URL(fileURLWithPath: Self.trace))
    #expect(result.stdout == "viewtrace (ViewTrace \(trace.header.runtimeVersion))\n")
    #expect(try CLI.run(["--help"]).stdout.contains("`viewtrace --version`"))
  }
}
