/// A short, readable rendering of a value for the trace.
func describeValue(_ value: Any) -> String {
  let text: String
  switch value {
  case let number as Int: return String(number)
  case let string as String: text = string.debugDescription
  case let optional as any OptionalProtocol: text = optional.describedOrNil
  default: text = String(describing: value)
  }
  // At most 200 bytes are at most 200 characters: no need to count them.
  return text.utf8.count <= 200 || text.count <= 200 ? text : String(text.prefix(199)) + "…"
}

protocol OptionalProtocol {
  var describedOrNil: String { get }
}

extension Optional: OptionalProtocol {
  var describedOrNil: String {
    switch self {
    case .some(let wrapped): describeValue(wrapped)
    case .none: "nil"
    }
  }
}
