extension Slider {
  /// A slider labelled by a view, as SwiftUI's `Slider(value:in:label:onEditingChanged:)`; a
  /// `Text` label is the title the driver finds it by. `onEditingChanged` is not called
  /// headless.
  public init<V: BinaryFloatingPoint, L: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, label: label())
  }

  /// A labelled slider whose values are `step` apart from the lower bound, as SwiftUI's
  /// `Slider(value:in:step:label:onEditingChanged:)`.
  public init<V: BinaryFloatingPoint, L: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> L, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: Double(step), label: label())
  }

  /// A labelled slider with views at both ends of its track, as SwiftUI's
  /// `Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`; the end
  /// labels are not kept.
  public init<V: BinaryFloatingPoint, L: View, B: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> L, @ViewBuilder minimumValueLabel: () -> B,
    @ViewBuilder maximumValueLabel: () -> B,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: Double(step), label: label())
  }

  /// A slider over any floating-point binding, titled by `label` when it is a `Text`.
  private init<V: BinaryFloatingPoint, L: View>(
    value: Binding<V>, bounds: ClosedRange<V>, step: Double?, label: L
  ) {
    self.value =
      value as? Binding<Double>
      ?? Binding(
        get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) },
        location: value.location)
    self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
    self.step = step.flatMap { $0 > 0 ? $0 : nil }
    title = (label as? Text)?.content
  }
}
