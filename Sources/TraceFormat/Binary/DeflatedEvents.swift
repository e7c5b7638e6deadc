/// The payload of a deflated events chunk (docs/trace-format.md §3.2, §4.4): `rawLength:varint`,
/// then a raw deflate stream that inflates to exactly `rawLength` bytes of events payload.
enum DeflatedEvents {
  /// The zlib level of the writer's rule: 9, not the default 6. Only string-heavy chunks are
  /// deflated, and only on the writer thread, so the slower level costs the recording thread
  /// nothing: a 32 KB string-heavy chunk took about 0.63 ms against 0.26 ms at level 6, and came
  /// out 12% smaller. Over the demo traces, level 9 gave 5.95 bytes per event against 6.04 at
  /// level 6 (the target is 6). Inflating is no slower.
  static let level: Int32 = 9

  /// The deflated chunk payload for the events payload `raw`, whose string section is
  /// `stringBytes` long; nil when the writer's rule says to write `raw` as it is. The rule looks
  /// at the content alone: deflate when the strings are at least two fifths of `raw` (chunks of
  /// mostly records shrink less, and inflating them would slow every read of a large trace; the
  /// synthetic notes trace of format-bench peaks at 36% strings) and the result is smaller.
  static func encode(_ raw: [UInt8], stringBytes: Int, with deflater: Deflater) -> [UInt8]? {
    guard 5 * stringBytes >= 2 * raw.count else { return nil }
    let out = [UInt8](unsafeUninitializedCapacity: raw.count + Varint.maxLength) { out, count in
      count = 0
      guard let base = out.baseAddress else { return }
      let head = Varint.write(UInt64(raw.count), to: base) - base
      // Strictly smaller than `raw`, or not at all.
      let room = raw.count - 1 - head
      guard room > 0 else { return }
      let written = raw.withUnsafeBytes {
        deflater.compress($0, into: UnsafeMutableRawBufferPointer(start: base + head, count: room))
      }
      if let written { count = head + written }
    }
    return out.isEmpty ? nil : out
  }

  /// The events payload held in the deflated chunk payload `payload`, in `inflater`'s buffer
  /// (valid until its next use), or what is wrong with it.
  static func decode(_ payload: UnsafeRawBufferPointer, with inflater: Inflater) -> Result<
    UnsafeRawBufferPointer, DecodeFailure
  > {
    var c = ByteCursor(payload)
    guard let rawLength = c.varint() else { return .failure("deflated chunk ends early") }
    guard rawLength <= UInt64(BinaryLayout.maxInflatedBytes) else {
      return .failure(
        "deflated events of \(rawLength) bytes exceed the limit of \(BinaryLayout.maxInflatedBytes)"
      )
    }
    let ratioLimit = max(
      BinaryLayout.ratioFreeBytes,
      c.remaining.multipliedReportingOverflow(
        by: BinaryLayout.maxInflateRatio
      ).partialValue)
    guard rawLength <= UInt64(ratioLimit) else {
      return .failure(
        DecodeFailure(
          "deflated events of \(c.remaining) bytes would inflate to \(rawLength), more than "
            + "\(BinaryLayout.maxInflateRatio) times"))
    }
    return inflater.inflate(
      UnsafeRawBufferPointer(start: c.p, count: c.remaining), length: Int(rawLength))
  }
}
