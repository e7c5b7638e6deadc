import CLibXML2

/// libxml2's parser messages in the words of a user who wrote or received the file: no parser
/// function names ("xmlParseCharRef:"), no internal names ("PCDATA", "AttValue"), characters as
/// code points.
enum LibXMLWording {
  /// The user's wording of libxml2's `message` for error `code`; libxml2's own text, without a
  /// leading function name, for the codes not worded here.
  static func plain(code: Int32, message: String) -> String {
    switch code {
    case Int32(XML_ERR_INVALID_CHARREF.rawValue), Int32(XML_ERR_INVALID_CHAR.rawValue):
      // "xmlParseCharRef: invalid xmlChar value 27", "PCDATA invalid Char value 1"; libxml2's
      // other messages of these codes (bytes that are not UTF-8) say what they mean.
      guard message.contains("Char value "), let value = trailingNumber(in: message) else {
        return withoutFunctionName(message)
      }
      return "a character XML does not allow (\(codePoint(value)))"
    case Int32(XML_ERR_TAG_NAME_MISMATCH.rawValue):
      return mismatchedTags(message) ?? withoutFunctionName(message)
    case Int32(XML_ERR_TAG_NOT_FINISHED.rawValue):
      return "the document ends inside an element that is never closed"
    case Int32(XML_ERR_DOCUMENT_EMPTY.rawValue):
      return "the document has no root element"
    case Int32(XML_ERR_DOCUMENT_END.rawValue):
      return "the document ends early, or has content after its root element"
    case Int32(XML_ERR_GT_REQUIRED.rawValue):
      return "a tag is not closed with '>'"
    case Int32(XML_ERR_LTSLASH_REQUIRED.rawValue):
      return "an end tag is not written as '</name>'"
    case Int32(XML_ERR_ATTRIBUTE_NOT_STARTED.rawValue):
      return "an attribute's value is not in quotes"
    case Int32(XML_ERR_NAME_REQUIRED.rawValue):
      return "a tag has no valid element name"
    default:
      return withoutFunctionName(message)
    }
  }

  /// "Opening and ending tag mismatch: a line 1 and b" as "element <a> (opened on line 1) is
  /// closed by </b>".
  private static func mismatchedTags(_ message: String) -> String? {
    let prefix = "Opening and ending tag mismatch: "
    guard message.hasPrefix(prefix) else { return nil }
    let words = message.dropFirst(prefix.count).split(separator: " ")
    guard words.count == 5, words[1] == "line", words[3] == "and" else { return nil }
    return "element <\(words[0])> (opened on line \(words[2])) is closed by </\(words[4])>"
  }

  /// The decimal number a message ends with ("… invalid xmlChar value 27").
  private static func trailingNumber(in message: String) -> UInt32? {
    let digits = message.reversed().prefix(while: \.isNumber)
    guard !digits.isEmpty else { return nil }
    return UInt32(String(digits.reversed()))
  }

  private static func codePoint(_ value: UInt32) -> String {
    let hex = String(value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }

  /// The message without a leading libxml2 function or production name ("xmlParseX: ",
  /// "StartTag: ").
  private static func withoutFunctionName(_ message: String) -> String {
    guard let colon = message.firstIndex(of: ":") else { return message }
    let head = message[..<colon]
    let isName = !head.isEmpty && head.allSatisfy { $0.isLetter || $0.isNumber }
    let isFunction = isName && (head.hasPrefix("xml") || head.first?.isUppercase == true)
    guard isFunction, head.count < 40 else { return message }
    let rest = message[message.index(after: colon)...].drop(while: { $0 == " " })
    return rest.isEmpty ? message : String(rest)
  }
}
