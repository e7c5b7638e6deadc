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
///
/// The page's JSON, which holds the layout, comes before the block, so the viewer writes its
/// columns twice: once ``counting()`` only, to learn the layout, then ``streamed(to:)`` straight
/// to the page, so that no copy of the block is held. ``init()`` keeps the bytes, for tests.
struct PackedColumns {
  /// The bytes kept (by ``init()``), or those not yet handed to the stream.
  private(set) var bytes: [UInt8] = []
  private(set) var layout: [(name: String, offset: Int, count: Int, delta: Bool)] = []
  /// How many bytes the columns so far take.
  private(set) var size = 0
  private let keeps: Bool
  private let stream: ((UnsafeBufferPointer<UInt8>) -> Void)?

  /// Columns whose bytes are kept in ``bytes``.
  init() {
    keeps = true
    stream = nil
  }

  private init(keeps: Bool, stream: ((UnsafeBufferPointer<UInt8>) -> Void)?) {
    self.keeps = keeps
    self.stream = stream
    if stream != nil { bytes.reserveCapacity(Self.piece) }
  }

  /// Columns that are only measured: their ``layout`` and ``size``, no bytes.
  static func counting() -> PackedColumns { PackedColumns(keeps: false, stream: nil) }

  /// Columns whose bytes go to `stream` a piece at a time; ``finish()`` hands over the rest.
  static func streamed(to stream: @escaping (UnsafeBufferPointer<UInt8>) -> Void) -> PackedColumns {
    PackedColumns(keeps: false, stream: stream)
  }

  private static let piece = 1 << 16

  /// Appends the column `name` of the unsigned values that `values` hands its argument.
  mutating func column(
    _ name: String, delta: Bool = false, values: ((UInt64) -> Void) -> Void
  ) {
    let offset = size
    var count = 0
    var previous: UInt64 = 0
    values { value in
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

  /// Appends the column `name` of the signed values that `values` hands its argument.
  mutating func column(_ name: String, signedValues values: ((Int64) -> Void) -> Void) {
    let offset = size
    var count = 0
    values { value in
      append(magnitude: value.magnitude, negative: value < 0)
      count += 1
    }
    layout.append((name, offset, count, false))
  }

  /// Appends the column `name` of unsigned `values`.
  mutating func column<S: Sequence>(_ name: String, _ values: S, delta: Bool = false)
  where S.Element == UInt64 {
    column(name, delta: delta) { add in values.forEach(add) }
  }

  /// Appends the column `name` of signed `values`.
  mutating func column<S: Sequence>(_ name: String, signed values: S) where S.Element == Int64 {
    column(name) { add in values.forEach(add) }
  }

  /// Hands the bytes not yet streamed to the stream.
  mutating func finish() {
    guard let stream, !bytes.isEmpty else { return }
    bytes.withUnsafeBufferPointer(stream)
    bytes.removeAll(keepingCapacity: true)
  }

  private mutating func append(magnitude: UInt64, negative: Bool) {
    var rest = magnitude >> 6
    var byte = UInt8(truncatingIfNeeded: magnitude & 0x3f) << 1 | (negative ? 1 : 0)
    while rest != 0 {
      put(byte | 0x80)
      byte = UInt8(truncatingIfNeeded: rest & 0x7f)
      rest >>= 7
    }
    put(byte)
  }

  private mutating func put(_ byte: UInt8) {
    size += 1
    guard keeps || stream != nil else { return }
    bytes.append(byte)
    if stream != nil && bytes.count >= Self.piece { finish() }
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
