import CLibXML2
import Foundation

/// One step of a pull parse.
package enum XMLNode: Equatable {
  case start(name: String, isEmpty: Bool)
  case end
  case text(String)
  case endOfDocument
}

/// A streaming XML reader over libxml2's `xmlTextReader` that refuses DTDs and entity
/// references, never touches the network, and stops at a nesting depth.
///
/// It reads from memory owned by the caller, which must outlive the reader.
package final class XMLPullReader {
  private let reader: xmlTextReaderPtr
  private let errors = LibXMLErrorBox()
  private let maxDepth: Int

  package init(bytes: UnsafeRawBufferPointer, maxDepth: Int) throws {
    LibXML.ensureInitialized()
    guard bytes.count <= Int(Int32.max) else { throw XMLError("the XML is larger than 2 GiB") }
    guard !bytes.isEmpty else { throw XMLError("the document is empty") }
    try XMLProlog.refuseDoctype(bytes)
    // NONET: no network. No NOENT (entities are not substituted), no DTDLOAD, no HUGE (libxml2
    // keeps its own limits on text size and depth).
    let options = Int32(XML_PARSE_NONET.rawValue)
    guard
      let reader = xmlReaderForMemory(
        bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(bytes.count), nil, nil,
        options)
    else { throw XMLError("libxml2 could not create a reader") }
    self.reader = reader
    self.maxDepth = maxDepth
    xmlTextReaderSetStructuredErrorHandler(reader, LibXMLErrorBox.handler, errors.context)
  }

  deinit { xmlFreeTextReader(reader) }

  /// An error at the reader's current position.
  package func error(_ message: String) -> XMLError {
    XMLError(
      message, line: Int(xmlTextReaderGetParserLineNumber(reader)),
      column: Int(xmlTextReaderGetParserColumnNumber(reader)))
  }

  /// The next node that matters: comments and processing instructions are skipped, and so is
  /// whitespace between elements unless `keepWhitespace`.
  package func next(keepWhitespace: Bool = false) throws -> XMLNode {
    while true {
      let status = read()
      if status < 0 || errors.first != nil {
        throw errors.first ?? error("the XML is malformed")
      }
      if status == 0 { return .endOfDocument }
      let depth = Int(xmlTextReaderDepth(reader))
      if depth > maxDepth { throw error("the XML nests deeper than \(maxDepth) levels") }
      switch xmlTextReaderNodeType(reader) {
      case Int32(XML_READER_TYPE_ELEMENT.rawValue):
        return .start(name: localName, isEmpty: xmlTextReaderIsEmptyElement(reader) == 1)
      case Int32(XML_READER_TYPE_END_ELEMENT.rawValue):
        return .end
      case Int32(XML_READER_TYPE_TEXT.rawValue), Int32(XML_READER_TYPE_CDATA.rawValue):
        return .text(value)
      case Int32(XML_READER_TYPE_WHITESPACE.rawValue),
        Int32(XML_READER_TYPE_SIGNIFICANT_WHITESPACE.rawValue):
        if keepWhitespace { return .text(value) }
      case Int32(XML_READER_TYPE_COMMENT.rawValue),
        Int32(XML_READER_TYPE_PROCESSING_INSTRUCTION.rawValue),
        Int32(XML_READER_TYPE_XML_DECLARATION.rawValue):
        continue
      case Int32(XML_READER_TYPE_DOCUMENT_TYPE.rawValue):
        throw error("a DOCTYPE is not allowed (DTDs and entities are refused)")
      case Int32(XML_READER_TYPE_ENTITY_REFERENCE.rawValue), Int32(XML_READER_TYPE_ENTITY.rawValue):
        throw error("entity references are not allowed")
      default:
        throw error("unexpected XML node")
      }
    }
  }

  /// Advances libxml2's reader. The errors it raises outside the reader's own context (bytes
  /// the declared encoding cannot convert) go to the same box, not to standard error.
  private func read() -> Int32 {
    xmlSetStructuredErrorFunc(errors.context, LibXMLErrorBox.handler)
    defer { xmlSetStructuredErrorFunc(nil, nil) }
    return xmlTextReaderRead(reader)
  }

  /// The local name of the current node.
  package var localName: String { LibXML.string(xmlTextReaderConstLocalName(reader)) ?? "" }

  /// The namespace URI of the current node, if it has one.
  package var namespaceURI: String? { LibXML.string(xmlTextReaderConstNamespaceUri(reader)) }

  private var value: String { LibXML.string(xmlTextReaderConstValue(reader)) ?? "" }

  /// Calls `body` with the qualified name (`prefix:name` when it has a prefix) and value of each
  /// attribute of the current element, leaving out namespace declarations.
  package func forEachAttribute(_ body: (String, String) throws -> Void) throws {
    defer { xmlTextReaderMoveToElement(reader) }
    var status = xmlTextReaderMoveToFirstAttribute(reader)
    while status == 1 {
      if xmlTextReaderIsNamespaceDecl(reader) != 1 {
        try body(LibXML.string(xmlTextReaderConstName(reader)) ?? "", value)
      }
      status = xmlTextReaderMoveToNextAttribute(reader)
    }
    if status < 0 { throw errors.first ?? error("the XML is malformed") }
  }
}
