#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The messages of the compiler's plugin protocol that this plugin reads: JSON, with Swift's
/// own coding of enum cases (`{"case": {"label": value}}`), which the compiler speaks.
enum HostMessage: Decodable {
  case getCapability(capability: HostCapability?)
  case expandFreestandingMacro(macro: MacroReference, discriminator: String, syntax: Syntax)
  case expandAttachedMacro(
    macro: MacroReference, macroRole: String, discriminator: String, attributeSyntax: Syntax,
    declSyntax: Syntax)
}

/// The messages this plugin answers with.
enum PluginMessage: Encodable {
  case getCapabilityResult(capability: PluginCapability)
  case expandMacroResult(expandedSource: String?, diagnostics: [Diagnostic])
}

/// The protocol version the compiler speaks.
struct HostCapability: Decodable {
  var protocolVersion: Int
}

/// The protocol version this plugin speaks: 2 answers every expansion with `expandMacroResult`.
struct PluginCapability: Encodable {
  var protocolVersion = 2
}

/// Which macro declaration the compiler expands: its implementation's module and type names.
struct MacroReference: Decodable {
  var moduleName: String
  var typeName: String
}

/// A piece of the user's source: the macro's use, its attribute or the declaration it is on.
struct Syntax: Decodable {
  var source: String
  var location: Location

  /// Where the piece starts in its file.
  struct Location: Decodable {
    var fileID: String
    var fileName: String
    var offset: Int
    var line: Int
  }
}

/// An error shown at the macro's use.
struct Diagnostic: Encodable {
  var message: String
  var severity = "error"
  var position: Position
  var highlights: [Never] = []
  var notes: [Never] = []
  var fixIts: [Never] = []

  /// A place in a file, by byte offset.
  struct Position: Encodable {
    var fileName: String
    var offset: Int
  }

  init(_ message: String, at syntax: Syntax) {
    self.message = message
    position = Position(fileName: syntax.location.fileName, offset: syntax.location.offset)
  }
}
