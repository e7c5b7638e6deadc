import SwiftSyntax
import SwiftSyntaxMacros

/// `@Entry var name: Value = default` in an extension of `EnvironmentValues`, as SwiftUI's
/// `@Entry`: a private key type `__Key_name` whose default value is the initializer (nil when an
/// optional has none), and accessors that read and write the value under that key.
struct EntryMacro: AccessorMacro, PeerMacro {
  static func expansion(
    of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [AccessorDeclSyntax] {
    let key = try keyName(of: declaration)
    return [
      "get { self[\(raw: key).self] }",
      "set { self[\(raw: key).self] = newValue }",
    ]
  }

  static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    let key = try keyName(of: declaration)
    let binding = try onlyBinding(of: declaration)
    let initial = binding.initializer?.value.trimmedDescription ?? "nil"
    guard let type = binding.typeAnnotation?.type.trimmedDescription else {
      return [
        "private struct \(raw: key): ViewRuntime.EnvironmentKey { static let defaultValue = \(raw: initial) }"
      ]
    }
    return [
      """
      private struct \(raw: key): ViewRuntime.EnvironmentKey {
        static var defaultValue: \(raw: type) { \(raw: initial) }
      }
      """
    ]
  }

  private static func onlyBinding(of declaration: some DeclSyntaxProtocol) throws
    -> PatternBindingSyntax
  {
    guard let variable = declaration.as(VariableDeclSyntax.self),
      variable.bindings.count == 1, let binding = variable.bindings.first,
      binding.pattern.is(IdentifierPatternSyntax.self)
    else { throw EntryMacroError.notOneVariable }
    return binding
  }

  private static func keyName(of declaration: some DeclSyntaxProtocol) throws -> String {
    let binding = try onlyBinding(of: declaration)
    let name = binding.pattern.as(IdentifierPatternSyntax.self)!.identifier.trimmedDescription
    return "__Key_\(name)"
  }
}

/// What `@Entry` was put on that it cannot make an entry of.
enum EntryMacroError: Error, CustomStringConvertible {
  case notOneVariable

  var description: String { "@Entry applies to one variable: @Entry var name: Value = default" }
}
