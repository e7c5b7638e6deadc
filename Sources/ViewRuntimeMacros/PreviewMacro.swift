/// `#Preview("Name", traits: …) { … }`: a uniquely named type that hands the preview to
/// ViewRuntime's discovery (`Preview.all` finds it by the `__ViewTracePreview` in its name).
/// The type is public so that an optimized build keeps it although nothing refers to it.
/// Variables marked `@Previewable` become the state of a view whose body is the rest of the
/// block; without them the block itself makes the preview's view.
enum PreviewMacro {
  static func expansion(of syntax: Syntax, uniqueName: String) throws -> String {
    let text = SourceText(syntax.source)
    var offset = text.skippingTrivia(from: 0)
    // The compiler's location is that of the comments and blank lines before the macro.
    let line = syntax.location.line + text.bytes[..<offset].count { $0 == UInt8(ascii: "\n") }
    guard text.bytes[offset] == UInt8(ascii: "#"), let name = text.identifier(at: offset + 1)
    else { throw PreviewMacroError.missingBody }
    offset = text.skippingTrivia(from: name.upperBound)
    var arguments: [Argument] = []
    if offset < text.bytes.count && text.bytes[offset] == UInt8(ascii: "(") {
      let close = text.closing(offset)
      arguments = text.split(offset + 1..<close, at: UInt8(ascii: ",")).map {
        Argument(text.trimmedRange($0), in: text)
      }
      offset = text.skippingTrivia(from: close + 1)
    }
    let closure =
      offset < text.bytes.count && text.bytes[offset] == UInt8(ascii: "{")
      ? offset : arguments.first { $0.label == "body" }?.expression.lowerBound
    guard let open = closure, text.bytes[open] == UInt8(ascii: "{") else {
      throw PreviewMacroError.missingBody
    }
    let body = open + 1..<text.closing(open)

    let first = arguments.first
    let title = first != nil && first?.label == nil ? text[first!.expression] : "nil"
    let traits = traitExpressions(of: arguments).map { text[$0] }.joined(separator: ", ")
    let file = stringLiteral(syntax.location.fileID)
    let preview =
      "ViewRuntime.Preview(\(title), traits: [\(traits)], fileID: \(file), line: \(line))"
    let (state, statements) = split(body, in: text)
    if state.isEmpty {
      return """
        public nonisolated enum \(uniqueName): ViewRuntime._PreviewRegistration {
          @MainActor public static var preview: ViewRuntime.Preview {
            \(preview) {\(statements)
            }
          }
        }
        """
    }
    return """
      public nonisolated enum \(uniqueName): ViewRuntime._PreviewRegistration {
        @MainActor public static var preview: ViewRuntime.Preview {
          \(preview) { PreviewContent() }
        }

        fileprivate struct PreviewContent: ViewRuntime.View {
          \(state.joined(separator: "\n"))

          var body: some ViewRuntime.View {\(statements)
          }
        }
      }
      """
  }

  /// An argument of the macro: its label, if any, and its expression.
  private struct Argument {
    var label: String?
    var expression: Range<Int>

    init(_ range: Range<Int>, in text: SourceText) {
      expression = range
      guard let name = text.identifier(at: range.lowerBound) else { return }
      let colon = text.skippingTrivia(from: name.upperBound)
      guard colon < range.upperBound, text.bytes[colon] == UInt8(ascii: ":") else { return }
      label = text[name]
      expression = text.trimmedRange(colon + 1..<range.upperBound)
    }
  }

  /// The expressions of `traits:` and the additional traits after it, in order.
  private static func traitExpressions(of arguments: [Argument]) -> [Range<Int>] {
    var traits: [Range<Int>] = []
    var inTraits = false
    for argument in arguments {
      if argument.label == "traits" { inTraits = true }
      if argument.label == "body" { break }
      if inTraits && (argument.label == nil || argument.label == "traits") {
        traits.append(argument.expression)
      }
    }
    return traits
  }

  /// The `@Previewable` variables, without that attribute, and the block's other statements as
  /// they were written.
  private static func split(_ body: Range<Int>, in text: SourceText) -> ([String], String) {
    var state: [String] = []
    var rest = ""
    var kept = body.lowerBound
    for statement in text.statements(body) {
      guard let attribute = previewableAttribute(of: statement, in: text) else { continue }
      let before = text.trimmed(statement.lowerBound..<attribute.lowerBound)
      let after = text[attribute.upperBound..<statement.upperBound]
      state.append(before.isEmpty ? after : "\(before) \(after)")
      rest += text[kept..<statement.lowerBound]
      kept = statement.upperBound
    }
    rest += text[kept..<body.upperBound]
    return (state, rest)
  }

  /// The range of `@Previewable` and the space after it, among the statement's leading
  /// attributes.
  private static func previewableAttribute(of statement: Range<Int>, in text: SourceText)
    -> Range<Int>?
  {
    var offset = statement.lowerBound
    while offset < statement.upperBound && text.bytes[offset] == UInt8(ascii: "@"),
      let name = text.identifier(at: offset + 1)
    {
      var next = text.skippingTrivia(from: name.upperBound)
      if text[name] == "Previewable" { return offset..<next }
      if next < statement.upperBound && text.bytes[next] == UInt8(ascii: "(") {
        next = text.skippingTrivia(from: text.closing(next) + 1)
      }
      offset = next
    }
    return nil
  }

  /// `text` as a Swift string literal.
  private static func stringLiteral(_ text: String) -> String {
    let escaped = text.replacing("\\", with: "\\\\").replacing("\"", with: "\\\"")
    return "\"\(escaped)\""
  }
}

/// What `#Preview` cannot expand.
enum PreviewMacroError: Error, CustomStringConvertible {
  case missingBody

  var description: String { "#Preview needs a block that makes the view to preview" }
}
