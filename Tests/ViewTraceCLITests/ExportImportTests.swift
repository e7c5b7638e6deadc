import Foundation
import Testing

/// `viewtrace export` and `viewtrace import`, run as a user would.
@Suite struct ExportImportTests {
  static let xml = """
    <?xml version="1.0" encoding="UTF-8"?>
    <trace xmlns="urn:viewtrace:trace:1" version="1">
      <header clock="deterministic" start-time="0"><scenario>cli</scenario><runtime-version>1</runtime-version></header>
      <strings><s id="1">App</s><s id="2">App/Row&lt;1&gt;</s><s id="3">Row</s></strings>
      <events>
        <update-begin seq="1" time="1000" update="1" code="initial"/>
        <identity seq="2" time="2000" update="1" cause="1" identity="2" code="inserted" reason="first-appearance" name="3"/>
        <body-begin seq="3" time="3000" update="1" cause="2" identity="2" name="3"/>
        <body-end seq="4" time="4000" update="1" identity="2" name="3" value="1000"/>
        <update-end seq="5" time="5000" update="1" value="1"/>
      </events>
    </trace>
    """

  func fixture() throws -> URL {
    let directory = try CLI.temporaryDirectory()
    try Data(Self.xml.utf8).write(to: directory.appendingPathComponent("in.xml"))
    return directory
  }

  @Test(arguments: [
    ("svg", "out.svg", "<svg"), ("html", "out.html", "<!DOCTYPE html>"),
    ("chrome", "out.json", "{\"displayTimeUnit\""),
  ])
  func exportsEachFormat(format: String, file: String, start: String) throws {
    let directory = try fixture()
    let result = try CLI.run(["export", "in.xml", "--format", format, "-o", file], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    let text = try String(contentsOf: directory.appendingPathComponent(file), encoding: .utf8)
    #expect(text.contains(start))
    #expect(result.stdout.hasPrefix("wrote \(file) (\(format), "))
  }

  @Test func theFormatFollowsTheExtension() throws {
    let directory = try fixture()
    let result = try CLI.run(["export", "in.xml", "-o", "again.xml", "--json"], in: directory)
    #expect(result.status == 0)
    #expect(result.stdout.contains(#""format":"xml""#))
    #expect(result.stdout.contains(#""events":5"#))
    let text = try String(
      contentsOf: directory.appendingPathComponent("again.xml"), encoding: .utf8)
    #expect(text.contains(#"<s id="2">App/Row&lt;1&gt;</s>"#))
  }

  @Test func anUnwritablePathIsOneLineAndNonZero() throws {
    let directory = try fixture()
    let result = try CLI.run(
      ["export", "in.xml", "--format", "svg", "-o", "/nonexistent/x.svg"], in: directory)
    #expect(result.status == 1)
    #expect(
      result.stderr
        == "viewtrace export: cannot write /nonexistent/x.svg: no such file or directory\n")
  }

  @Test func anUnknownFormatIsAUsageError() throws {
    let directory = try fixture()
    let result = try CLI.run(["export", "in.xml", "--format", "png", "-o", "x.png"], in: directory)
    #expect(result.status == 2)
    #expect(
      result.stderr == "viewtrace export: unknown format 'png'; use svg, xml, html or chrome\n")
  }

  @Test func importValidatesAndRewrites() throws {
    let directory = try fixture()
    let result = try CLI.run(["import", "in.xml", "-o", "copy.xml"], in: directory)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "wrote copy.xml (5 events, 4 strings)\n")
  }

  @Test func importReportsWhereTheXMLIsWrong() throws {
    let directory = try fixture()
    let bad = Self.xml.replacingOccurrences(of: #"code="initial""#, with: #"code="bogus""#)
    try Data(bad.utf8).write(to: directory.appendingPathComponent("bad.xml"))
    let result = try CLI.run(["import", "bad.xml", "-o", "copy.xml"], in: directory)
    #expect(result.status == 1)
    #expect(
      result.stderr.hasPrefix(
        "viewtrace import: bad.xml: line 6: not valid ViewTrace XML: Element '{urn:viewtrace:trace:1}update-begin', attribute 'code'"
      ))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
