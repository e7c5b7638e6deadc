import CLibXML2

/// Refuses a document type declaration before libxml2 parses any of it, in whatever encoding the
/// document is written (UTF-8, UTF-16, UCS-4, EBCDIC …): libxml2 itself decodes the prolog, with
/// a parser that has only two callbacks and stops at the first of them, the DOCTYPE's (called
/// before its internal subset, so no entity in it is ever declared) or the root element's
/// (after which no DOCTYPE may come). Looking for the ASCII bytes `<!DOCTYPE` missed a UTF-16
/// document's, whose DTD libxml2 then parsed.
enum XMLProlog {
  /// Throws if a `<!DOCTYPE` comes before the root element.
  static func refuseDoctype(_ bytes: UnsafeRawBufferPointer) throws {
    LibXML.ensureInitialized()
    let found = Found()
    var sax = xmlSAXHandler()
    sax.internalSubset = { context, _, _, _ in
      let found = Unmanaged<Found>.fromOpaque(context!).takeUnretainedValue()
      found.line = Int(xmlSAX2GetLineNumber(UnsafeMutableRawPointer(found.parser)))
      xmlStopParser(found.parser)
    }
    sax.startElement = { context, _, _ in
      let found = Unmanaged<Found>.fromOpaque(context!).takeUnretainedValue()
      xmlStopParser(found.parser)
    }
    // Its own errors (a malformed prolog) are the real parse's to report.
    let errors = LibXMLErrorBox()
    xmlSetStructuredErrorFunc(errors.context, LibXMLErrorBox.handler)
    defer { xmlSetStructuredErrorFunc(nil, nil) }
    guard
      let parser = xmlCreatePushParserCtxt(
        &sax, Unmanaged.passUnretained(found).toOpaque(), nil, 0, nil)
    else { throw XMLError("libxml2 could not create a parser") }
    defer { xmlFreeParserCtxt(parser) }
    _ = xmlCtxtUseOptions(parser, Int32(XML_PARSE_NONET.rawValue))
    found.parser = parser
    _ = xmlParseChunk(
      parser, bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(clamping: bytes.count),
      1)
    if let line = found.line {
      // Its line; libxml2 is past its start by then, so no column is given.
      throw XMLError("a DOCTYPE is not allowed (DTDs and entities are refused)", line: line)
    }
  }

  /// What the callbacks saw, and the parser they stop.
  private final class Found {
    var parser: xmlParserCtxtPtr?
    /// The line of the DOCTYPE, if there is one.
    var line: Int?
  }
}
