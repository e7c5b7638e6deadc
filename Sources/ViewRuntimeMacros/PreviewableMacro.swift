import SwiftSyntax
import SwiftSyntaxMacros

/// `@Previewable`: marks a `#Preview`'s own state. `PreviewMacro` moves the marked variables
/// into the view it makes; on its own the attribute adds nothing.
struct PreviewableMacro: PeerMacro {
  static func expansion(
    of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
    in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    []
  }
}
