// The compiler plugin behind ViewRuntime's `#Preview`, `@Previewable` and `@Entry`. It is built on the
// toolchain's own swift-syntax modules (Package.swift says where they are), so it needs no
// package from the network; its main talks to the compiler over standard input and output.
@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The macros this plugin implements, by the type names ViewRuntime's declarations give.
struct ViewRuntimeMacros: PluginProvider {
  func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
    switch typeName {
    case "PreviewMacro": return PreviewMacro.self
    case "PreviewableMacro": return PreviewableMacro.self
    case "EntryMacro": return EntryMacro.self
    default: throw UnknownMacro(name: "\(moduleName).\(typeName)")
    }
  }
}

/// A macro declaration names a type this plugin does not have.
struct UnknownMacro: Error, CustomStringConvertible {
  let name: String
  var description: String { "ViewRuntimeMacros has no macro \(name)" }
}

try CompilerPluginMessageListener(
  connection: StandardIOMessageConnection(), provider: ViewRuntimeMacros()
).main()
