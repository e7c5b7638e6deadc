import Foundation

/// Whole-number columns packed into one block of bytes for the viewer page, which decodes each
/// column only when it first needs it: a 10^6-event page carries its events in a few bytes each,
/// not as one JSON number (or object) apiece.
///
/// Each value is a variable-length number: the first byte holds the sign in its lowest bit and
/// six bits of the magnitude, each later byte seven more; a byte's highest bit says another
/// follows. A column written `delta` holds each value less the one before it (the first less
/// 0), so that sorted positions and sequence numbers take a byte or two each. The page reads
/// ``layout`` (`name: [byte offset, count, delta ? 1 : 0]`) and the block as base64.
struct PackedColumns {
  private(set) var bytes: [UInt8] = []
  private(set) var layout: [(name: String, offset: Int, count: Int, delta: Bool)] = []

  /// Appends the column `name` of unsigned `values`.
  mutating func column<S: Sequence>(_ name: String, _ values: S, delta: Bool = false)
  where S.Element == UInt64 {
    let offset = bytes.count
    var count = 0
    var previous: UInt64 = 0
    for value in values {
      if delta {
        value >= previous
          ? append(magnitude: value - previous, negative: false)
          : append(magnitude: previous - value, negative: true)
        previous = value
      } else {
        append(magnitude: value, negative: false)
      }
      count += 1
    }
    layout.append((name, offset, count, delta))
  }

  /// Appends the column `name` of signed `values`.
  mutating func column<S: Sequence>(_ name: String, signed values: S) where S.Element == Int64 {
    let offset = bytes.count
    var count = 0
    for value in values {
      append(magnitude: value.magnitude, negative: value < 0)
      count += 1
    }
    layout.append((name, offset, count, false))
  }

  private mutating func append(magnitude: UInt64, negative: Bool) {
    var rest = magnitude >> 6
    var byte = UInt8(truncatingIfNeeded: magnitude & 0x3f) << 1 | (negative ? 1 : 0)
    while rest != 0 {
      bytes.append(byte | 0x80)
      byte = UInt8(truncatingIfNeeded: rest & 0x7f)
      rest >>= 7
    }
    bytes.append(byte)
  }

  /// The layout as a JSON object's members.
  func writeLayout(into json: inout JSONWriter) {
    json.raw("{")
    for (i, column) in layout.enumerated() {
      if i > 0 { json.raw(",") }
      json.string(column.name)
      json.raw(":[")
      json.number(column.offset)
      json.raw(",")
      json.number(column.count)
      json.raw(column.delta ? ",1]" : ",0]")
    }
    json.raw("}")
  }
}
