import CLibXML2
import Foundation

/// Validates XML documents against an XML Schema with libxml2. The schema is parsed once, when
/// the validator is made: parsing the ViewTrace schema costs far more than validating a small
/// document against it.
final class SchemaValidator: @unchecked Sendable {
  private let schema: xmlSchemaPtr
  /// libxml2 does not promise that validations sharing one parsed schema may run at once.
  private let lock = NSLock()

  /// Parses `xsd`; throws if libxml2 cannot.
  init(xsd: String) throws {
    LibXML.ensureInitialized()
    let errors = LibXMLErrorBox()
    schema = try xsd.withCString { text in
      guard let parser = xmlSchemaNewMemParserCtxt(text, Int32(strlen(text))) else {
        throw XMLError("libxml2 could not read the schema")
      }
      defer { xmlSchemaFreeParserCtxt(parser) }
      xmlSchemaSetParserStructuredErrors(parser, LibXMLErrorBox.handler, errors.context)
      guard let schema = xmlSchemaParse(parser) else {
        throw XMLError("the schema is invalid: \(errors.first?.description ?? "unknown error")")
      }
      return schema
    }
  }

  deinit { xmlSchemaFree(schema) }

  /// Throws the first violation of the schema in `data`, with its line.
  func validate(_ data: Data) throws {
    let errors = LibXMLErrorBox()
    let document = try data.withUnsafeBytes { bytes -> xmlDocPtr in
      xmlSetStructuredErrorFunc(errors.context, LibXMLErrorBox.handler)
      defer { xmlSetStructuredErrorFunc(nil, nil) }
      let doc = xmlReadMemory(
        bytes.baseAddress?.assumingMemoryBound(to: CChar.self), Int32(clamping: bytes.count), nil,
        nil,
        Int32(XML_PARSE_NONET.rawValue))
      guard let doc, errors.first == nil else {
        if let doc { xmlFreeDoc(doc) }
        throw errors.first ?? XMLError("the XML is malformed")
      }
      return doc
    }
    defer { xmlFreeDoc(document) }
    try lock.withLock {
      guard let context = xmlSchemaNewValidCtxt(schema) else {
        throw XMLError("libxml2 could not create a schema validator")
      }
      defer { xmlSchemaFreeValidCtxt(context) }
      xmlSchemaSetValidStructuredErrors(context, LibXMLErrorBox.handler, errors.context)
      if xmlSchemaValidateDoc(context, document) != 0 {
        let first = errors.first ?? XMLError("the XML does not satisfy the schema")
        throw XMLError(
          "not valid ViewTrace XML: \(first.message)", line: first.line, column: first.column)
      }
    }
  }
}
