/// The predictions that the event encoding leans on, shared by encoder and decoder so that both
/// compute them identically. Everything here restarts with each chunk (docs/trace-format.md §5).
struct EventPrediction {
  var prevSeq: UInt64 = 0
  var prevTime: UInt64 = 0
  var prevCause: UInt64 = 0
  var prevUpdate: UInt32 = 0
  var maxUpdate: UInt32 = 0
  var prevIdentity: UInt32 = 0
  var prevKind: UInt8 = 0

  /// Starts a chunk whose first event has these `seq`, `time` and `update`.
  init(seq: UInt64, time: UInt64, update: UInt32) {
    prevSeq = seq &- 1
    prevTime = time
    prevUpdate = update
    maxUpdate = update
  }

  init() {}

  @inline(__always)
  func update(for kind: UInt8) -> UInt32 {
    if prevKind == 0 { return prevUpdate }
    if kind == EventKind.updateBegin.rawValue { return maxUpdate &+ 1 }
    if prevKind == EventKind.updateEnd.rawValue { return 0 }
    return prevUpdate
  }

  @inline(__always)
  mutating func advance(seq: UInt64, time: UInt64, update: UInt32, cause: UInt64, identity: UInt32, kind: UInt8) {
    prevSeq = seq
    prevTime = time
    prevUpdate = update
    if update > maxUpdate { maxUpdate = update }
    prevCause = cause
    prevIdentity = identity
    prevKind = kind
  }
}

/// Flags in an event record's first byte, above the 5-bit kind.
enum RecordFlag {
  static let kindMask: UInt8 = 0x1F
  static let sameIdentity: UInt8 = 0x20
  static let sameCause: UInt8 = 0x40
  static let predictedPayload: UInt8 = 0x80
  /// Escape records (kind bits 0) set, for the next event, its `seq`, `update` or time base.
  static let escapeSeq: UInt8 = 1 << 5
  static let escapeUpdate: UInt8 = 2 << 5
  static let escapeTime: UInt8 = 3 << 5
  /// The largest event record, escapes included.
  static let maxRecordBytes = 3 * 11 + 1 + 3 * 10 + 3 + 5 * 5 + 10
}

/// An event's payload fields, with file symbols.
struct Payload: Equatable {
  var value: UInt64 = 0
  var name: UInt32 = 0
  var type: UInt32 = 0
  var site: UInt32 = 0
  var before: UInt32 = 0
  var after: UInt32 = 0
  var code: UInt8 = 0
  var reason: UInt8 = 0
}

/// A direct-mapped cache of the last payload per (kind, identity) in the current chunk: the
/// prediction for the next event of that kind on that identity (all zero when it is not cached).
final class PredictionCache {
  struct Entry {
    var tag: UInt64
    var payload: Payload
  }

  private static let bits = 12
  private let entries: UnsafeMutablePointer<Entry>
  private var generation: UInt64 = 0

  init() {
    entries = .allocate(capacity: 1 << Self.bits)
    clear()
  }

  deinit { entries.deallocate() }

  private func clear() {
    entries.initialize(repeating: Entry(tag: 0, payload: Payload()), count: 1 << Self.bits)
    generation = 0
  }

  /// Forgets everything, at the start of a chunk.
  func reset() {
    generation += 1
    if generation == 1 << 24 {
      clear()
      generation = 1
    }
  }

  @inline(__always)
  func tag(kind: UInt8, identity: UInt32) -> UInt64 {
    generation << 40 | UInt64(kind) << 32 | UInt64(identity)
  }

  @inline(__always)
  func slot(kind: UInt8, identity: UInt32) -> UnsafeMutablePointer<Entry> {
    let h = (identity &* 0x9E37_79B1) ^ (UInt32(kind) &* 0x85EB_CA77)
    return entries + Int(h >> UInt32(32 - Self.bits))
  }
}

/// `EventKind.fields` by raw kind, 0 for values that are no kind.
let kindFieldMasks: [UInt8] = (0..<32).map { EventKind(rawValue: UInt8($0))?.fields.rawValue ?? 0 }
