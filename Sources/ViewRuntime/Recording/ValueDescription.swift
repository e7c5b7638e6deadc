/// A short, readable rendering of a value for the trace.
func describeValue(_ value: Any) -> String {
  ValueDescription(of: value).text
}

/// ``describeValue(_:)`` of a value known to be a string, neither boxed nor cast back.
func describeValue(_ string: String) -> String { capped(quoted(string)) }

/// A value's rendering for the trace, with how much of the value it shows: a long array's
/// rendering stops at the cap, and a write of an element past what it shows leaves it as it is.
struct ValueDescription {
  /// The rendering, at most `cap` characters.
  let text: String
  /// How many leading elements of an array the rendering shows, when it stopped at the cap
  /// before the last (the others cannot change it); nil when any part of the value may.
  let shownElements: Int?

  init(of value: Any) {
    // The commonest types, told by their metadata alone: each failed cast below looks up a
    // conformance of the value's type.
    let type = Swift.type(of: value)
    if type == Bool.self || type == Int.self || type == String.self {
      self.text =
        type == Bool.self
        ? ((value as! Bool) ? "true" : "false")
        : type == Int.self ? String(value as! Int) : describeValue(value as! String)
      shownElements = nil
      return
    }
    var shown: Int?
    let text: String
    switch value {
    case let number as Int:
      self.text = String(number)
      shownElements = nil
      return
    case let string as String: text = quoted(string)
    case let optional as any OptionalProtocol: text = optional.describedOrNil
    case let array as any LongDescription:
      (text, shown) = array.describedUpTo(characters: cap + margin)
    default: text = _openExistential(value, do: plainDescription) ?? String(describing: value)
    }
    self.text = capped(text)
    shownElements = shown
  }

  /// Whether writing the element at `offset` of the array rendered leaves the rendering as it
  /// is: the element is past those it shows.
  func isUnchanged(byWriteAt offset: Int) -> Bool {
    shownElements.map { offset >= $0 } ?? false
  }
}

/// `String(describing: value)`, written from its bytes when `value` is a plain struct.
private func plainDescription<T>(_ value: T) -> String? { DebugText.description(of: value) }

/// The most characters a rendering keeps: a longer one keeps the first `cap - 1` and an ellipsis.
private let cap = 200
/// The characters rendered past the cap before an array's rendering stops, so that the
/// characters kept are those of the whole rendering (a character's extent depends on what
/// follows it).
private let margin = 16

/// `string.debugDescription`, the string in quotes with its quotes, backslashes and unprintable
/// scalars escaped, built without a string per scalar: a string whose ASCII characters are all
/// printable and not escaped is copied as it is (`escaped(asASCII: false)` leaves every scalar
/// past ASCII as it is), and in another only the scalars that are not escape through the
/// standard library.
func quoted(_ string: String) -> String {
  var result = "\""
  result.reserveCapacity(string.utf8.count + 2)
  if string.utf8.withContiguousStorageIfAvailable(isPlainText) ?? false {
    result += string
  } else {
    for scalar in string.unicodeScalars {
      if scalar.isASCII && isPlain(UInt8(scalar.value)) {
        result.unicodeScalars.append(scalar)
      } else {
        result += scalar.escaped(asASCII: false)
      }
    }
  }
  result += "\""
  return result
}

/// Whether `displayed` is ``describeValue(_:)-(String)`` of `string`, told from their bytes without
/// quoting `string`: false when it is not, or when `string` has a character that quoting escapes.
func isDescribed(_ string: String, as displayed: String) -> Bool {
  let count = string.utf8.count
  // A quoted string of at most `cap` bytes is not capped.
  guard displayed.utf8.count == count + 2, count + 2 <= cap else { return false }
  return string.utf8.withContiguousStorageIfAvailable { bytes in
    displayed.utf8.withContiguousStorageIfAvailable { shown in
      shown[0] == 0x22 && shown[count + 1] == 0x22 && isPlainText(bytes)
        && bytes.elementsEqual(shown[1..<count + 1])
    } ?? false
  } ?? false
}

/// Whether every byte of `utf8` is past ASCII or a plain ASCII character (``isPlain(_:)``):
/// the text is quoted as it is.
private func isPlainText(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
  for byte in utf8 where byte < 0x80 && !isPlain(byte) { return false }
  return true
}

/// Whether `byte`, as an ASCII character, is printable and not one that a quoted string
/// escapes (`"`, `'`, `\`).
private func isPlain(_ byte: UInt8) -> Bool {
  byte >= 0x20 && byte <= 0x7E && byte != 0x22 && byte != 0x27 && byte != 0x5C
}

/// `text`, or its first `cap - 1` characters and an ellipsis when it is longer than `cap`.
private func capped(_ text: String) -> String {
  // At most 200 bytes are at most 200 characters: no need to count them.
  text.utf8.count <= cap || text.count <= cap ? text : String(text.prefix(cap - 1)) + "…"
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

/// An array, rendered as `String(describing:)` renders it but only as far as the cap needs: a
/// write of one element of a long `@State` array is described in time independent of its length.
private protocol LongDescription {
  /// The array's description, or a prefix of it longer than `characters` characters with the
  /// number of elements it shows.
  func describedUpTo(characters: Int) -> (text: String, shownElements: Int?)
}

extension Array: LongDescription {
  func describedUpTo(characters: Int) -> (text: String, shownElements: Int?) {
    var text = "["
    let writer = first.flatMap { DebugText.writer(of: $0) }
    for (index, element) in enumerated() {
      if index > 0 { text += ", " }
      if let writer {
        DebugText.write(element, with: writer, to: &text)
      } else {
        debugPrint(element, terminator: "", to: &text)
      }
      if text.utf8.count > characters, text.count > characters { return (text, index + 1) }
    }
    return (text + "]", nil)
  }
}
