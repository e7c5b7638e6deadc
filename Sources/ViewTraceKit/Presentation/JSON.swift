import Foundation
import TraceFormat

/// A small JSON value for command output, rendered with keys in the order given: the one way
/// the commands write JSON.
package enum JSON {
  case string(String)
  case number(Double)
  case integer(Int)
  /// A whole number too large for `Int`, such as a time in nanoseconds.
  case unsigned(UInt64)
  /// A number written with `places` digits after the point: `12.500`.
  case fixed(Double, places: Int)
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
    case .unsigned(let u): return String(u)
    case .fixed(let n, let places): return n.isFinite ? String(format: "%.\(places)f", n) : "null"
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
