/// A finished events chunk, ready to be framed and written.
struct EncodedChunk {
  /// `.events`, or `.deflatedEvents` when the writer's rule deflated it.
  var type: ChunkType
  var payload: [UInt8]
  var eventCount: Int
}

/// Encodes events into events-chunk payloads (docs/trace-format.md §4–5), deflating the
/// string-heavy ones (§4.4).
///
/// Strings are renumbered in first-use order (identity, name, type, site, before, after), so the
/// output depends only on the events and their strings, never on the source's numbering; chunks
/// close at a size threshold, so their boundaries depend only on content.
final class ChunkEncoder {
  /// The text of a source symbol, or nil if the source has no such symbol.
  var text: (Int) -> String? = { _ in nil }
  /// Events dropped before the next chunk, recorded in its prelude.
  var pendingDropped: UInt64 = 0

  private let events = ByteBuffer(capacity: BinaryLayout.targetChunkBytes + 4096)
  private let strings = ByteBuffer(capacity: 4096)
  private let cache = PredictionCache()
  private let deflater = Deflater(level: DeflatedEvents.level)
  private let masks: UnsafeMutablePointer<UInt8>
  private let prediction: UnsafeMutablePointer<EventPrediction>
  private var remap: UnsafeMutablePointer<UInt32>
  private var remapCapacity = 1024
  private var nextSym: UInt32 = 1
  private var chunkFirstSym: UInt32 = 1
  private var newCount = 0
  private var eventCount = 0
  private var first = (seq: UInt64(0), time: UInt64(0), update: UInt32(0))

  /// The chunk size threshold; only tests change it from the format's.
  private let chunkBytes: Int

  init(chunkBytes: Int = BinaryLayout.targetChunkBytes) {
    self.chunkBytes = chunkBytes
    masks = .allocate(capacity: 32)
    masks.initialize(from: kindFieldMasks, count: 32)
    prediction = .allocate(capacity: 1)
    prediction.initialize(to: EventPrediction())
    remap = .allocate(capacity: remapCapacity)
    remap.initialize(repeating: 0, count: remapCapacity)
  }

  deinit {
    masks.deallocate()
    prediction.deallocate()
    remap.deallocate()
  }

  /// The file symbol for source symbol `sym`, defining its string in this chunk on first use.
  @inline(__always)
  private func fileSym(_ sym: Sym) -> UInt32 {
    let r = Int(sym.rawValue)
    if r < remapCapacity {
      let m = remap[r]
      if m != 0 || r == 0 { return m }
    }
    return define(r)
  }

  private func define(_ r: Int) -> UInt32 {
    // A symbol the source does not hold is a recorder bug; it is written as "no string".
    guard let string = text(r) else { return 0 }
    if r >= remapCapacity {
      var newCapacity = remapCapacity * 2
      while newCapacity <= r { newCapacity *= 2 }
      let grown = UnsafeMutablePointer<UInt32>.allocate(capacity: newCapacity)
      grown.initialize(from: remap, count: remapCapacity)
      (grown + remapCapacity).initialize(repeating: 0, count: newCapacity - remapCapacity)
      remap.deallocate()
      remap = grown
      remapCapacity = newCapacity
    }
    let sym = nextSym
    nextSym += 1
    remap[r] = sym
    newCount += 1
    strings.appendString(string)
    return sym
  }

  /// Encodes `e`. Returns true when the chunk is full and should be taken with ``takeChunk()``.
  @inline(__always)
  func encode(_ e: TraceEvent) -> Bool {
    // The codec works on raw numbers: a sequence number's delta is coded like any other.
    let seq = e.seq.rawValue
    let cause = e.cause.rawValue
    let kind = e.kind.rawValue
    let fields = masks[Int(kind)]
    let identity = fileSym(e.identity)
    var p = Payload(value: e.value, code: e.code, reason: e.reason)
    if fields & EventFields.name.rawValue != 0 { p.name = fileSym(e.name) }
    if fields & EventFields.type.rawValue != 0 { p.type = fileSym(e.type) }
    if fields & EventFields.site.rawValue != 0 { p.site = fileSym(e.site) }
    if fields & EventFields.before.rawValue != 0 { p.before = fileSym(e.before) }
    if fields & EventFields.after.rawValue != 0 { p.after = fileSym(e.after) }

    if eventCount == 0 {
      first = (seq, e.time, e.update)
      prediction.pointee = EventPrediction(seq: seq, time: e.time, update: e.update)
      cache.reset()
    }
    let cache = self.cache.tables
    events.reserve(RecordOp.maxRecordBytes)
    var out = events.end
    let s = prediction.pointee
    if seq != s.prevSeq &+ 1 {
      out.pointee = RecordOp.escapeSeq
      out = Varint.write(seq, to: out + 1)
    }
    if e.update != s.update(for: kind) {
      out.pointee = RecordOp.escapeUpdate
      out = Varint.write(UInt64(e.update), to: out + 1)
    }
    var base = s.prevTime
    if e.time < base {
      base = e.time
      out.pointee = RecordOp.escapeTime
      out = Varint.write(base, to: out + 1)
    }

    // The cause: the previous event's, or coded as 0 (none) or its distance back plus one.
    var causeMode = RecordOp.causeExplicit
    var causeCode: UInt64 = 0
    if cause == s.prevCause {
      causeMode = RecordOp.causePrevious
    } else if cause != 0 {
      causeCode = (seq &- cause) &+ 1
      if causeCode == 0 {
        out.pointee = RecordOp.escapeCause
        out = Varint.write(cause, to: out + 1)
        causeMode = RecordOp.causePrevious
      }
    }
    var identityMode = RecordOp.identityExplicit
    if identity == s.prevIdentity {
      identityMode = RecordOp.identityPrevious
    } else if let c = cache.event(cause), c.identity == identity {
      identityMode = RecordOp.identityOfCause
    }

    var (predicted, slot, tag) = cache.predict(kind: kind, identity: identity)
    if kind == EventKind.bodyEnd.rawValue, let c = cache.event(cause) {
      predicted.value = e.time &- c.time
    }
    var diff: UInt8 = 0
    if p.code != predicted.code { diff |= EventFields.code.rawValue }
    if p.reason != predicted.reason { diff |= EventFields.reason.rawValue }
    if p.name != predicted.name { diff |= EventFields.name.rawValue }
    if p.type != predicted.type { diff |= EventFields.type.rawValue }
    if p.site != predicted.site { diff |= EventFields.site.rawValue }
    if p.before != predicted.before { diff |= EventFields.before.rawValue }
    if p.after != predicted.after { diff |= EventFields.after.rawValue }
    if p.value != predicted.value { diff |= EventFields.value.rawValue }
    diff &= fields

    if kind > RecordOp.kindsPerPage {
      out.pointee = RecordOp.escapePage
      out += 1
    }
    out.pointee = RecordOp.op(
      kind: kind, identity: identityMode, cause: causeMode,
      payload: diff == 0 ? RecordOp.payloadPredicted : RecordOp.payloadMasked)
    out = Varint.write(e.time &- base, to: out + 1)
    if causeMode == RecordOp.causeExplicit { out = Varint.write(causeCode, to: out) }
    if identityMode == RecordOp.identityExplicit {
      let code = identity == 0 ? 0 : Varint.zigzag(Int64(identity) - Int64(s.lastPath)) + 1
      out = Varint.write(code, to: out)
    }
    if diff != 0 {
      out.pointee = diff
      out += 1
      if diff & EventFields.code.rawValue != 0 {
        out.pointee = p.code
        out += 1
        predicted.code = p.code
      }
      if diff & EventFields.reason.rawValue != 0 {
        out.pointee = p.reason
        out += 1
        predicted.reason = p.reason
      }
      if diff & EventFields.name.rawValue != 0 {
        out = Varint.write(UInt64(p.name), to: out)
        predicted.name = p.name
      }
      if diff & EventFields.type.rawValue != 0 {
        out = Varint.write(UInt64(p.type), to: out)
        predicted.type = p.type
      }
      if diff & EventFields.site.rawValue != 0 {
        out = Varint.write(UInt64(p.site), to: out)
        predicted.site = p.site
      }
      if diff & EventFields.before.rawValue != 0 {
        out = Varint.write(UInt64(p.before), to: out)
        predicted.before = p.before
      }
      if diff & EventFields.after.rawValue != 0 {
        out = Varint.write(UInt64(p.after), to: out)
        predicted.after = p.after
      }
      if diff & EventFields.value.rawValue != 0 {
        out = Varint.write(p.value, to: out)
        predicted.value = p.value
      }
    }
    cache.store(predicted, kind: kind, slot: slot, tag: tag)
    cache.remember(seq: seq, time: e.time, identity: identity)
    events.advance(to: out)
    prediction.pointee.advance(
      seq: seq, time: e.time, update: e.update, cause: cause, identity: identity, kind: kind)
    eventCount += 1
    return events.count + strings.count >= chunkBytes
  }

  /// The current chunk, deflated if the writer's rule says so, or nil if it holds no events.
  /// Starts a new chunk.
  func takeChunk() -> EncodedChunk? {
    guard eventCount > 0 else { return nil }
    let head = ByteBuffer(capacity: 64)
    head.appendVarint(UInt64(chunkFirstSym))
    head.appendVarint(UInt64(newCount))
    let middle = ByteBuffer(capacity: 64)
    middle.appendVarint(pendingDropped)
    middle.appendVarint(UInt64(eventCount))
    middle.appendVarint(first.seq)
    middle.appendVarint(first.time)
    middle.appendVarint(UInt64(first.update))
    var payload: [UInt8] = []
    payload.reserveCapacity(head.count + strings.count + middle.count + events.count)
    for part in [head, strings, middle, events] {
      payload.append(contentsOf: UnsafeBufferPointer(start: part.base, count: part.count))
    }
    let deflated = DeflatedEvents.encode(payload, stringBytes: strings.count, with: deflater)
    let chunk = EncodedChunk(
      type: deflated == nil ? .events : .deflatedEvents, payload: deflated ?? payload,
      eventCount: eventCount)
    strings.removeAll()
    events.removeAll()
    newCount = 0
    chunkFirstSym = nextSym
    eventCount = 0
    pendingDropped = 0
    return chunk
  }
}
