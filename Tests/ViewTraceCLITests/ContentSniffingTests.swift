import Foundation
import Testing

/// Reading tells a trace's format by its content, never by its file name.
@Suite struct ContentSniffingTests {
  /// A directory with `ExportImportTests.xml` saved as `xml.vtrace` and the checked-in trace
  /// converted to JSON Lines saved as `lines.xml`.
  func fixture() throws -> URL {
    let directory = try CLI.temporaryDirectory()
    try Data(ExportImportTests.xml.utf8).write(to: directory.appendingPathComponent("xml.vtrace"))
    let lines = try CLI.run(["convert", OutputPathTests.trace, "lines.jsonl"], in: directory)
    #expect(lines.status == 0, "\(lines.stderr)")
    try FileManager.default.moveItem(
      at: directory.appendingPathComponent("lines.jsonl"),
      to: directory.appendingPathComponent("lines.xml"))
    return directory
  }

  @Test func infoNamesTheFormatTheContentHas() throws {
    let directory = try fixture()
    let xml = try CLI.run(["info", "xml.vtrace"], in: directory)
    #expect(xml.status == 0, "\(xml.stderr)")
    #expect(xml.stdout.hasPrefix("xml.vtrace  ViewTrace XML trace, format version 1\n"))
    #expect(xml.stdout.contains("  events      5\n"), "\(xml.stdout)")
    let lines = try CLI.run(["info", "lines.xml"], in: directory)
    #expect(lines.status == 0, "\(lines.stderr)")
    #expect(lines.stdout.hasPrefix("lines.xml  JSON Lines trace, "), "\(lines.stdout)")
    #expect(lines.stdout.contains("  events      75\n"), "\(lines.stdout)")
  }

  @Test func explainReadsEitherAsTheOriginal() throws {
    let directory = try fixture()
    let original = try CLI.run(["explain", OutputPathTests.trace], in: directory)
    let lines = try CLI.run(["explain", "lines.xml"], in: directory)
    #expect(lines.status == original.status, "\(lines.stderr)")
    #expect(lines.stdout == original.stdout)
    let xml = try CLI.run(["explain", "xml.vtrace"], in: directory)
    #expect(xml.status == 0, "\(xml.stderr)")
    #expect(xml.stdout.hasPrefix("cli: no findings"), "\(xml.stdout)")
  }

  @Test func convertReadsEitherAndWritesByExtension() throws {
    let directory = try fixture()
    let xml = try CLI.run(["convert", "xml.vtrace", "from-xml.jsonl"], in: directory)
    #expect(xml.status == 0, "\(xml.stderr)")
    #expect(xml.stdout == "wrote from-xml.jsonl: 5 events\n")
    let lines = try CLI.run(["convert", "lines.xml", "back.vtrace"], in: directory)
    #expect(lines.status == 0, "\(lines.stderr)")
    let back = try Data(contentsOf: directory.appendingPathComponent("back.vtrace"))
    #expect(back == (try Data(contentsOf: URL(fileURLWithPath: OutputPathTests.trace))))
  }

  @Test func badXMLUnderAnyNameIsOneLineAndNonZero() throws {
    let directory = try CLI.temporaryDirectory()
    let bad = ExportImportTests.xml.replacingOccurrences(of: "</events>", with: "")
    for name in ["bad.xml", "bad.vtrace"] {
      try Data(bad.utf8).write(to: directory.appendingPathComponent(name))
      for command in [["info", name], ["explain", name], ["convert", name, "x.jsonl"]] {
        TraceFileCommandsTests.expectOneLineError(
          try CLI.run(command, in: directory), contains: "viewtrace \(command[0]): \(name): ")
      }
    }
  }
}
