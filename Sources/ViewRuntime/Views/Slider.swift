/// A control that picks a value in a range, as SwiftUI's `Slider`.
public struct Slider: PrimitiveView {
  let value: Binding<Double>
  let bounds: ClosedRange<Double>
  let step: Double?
  let title: String?
  public init(value: Binding<Double>, in bounds: ClosedRange<Double> = 0...1, label: String? = nil)
  {
    self.value = value
    self.bounds = bounds
    step = nil
    title = label
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
  }
  func makeChildren(_ list: inout ChildList, node: Node) {}
}

extension Slider: Labeled {
  var searchableText: [String] { title.map { [$0] } ?? [] }
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
