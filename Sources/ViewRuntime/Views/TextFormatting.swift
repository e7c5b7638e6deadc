import Foundation

extension Text {
  /// Text showing `input` formatted by `format`, e.g. `Text(price, format: .number)`. The
  /// format's own locale applies, not the environment's.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(format.format(input))
  }

  /// Text showing a date, as `Text(date, style: .date)`.
  public init(_ date: Date, style: DateStyle) { self.init(style.string(for: date)) }

  /// How `Text(_:style:)` shows a date.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case date, time }
    let kind: Kind
    public static let date = DateStyle(kind: .date)
    public static let time = DateStyle(kind: .time)

    func string(for date: Date) -> String {
      switch kind {
      case .date: date.formatted(date: .abbreviated, time: .omitted)
      case .time: date.formatted(date: .omitted, time: .shortened)
      }
    }
  }

  /// Two texts joined into one, as SwiftUI's `Text + Text`.
  public static func + (lhs: Text, rhs: Text) -> Text { Text(lhs.content + rhs.content) }
}

extension DefaultStringInterpolation {
  /// `value` as `format` writes it, for the interpolations SwiftUI's text takes:
  /// `Text("Total: \(price, format: .currency(code: "EUR"))")`. In SwiftUI they belong to
  /// `LocalizedStringKey`; here titles are strings, so any string can use them.
  public mutating func appendInterpolation<F: FormatStyle>(_ value: F.FormatInput, format: F)
  where F.FormatOutput == String {
    appendLiteral(format.format(value))
  }

  /// `date` in `style`, as in `Text("Updated \(date, style: .time)")`.
  public mutating func appendInterpolation(_ date: Date, style: Text.DateStyle) {
    appendLiteral(style.string(for: date))
  }
}
