/// A control that picks a value in a range, as SwiftUI's `Slider`. Made with label views, its
/// label and the labels at the ends of its track are its children (keyed `label`,
/// `minimumValueLabel` and `maximumValueLabel`), as a `Stepper`'s label is.
public struct Slider: PrimitiveView {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  /// The title given as a string, which the driver finds it by.
  let title: String?
  /// Its label views, by key, in order.
  let labels: [(key: String, view: any View)]

  public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, label: String? = nil)
  {
    self.value = value
    self.bounds = bounds
    step = nil
    title = label
    labels = []
  }

  /// A slider whose values are `step` apart from the lower bound; `onEditingChanged` is not
  /// called headless.
  @preconcurrency public init(
    value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, step: Double,
    onEditingChanged: @escaping @MainActor (Bool) -> Void = { _ in }
  ) {
    self.value = value
    self.bounds = bounds
    self.step = step > 0 ? step : nil
    title = nil
    labels = []
  }

  init(
    value: Binding<Double>, bounds: ClosedRange<Double>, step: Double?,
    labels: [(key: String, view: any View)]
  ) {
    self.value = value
    self.bounds = bounds
    self.step = step
    title = nil
    self.labels = labels
  }

  func makeChildren(_ list: inout ChildList, node: Node) {
    for label in labels { list.add(label.view, key: ChildKey(structural: label.key)) }
  }
}

extension Slider: Labeled {
  var searchableText: [String] { title.map { [$0] } ?? [] }
  func shows(_ text: String) -> Bool { title == text }
}

extension Slider: ValueSettable {
  func set(_ text: String) -> Bool {
    guard var number = Double(text) else { return false }
    if let step {
      number = bounds.lowerBound + ((number - bounds.lowerBound) / step).rounded() * step
    }
    value.wrappedValue = min(max(number, bounds.lowerBound), bounds.upperBound)
    return true
  }
}
