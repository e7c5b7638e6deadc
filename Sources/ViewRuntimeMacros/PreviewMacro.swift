import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview("Name", traits: …) { … }`: a uniquely named type that hands the preview to
/// ViewRuntime's discovery (`Preview.all` finds it by the `__ViewTracePreview` in its name).
/// The type is public so that an optimized build keeps it although nothing refers to it.
/// Variables marked `@Previewable` become the state of a view whose body is the rest of the
/// block; without them the block itself makes the preview's view.
struct PreviewMacro: DeclarationMacro {
  static func expansion(
    of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
  ) throws -> [DeclSyntax] {
    guard let body = node.trailingClosure ?? closureArgument(of: node) else {
      throw PreviewMacroError.missingBody
    }
    let first = node.arguments.first
    let name = first?.label == nil ? first?.expression.trimmedDescription : nil
    let traits = traitExpressions(of: node).map(\.trimmedDescription).joined(separator: ", ")
    let location = context.location(of: node, at: .afterLeadingTrivia, filePathMode: .fileID)
    let file = location?.file.trimmedDescription ?? "#fileID"
    let line = location?.line.trimmedDescription ?? "#line"
    let preview =
      "ViewRuntime.Preview(\(name ?? "nil"), traits: [\(traits)], fileID: \(file), line: \(line))"
    let type = context.makeUniqueName("__ViewTracePreview")
    let (state, statements) = split(body.statements)
    if state.isEmpty {
      return [
        """
        public nonisolated enum \(type): ViewRuntime._PreviewRegistration {
          @MainActor public static var preview: ViewRuntime.Preview {
            \(raw: preview) {
              \(statements)
            }
          }
        }
        """
      ]
    }
    let stateLines = state.map(\.trimmedDescription).joined(separator: "\n")
    return [
      """
      public nonisolated enum \(type): ViewRuntime._PreviewRegistration {
        @MainActor public static var preview: ViewRuntime.Preview {
          \(raw: preview) { PreviewContent() }
        }

        fileprivate struct PreviewContent: ViewRuntime.View {
          \(raw: stateLines)

          var body: some ViewRuntime.View {
            \(statements)
          }
        }
      }
      """
    ]
  }

  /// The block given as `body:` inside the parentheses.
  private static func closureArgument(of node: some FreestandingMacroExpansionSyntax)
    -> ClosureExprSyntax?
  {
    node.arguments.first { $0.label?.text == "body" }?.expression.as(ClosureExprSyntax.self)
  }

  /// The expressions of `traits:` and the additional traits after it, in order.
  private static func traitExpressions(of node: some FreestandingMacroExpansionSyntax)
    -> [ExprSyntax]
  {
    var traits: [ExprSyntax] = []
    var inTraits = false
    for argument in node.arguments {
      if argument.label?.text == "traits" { inTraits = true }
      if argument.label?.text == "body" { break }
      if inTraits && (argument.label == nil || argument.label?.text == "traits") {
        traits.append(argument.expression)
      }
    }
    return traits
  }

  /// The `@Previewable` variables, without that attribute, and the other statements.
  private static func split(_ statements: CodeBlockItemListSyntax) -> (
    [VariableDeclSyntax], CodeBlockItemListSyntax
  ) {
    var state: [VariableDeclSyntax] = []
    var rest: [CodeBlockItemSyntax] = []
    for statement in statements {
      guard let variable = statement.item.as(VariableDeclSyntax.self),
        variable.attributes.contains(where: isPreviewable)
      else {
        rest.append(statement)
        continue
      }
      state.append(variable.with(\.attributes, variable.attributes.filter { !isPreviewable($0) }))
    }
    return (state, CodeBlockItemListSyntax(rest))
  }

  private static func isPreviewable(_ attribute: AttributeListSyntax.Element) -> Bool {
    attribute.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "Previewable"
  }
}

/// What `#Preview` cannot expand.
enum PreviewMacroError: Error, CustomStringConvertible {
  case missingBody

  var description: String { "#Preview needs a block that makes the view to preview" }
}
