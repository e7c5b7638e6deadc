import Foundation
import Testing
import TraceTestSupport

@testable import TraceFormat

/// Malformed and hostile XML is refused with a clear error and its position.
@Suite struct HostileXMLTests {
  static let ns = "urn:viewtrace:trace:1"
  static let prefix = """
    <trace xmlns="\(ns)" version="1"><header clock="live" start-time="0"><scenario>s</scenario>\
    <runtime-version>1</runtime-version></header><strings><s id="1">App</s></strings><events>
    """

  private func readError(_ xml: String, limits: TraceXML.Limits = .init()) -> XMLError? {
    #expect(throws: XMLError.self) { try TraceXML.read(from: Data(xml.utf8), limits: limits) }
  }

  @Test func billionLaughsIsRefused() {
    var xml = #"<?xml version="1.0"?>"# + "\n<!DOCTYPE trace [\n<!ENTITY lol \"lol\">\n"
    for i in 1...9 {
      xml +=
        "<!ENTITY lol\(i) \"" + String(repeating: "&lol\(i == 1 ? "" : String(i - 1));", count: 10)
        + "\">\n"
    }
    xml += "]>\n<trace xmlns=\"\(Self.ns)\" version=\"1\">&lol9;</trace>"
    let error = readError(xml)
    #expect(
      error?.description
        == "line 2: a DOCTYPE is not allowed (DTDs and entities are refused)")
  }

  @Test func undeclaredEntitiesAreRefused() {
    let xml = Self.prefix + "</events></trace>"
    let error = readError(
      xml.replacingOccurrences(of: "<scenario>s</scenario>", with: "<scenario>&xxe;</scenario>"))
    #expect(error?.message == "Entity 'xxe' not defined")
    #expect(error?.line == 1)
  }

  @Test func externalEntitiesAreRefused() {
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE trace [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>
      <trace xmlns="\(Self.ns)" version="1">&xxe;</trace>
      """
    let error = readError(xml)
    #expect(error?.message.contains("DOCTYPE") == true)
    #expect(error?.description.contains("root:") == false)
  }

  @Test func deepNestingStopsAtTheFirstUnexpectedElement() {
    // The reader never descends into elements the vocabulary does not have.
    let xml =
      "<trace xmlns=\"\(Self.ns)\" version=\"1\">" + String(repeating: "<a>", count: 100_000)
    let error = readError(xml)
    #expect(error?.message == "expected <header>, found <a>")
    #expect(error?.line == 1)
  }

  @Test func nestingPastTheLimitIsRefused() throws {
    let xml = try TraceXML.render(trace: SampleTraces.branchFlip())
    let error = #expect(throws: XMLError.self) {
      try TraceXML.read(from: xml, limits: .init(maxDepth: 2))
    }
    #expect(error?.message == "the XML nests deeper than 2 levels")
    #expect(
      readError(Self.prefix + String(repeating: "<appear seq=\"1\" time=\"0\">", count: 40)) != nil)
  }

  @Test func wrongRootIsNamed() {
    let error = readError("<svg xmlns=\"http://www.w3.org/2000/svg\"/>")
    #expect(error?.message == "the root element is <svg>, expected <trace> in namespace \(Self.ns)")
    #expect(error?.line == 1)
  }

  @Test func missingAttributeIsNamedWithItsLine() {
    let xml = Self.prefix + "\n\n<appear time=\"5\" identity=\"1\"/></events></trace>"
    let error = readError(xml)
    #expect(error?.message == "<appear> has no 'seq' attribute")
    #expect(error?.line == 3)
    #expect(error?.column != nil)
  }

  @Test func badNumbersAreRefused() {
    #expect(
      readError(Self.prefix + "<appear seq=\"12x\" time=\"0\"/></events></trace>")?.message
        == "'12x' in attribute 'seq' is not a whole number")
    #expect(
      readError(Self.prefix + "<appear seq=\"1\" time=\"18446744073709551616\"/></events></trace>")?
        .message
        == "'18446744073709551616' in attribute 'time' is not a whole number in range")
    #expect(
      readError(Self.prefix + "<appear seq=\"-1\" time=\"0\"/></events></trace>")?.message
        == "'-1' in attribute 'seq' is not a whole number")
  }

  @Test func eventsOutOfOrderAreRefusedAsInEveryTraceFile() {
    #expect(
      readError(
        Self.prefix
          + "<appear seq=\"2\" time=\"0\"/><appear seq=\"2\" time=\"0\"/></events></trace>")?
        .message == "event seq 2 does not follow seq 2")
    #expect(
      readError(Self.prefix + "<appear seq=\"1\" time=\"0\" cause=\"1\"/></events></trace>")?
        .message
        == "event 1 names cause 1, which is not an earlier event")
  }

  @Test func danglingStringReferencesAreRefused() {
    let error = readError(
      Self.prefix + "<appear seq=\"1\" time=\"0\" identity=\"9\"/></events></trace>")
    #expect(error?.message == "attribute 'identity' refers to string 9, but the strings are 1...1")
  }

  @Test func unknownEventsCodesAndAttributesAreRefused() {
    #expect(
      readError(Self.prefix + "<explode seq=\"1\" time=\"0\"/></events></trace>")?.message
        == "unknown event <explode>")
    #expect(
      readError(Self.prefix + "<invalidate seq=\"1\" time=\"0\" code=\"boom\"/></events></trace>")?
        .message
        == "unknown code 'boom' on <invalidate>")
    #expect(
      readError(Self.prefix + "<appear seq=\"1\" time=\"0\" value=\"3\"/></events></trace>")?
        .message
        == "unexpected attribute 'value' on <appear>")
  }

  @Test func malformedXMLReportsLineAndColumn() {
    let error = readError("<trace xmlns=\"\(Self.ns)\" version=\"1\">\n  <header>\n</trace>")
    #expect(error?.line == 3)
    #expect(error?.column != nil)
    #expect(error?.description.hasPrefix("line 3, column") == true)
  }

  @Test func sizeLimitIsEnforced() {
    let error = readError(Self.prefix + "</events></trace>", limits: .init(maxBytes: 100))
    #expect(error?.message.contains("more than the limit of 100") == true)
  }

  @Test func truncatedDocumentIsRefused() throws {
    let xml = try TraceXML.render(trace: SampleTraces.branchFlip())
    #expect(throws: XMLError.self) { try TraceXML.read(from: xml.prefix(xml.count / 2)) }
  }

  /// An 87 KB quadratic internal entity took 287 s to refuse with validation on (issue 15): the
  /// DOCTYPE is now refused before libxml2 parses any of it, which only XMLProlog's message shows.
  @Test func validationRefusesADoctypeBeforeParsingIt() {
    let big = String(repeating: "a", count: 40_000)
    let xml = """
      <?xml version="1.0"?>
      <!DOCTYPE trace [<!ENTITY a "\(big)">]>
      <trace xmlns="\(Self.ns)" version="1">\(String(repeating: "&a;", count: 10_000))</trace>
      """
    let error = #expect(throws: XMLError.self) { try TraceXML.validate(Data(xml.utf8)) }
    #expect(
      error?.description
        == "line 2: a DOCTYPE is not allowed (DTDs and entities are refused)")
  }

  /// Issue 28, item 6: the refusal looked for the ASCII bytes `<!DOCTYPE`, so in UTF-16, UCS-4
  /// or EBCDIC libxml2 parsed the DTD ("Detected an entity reference loop"). It is now made on
  /// what libxml2 decodes, with validation and without.
  @Test(arguments: ["UTF-16LE", "UTF-16BE", "UCS-4", "IBM037"])
  func aDoctypeIsRefusedInEveryEncoding(encoding: String) throws {
    let declared = encoding
    let xml = """
      <?xml version="1.0" encoding="\(declared)"?>
      <!DOCTYPE trace [<!ENTITY a "&b;"><!ENTITY b "&a;">]>
      <trace xmlns="\(Self.ns)" version="1">&a;</trace>
      """
    let data = try Self.encode(xml, as: encoding)
    let read = #expect(throws: XMLError.self) { try TraceXML.read(from: data) }
    let validated = #expect(throws: XMLError.self) { try TraceXML.validate(data) }
    for error in [read, validated] {
      #expect(
        error?.description == "line 2: a DOCTYPE is not allowed (DTDs and entities are refused)")
    }
  }

  /// `text` in `encoding` (UCS-4 big-endian), as iconv writes it.
  static func encode(_ text: String, as encoding: String) throws -> Data {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/iconv")
    process.arguments = ["-f", "UTF-8", "-t", encoding == "UCS-4" ? "UCS-4BE" : encoding]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    input.fileHandleForWriting.write(Data(text.utf8))
    try input.fileHandleForWriting.close()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return data
  }

  @Test func libxml2MessagesBecomeOneLine() {
    let bad = Data(Self.prefix.utf8) + Data([0xFF, 0xFE]) + Data("</events></trace>".utf8)
    let error = #expect(throws: XMLError.self) { try TraceXML.validate(bad) }
    #expect(error?.description.contains("\n") == false, "\(String(describing: error))")
    #expect(error?.message.contains("UTF-8") == true, "\(String(describing: error))")
    #expect(
      LibXMLErrorBox.oneLine("Internal error: xmlSchemaVDocWalk, there is at least one entity\n")
        == "libxml2 cannot validate this document (Internal error: xmlSchemaVDocWalk, there is at least one entity)"
    )
  }

  /// Issue 28, item 9: libxml2's parser spoke in its own names ("xmlParseCharRef: invalid
  /// xmlChar value 27", "PCDATA invalid Char value 1", "AttValue: \" or ' expected").
  @Test func parserErrorsAreWordedForTheUser() {
    let cases: [(String, String)] = [
      ("<events>&#27;</events>", "a character XML does not allow (U+001B)"),
      ("<events>\u{01}</events>", "a character XML does not allow (U+0001)"),
      ("<events></header>", "element <events> (opened on line 1) is closed by </header>"),
      ("<events><appear seq=1/>", "an attribute's value is not in quotes"),
      ("<events></a", "a tag is not closed with '>'"),
    ]
    for (body, message) in cases {
      let error = readError(Self.prefix + body + "</trace>")
      #expect(error?.message == message, "\(body)")
      #expect(error?.line == 1, "\(body)")
    }
    #expect(readError("")?.message == "the document is empty")
    #expect(readError("text")?.message == "the document has no root element")
  }
}
