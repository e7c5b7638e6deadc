/// The predictions that the event encoding leans on, shared by encoder and decoder so that both
/// compute them identically. Everything here restarts with each chunk (docs/trace-format.md §5).
struct EventPrediction {
  var prevSeq: UInt64 = 0
  var prevTime: UInt64 = 0
  var prevCause: UInt64 = 0
  var prevUpdate: UInt32 = 0
  var maxUpdate: UInt32 = 0
  var prevIdentity: UInt32 = 0
  /// The last identity other than none: explicit identities are coded relative to it.
  var lastPath: UInt32 = 0
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
  mutating func advance(
    seq: UInt64, time: UInt64, update: UInt32, cause: UInt64, identity: UInt32, kind: UInt8
  ) {
    prevSeq = seq
    prevTime = time
    prevUpdate = update
    if update > maxUpdate { maxUpdate = update }
    prevCause = cause
    prevIdentity = identity
    if identity != 0 { lastPath = identity }
    prevKind = kind
  }
}

/// An event's payload fields, with file symbols, packed in four words as ``TraceEvent`` stores
/// them from `value` to `reason`: value; name, type; site, before; after, code, reason. The decoder
/// moves payloads as whole words only: a wide read of bytes just written narrowly would stall.
struct Payload: Equatable {
  private var w0: UInt64 = 0
  private var w1: UInt64 = 0
  private var w2: UInt64 = 0
  private var w3: UInt64 = 0

  init(
    value: UInt64 = 0, name: UInt32 = 0, type: UInt32 = 0, site: UInt32 = 0, before: UInt32 = 0,
    after: UInt32 = 0, code: UInt8 = 0, reason: UInt8 = 0
  ) {
    self.value = value
    (self.name, self.type, self.site, self.before, self.after) = (name, type, site, before, after)
    (self.code, self.reason) = (code, reason)
  }

  var value: UInt64 {
    get { w0 }
    set { w0 = newValue }
  }
  var name: UInt32 {
    get { UInt32(truncatingIfNeeded: w1) }
    set { w1 = Self.replacing(w1, at: 0, with: newValue) }
  }
  var type: UInt32 {
    get { UInt32(truncatingIfNeeded: w1 >> 32) }
    set { w1 = Self.replacing(w1, at: 32, with: newValue) }
  }
  var site: UInt32 {
    get { UInt32(truncatingIfNeeded: w2) }
    set { w2 = Self.replacing(w2, at: 0, with: newValue) }
  }
  var before: UInt32 {
    get { UInt32(truncatingIfNeeded: w2 >> 32) }
    set { w2 = Self.replacing(w2, at: 32, with: newValue) }
  }
  var after: UInt32 {
    get { UInt32(truncatingIfNeeded: w3) }
    set { w3 = Self.replacing(w3, at: 0, with: newValue) }
  }
  var code: UInt8 {
    get { UInt8(truncatingIfNeeded: w3 >> 32) }
    set { w3 = Self.replacing(w3, at: 32, with: newValue) }
  }
  var reason: UInt8 {
    get { UInt8(truncatingIfNeeded: w3 >> 40) }
    set { w3 = Self.replacing(w3, at: 40, with: newValue) }
  }

  /// `word` with the bits of `v` at `shift` replaced.
  @inline(__always)
  private static func replacing<T: FixedWidthInteger & UnsignedInteger>(
    _ word: UInt64, at shift: UInt64, with v: T
  ) -> UInt64 {
    word & ~(UInt64(T.max) << shift) | UInt64(v) << shift
  }

  /// Where the payload fields start in a ``TraceEvent``.
  static var offsetInEvent: Int { MemoryLayout<TraceEvent>.offset(of: \.value)! }

  /// Whether ``TraceEvent`` stores the payload fields as this type packs them.
  static var matchesEventLayout: Bool {
    func at(_ field: PartialKeyPath<TraceEvent>) -> Int {
      MemoryLayout<TraceEvent>.offset(of: field)! - offsetInEvent
    }
    return at(\.name) == 8 && at(\.type) == 12 && at(\.site) == 16 && at(\.before) == 20
      && at(\.after) == 24 && at(\.code) == 28 && at(\.reason) == 29
      && offsetInEvent + 32 <= MemoryLayout<TraceEvent>.stride
  }

  /// Writes the payload fields of `event` (and the two bytes after them, which the caller sets).
  @inline(__always)
  func write(to event: UnsafeMutablePointer<TraceEvent>) {
    let p = UnsafeMutableRawPointer(event) + Self.offsetInEvent
    p.storeBytes(of: w0, as: UInt64.self)
    p.storeBytes(of: w1, toByteOffset: 8, as: UInt64.self)
    p.storeBytes(of: w2, toByteOffset: 16, as: UInt64.self)
    p.storeBytes(of: w3, toByteOffset: 24, as: UInt64.self)
  }
}

/// The per-chunk memory of recent events, in raw memory (no ARC, no exclusivity checks):
/// - the last payload per (kind, identity), in a direct-mapped cache: the payload prediction;
/// - the last payload per kind: the prediction when the cache has none;
/// - the identity and time of the last 1024 events by `seq`: an event's cause's identity and time.
///
/// It owns the memory; coders work through ``tables``, a plain value that the compiler can keep
/// in registers across an event's stores.
final class PredictionCache {
  private(set) var tables: PredictionTables

  init() {
    tables = PredictionTables(
      entries: .allocate(capacity: PredictionTables.entryCount),
      byKind: .allocate(capacity: 32),
      recent: .allocate(capacity: PredictionTables.recentCount))
    tables.byKind.initialize(repeating: Payload(), count: 32)
    clear()
  }

  deinit {
    tables.entries.deallocate()
    tables.byKind.deallocate()
    tables.recent.deallocate()
  }

  private func clear() {
    tables.entries.initialize(
      repeating: PredictionTables.Entry(tag: 0, payload: Payload()),
      count: PredictionTables.entryCount)
    tables.recent.initialize(
      repeating: PredictionTables.Recent(seq: 0, time: 0, identity: 0, generation: 0),
      count: PredictionTables.recentCount)
    tables.generation = 0
  }

  /// Forgets everything, at the start of a chunk.
  func reset() {
    tables.generation &+= 1
    if tables.generation == 1 << 24 {
      clear()
      tables.generation = 1
    }
    tables.byKind.update(repeating: Payload(), count: 32)
  }
}

/// The tables of a ``PredictionCache`` during one chunk.
struct PredictionTables {
  struct Entry {
    var tag: UInt64
    var payload: Payload
  }

  struct Recent {
    var seq: UInt64
    var time: UInt64
    var identity: UInt32
    var generation: UInt32
  }

  static let cacheBits = 10
  static let entryCount = 1 << cacheBits
  static let recentCount = 1024
  let entries: UnsafeMutablePointer<Entry>
  let byKind: UnsafeMutablePointer<Payload>
  let recent: UnsafeMutablePointer<Recent>
  /// Tells this chunk's entries from earlier chunks' ones.
  fileprivate(set) var generation: UInt32 = 0

  /// The prediction for an event of `kind` on `identity`, and where to store its payload after.
  @inline(__always)
  func predict(kind: UInt8, identity: UInt32) -> (Payload, UnsafeMutablePointer<Entry>, UInt64) {
    let tag = UInt64(generation) << 40 | UInt64(kind) << 32 | UInt64(identity)
    let h = (identity &* 0x9E37_79B1) ^ (UInt32(kind) &* 0x85EB_CA77)
    let slot = entries + Int(h >> UInt32(32 - Self.cacheBits))
    let source = slot.pointee.tag == tag ? payloadOf(slot) : UnsafePointer(byKind + Int(kind))
    return (source.pointee, slot, tag)
  }

  @inline(__always)
  private func payloadOf(_ slot: UnsafeMutablePointer<Entry>) -> UnsafePointer<Payload> {
    UnsafePointer(
      (UnsafeMutableRawPointer(slot) + MemoryLayout<Entry>.offset(of: \.payload)!)
        .assumingMemoryBound(to: Payload.self))
  }

  @inline(__always)
  func store(_ payload: Payload, kind: UInt8, slot: UnsafeMutablePointer<Entry>, tag: UInt64) {
    slot.pointee = Entry(tag: tag, payload: payload)
    byKind[Int(kind)] = payload
  }

  /// The identity and time of event `seq`, if it is among the chunk's last 1024 events.
  @inline(__always)
  func event(_ seq: UInt64) -> Recent? {
    let r = recent(seq)
    return r.seq == seq && r.generation == generation && seq != 0 ? r : nil
  }

  /// The entry where event `seq` would be: it is that event's if its `seq` and `generation` match
  /// and `seq` is not 0. For decoders that check this without branching.
  @inline(__always)
  func recent(_ seq: UInt64) -> Recent {
    recent[Int(truncatingIfNeeded: seq) & (Self.recentCount - 1)]
  }

  @inline(__always)
  func remember(seq: UInt64, time: UInt64, identity: UInt32) {
    recent[Int(truncatingIfNeeded: seq) & (Self.recentCount - 1)] = Recent(
      seq: seq, time: time, identity: identity, generation: generation)
  }
}

/// The first byte of a record. Values 1...228 start an event: `1 + (kind - 1) * 12 + mode`, where
/// `mode = identityMode * 4 + causeMode * 2 + payloadMode`; after the page escape `0xF4`, the same
/// byte stands for kind `kind + 19` (version 3 on). Values 0xF0 to 0xF3 are escapes that set, for
/// the next event, its `seq`, `update`, time base or `cause`. Everything else is invalid.
enum RecordOp {
  /// Identity modes: coded explicitly, the previous event's, the cause's.
  static let identityExplicit: UInt8 = 0
  static let identityPrevious: UInt8 = 1
  static let identityOfCause: UInt8 = 2
  /// Cause modes: coded explicitly, the previous event's.
  static let causeExplicit: UInt8 = 0
  static let causePrevious: UInt8 = 1
  /// Payload modes: a field mask and the fields that differ follow, or exactly as predicted.
  static let payloadMasked: UInt8 = 0
  static let payloadPredicted: UInt8 = 1

  static let escapeSeq: UInt8 = 0xF0
  static let escapeUpdate: UInt8 = 0xF1
  static let escapeTime: UInt8 = 0xF2
  static let escapeCause: UInt8 = 0xF3
  /// The op byte right after it codes a kind of the second page (version 3 on).
  static let escapePage: UInt8 = 0xF4
  /// The kinds an op byte can code on one page: kinds 1...19 on the first, 20...38 on the second.
  static let kindsPerPage: UInt8 = 19
  /// The largest event record, escapes included.
  static let maxRecordBytes = 4 * 11 + 1 + 1 + 3 * 10 + 3 + 5 * 5 + 10

  /// The op byte of an event of `kind`, on its page: a kind beyond the first page needs
  /// ``escapePage`` before it.
  @inline(__always)
  static func op(kind: UInt8, identity: UInt8, cause: UInt8, payload: UInt8) -> UInt8 {
    let onPage = kind > kindsPerPage ? kind - kindsPerPage : kind
    return 1 + (onPage - 1) * 12 + identity * 4 + cause * 2 + payload
  }

  /// For each op byte on the first page (0...255) and on the second (256...511, after
  /// ``escapePage``): `kind | mode << 5`, or 0 if it starts no event of a known kind.
  static let decodeTable: [UInt16] = (0..<512).map { index in
    let (page, op) = (index >> 8, index & 0xFF)
    guard op >= 1 && op <= 12 * Int(kindsPerPage) else { return 0 }
    let kind = (op - 1) / 12 + 1 + page * Int(kindsPerPage)
    guard EventKind(rawValue: UInt8(kind)) != nil else { return 0 }
    return UInt16(kind) | UInt16((op - 1) % 12) << 5
  }
}

/// `EventKind.fields` by raw kind, 0 for values that are no kind.
let kindFieldMasks: [UInt8] = (0..<32).map { EventKind(rawValue: UInt8($0))?.fields.rawValue ?? 0 }
