/// A value within a range shown as a gauge, as SwiftUI's `Gauge`: its labels are children
/// (`label`, `currentValueLabel`, `minimumValueLabel`, `maximumValueLabel`), and it shows the
/// fraction of the range its value reaches, as a `ProgressView` shows its own.
public struct Gauge<
  Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View
>:
  PrimitiveView
{
  /// The value's fraction of the range, clamped to 0...1.
  let fraction: Double
  let label: Label
  let currentValueLabel: CurrentValueLabel
  let minimumValueLabel: BoundsLabel
  let maximumValueLabel: BoundsLabel

  init<V: BinaryFloatingPoint>(
    value: V, bounds: ClosedRange<V>, label: Label, currentValueLabel: CurrentValueLabel,
    minimumValueLabel: BoundsLabel, maximumValueLabel: BoundsLabel
  ) {
    let span = bounds.upperBound - bounds.lowerBound
    let fraction = span > 0 ? Double((value - bounds.lowerBound) / span) : 0
    self.fraction = min(max(fraction, 0), 1)
    self.label = label
    self.currentValueLabel = currentValueLabel
    self.minimumValueLabel = minimumValueLabel
    self.maximumValueLabel = maximumValueLabel
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    list.add(label, key: ChildKey(structural: "label"))
    list.add(currentValueLabel, key: ChildKey(structural: "currentValueLabel"))
    list.add(minimumValueLabel, key: ChildKey(structural: "minimumValueLabel"))
    list.add(maximumValueLabel, key: ChildKey(structural: "maximumValueLabel"))
  }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds`, labelled by `label`.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label
  ) where CurrentValueLabel == EmptyView {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: EmptyView(),
      minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
  }

  /// A gauge of `value` in `bounds`, with a label for the value itself.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: EmptyView(), maximumValueLabel: EmptyView())
  }
}

extension Gauge where MarkedValueLabels == EmptyView {
  /// A gauge of `value` in `bounds`, with labels for the value and for both ends of the range.
  public init<V: BinaryFloatingPoint>(
    value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
    @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
    @ViewBuilder minimumValueLabel: () -> BoundsLabel,
    @ViewBuilder maximumValueLabel: () -> BoundsLabel
  ) {
    self.init(
      value: value, bounds: bounds, label: label(), currentValueLabel: currentValueLabel(),
      minimumValueLabel: minimumValueLabel(), maximumValueLabel: maximumValueLabel())
  }
}

extension Gauge: Showing {
  func shown(node: Node) -> String? { describeValue(fraction) }
}

/// A gauge style, for `.gaugeStyle(_:)`; accepted and ignored.
public protocol GaugeStyle: Sendable {}

/// A gauge style by name: `.automatic`, `.accessoryCircular`, `.accessoryCircularCapacity`,
/// `.accessoryLinear`, `.accessoryLinearCapacity`, `.linearCapacity`.
public struct NamedGaugeStyle: GaugeStyle, Hashable {
  let name: String
}

extension GaugeStyle where Self == NamedGaugeStyle {
  public static var automatic: NamedGaugeStyle { NamedGaugeStyle(name: "automatic") }
  public static var accessoryCircular: NamedGaugeStyle {
    NamedGaugeStyle(name: "accessoryCircular")
  }
  public static var accessoryCircularCapacity: NamedGaugeStyle {
    NamedGaugeStyle(name: "accessoryCircularCapacity")
  }
  public static var accessoryLinear: NamedGaugeStyle { NamedGaugeStyle(name: "accessoryLinear") }
  public static var accessoryLinearCapacity: NamedGaugeStyle {
    NamedGaugeStyle(name: "accessoryLinearCapacity")
  }
  public static var linearCapacity: NamedGaugeStyle { NamedGaugeStyle(name: "linearCapacity") }
}

extension View {
  /// Sets the style of gauges inside; kept in the tree as `.gaugeStyle`, otherwise ignored.
  public func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
    let name = (style as? NamedGaugeStyle)?.name ?? String(describing: S.self)
    return modifier(AppearanceModifier(name: "gaugeStyle", detail: name))
  }
}
