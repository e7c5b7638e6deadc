import Foundation

extension Text {
  /// Text showing `input` formatted by `format`, e.g. `Text(price, format: .number)`. The
  /// format's own locale applies, not the environment's.
  public init<F: FormatStyle>(_ input: F.FormatInput, format: F)
  where F.FormatInput: Equatable, F.FormatOutput == String {
    self.init(format.format(input))
  }

  /// Text showing a date, as `Text(date, style: .date)`.
  public init(_ date: Date, style: DateStyle) {
    switch style.kind {
    case .date: self.init(date.formatted(date: .abbreviated, time: .omitted))
    case .time: self.init(date.formatted(date: .omitted, time: .shortened))
    }
  }

  /// How `Text(_:style:)` shows a date.
  public struct DateStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case date, time }
    let kind: Kind
    public static let date = DateStyle(kind: .date)
    public static let time = DateStyle(kind: .time)
  }

  /// Two texts joined into one, as SwiftUI's `Text + Text`.
  public static func + (lhs: Text, rhs: Text) -> Text { Text(lhs.content + rhs.content) }
}
