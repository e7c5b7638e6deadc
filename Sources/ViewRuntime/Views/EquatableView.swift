/// A view that its parent compares by its content's `==`: when `==` says the new content equals
/// the old, the content's body is skipped, even if a stored property `==` ignores changed.
/// The content's own state and observed models still invalidate it directly.
public struct EquatableView<Content: View & Equatable>: View, Equatable {
  /// The view compared by `==`.
  public var content: Content

  /// Wraps `content`, to be compared by its `==`.
  public init(content: Content) {
    self.content = content
  }

  public var body: Content { content }

  /// Whether the contents are equal by their `==`. Views are compared on the main actor, where
  /// the runtime runs them.
  public nonisolated static func == (lhs: EquatableView, rhs: EquatableView) -> Bool {
    MainActor.assumeIsolated { lhs.content == rhs.content }
  }
}

extension View where Self: Equatable {
  /// This view, compared with its previous value by `==` when its parent runs again.
  public func equatable() -> EquatableView<Self> {
    EquatableView(content: self)
  }
}

extension EquatableView: EqualityGate {
  var comparedView: any View { content }
}
