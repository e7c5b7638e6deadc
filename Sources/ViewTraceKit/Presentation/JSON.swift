import TraceFormat

/// A small JSON value for command output, rendered with keys in the order given.
package enum JSON {
  case string(String)
  case number(Double)
  case integer(Int)
  case bool(Bool)
  case null
  case array([JSON])
  case object([(String, JSON)])

  /// Compact JSON text.
  package var rendered: String {
    switch self {
    case .string(let s): return JSONString.quoted(s)
    case .number(let n): return n.isFinite ? String(n) : "null"
    case .integer(let i): return String(i)
    case .bool(let b): return b ? "true" : "false"
    case .null: return "null"
    case .array(let items): return "[" + items.map(\.rendered).joined(separator: ",") + "]"
    case .object(let pairs):
      return "{"
        + pairs.map { JSONString.quoted($0.0) + ":" + $0.1.rendered }.joined(separator: ",") + "}"
    }
  }

  /// An array of strings.
  package static func strings(_ values: [String]) -> JSON { .array(values.map(JSON.string)) }
}
