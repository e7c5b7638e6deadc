import Foundation

/// ViewTrace XML: the whole trace as a documented, schema-checked vocabulary
/// (docs/xml-schema.md, docs/viewtrace.xsd), written and read with libxml2.
///
/// A file of it is read like any trace file, by ``TraceReader`` and
/// ``Trace/read(from:salvage:validatingXML:)``, which know it by its content;
/// ``Trace/write(to:format:)`` writes one with the format ``TraceFileFormat/xml``.
public enum TraceXML {
  /// The namespace of every element.
  public static let namespace = TraceXMLWriter.namespace

  /// The XML Schema (XSD) that every export satisfies.
  public static var schema: String { TraceSchema.xsd }

  /// Whether `kind`'s `value` attribute may be absent, meaning 0: an identity's position came
  /// after the vocabulary's first files, so it is written only when known.
  static func valueIsOptional(_ kind: EventKind) -> Bool { kind == .identity }

  /// Limits on what ``read(from:limits:)`` accepts.
  public struct Limits: Sendable {
    /// The largest document, in bytes.
    public var maxBytes: Int
    /// The deepest element nesting (the vocabulary itself needs 4).
    public var maxDepth: Int

    public init(maxBytes: Int = 1 << 30, maxDepth: Int = 16) {
      self.maxBytes = maxBytes
      self.maxDepth = maxDepth
    }
  }

  /// The trace as XML.
  public static func render(trace: Trace) throws -> Data {
    try TraceXMLWriter(trace: trace).write()
  }

  /// Reads a trace from XML, refusing DTDs, entities, network access and documents past `limits`.
  public static func read(from data: Data, limits: Limits = Limits()) throws -> Trace {
    guard data.count <= limits.maxBytes else {
      throw XMLError("the XML is \(data.count) bytes, more than the limit of \(limits.maxBytes)")
    }
    return try data.withUnsafeBytes { bytes in
      var reader = TraceXMLReader(try XMLPullReader(bytes: bytes, maxDepth: limits.maxDepth))
      return try reader.read()
    }
  }

  /// Reads the XML file at `path` whole (a FIFO or device too), refusing more than `maxBytes`.
  public static func contents(ofPath path: String, maxBytes: Int = Limits().maxBytes) throws
    -> Data
  {
    try XMLFile.contents(ofPath: path, maxBytes: maxBytes)
  }

  /// The schema, parsed by the first validation of the process.
  private static let validator = Result { try SchemaValidator(xsd: schema) }

  /// Checks `data` against the schema with libxml2's validator; throws the first violation.
  public static func validate(_ data: Data) throws {
    // Before libxml2 sees any of it: a DTD parsed for validation can cost minutes (issue 15).
    try data.withUnsafeBytes { try XMLProlog.refuseDoctype($0) }
    try validator.get().validate(data)
  }
}
