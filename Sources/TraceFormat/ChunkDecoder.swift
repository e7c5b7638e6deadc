/// Decodes events-chunk payloads (docs/trace-format.md §4–5), keeping the string table they grow.
final class ChunkDecoder {
  /// The string table so far; `strings[i]` is file symbol `i`.
  private(set) var strings: [String] = [""]
  /// Strings lost with chunks that were skipped, replaced by placeholders.
  private(set) var lostStrings = 0

  private let cache = PredictionCache()
  private let masks: UnsafeMutablePointer<UInt8>
  private let ops: UnsafeMutablePointer<UInt16>
  private let kinds: UnsafeMutablePointer<EventKind>

  init() {
    masks = .allocate(capacity: 32)
    masks.initialize(from: kindFieldMasks, count: 32)
    ops = .allocate(capacity: 256)
    ops.initialize(from: RecordOp.decodeTable, count: 256)
    kinds = .allocate(capacity: 32)
    kinds.initialize(
      from: (0..<32).map { EventKind(rawValue: UInt8($0)) ?? .updateBegin }, count: 32)
  }

  deinit {
    masks.deallocate()
    ops.deallocate()
    kinds.deallocate()
  }

  /// Decodes `payload` into `events` and returns how many events were dropped before them. On
  /// failure nothing changes: the chunk's strings are only added once all of it decodes.
  /// `allowGap` accepts strings numbered past the table (a skipped chunk defined the ones between).
  func decode(
    _ payload: UnsafeRawBufferPointer, into events: EventBuffer, allowGap: Bool
  ) -> Result<UInt64, DecodeFailure> {
    var c = ByteCursor(payload)
    guard let firstSym = c.varint(), let newCount = c.varint(), newCount <= UInt64(payload.count)
    else {
      return .failure("string section ends early")
    }
    guard firstSym == UInt64(strings.count) || (allowGap && firstSym > UInt64(strings.count)) else {
      return .failure("strings numbered from \(firstSym), expected \(strings.count)")
    }
    let gap = Int(min(firstSym - UInt64(strings.count), UInt64(payload.count) * 8 + 1 << 20))
    var added: [String] = []
    added.reserveCapacity(Int(newCount))
    for _ in 0..<newCount {
      guard let s = c.string() else { return .failure("string section ends early") }
      added.append(s)
    }
    let symCount = UInt64(strings.count + gap + added.count)
    guard symCount <= UInt64(UInt32.max) else { return .failure("too many strings") }
    guard let dropped = c.varint(), let count = c.varint(), let seq0 = c.varint(),
      let time0 = c.varint(),
      let update0 = c.varint32()
    else { return .failure("chunk prelude ends early") }
    // Every event takes at least two bytes: its first byte and its time delta.
    guard count <= UInt64(c.remaining / 2) else {
      return .failure("event count \(count) exceeds the chunk")
    }
    events.reset(capacity: Int(count))
    if let detail = decodeEvents(
      &c, count: Int(count), symCount: UInt32(symCount),
      start: EventPrediction(seq: seq0, time: time0, update: update0), into: events)
    {
      return .failure(detail)
    }
    if gap > 0 {
      lostStrings += gap
      strings += (0..<gap).map { "<lost string #\(strings.count + $0)>" }
    }
    strings += added
    return .success(dropped)
  }

  /// Decodes `count` event records; returns what is wrong, or nil.
  private func decodeEvents(
    _ c: inout ByteCursor, count: Int, symCount: UInt32, start: EventPrediction,
    into events: EventBuffer
  ) -> DecodeFailure? {
    cache.reset()
    var s = start
    let out = events.base
    for i in 0..<count {
      // Records are at most `maxRecordBytes` long: away from the end, read without bounds checks.
      let failure: DecodeFailure?
      if c.remaining >= RecordOp.maxRecordBytes {
        var fast = UncheckedBytes(c.p)
        failure = decodeRecord(&fast, &s, symCount: symCount, index: i, into: out + i)
        c.p = fast.p
      } else {
        failure = decodeRecord(&c, &s, symCount: symCount, index: i, into: out + i)
      }
      if let failure { return failure }
    }
    events.count = count
    return c.isAtEnd ? nil : "stray bytes after the last event"
  }

  /// Decodes the record of event `i` into `out`, updating the predictions `s`; returns what is
  /// wrong, or nil.
  @inline(__always)
  private func decodeRecord<B: RecordBytes>(
    _ c: inout B, _ s: inout EventPrediction, symCount: UInt32, index i: Int,
    into out: UnsafeMutablePointer<TraceEvent>
  ) -> DecodeFailure? {
    guard var op = c.byte() else { return "event \(i) ends early" }
    var seq = s.prevSeq &+ 1
    var update: UInt32?
    var base = s.prevTime
    var escapedCause: UInt64?
    while op >= RecordOp.escapeSeq {
      guard let v = c.varint() else { return "escape ends early" }
      switch op {
      case RecordOp.escapeSeq: seq = v
      case RecordOp.escapeUpdate:
        guard v <= UInt64(UInt32.max) else { return "update \(v) out of range" }
        update = UInt32(v)
      case RecordOp.escapeTime: base = v
      case RecordOp.escapeCause: escapedCause = v
      default: return "unknown escape \(op)"
      }
      guard let next = c.byte() else { return "event \(i) ends early" }
      op = next
    }
    let decoded = ops[Int(op)]
    guard decoded != 0 else { return "bad record byte \(op)" }
    let kindRaw = UInt8(decoded & 0x1F)
    let mode = UInt8(decoded >> 5)
    let kind = kinds[Int(kindRaw)]
    let fields = masks[Int(kindRaw)]
    let resolvedUpdate = update ?? s.update(for: kindRaw)
    guard let delta = c.varint() else { return "event \(i) ends early" }
    let (time, overflow) = base.addingReportingOverflow(delta)
    guard !overflow else { return "time out of range" }

    var cause = s.prevCause
    if let escapedCause {
      guard (mode >> 1) & 1 == RecordOp.causePrevious else {
        return "escaped cause coded twice"
      }
      cause = escapedCause
    } else if (mode >> 1) & 1 == RecordOp.causeExplicit {
      guard let v = c.varint() else { return "event \(i) ends early" }
      cause = v == 0 ? 0 : seq &- (v &- 1)
    }
    var identity = s.prevIdentity
    switch mode >> 2 {
    case RecordOp.identityExplicit:
      guard let v = c.varint() else { return "event \(i) ends early" }
      if v == 0 {
        identity = 0
      } else {
        let sym = Int64(s.lastPath) &+ Varint.unzigzag(v &- 1)
        guard sym >= 0, sym < Int64(symCount) else {
          return "identity string \(sym) undefined"
        }
        identity = UInt32(sym)
      }
    case RecordOp.identityOfCause:
      guard let causeEvent = cache.event(cause) else {
        return "identity of a cause outside the chunk"
      }
      identity = causeEvent.identity
    default: break
    }

    var (p, slot, tag) = cache.predict(kind: kindRaw, identity: identity)
    if kindRaw == EventKind.bodyEnd.rawValue, let causeEvent = cache.event(cause) {
      p.value = time &- causeEvent.time
    }
    if mode & 1 == RecordOp.payloadMasked {
      guard let diff = c.byte(), diff & ~fields == 0 else {
        return "bad field mask in event \(i)"
      }
      if diff & EventFields.code.rawValue != 0 {
        guard let b = c.byte() else { return "event \(i) ends early" }
        p.code = b
      }
      if diff & EventFields.reason.rawValue != 0 {
        guard let b = c.byte() else { return "event \(i) ends early" }
        p.reason = b
      }
      if diff & EventFields.name.rawValue != 0 {
        guard let v = c.varint32(), v < symCount else {
          return "name string undefined in event \(i)"
        }
        p.name = v
      }
      if diff & EventFields.type.rawValue != 0 {
        guard let v = c.varint32(), v < symCount else {
          return "type string undefined in event \(i)"
        }
        p.type = v
      }
      if diff & EventFields.site.rawValue != 0 {
        guard let v = c.varint32(), v < symCount else {
          return "site string undefined in event \(i)"
        }
        p.site = v
      }
      if diff & EventFields.before.rawValue != 0 {
        guard let v = c.varint32(), v < symCount else {
          return "before string undefined in event \(i)"
        }
        p.before = v
      }
      if diff & EventFields.after.rawValue != 0 {
        guard let v = c.varint32(), v < symCount else {
          return "after string undefined in event \(i)"
        }
        p.after = v
      }
      if diff & EventFields.value.rawValue != 0 {
        guard let v = c.varint() else { return "event \(i) ends early" }
        p.value = v
      }
    }
    cache.store(p, kind: kindRaw, slot: slot, tag: tag)
    cache.remember(seq: seq, time: time, identity: identity)
    s.advance(
      seq: seq, time: time, update: resolvedUpdate, cause: cause, identity: identity,
      kind: kindRaw)
    out.initialize(
      to: TraceEvent(
        seq: seq, time: time, update: resolvedUpdate, cause: cause, kind: kind,
        identity: Sym(rawValue: identity), code: p.code, reason: p.reason,
        name: Sym(rawValue: p.name), type: Sym(rawValue: p.type), site: Sym(rawValue: p.site),
        before: Sym(rawValue: p.before), after: Sym(rawValue: p.after), value: p.value))
    return nil
  }
}
