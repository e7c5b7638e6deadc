/// An event's sequence number: its position in the trace, from 1. `Seq.none` (0) stands for
/// "no event", as in the ``TraceEvent/cause`` of an event that nothing caused.
///
/// Sequence numbers are not counts, times or task ids, so they do not mix with them: the few
/// operations here are the ones a trace needs, and they saturate rather than overflow, since the
/// values come from files.
public struct Seq: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
  ExpressibleByIntegerLiteral
{
  public var rawValue: UInt64
  public init(rawValue: UInt64) { self.rawValue = rawValue }
  public init(integerLiteral value: UInt64) { rawValue = value }

  /// The sequence number of the event at `index` (from 0) of a trace without gaps.
  public init(index: Int) { rawValue = UInt64(index) + 1 }

  /// No event.
  public static let none = Seq(rawValue: 0)

  public var isNone: Bool { rawValue == 0 }
  /// `#N`, as the command line shows events.
  public var description: String { "#\(rawValue)" }
  public static func < (a: Seq, b: Seq) -> Bool { a.rawValue < b.rawValue }

  /// The sequence number after this one (the largest stays the largest).
  public var next: Seq { Seq(rawValue: rawValue == .max ? .max : rawValue + 1) }

  /// The sequence number `count` events after this one, saturating at the largest.
  public func advanced(by count: UInt64) -> Seq {
    let (sum, overflow) = rawValue.addingReportingOverflow(count)
    return Seq(rawValue: overflow ? .max : sum)
  }

  /// How many events `other` comes after this one; 0 when it does not come after.
  public func distance(to other: Seq) -> UInt64 {
    other.rawValue > rawValue ? other.rawValue - rawValue : 0
  }
}
