import CLibXML2
import Foundation

/// Process-wide libxml2 setup, run once before any other libxml2 call.
enum LibXML {
  private static let initialized: Bool = {
    xmlInitParser()
    return true
  }()

  /// Makes sure libxml2 is initialised; cheap after the first call.
  static func ensureInitialized() { _ = initialized }

  /// Runs `body` with `string` as a NUL-terminated `xmlChar` pointer.
  static func withXMLChars<R>(_ string: String, _ body: (UnsafePointer<xmlChar>) throws -> R)
    rethrows
    -> R
  {
    try string.withCString { try body(UnsafeRawPointer($0).assumingMemoryBound(to: xmlChar.self)) }
  }

  /// The text of a libxml2 string, or nil.
  static func string(_ chars: UnsafePointer<xmlChar>?) -> String? {
    guard let chars else { return nil }
    return String(cString: chars)
  }
}

/// Collects the first error libxml2 reports through a structured error handler.
package final class LibXMLErrorBox {
  private(set) var first: XMLError?

  /// A C callback that records into the box passed as its context.
  static let handler: xmlStructuredErrorFunc = { context, error in
    guard let context, let error else { return }
    let box = Unmanaged<LibXMLErrorBox>.fromOpaque(context).takeUnretainedValue()
    guard box.first == nil, error.pointee.level.rawValue >= XML_ERR_ERROR.rawValue else { return }
    var text = oneLine(error.pointee.message.map { String(cString: $0) } ?? "unknown libxml2 error")
    if error.pointee.domain == Int32(XML_FROM_PARSER.rawValue) {
      text = LibXMLWording.plain(code: error.pointee.code, message: text)
    }
    let line = Int(error.pointee.line)
    let column = Int(error.pointee.int2)
    box.first = XMLError(
      text, line: line > 0 ? line : nil, column: line > 0 && column > 0 ? column : nil)
  }

  /// libxml2's message as one line of ours: its lines joined, and an "Internal error" worded
  /// as what it means for the user.
  package static func oneLine(_ text: String) -> String {
    let words = text.split(whereSeparator: {
      $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 } == true
    })
    let joined = words.joined(separator: " ")
    guard joined.hasPrefix("Internal error") else { return joined }
    return "libxml2 cannot validate this document (\(joined.prefix(120)))"
  }

  /// The context pointer to hand libxml2; valid while the box lives.
  var context: UnsafeMutableRawPointer { Unmanaged.passUnretained(self).toOpaque() }
}
