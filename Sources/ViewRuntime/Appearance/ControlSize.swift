/// How large controls are, as SwiftUI's `ControlSize`.
public enum ControlSize: CaseIterable, Hashable, Sendable {
  case mini, small, regular, large, extraLarge
}

extension View {
  /// Sets the size of the controls inside; kept in the tree as `.controlSize`, not drawn.
  public func controlSize(_ controlSize: ControlSize) -> some View {
    modifier(AppearanceModifier(name: "controlSize", detail: "\(controlSize)"))
  }
}
