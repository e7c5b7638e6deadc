/// Decodes events-chunk payloads (docs/trace-format.md §4–5), keeping the string table they grow.
final class ChunkDecoder {
  /// The string table so far; `strings[i]` is file symbol `i`.
  private(set) var strings: [String] = [""]
  /// Strings lost with chunks that were skipped, replaced by placeholders.
  private(set) var lostStrings = 0

  private let records = RecordDecoder()

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
    if let failure = records.decode(
      UnsafeRawBufferPointer(start: c.p, count: c.remaining), count: Int(count),
      symCount: UInt32(symCount), start: EventPrediction(seq: seq0, time: time0, update: update0),
      into: events.base)
    {
      return .failure(failure)
    }
    events.count = Int(count)
    if gap > 0 {
      lostStrings += gap
      strings += (0..<gap).map { "<lost string #\(strings.count + $0)>" }
    }
    strings += added
    return .success(dropped)
  }
}
