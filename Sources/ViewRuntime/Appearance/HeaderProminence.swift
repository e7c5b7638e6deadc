/// How prominent a section header is, as SwiftUI's `Prominence`.
public enum Prominence: Hashable, Sendable {
  case standard, increased
}

extension View {
  /// Makes the section headers inside more or less prominent; kept in the tree as
  /// `.headerProminence`.
  public func headerProminence(_ prominence: Prominence) -> some View {
    modifier(AppearanceModifier(name: "headerProminence", detail: "\(prominence)"))
  }
}
