/// The events of a chunk too large to hold decoded (more than ``ChunkDecoder/batchEvents``):
/// checked whole when the chunk was decoded, then decoded again a batch at a time as they are
/// read. It holds a copy of the chunk's records, so it takes the memory of the chunk's bytes, not
/// of its events.
final class ChunkStream {
  /// The chunk's first event and the order of its events, checked on their own: the reader
  /// checks that the chunk follows the events before it (``EventOrder/check(first:checkedBy:)``).
  let first: TraceEvent
  let order: EventOrder
  private let records: UnsafeMutableRawBufferPointer
  private let decoder = RecordDecoder()
  private var cursor: RecordCursor

  init(
    records bytes: UnsafeRawBufferPointer, count: Int, symCount: UInt32, start: EventPrediction,
    version: UInt16, first: TraceEvent, order: EventOrder
  ) {
    records = .allocate(byteCount: bytes.count, alignment: 1)
    records.copyMemory(from: bytes)
    cursor = decoder.start(
      UnsafeRawBufferPointer(records), count: count, symCount: symCount, start: start,
      version: version)
    self.first = first
    self.order = order
  }

  deinit { records.deallocate() }

  /// Decodes the next batch of events into `events` (none at the end); a failure, which the
  /// check of the whole chunk rules out, is returned.
  func next(into events: EventBuffer) -> DecodeFailure? {
    let before = cursor.decoded
    events.reset(capacity: min(ChunkDecoder.batchEvents, cursor.count - before))
    if let failure = decoder.decode(&cursor, upTo: ChunkDecoder.batchEvents, into: events.base) {
      return failure
    }
    events.count = cursor.decoded - before
    return nil
  }
}
