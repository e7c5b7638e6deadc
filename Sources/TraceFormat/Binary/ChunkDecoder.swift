/// What an events chunk adds to the file's string table, and the events dropped before it.
struct ChunkStrings {
  /// The number of the first string the chunk defines.
  var first: UInt64
  var added: [String]
  var dropped: UInt64
  /// What ``added`` costs in memory (``MemoryBudget/cost(of:)``); `Int.max` when the chunk's
  /// strings passed the budget and were not all decoded.
  var cost = 0
  /// The chunk's events when there are more than ``ChunkDecoder/batchEvents`` of them: checked,
  /// but decoded again batch by batch as they are read, instead of held decoded.
  var stream: ChunkStream? = nil
}

/// Decodes events-chunk payloads (docs/trace-format.md §4–5), deflated or not, each on its own:
/// the strings a chunk defines are checked against the file's table when the chunk is taken in
/// file order (``FileStrings``), so that chunks can be decoded on any thread in any order.
final class ChunkDecoder {
  /// The most events a chunk is decoded into memory at once. A writer's chunks hold fewer (it
  /// closes them at 32 KiB, two bytes per event at least); a larger chunk is streamed, so that
  /// the memory a chunk takes follows its bytes (at most 16 MiB inflated, or 64 MiB raw), not
  /// its events (64 bytes each once decoded).
  static let batchEvents = 16_384

  private let records = RecordDecoder()
  private let inflater = Inflater()
  /// The memory the strings of one chunk may take (``MemoryBudget/cost(of:)``).
  private let stringBudget: Int

  /// A decoder whose chunks' strings may take `stringBudget` bytes each; a chunk whose strings
  /// would take more is decoded no further (its ``ChunkStrings/cost`` says so).
  init(stringBudget: Int = .max) { self.stringBudget = stringBudget }

  /// Decodes the payload of an events chunk of `type` (events or deflated events) from a file of
  /// format `version` into `events`, and returns what it adds to the string table.
  func decode(
    type: UInt8, _ payload: UnsafeRawBufferPointer, version: UInt16, into events: EventBuffer
  ) -> Result<ChunkStrings, DecodeFailure> {
    guard type == ChunkType.deflatedEvents.rawValue else {
      return decode(payload, version: version, into: events)
    }
    // No version-1 writer wrote type 4: in a version-1 file, it means that the version field,
    // which no checksum covers, is damaged.
    guard version >= 2 else { return .failure("deflated events in a version-1 file") }
    return DeflatedEvents.decode(payload, with: inflater).flatMap {
      decode($0, version: version, into: events)
    }
  }

  /// Decodes an events payload of a file of format `version` into `events`.
  func decode(
    _ payload: UnsafeRawBufferPointer, version: UInt16 = BinaryLayout.version,
    into events: EventBuffer
  ) -> Result<ChunkStrings, DecodeFailure> {
    events.reset(capacity: 0)
    var c = ByteCursor(payload)
    guard let first = c.varint(), let newCount = c.varint(), newCount <= UInt64(payload.count)
    else {
      return .failure("string section ends early")
    }
    var added: [String] = []
    added.reserveCapacity(Int(min(newCount, UInt64(stringBudget / MemoryBudget.lostCost))))
    var cost = 0
    for _ in 0..<newCount {
      guard let s = c.string() else { return .failure("string section ends early") }
      cost += MemoryBudget.cost(of: s)
      guard cost <= stringBudget else {
        return .success(ChunkStrings(first: first, added: [], dropped: 0, cost: .max))
      }
      added.append(s)
    }
    let (symCount, overflow) = first.addingReportingOverflow(newCount)
    guard !overflow, symCount <= UInt64(UInt32.max) else { return .failure("too many strings") }
    guard let dropped = c.varint(), let count = c.varint(), let seq0 = c.varint(),
      let time0 = c.varint(),
      let update0 = c.varint32()
    else { return .failure("chunk prelude ends early") }
    // Every event takes at least two bytes: its first byte and its time delta.
    guard count <= UInt64(c.remaining / 2) else {
      return .failure("event count \(count) exceeds the chunk")
    }
    let start = EventPrediction(seq: seq0, time: time0, update: update0)
    let bytes = UnsafeRawBufferPointer(start: c.p, count: c.remaining)
    var cursor = records.start(
      bytes, count: Int(count), symCount: UInt32(symCount), start: start, version: version)
    guard count > Self.batchEvents else {
      events.reset(capacity: Int(count))
      if let failure = records.decode(&cursor, upTo: Int(count), into: events.base) {
        return .failure(failure)
      }
      events.count = Int(count)
      return .success(ChunkStrings(first: first, added: added, dropped: dropped, cost: cost))
    }
    // Checked whole now, a batch at a time through `events`, which is left empty.
    events.reset(capacity: Self.batchEvents)
    var order = EventOrder()
    var firstEvent: TraceEvent?
    while cursor.decoded < cursor.count {
      let before = cursor.decoded
      if let failure = records.decode(&cursor, upTo: Self.batchEvents, into: events.base) {
        return .failure(failure)
      }
      events.count = cursor.decoded - before
      firstEvent = firstEvent ?? events.base[0]
      if let problem = order.check(events) {
        events.count = 0
        return .failure(DecodeFailure(problem))
      }
    }
    events.count = 0
    let stream = ChunkStream(
      records: bytes, count: Int(count), symCount: UInt32(symCount), start: start,
      version: version, first: firstEvent!, order: order)
    return .success(
      ChunkStrings(first: first, added: added, dropped: dropped, cost: cost, stream: stream))
  }
}
