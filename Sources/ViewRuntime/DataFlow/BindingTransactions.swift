extension Binding {
  /// The binding, with writes through it animated, as SwiftUI's `Binding.animation(_:)`.
  /// Animations take no time headless, so it is this same binding: a view given it depends on
  /// what it did.
  public func animation(_ animation: Animation? = .default) -> Binding<Value> { self }

  /// The binding, with writes through it made in `transaction`: this same binding, as
  /// `animation(_:)` is.
  public func transaction(_ transaction: Transaction) -> Binding<Value> { self }
}
