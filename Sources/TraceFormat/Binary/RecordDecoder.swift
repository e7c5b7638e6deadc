/// Decodes the event records of one events chunk (docs/trace-format.md §5) straight into raw
/// event memory.
///
/// Records are read without bounds checks: while fewer than `RecordOp.maxRecordBytes` bytes are
/// left, the decoder reads a copy of them followed by zero bytes instead, and a record that used
/// any of those zeros ends early. Escapes, which may repeat, are read with bounds checks.
final class RecordDecoder {
  private let cache = PredictionCache()
  private let ops: UnsafeMutablePointer<UInt16>
  private let masks: UnsafeMutablePointer<UInt8>
  /// The last bytes of a chunk, then `RecordOp.maxRecordBytes` zeros.
  private let tail: UnsafeMutablePointer<UInt8>

  /// Where a ``TraceEvent`` stores its kind. Swift stores an `EventKind` as its case's position,
  /// which is its raw value minus one; the op table only yields raw values of kinds.
  private static var kindOffset: Int { MemoryLayout<TraceEvent>.offset(of: \.kind)! }

  init() {
    ops = .allocate(capacity: 512)
    ops.initialize(from: RecordOp.decodeTable, count: 512)
    masks = .allocate(capacity: 32)
    masks.initialize(from: kindFieldMasks, count: 32)
    tail = .allocate(capacity: 2 * RecordOp.maxRecordBytes)
    precondition(Payload.matchesEventLayout, "TraceEvent no longer stores a Payload's layout")
    precondition(
      EventKind.allCases.allSatisfy { unsafeBitCast($0, to: UInt8.self) == $0.rawValue - 1 },
      "EventKind's cases are no longer declared in raw value order from 1")
  }

  deinit {
    ops.deallocate()
    masks.deallocate()
    tail.deallocate()
  }

  /// Starts decoding `count` records from `bytes` of a file of format `version`, which they must
  /// use up exactly: before version 3 the page escape is corrupt, before version 4 so is an
  /// identity's `value`, and before version 5 an invalidation's `before` and `after`. The records are then decoded by ``decode(_:upTo:into:)``, in one batch
  /// or several, with no other chunk started on this decoder meanwhile (its prediction cache and
  /// field masks are the chunk's).
  func start(
    _ bytes: UnsafeRawBufferPointer, count: Int, symCount: UInt32, start: EventPrediction,
    version: UInt16
  ) -> RecordCursor {
    cache.reset()
    let identity = Int(EventKind.identity.rawValue)
    masks[identity] = kindFieldMasks[identity]
    if version < 4 { masks[identity] &= ~EventFields.value.rawValue }
    let invalidate = Int(EventKind.invalidate.rawValue)
    masks[invalidate] = kindFieldMasks[invalidate]
    if version < 5 {
      masks[invalidate] &= ~(EventFields.before.rawValue | EventFields.after.rawValue)
    }
    let pages = version >= 3
    let p = bytes.baseAddress.map { $0.assumingMemoryBound(to: UInt8.self) } ?? UnsafePointer(tail)
    let end = p + bytes.count
    // Where a whole record surely fits; past it, switch to the zero-padded copy in `tail`.
    let safeEnd = bytes.count >= RecordOp.maxRecordBytes ? end - RecordOp.maxRecordBytes : p - 1
    return RecordCursor(
      p: p, end: end, safeEnd: safeEnd, s: start, symCount: symCount, pages: pages, count: count)
  }

  /// Decodes the next records of `cursor`, up to `n` of them, into `out` and returns what is
  /// wrong, or nil; the batch that ends the records also checks that they use up their bytes.
  func decode(_ cursor: inout RecordCursor, upTo n: Int, into out: UnsafeMutablePointer<TraceEvent>)
    -> DecodeFailure?
  {
    let tables = cache.tables
    let ops = UnsafePointer(self.ops)
    let masks = UnsafePointer(self.masks)
    let (symCount, pages, done) = (cursor.symCount, cursor.pages, cursor.decoded)
    var (p, end, safeEnd, inTail, s) = (
      cursor.p, cursor.end, cursor.safeEnd, cursor.inTail, cursor.s
    )
    let batch = min(n, cursor.count - done)
    for i in 0..<batch {
      if p > safeEnd {
        guard !inTail else { return RecordProblem.endsEarly.failure(event: done + i) }
        (p, end, safeEnd) = moveToTail(from: p, end: end)
        inTail = true
        guard p < end else { return RecordProblem.endsEarly.failure(event: done + i) }
      }
      var escapes = Escapes(seq: s.prevSeq &+ 1, base: s.prevTime)
      if p.pointee >= RecordOp.escapeSeq {
        switch escapes.reading(from: p, limit: end, pages: pages) {
        case .success(let read): (escapes, p) = read
        case .failure(let problem): return problem.failure(event: done + i)
        }
        if p > safeEnd && !inTail {
          (p, end, safeEnd) = moveToTail(from: p, end: end)
          inTail = true
        }
      }
      if let problem = decodeRecord(
        &p, &s, escapes, symCount: symCount, tables: tables, ops: ops, masks: masks, into: out + i)
      {
        return (inTail && p > end ? .endsEarly : problem).failure(event: done + i)
      }
    }
    (cursor.p, cursor.end, cursor.safeEnd, cursor.inTail, cursor.s) = (p, end, safeEnd, inTail, s)
    cursor.decoded = done + batch
    guard cursor.decoded == cursor.count else { return nil }
    guard p <= end else { return RecordProblem.endsEarly.failure(event: cursor.count - 1) }
    return p == end ? nil : "stray bytes after the last event"
  }

  /// Copies the bytes from `p` to `end` to `tail`, zero-padded; returns `p` and `end` in the
  /// copy, and the last position where a record may start.
  private func moveToTail(from p: UnsafePointer<UInt8>, end: UnsafePointer<UInt8>) -> (
    UnsafePointer<UInt8>, UnsafePointer<UInt8>, UnsafePointer<UInt8>
  ) {
    let n = end - p
    tail.update(from: p, count: n)
    (tail + n).update(repeating: 0, count: RecordOp.maxRecordBytes)
    return (UnsafePointer(tail), UnsafePointer(tail + n), UnsafePointer(tail + n - 1))
  }

  /// Decodes the record at `p` (past its escapes) into `out`, updating the predictions `s`;
  /// returns what is wrong, or nil.
  @inline(always)
  private func decodeRecord(
    _ p: inout UnsafePointer<UInt8>, _ s: inout EventPrediction, _ escapes: Escapes,
    symCount: UInt32, tables cache: PredictionTables, ops: UnsafePointer<UInt16>,
    masks: UnsafePointer<UInt8>, into out: UnsafeMutablePointer<TraceEvent>
  ) -> RecordProblem? {
    let decoded = ops[Int(p.pointee) | escapes.page]
    guard decoded != 0 else { return .badOp }
    p += 1
    let kindRaw = UInt8(truncatingIfNeeded: decoded & 0x1F)
    let mode = UInt8(truncatingIfNeeded: decoded >> 5)
    let seq = escapes.seq
    let update = escapes.hasUpdate ? escapes.update : s.update(for: kindRaw)
    guard let delta = Varint.readUnchecked(&p) else { return .badVarint }
    let (time, overflow) = escapes.base.addingReportingOverflow(delta)
    guard !overflow else { return .timeOutOfRange }

    var cause = s.prevCause
    if escapes.hasCause {
      guard (mode >> 1) & 1 == RecordOp.causePrevious else { return .causeCodedTwice }
      cause = escapes.cause
    } else if (mode >> 1) & 1 == RecordOp.causeExplicit {
      guard let v = Varint.readUnchecked(&p) else { return .badVarint }
      cause = v == 0 ? 0 : seq &- (v &- 1)
    }
    var identity = s.prevIdentity
    let identityMode = mode >> 2
    let recent = cache.recent(cause)
    let causeKnown = recent.seq == cause && recent.generation == cache.generation && cause != 0
    if identityMode == RecordOp.identityExplicit {
      guard let v = Varint.readUnchecked(&p) else { return .badVarint }
      let sym = Int64(s.lastPath) &+ Varint.unzigzag(v &- 1)
      guard v == 0 || (sym >= 0 && sym < Int64(symCount)) else { return .undefinedString }
      identity = v == 0 ? 0 : UInt32(truncatingIfNeeded: sym)
    } else if identityMode == RecordOp.identityOfCause {
      guard causeKnown else { return .causeOutsideChunk }
      identity = recent.identity
    }

    var (payload, slot, tag) = cache.predict(kind: kindRaw, identity: identity)
    if kindRaw == EventKind.bodyEnd.rawValue && causeKnown {
      payload.value = time &- recent.time
    }
    if mode & 1 == RecordOp.payloadMasked {
      let diff = p.pointee
      p += 1
      guard diff & ~masks[Int(kindRaw)] == 0 else { return .badMask }
      if let problem = readFields(diff, &p, into: &payload, symCount: symCount) { return problem }
    }
    cache.store(payload, kind: kindRaw, slot: slot, tag: tag)
    payload.write(to: out)
    cache.remember(seq: seq, time: time, identity: identity)
    s.advance(
      seq: seq, time: time, update: update, cause: cause, identity: identity, kind: kindRaw)
    out.pointee.seq = Seq(rawValue: seq)
    out.pointee.time = time
    out.pointee.cause = Seq(rawValue: cause)
    out.pointee.update = update
    out.pointee.identity = Sym(rawValue: identity)
    UnsafeMutableRawPointer(out).storeBytes(
      of: kindRaw &- 1, toByteOffset: Self.kindOffset, as: UInt8.self)
    return nil
  }

  /// Reads the payload fields whose bits are set in `diff`, in bit order, into `payload`.
  @inline(always)
  private func readFields(
    _ diff: UInt8, _ p: inout UnsafePointer<UInt8>, into payload: inout Payload, symCount: UInt32
  ) -> RecordProblem? {
    if diff & EventFields.code.rawValue != 0 {
      payload.code = p.pointee
      p += 1
    }
    if diff & EventFields.reason.rawValue != 0 {
      payload.reason = p.pointee
      p += 1
    }
    if diff & EventFields.name.rawValue != 0 {
      guard let v = Varint.readUnchecked32(&p), v < symCount else { return .undefinedString }
      payload.name = v
    }
    if diff & (EventFields.type.rawValue | EventFields.site.rawValue) != 0 {
      if diff & EventFields.type.rawValue != 0 {
        guard let v = Varint.readUnchecked32(&p), v < symCount else { return .undefinedString }
        payload.type = v
      }
      if diff & EventFields.site.rawValue != 0 {
        guard let v = Varint.readUnchecked32(&p), v < symCount else { return .undefinedString }
        payload.site = v
      }
    }
    if diff & (EventFields.before.rawValue | EventFields.after.rawValue) != 0 {
      if diff & EventFields.before.rawValue != 0 {
        guard let v = Varint.readUnchecked32(&p), v < symCount else { return .undefinedString }
        payload.before = v
      }
      if diff & EventFields.after.rawValue != 0 {
        guard let v = Varint.readUnchecked32(&p), v < symCount else { return .undefinedString }
        payload.after = v
      }
    }
    if diff & EventFields.value.rawValue != 0 {
      guard let v = Varint.readUnchecked(&p) else { return .badVarint }
      payload.value = v
    }
    return nil
  }
}

/// Why a record does not decode. A plain code on the hot path; the message is made on failure.
enum RecordProblem: UInt8, Error {
  case endsEarly, badOp, badVarint, timeOutOfRange, causeCodedTwice, undefinedString
  case causeOutsideChunk, badMask, updateOutOfRange, badEscape

  /// The message for the record of event `i` (from 0 in the chunk).
  @inline(never)
  func failure(event i: Int) -> DecodeFailure {
    let what: String =
      switch self {
      case .endsEarly: "ends early"
      case .badOp: "starts with an invalid byte"
      case .badVarint: "has an overlong varint"
      case .timeOutOfRange: "has a time out of range"
      case .causeCodedTwice: "codes its escaped cause twice"
      case .undefinedString: "refers to an undefined string"
      case .causeOutsideChunk: "takes the identity of a cause outside the chunk"
      case .badMask: "has a field mask with bits its kind lacks"
      case .updateOutOfRange: "escapes an update out of range"
      case .badEscape: "has an unknown escape"
      }
    return "the record of event \(i) \(what)"
  }
}

/// What the escapes before a record set (docs/trace-format.md §5.2).
struct Escapes {
  var seq: UInt64
  var base: UInt64
  var update: UInt32 = 0
  var hasUpdate = false
  var cause: UInt64 = 0
  var hasCause = false
  /// 256 after the page escape: where the op byte's kinds are in the decode table.
  var page = 0

  /// The escapes at `p` read on top of these, with bounds checks against `limit`, and where the
  /// op byte after them is; or what is wrong. The page escape, allowed only if `pages`, ends
  /// them: the op byte follows it. Takes and returns values, so that the caller's cursor and
  /// escapes can stay in registers on the path without escapes.
  @inline(never)
  func reading(from p: UnsafePointer<UInt8>, limit: UnsafePointer<UInt8>, pages: Bool)
    -> Result<(Escapes, UnsafePointer<UInt8>), RecordProblem>
  {
    var escapes = self
    var c = ByteCursor(UnsafeRawBufferPointer(start: p, count: limit - p))
    while c.p < c.limit && c.p.pointee >= RecordOp.escapeSeq {
      let op = c.p.pointee
      c.p += 1
      if op == RecordOp.escapePage {
        guard pages else { return .failure(.badEscape) }
        escapes.page = 256
        break
      }
      guard let v = c.varint() else { return .failure(.endsEarly) }
      switch op {
      case RecordOp.escapeSeq: escapes.seq = v
      case RecordOp.escapeUpdate:
        guard v <= UInt64(UInt32.max) else { return .failure(.updateOutOfRange) }
        escapes.update = UInt32(v)
        escapes.hasUpdate = true
      case RecordOp.escapeTime: escapes.base = v
      case RecordOp.escapeCause:
        escapes.cause = v
        escapes.hasCause = true
      default: return .failure(.badEscape)
      }
    }
    guard c.p < c.limit else { return .failure(.endsEarly) }
    return .success((escapes, c.p))
  }
}

/// Where decoding one chunk's records stands between batches (``RecordDecoder/start``).
struct RecordCursor {
  fileprivate var p: UnsafePointer<UInt8>
  fileprivate var end: UnsafePointer<UInt8>
  fileprivate var safeEnd: UnsafePointer<UInt8>
  fileprivate var inTail = false
  fileprivate var s: EventPrediction
  fileprivate let symCount: UInt32
  fileprivate let pages: Bool
  /// The records in all, and those decoded so far.
  let count: Int
  fileprivate(set) var decoded = 0
}
