import CLibXML2
import Foundation

/// A forward-only XML writer over libxml2's `xmlTextWriter`, writing into memory.
package final class XMLWriter {
  private let buffer: xmlBufferPtr
  private let writer: xmlTextWriterPtr
  private var number = [UInt8](repeating: 0, count: 32)

  package init(indent: Bool) throws {
    LibXML.ensureInitialized()
    guard let buffer = xmlBufferCreate() else {
      throw XMLError("libxml2 could not allocate a buffer")
    }
    // The default scheme grows the buffer by exactly what is needed: quadratic on large output.
    xmlBufferSetAllocationScheme(buffer, XML_BUFFER_ALLOC_DOUBLEIT)
    guard let writer = xmlNewTextWriterMemory(buffer, 0) else {
      xmlBufferFree(buffer)
      throw XMLError("libxml2 could not create a text writer")
    }
    self.buffer = buffer
    self.writer = writer
    if indent {
      xmlTextWriterSetIndent(writer, 1)
      LibXML.withXMLChars("  ") { _ = xmlTextWriterSetIndentString(writer, $0) }
    }
  }

  deinit {
    xmlFreeTextWriter(writer)
    xmlBufferFree(buffer)
  }

  private func check(_ status: Int32, _ what: String) throws {
    if status < 0 { throw XMLError("libxml2 failed to write \(what)") }
  }

  /// Writes the XML declaration.
  package func startDocument() throws {
    try check(xmlTextWriterStartDocument(writer, "1.0", "UTF-8", nil), "the XML declaration")
  }

  /// Opens the element `name`.
  package func start(_ name: String) throws {
    try LibXML.withXMLChars(name) { try check(xmlTextWriterStartElement(writer, $0), "<\(name)>") }
  }

  /// Closes the innermost open element.
  package func end() throws {
    try check(xmlTextWriterEndElement(writer), "an end tag")
  }

  /// Writes the attribute `name="value"`, escaping the value.
  package func attribute(_ name: String, _ value: String) throws {
    try LibXML.withXMLChars(name) { n in
      try LibXML.withXMLChars(value) { v in
        try check(xmlTextWriterWriteAttribute(writer, n, v), "attribute \(name)")
      }
    }
  }

  /// Writes the attribute `name` with a decimal number, without building a `String`.
  package func attribute(_ name: String, _ value: UInt64) throws {
    var v = value
    var i = number.count - 1
    number[i] = 0
    repeat {
      i -= 1
      number[i] = UInt8(ascii: "0") + UInt8(v % 10)
      v /= 10
    } while v > 0
    let start = i
    try LibXML.withXMLChars(name) { n in
      try number.withUnsafeBufferPointer { digits in
        try check(
          xmlTextWriterWriteAttribute(writer, n, digits.baseAddress! + start), "attribute \(name)")
      }
    }
  }

  /// Writes `text` as character data, escaping it.
  package func text(_ text: String) throws {
    try LibXML.withXMLChars(text) { try check(xmlTextWriterWriteString(writer, $0), "text") }
  }

  /// Runs `body` without indentation, so that mixed content (text beside a child) gets no
  /// whitespace that a browser would show.
  package func unindented(_ body: () throws -> Void) throws {
    let indent = xmlTextWriterSetIndent(writer, 0) == 0
    defer { if indent { xmlTextWriterSetIndent(writer, 1) } }
    try body()
  }

  /// Closes every open element, ends the document and returns the bytes written.
  package func finish() throws -> Data {
    try check(xmlTextWriterEndDocument(writer), "the end of the document")
    try check(xmlTextWriterFlush(writer), "the buffer")
    guard let content = xmlBufferContent(buffer) else { return Data() }
    return Data(bytes: content, count: Int(xmlBufferLength(buffer)))
  }
}
