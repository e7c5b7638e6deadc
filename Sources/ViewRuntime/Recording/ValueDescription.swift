/// A short, readable rendering of a value for the trace.
func describeValue(_ value: Any) -> String {
  let text: String
  switch value {
  case let string as String: text = string.debugDescription
  case let optional as any OptionalProtocol: text = optional.describedOrNil
  default: text = String(describing: value)
  }
  return text.count > 200 ? String(text.prefix(199)) + "…" : text
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
