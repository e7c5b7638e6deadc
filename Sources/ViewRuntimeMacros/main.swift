// The compiler plugin behind ViewRuntime's `#Preview`, `@Previewable` and `@Entry`. It speaks the
// compiler's plugin protocol itself and reads the macros' source text with SourceText, so it
// needs neither a package from the network nor the toolchain's swift-syntax modules, which ship
// as textual interfaces only: compiling those took a quarter of a clean build (README.md,
// "Previews").

let connection = MessageConnection()
while let message = try connection.receive() {
  switch message {
  case .getCapability:
    try connection.send(.getCapabilityResult(capability: PluginCapability()))
  case .expandFreestandingMacro(let macro, let discriminator, let syntax):
    try connection.send(
      expansion(at: syntax) {
        guard macro.typeName == "PreviewMacro" else { throw UnknownMacro(macro) }
        return try PreviewMacro.expansion(
          of: syntax, uniqueName: uniqueName("__ViewTracePreview", discriminator: discriminator))
      })
  case .expandAttachedMacro(let macro, let role, _, let attribute, let declaration):
    try connection.send(
      expansion(at: attribute) {
        switch (macro.typeName, role) {
        case ("PreviewableMacro", _): return ""
        case ("EntryMacro", "accessor"): return try EntryMacro.accessors(of: declaration)
        case ("EntryMacro", "peer"): return try EntryMacro.peers(of: declaration)
        default: throw UnknownMacro(macro)
        }
      })
  }
}

/// The answer to an expansion: its source, or the error it threw as a diagnostic at `syntax`.
func expansion(at syntax: Syntax, _ expand: () throws -> String) -> PluginMessage {
  do {
    return .expandMacroResult(expandedSource: try expand(), diagnostics: [])
  } catch {
    return .expandMacroResult(
      expandedSource: nil, diagnostics: [Diagnostic("\(error)", at: syntax)])
  }
}

/// A name no other declaration has, made as the compiler expects of a macro's own names: the
/// expansion's discriminator, the name with its length, and `fMu_`.
func uniqueName(_ name: String, discriminator: String) -> String {
  "\(discriminator)\(name.utf8.count)\(name)fMu_"
}

/// A macro declaration names a type this plugin does not have.
struct UnknownMacro: Error, CustomStringConvertible {
  let macro: MacroReference
  init(_ macro: MacroReference) { self.macro = macro }
  var description: String { "ViewRuntimeMacros has no macro \(macro.moduleName).\(macro.typeName)" }
}
