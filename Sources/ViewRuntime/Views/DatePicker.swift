import Foundation

/// A control that picks a date within a range, as SwiftUI's `DatePicker`. The driver sets it
/// with `set(_:to:)` and a `Date`, clamped to the range; which components show is accepted and
/// ignored (the whole date is set).
public struct DatePicker<Label: View>: PrimitiveView {
  let label: Label
  let title: String?
  let selection: Binding<Date>
  let range: ClosedRange<Date>

  public init(
    selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, in: .distantPast ... .distantFuture, label: label)
  }

  public init(
    selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.label = label()
    title = (self.label as? Text)?.content
    self.selection = selection
    self.range = range
  }

  public init(
    selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, in: range.lowerBound ... .distantFuture, label: label)
  }

  public init(
    selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
    @ViewBuilder label: () -> Label
  ) {
    self.init(selection: selection, in: .distantPast...range.upperBound, label: label)
  }

  func makeChildren(_ list: inout ChildList, node: Node) { list.add(label, key: ChildKey()) }
}

extension DatePicker where Label == Text {
  public init(
    _ title: String, selection: Binding<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, label: { Text(title) })
  }

  public init(
    _ title: String, selection: Binding<Date>, in range: ClosedRange<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, label: { Text(title) })
  }

  public init(
    _ title: String, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, label: { Text(title) })
  }

  public init(
    _ title: String, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
    displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
  ) {
    self.init(selection: selection, in: range, label: { Text(title) })
  }
}

/// The parts of a date a `DatePicker` shows, as SwiftUI's `DatePickerComponents`.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let date = DatePickerComponents(rawValue: 1)
  public static let hourAndMinute = DatePickerComponents(rawValue: 2)
}

extension DatePicker: Labeled {
  var searchableText: [String] { title.map { [$0] } ?? [] }
  func shows(_ text: String) -> Bool { title == text }
}

extension DatePicker: ValueSettable {
  /// Sets the date written in ISO 8601 (`2024-05-01T09:30:00Z`), clamped to the range.
  func set(_ text: String) -> Bool {
    guard let date = ISO8601DateFormatter().date(from: text) else { return false }
    selection.wrappedValue = min(max(date, range.lowerBound), range.upperBound)
    return true
  }
}

/// A date picker style, for `.datePickerStyle(_:)`; accepted and ignored.
public protocol DatePickerStyle: Sendable {}

/// The `.automatic` date picker style.
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == DefaultDatePickerStyle {
  public static var automatic: DefaultDatePickerStyle { DefaultDatePickerStyle() }
}

/// The `.compact` date picker style.
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == CompactDatePickerStyle {
  public static var compact: CompactDatePickerStyle { CompactDatePickerStyle() }
}

/// The `.graphical` date picker style.
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == GraphicalDatePickerStyle {
  public static var graphical: GraphicalDatePickerStyle { GraphicalDatePickerStyle() }
}

/// The `.wheel` date picker style.
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }

extension DatePickerStyle where Self == WheelDatePickerStyle {
  public static var wheel: WheelDatePickerStyle { WheelDatePickerStyle() }
}

extension View {
  /// Sets the style of date pickers inside; kept in the tree as `.datePickerStyle`, otherwise
  /// ignored.
  public func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View {
    modifier(AppearanceModifier(name: "datePickerStyle", detail: String(describing: S.self)))
  }
}
