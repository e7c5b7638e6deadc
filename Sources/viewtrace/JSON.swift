/// A small JSON value for command output, rendered with keys in the order given.
enum JSON {
  case string(String)
  case number(Double)
  case integer(Int64)
  case bool(Bool)
  case null
  case array([JSON])
  case object([(String, JSON)])

  /// Compact JSON text.
  var rendered: String {
    switch self {
    case .string(let s): return Self.quote(s)
    case .number(let n): return n.isFinite ? String(n) : "null"
    case .integer(let i): return String(i)
    case .bool(let b): return b ? "true" : "false"
    case .null: return "null"
    case .array(let items): return "[" + items.map(\.rendered).joined(separator: ",") + "]"
    case .object(let pairs):
      return "{" + pairs.map { Self.quote($0.0) + ":" + $0.1.rendered }.joined(separator: ",") + "}"
    }
  }

  /// `s` as a JSON string literal.
  static func quote(_ s: String) -> String {
    var out = "\""
    for scalar in s.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case _ where scalar.value < 0x20:
        out +=
          "\\u" + String(repeating: "0", count: 4 - String(scalar.value, radix: 16).count)
          + String(scalar.value, radix: 16)
      default: out.unicodeScalars.append(scalar)
      }
    }
    return out + "\""
  }
}
