extension View {
  /// A tooltip for the view (macOS, iPadOS with a pointer); kept in the tree as `.help`.
  public func help(_ text: String) -> some View {
    modifier(AppearanceModifier(name: "help", detail: text))
  }

  /// A tooltip for the view; kept in the tree as `.help`.
  public func help(_ text: Text) -> some View { help(text.content) }

  /// The pre-iOS 15 spelling of `.autocorrectionDisabled(_:)`; kept in the tree as
  /// `.disableAutocorrection`.
  public func disableAutocorrection(_ disable: Bool?) -> some View {
    modifier(
      AppearanceModifier(name: "disableAutocorrection", detail: disable.map { "\($0)" } ?? "nil"))
  }
}
