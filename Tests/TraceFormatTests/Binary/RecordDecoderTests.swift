import Testing

@testable import TraceFormat

/// Edge cases of the record decoder that writers never produce but readers must accept or refuse.
@Suite struct RecordDecoderTests {
  /// An events payload: no strings, one event from seq 1 at time 0, then `records`.
  private func payload(_ records: [UInt8], count: UInt8 = 1) -> [UInt8] {
    [1, 0, 0, count, 1, 0, 0] + records
  }

  private func decode(_ bytes: [UInt8]) -> Result<[TraceEvent], DecodeFailure> {
    let events = EventBuffer()
    return bytes.withUnsafeBytes { raw in
      ChunkDecoder().decode(raw, into: events).map { _ in
        Array(UnsafeBufferPointer(start: events.base, count: events.count))
      }
    }
  }

  /// update-end, identity and cause as the previous event's, payload as predicted.
  private let updateEndPredicted = RecordOp.op(kind: 2, identity: 1, cause: 1, payload: 1)

  @Test func repeatedEscapesLongerThanAnyRecordAreRead() throws {
    // 100 time-base escapes (the last one wins), then the event: longer than maxRecordBytes.
    let escapes = (0..<100).flatMap { i in [RecordOp.escapeTime, UInt8(i)] }
    let events = try decode(payload(escapes + [updateEndPredicted, 5])).get()
    #expect(events.count == 1)
    #expect(events.first?.kind == .updateEnd)
    #expect(events.first?.time == 99 + 5)
  }

  @Test func recordsCutOrFollowedByStrayBytesAreRefused() {
    let records: [UInt8] = [RecordOp.escapeSeq, 7, updateEndPredicted, 0x85, 0x01]
    guard case .success(let events) = decode(payload(records)) else {
      Issue.record("the whole record should decode")
      return
    }
    #expect(events.first?.seq == 7 && events.first?.time == 133)
    for cut in 0..<records.count {
      guard case .failure = decode(payload(Array(records[..<cut]))) else {
        Issue.record("a record cut after \(cut) bytes was accepted")
        continue
      }
    }
    guard case .failure = decode(payload(records + [0])) else {
      Issue.record("a stray byte was accepted")
      return
    }
  }

  @Test func manyRecordsEndingInTheLastBytesDecode() throws {
    // 127 two-byte records: the last ones are read from the zero-padded tail copy.
    let records = (0..<127).flatMap { i in [updateEndPredicted, UInt8(i)] }
    let events = try decode(payload(records, count: 127)).get()
    #expect(events.count == 127)
    #expect(events.last?.seq == 127)
    #expect(events.last?.time == (0..<127).reduce(0) { $0 + UInt64($1) })
  }
}
