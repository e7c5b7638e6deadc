/// One full chunk of an ``EventStore``: its events as records of a fixed number of bits.
///
/// Each of an event's 14 fields is stored as its distance from the smallest value that field
/// takes in the chunk, in as many bits as the largest distance needs (none when the field is
/// the same in every event). Three fields are first turned into numbers that stay small along a
/// trace: `seq` less the event's position in the chunk (the same for consecutive events), and
/// `cause` as its distance back from `seq` (``causeDistance(_:seq:)``). A field is read with one
/// unaligned 8-byte load, a shift and a mask, so any event is rebuilt in a few nanoseconds.
///
/// Immutable once made, hence `Sendable`.
final class PackedEvents: @unchecked Sendable {
  /// Where a field sits in a record and what its stored bits are added to.
  private struct Field {
    var base: UInt64 = .max
    var offset = 0
    var width = 0
    var mask: UInt64 = 0
  }

  private static let fieldCount = 14
  /// Bytes after the last record, so that reading any field loads inside the buffer.
  private static let slack = 16

  private let fields: UnsafeMutablePointer<Field>
  private let bytes: UnsafeMutableRawPointer
  private let recordBits: Int
  /// The size of the chunk's allocations, in bytes.
  let size: Int

  init(packing events: UnsafeBufferPointer<TraceEvent>) {
    fields = .allocate(capacity: Self.fieldCount)
    fields.initialize(repeating: Field(), count: Self.fieldCount)
    // Every field's smallest and largest value at once, one lane each.
    var smallest = Values(repeating: .max)
    var largest = Values(repeating: 0)
    for (i, event) in events.enumerated() {
      let values = Self.fieldValues(of: event, at: i)
      smallest = pointwiseMin(smallest, values)
      largest = pointwiseMax(largest, values)
    }
    var bits = 0
    // The fields of some bits, in record order, with their widths.
    var stored: [(field: Int, width: Int)] = []
    for k in 0..<Self.fieldCount {
      let width = UInt64.bitWidth - (largest[k] &- smallest[k]).leadingZeroBitCount
      fields[k].base = smallest[k]
      fields[k].offset = bits
      fields[k].width = width
      fields[k].mask = width == UInt64.bitWidth ? .max : (1 << UInt64(width)) - 1
      bits += width
      if width > 0 { stored.append((k, width)) }
    }
    recordBits = bits
    let byteCount = (bits * events.count + 7) / 8 + Self.slack
    size = byteCount + Self.fieldCount * MemoryLayout<Field>.stride
    bytes = .allocate(byteCount: byteCount, alignment: 8)
    // The records are one run of bits, each field right after the one before: written through
    // a word of the bits not stored yet, 8 bytes at a time.
    var word: UInt64 = 0
    var used = 0
    var byte = 0
    for (i, event) in events.enumerated() {
      let values = Self.fieldValues(of: event, at: i) &- smallest
      for (k, width) in stored {
        let value = values[k]
        word |= value &<< UInt64(used)
        used += width
        if used >= UInt64.bitWidth {
          bytes.storeBytes(of: word, toByteOffset: byte, as: UInt64.self)
          byte += 8
          used -= UInt64.bitWidth
          word = used == 0 ? 0 : value &>> UInt64(width - used)
        }
      }
    }
    bytes.storeBytes(of: word, toByteOffset: byte, as: UInt64.self)
    (bytes + byte + 8).initializeMemory(as: UInt8.self, repeating: 0, count: byteCount - byte - 8)
  }

  deinit {
    fields.deallocate()
    bytes.deallocate()
  }

  /// The sequence number of the event at `index` in the chunk, read alone.
  func seq(at index: Int) -> Seq {
    let f = fields[0]
    let stored = f.base &+ read(at: index * recordBits + f.offset, width: f.width) & f.mask
    return Seq(rawValue: stored &+ UInt64(index))
  }

  /// The event at `index` in the chunk.
  func event(at index: Int) -> TraceEvent {
    let record = index * recordBits
    // A field of no bits has a mask of 0: its load (inside the buffer) adds nothing to its base.
    func field(_ k: Int) -> UInt64 {
      let f = fields[k]
      return f.base &+ read(at: record + f.offset, width: f.width) & f.mask
    }
    let seq = field(0) &+ UInt64(index)
    return TraceEvent(
      seq: Seq(rawValue: seq), time: field(1), update: UInt32(truncatingIfNeeded: field(2)),
      cause: Seq(rawValue: Self.cause(distance: field(3), seq: seq)),
      kind: EventKind(rawValue: UInt8(truncatingIfNeeded: field(4)))!,
      identity: Sym(rawValue: UInt32(truncatingIfNeeded: field(7))),
      code: UInt8(truncatingIfNeeded: field(5)), reason: UInt8(truncatingIfNeeded: field(6)),
      name: Sym(rawValue: UInt32(truncatingIfNeeded: field(8))),
      type: Sym(rawValue: UInt32(truncatingIfNeeded: field(9))),
      site: Sym(rawValue: UInt32(truncatingIfNeeded: field(10))),
      before: Sym(rawValue: UInt32(truncatingIfNeeded: field(11))),
      after: Sym(rawValue: UInt32(truncatingIfNeeded: field(12))), value: field(13))
  }

  /// Rebuilds the `count` events from `start` into `events` (made before, any values), field by
  /// field: each field's place, width and base are read once for all of them, so reading the
  /// events in order costs less than reading each with ``event(at:)``.
  func decode(from start: Int, count: Int, into events: UnsafeMutablePointer<TraceEvent>) {
    column(0, start, count) { events[$0].seq = Seq(rawValue: $1 &+ UInt64(start + $0)) }
    column(1, start, count) { events[$0].time = $1 }
    column(2, start, count) { events[$0].update = UInt32(truncatingIfNeeded: $1) }
    column(3, start, count) {
      events[$0].cause = Seq(rawValue: Self.cause(distance: $1, seq: events[$0].seq.rawValue))
    }
    column(4, start, count) {
      events[$0].kind = EventKind(rawValue: UInt8(truncatingIfNeeded: $1))!
    }
    column(5, start, count) { events[$0].code = UInt8(truncatingIfNeeded: $1) }
    column(6, start, count) { events[$0].reason = UInt8(truncatingIfNeeded: $1) }
    column(7, start, count) { events[$0].identity = Sym(rawValue: UInt32(truncatingIfNeeded: $1)) }
    column(8, start, count) { events[$0].name = Sym(rawValue: UInt32(truncatingIfNeeded: $1)) }
    column(9, start, count) { events[$0].type = Sym(rawValue: UInt32(truncatingIfNeeded: $1)) }
    column(10, start, count) { events[$0].site = Sym(rawValue: UInt32(truncatingIfNeeded: $1)) }
    column(11, start, count) { events[$0].before = Sym(rawValue: UInt32(truncatingIfNeeded: $1)) }
    column(12, start, count) { events[$0].after = Sym(rawValue: UInt32(truncatingIfNeeded: $1)) }
    column(13, start, count) { events[$0].value = $1 }
  }

  /// Calls `set` with each of the `count` events from `start` (counted from 0) and the value of
  /// its field `k`.
  @inline(__always)
  private func column(_ k: Int, _ start: Int, _ count: Int, _ set: (Int, UInt64) -> Void) {
    let f = fields[k]
    var position = start &* recordBits &+ f.offset
    if f.width == 0 {
      for i in 0..<count { set(i, f.base) }
    } else if f.width <= UInt64.bitWidth - 7 {
      // Within one 8-byte load wherever the field starts in its first byte.
      for i in 0..<count {
        let word = bytes.loadUnaligned(fromByteOffset: position &>> 3, as: UInt64.self)
        set(i, f.base &+ (word &>> UInt64(position & 7)) & f.mask)
        position &+= recordBits
      }
    } else {
      for i in 0..<count {
        set(i, f.base &+ read(at: position, width: f.width) & f.mask)
        position &+= recordBits
      }
    }
  }

  /// An event's fields as numbers, one lane each; the last lanes are 0.
  private typealias Values = SIMD16<UInt64>

  /// The numbers stored for `event`, the `index`th of its chunk, in field order.
  @inline(__always)
  private static func fieldValues(of event: TraceEvent, at index: Int) -> Values {
    Values(
      event.seq.rawValue &- UInt64(index), event.time, UInt64(event.update),
      causeDistance(event.cause.rawValue, seq: event.seq.rawValue), UInt64(event.kind.rawValue),
      UInt64(event.code), UInt64(event.reason), UInt64(event.identity.rawValue),
      UInt64(event.name.rawValue), UInt64(event.type.rawValue), UInt64(event.site.rawValue),
      UInt64(event.before.rawValue), UInt64(event.after.rawValue), event.value, 0, 0)
  }

  /// `cause` as a small number: 0 for none, else `seq - cause + 1` (2 for the event just
  /// before), wrapping; the one cause that would give 0 (`seq + 1`) takes the number none would
  /// have had (`seq + 1`), so every cause has its own number.
  static func causeDistance(_ cause: UInt64, seq: UInt64) -> UInt64 {
    if cause == 0 { return 0 }
    let distance = seq &- cause &+ 1
    return distance == 0 ? seq &+ 1 : distance
  }

  /// The cause that ``causeDistance(_:seq:)`` gave `distance` for.
  static func cause(distance: UInt64, seq: UInt64) -> UInt64 {
    if distance == 0 { return 0 }
    return distance == seq &+ 1 ? seq &+ 1 : seq &- distance &+ 1
  }

  /// The `width` bits at bit `position` (unmasked above them).
  private func read(at position: Int, width: Int) -> UInt64 {
    let byte = position >> 3
    let shift = UInt64(position & 7)
    var value = bytes.loadUnaligned(fromByteOffset: byte, as: UInt64.self) >> shift
    if width + Int(shift) > UInt64.bitWidth {
      value |= UInt64(bytes.load(fromByteOffset: byte + 8, as: UInt8.self)) << (64 - shift)
    }
    return value
  }
}
