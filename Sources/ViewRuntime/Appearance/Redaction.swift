/// `.redacted(reason:)`: marks the content as a placeholder. It sets the environment's
/// `redactionReasons`, which views inside may read; nothing is drawn differently headless.
struct RedactedModifier: BuiltinModifier, EnvironmentWriter {
  let reasons: RedactionReasons
  var name: String { "redacted" }
  func apply(to environment: EnvironmentValues) -> EnvironmentValues {
    var copy = environment
    copy.redactionReasons = environment.redactionReasons.union(reasons)
    return copy
  }
  func makeChildren(content: any View, list: inout ChildList, node: Node) {
    node.childEnvironment = apply(to: node.environment)
    list.add(content, key: ChildKey())
  }
}

/// Why content is redacted, as SwiftUI's `RedactionReasons`.
public struct RedactionReasons: OptionSet, Hashable, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let placeholder = RedactionReasons(rawValue: 1)
  public static let privacy = RedactionReasons(rawValue: 2)
  public static let invalidated = RedactionReasons(rawValue: 4)
}

private enum RedactionReasonsKey: EnvironmentKey {
  static let defaultValue: RedactionReasons = []
}

extension EnvironmentValues {
  /// The reasons the content is redacted; empty unless inside `.redacted(reason:)`.
  public var redactionReasons: RedactionReasons {
    get { self[RedactionReasonsKey.self] }
    set { self[RedactionReasonsKey.self] = newValue }
  }
}

extension View {
  /// Marks the content as redacted for `reason` (none when empty).
  public func redacted(reason: RedactionReasons) -> some View {
    modifier(RedactedModifier(reasons: reason))
  }

  /// Removes redaction from the content; kept in the tree as `.unredacted`.
  public func unredacted() -> some View {
    modifier(AppearanceModifier(name: "unredacted", detail: ""))
  }
}
