/// `@Entry var name: Value = default` in an extension of `EnvironmentValues`, as SwiftUI's
/// `@Entry`: a private key type `__Key_name` whose default value is the initializer (nil when an
/// optional has none), and accessors that read and write the value under that key.
enum EntryMacro {
  /// The accessors, as the block the variable gets.
  static func accessors(of declaration: Syntax) throws -> String {
    let key = try Variable(declaration).key
    return """
      {
        get { self[\(key).self] }
        set { self[\(key).self] = newValue }
      }
      """
  }

  /// The key type, beside the variable.
  static func peers(of declaration: Syntax) throws -> String {
    let variable = try Variable(declaration)
    guard let type = variable.type else {
      return
        "private struct \(variable.key): ViewRuntime.EnvironmentKey { static let defaultValue = \(variable.initial) }"
    }
    return """
      private struct \(variable.key): ViewRuntime.EnvironmentKey {
        static var defaultValue: \(type) { \(variable.initial) }
      }
      """
  }

  /// The one variable the attribute is on: `var name: Type = initial`, its attributes and
  /// modifiers before it.
  private struct Variable {
    var key: String
    var type: String?
    var initial = "nil"

    init(_ declaration: Syntax) throws {
      let text = SourceText(declaration.source)
      var offset = text.skippingTrivia(from: 0)
      while offset < text.bytes.count, !text.hasWord("var", at: offset),
        !text.hasWord("let", at: offset)
      {
        if text.bytes[offset] == UInt8(ascii: "(") { offset = text.closing(offset) }
        offset = text.skippingTrivia(from: text.endOfToken(at: offset))
      }
      offset = text.skippingTrivia(from: offset + 3)
      guard let name = text.identifier(at: offset) else {
        throw EntryMacroError.notOneVariable
      }
      key = "__Key_\(text[name])"
      let end = text.bytes.count
      var equals = end
      text.scan(name.upperBound..<end) { offset, depth in
        guard depth == 0, text.bytes[offset] == UInt8(ascii: "=") else { return true }
        equals = offset
        return false
      }
      let colon = text.skippingTrivia(from: name.upperBound)
      if colon < equals && text.bytes[colon] == UInt8(ascii: ":") {
        type = text.trimmed(colon + 1..<equals)
      }
      if equals < end {
        let value = equals + 1..<end
        guard text.split(value, at: UInt8(ascii: ",")).count == 1 else {
          throw EntryMacroError.notOneVariable
        }
        initial = text.trimmed(value)
      }
    }
  }
}

/// What `@Entry` was put on that it cannot make an entry of.
enum EntryMacroError: Error, CustomStringConvertible {
  case notOneVariable

  var description: String { "@Entry applies to one variable: @Entry var name: Value = default" }
}
