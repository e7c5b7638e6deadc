import Testing

@testable import TraceFormat

/// Edge cases of the record decoder that writers never produce but readers must accept or refuse.
@Suite struct RecordDecoderTests {
  /// An events payload: no strings, one event from seq 1 at time 0, then `records`.
  private func payload(_ records: [UInt8], count: UInt8 = 1) -> [UInt8] {
    [1, 0, 0, count, 1, 0, 0] + records
  }

  private func decode(_ bytes: [UInt8], version: UInt16 = BinaryLayout.version) -> Result<
    [TraceEvent], DecodeFailure
  > {
    let events = EventBuffer()
    return bytes.withUnsafeBytes { raw in
      ChunkDecoder().decode(raw, version: version, into: events).map { _ in
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

  /// An event of `kind` with the identity and cause of the previous event and the predicted
  /// payload, at time delta 5: the page escape first for kinds from 20 on.
  private func predicted(_ kind: EventKind) -> [UInt8] {
    let op = RecordOp.op(kind: kind.rawValue, identity: 1, cause: 1, payload: 1)
    return (kind.rawValue > 19 ? [RecordOp.escapePage] : []) + [op, 5]
  }

  @Test func thePageEscapeCodesTheKindsFrom20On() throws {
    let records = predicted(.updateEnd) + predicted(.modelWrite) + predicted(.display)
    let events = try decode(payload(records, count: 3)).get()
    #expect(events.map(\.kind) == [.updateEnd, .modelWrite, .display])
    #expect(events.map(\.time) == [5, 10, 15])
    // The same op byte without the escape is a kind of the first page.
    #expect(predicted(.modelWrite)[1] == predicted(.updateBegin)[0])
    // Other escapes come before it.
    let escaped = [RecordOp.escapeSeq, 9] + predicted(.display)
    let event = try #require(try decode(payload(escaped)).get().first)
    #expect(event.kind == .display && event.seq == 9)
  }

  @Test func thePageEscapeIsDamageBeforeVersion3() {
    for version: UInt16 in [1, 2] {
      guard case .failure(let failure) = decode(payload(predicted(.modelWrite)), version: version)
      else {
        Issue.record("a page escape was accepted in a version-\(version) file")
        continue
      }
      #expect(failure.detail == "the record of event 0 has an unknown escape")
    }
    #expect((try? decode(payload(predicted(.updateEnd)), version: 2).get())?.count == 1)
  }

  @Test func aPageEscapeMustBeFollowedByTheOpOfAKnownKind() {
    let firstUndefined = RecordOp.op(
      kind: EventKind.allCases.last!.rawValue + 1, identity: 0, cause: 0, payload: 0)
    let cases: [(String, [UInt8])] = [
      ("an op of no defined kind", [RecordOp.escapePage, firstUndefined, 0, 0, 0, 0]),
      ("the last op byte", [RecordOp.escapePage, 228, 0, 0, 0, 0]),
      ("another escape", [RecordOp.escapePage, RecordOp.escapeSeq, 1] + predicted(.updateEnd)),
      ("a second page escape", [RecordOp.escapePage] + predicted(.display)),
    ]
    for (what, records) in cases {
      guard case .failure(let failure) = decode(payload(records)) else {
        Issue.record("a page escape followed by \(what) was accepted")
        continue
      }
      #expect(failure.detail == "the record of event 0 starts with an invalid byte")
    }
    guard case .failure = decode(payload([RecordOp.escapePage])) else {
      Issue.record("a record ending after its page escape was accepted")
      return
    }
  }
}
