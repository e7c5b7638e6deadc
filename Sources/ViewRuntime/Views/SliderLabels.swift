extension Slider {
  /// A slider labelled by a view, as SwiftUI's `Slider(value:in:label:onEditingChanged:)`; the
  /// driver finds it by the text its label shows. `onEditingChanged` is not called headless.
  public init<V: BinaryFloatingPoint, L: View>(
    value: Binding<V>, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> L,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: nil, labels: [("label", label())])
  }

  /// A labelled slider whose values are `step` apart from the lower bound, as SwiftUI's
  /// `Slider(value:in:step:label:onEditingChanged:)`.
  public init<V: BinaryFloatingPoint, L: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> L, onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(value: value, bounds: bounds, step: Double(step), labels: [("label", label())])
  }

  /// A labelled slider with views at both ends of its track, as SwiftUI's
  /// `Slider(value:in:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`.
  public init<V: BinaryFloatingPoint, L: View, B: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, @ViewBuilder label: () -> L,
    @ViewBuilder minimumValueLabel: () -> B, @ViewBuilder maximumValueLabel: () -> B,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: nil,
      labels: [
        ("label", label()), ("minimumValueLabel", minimumValueLabel()),
        ("maximumValueLabel", maximumValueLabel()),
      ])
  }

  /// A labelled slider with views at both ends of its track whose values are `step` apart, as
  /// SwiftUI's `Slider(value:in:step:label:minimumValueLabel:maximumValueLabel:onEditingChanged:)`.
  public init<V: BinaryFloatingPoint, L: View, B: View>(
    value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
    @ViewBuilder label: () -> L, @ViewBuilder minimumValueLabel: () -> B,
    @ViewBuilder maximumValueLabel: () -> B,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) where V.Stride: BinaryFloatingPoint {
    self.init(
      value: value, bounds: bounds, step: Double(step),
      labels: [
        ("label", label()), ("minimumValueLabel", minimumValueLabel()),
        ("maximumValueLabel", maximumValueLabel()),
      ])
  }

  /// A slider over any floating-point binding, with its label views.
  private init<V: BinaryFloatingPoint>(
    value: Binding<V>, bounds: ClosedRange<V>, step: Double?,
    labels: [(key: String, view: any View)]
  ) {
    self.init(
      value: value as? Binding<Double>
        ?? Binding(
          get: { Double(value.wrappedValue) }, set: { value.wrappedValue = V($0) },
          location: value.location),
      bounds: Double(bounds.lowerBound)...Double(bounds.upperBound),
      step: step.flatMap { $0 > 0 ? $0 : nil }, labels: labels)
  }
}
