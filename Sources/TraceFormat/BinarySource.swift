/// A chunk whose frame and checksum are intact.
private struct Chunk {
  var type: UInt8
  var offset: Int
  var payload: UnsafeRawBufferPointer
}

/// Reads the binary format (docs/trace-format.md §2–6) chunk by chunk, in constant memory.
final class BinarySource: EventSource {
  private(set) var header = lostHeader
  private(set) var report: ReadReport
  var strings: [String] { decoder.strings }

  private let input: FileInput
  private let salvage: Bool
  private let decoder = ChunkDecoder()
  private let inflater = Inflater()
  /// The file's format version; version 1 has no deflated events chunks.
  private var version: UInt16 = 0
  private var pending: Chunk?
  private var ended = false
  private var chunkDrops: UInt64 = 0

  /// Reads the file header and the header chunk. `input` is positioned at the start of the file.
  init(input: FileInput, salvage: Bool) throws(TraceFormatError) {
    self.input = input
    self.salvage = salvage
    report = ReadReport(format: .binary, fileSize: input.size)
    guard try input.ensure(BinaryLayout.fileHeaderSize) else {
      let prefix = Array(UnsafeBufferPointer(start: input.pointer, count: min(input.available, 8)))
      throw error(BinaryLayout.magic.starts(with: prefix) ? .truncatedHeader : .badMagic)
    }
    guard BinaryLayout.magic.elementsEqual(UnsafeBufferPointer(start: input.pointer, count: 8))
    else {
      throw error(.badMagic)
    }
    version = UInt16(input.pointer[8]) | UInt16(input.pointer[9]) << 8
    guard BinaryLayout.readableVersions.contains(version) else {
      throw error(.unsupportedVersion(version))
    }
    report.formatVersion = version
    input.consume(BinaryLayout.fileHeaderSize)
    guard let first = try nextChunk() else { throw error(.truncatedHeader) }
    guard first.type == ChunkType.header.rawValue else {
      guard salvage else {
        throw error(.corruptChunk(offset: first.offset, detail: "the header chunk is missing"))
      }
      report.skipped.append("the header chunk (it was lost)")
      pending = first
      return
    }
    switch HeaderChunk.decode(first.payload) {
    case .success(let h): header = h
    case .failure(let failure):
      guard salvage else {
        throw error(.corruptChunk(offset: first.offset, detail: failure.detail))
      }
      report.skipped.append("the header chunk at byte \(first.offset) (\(failure.detail))")
    }
  }

  private func error(_ problem: TraceFormatError.Problem) -> TraceFormatError {
    TraceFormatError(file: input.name, problem: problem)
  }

  private func payload(_ length: Int) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: input.pointer + BinaryLayout.frameSize, count: length)
  }

  func nextRun(into events: EventBuffer) throws(TraceFormatError) -> UInt64? {
    events.reset(capacity: 0)
    while !ended {
      var next = pending
      pending = nil
      if next == nil { next = try nextChunk() }
      guard let chunk = next else {
        ended = true
        break
      }
      switch ChunkType(rawValue: chunk.type) {
      case .events, .deflatedEvents:
        switch decodeEvents(chunk, into: events) {
        case .success(let dropped):
          report.events += UInt64(events.count)
          report.lostStrings = decoder.lostStrings
          chunkDrops += dropped
          report.droppedByRecorder = chunkDrops
          return dropped
        case .failure(let failure):
          guard salvage else {
            throw error(.corruptChunk(offset: chunk.offset, detail: failure.detail))
          }
          report.skipped.append("chunk at byte \(chunk.offset) (\(failure.detail))")
        }
      case .end:
        guard let end = EndChunk.decode(chunk.payload), end.dropped >= chunkDrops else {
          guard salvage else {
            throw error(.corruptChunk(offset: chunk.offset, detail: "bad end chunk"))
          }
          report.skipped.append("end chunk at byte \(chunk.offset) (it does not decode)")
          continue
        }
        ended = true
        report.complete = true
        report.droppedByRecorder = end.dropped
        if try input.ensure(1) {
          let offset = input.offset
          guard salvage else {
            throw error(.corruptChunk(offset: offset, detail: "data after the end of the trace"))
          }
          report.skipped.append("bytes \(offset)-\(input.size) (data after the end of the trace)")
        }
        return end.dropped > chunkDrops ? end.dropped - chunkDrops : nil
      case .header, nil:
        // A second header, or a chunk type of a later minor revision: skipped.
        continue
      }
    }
    return nil
  }

  /// Decodes an events chunk, inflating it first if it is deflated.
  private func decodeEvents(_ chunk: Chunk, into events: EventBuffer) -> Result<
    UInt64, DecodeFailure
  > {
    var payload = chunk.payload
    if chunk.type == ChunkType.deflatedEvents.rawValue {
      // No version-1 writer wrote type 4: in a version-1 file, it means that the version field,
      // which no checksum covers, is damaged.
      guard version >= 2 else { return .failure("deflated events in a version-1 file") }
      switch DeflatedEvents.decode(chunk.payload, with: inflater) {
      case .success(let raw): payload = raw
      case .failure(let failure): return .failure(failure)
      }
    }
    return decoder.decode(payload, into: events, allowGap: salvage)
  }

  /// The next intact chunk, consumed: its payload stays valid until the input is next asked to
  /// `ensure` bytes. Nil at the end of the file. Corrupt chunks throw, or with `salvage` are
  /// skipped up to the next intact one.
  private func nextChunk() throws(TraceFormatError) -> Chunk? {
    let offset = input.offset
    guard try input.ensure(BinaryLayout.frameSize) else { return nil }
    guard let frame = BinaryLayout.parseFrame(input.pointer) else {
      guard salvage else { throw error(.corruptChunk(offset: offset, detail: "bad chunk header")) }
      return try resync(from: offset, reason: "bad chunk header")
    }
    guard try input.ensure(BinaryLayout.frameSize + frame.length) else { return nil }
    guard CRC32C.checksum(payload(frame.length)) == frame.crc else {
      guard salvage else { throw error(.checksumFailed(offset: offset)) }
      return try resync(from: offset, reason: "checksum failed")
    }
    return take(type: frame.type, length: frame.length)
  }

  private func take(type: UInt8, length: Int) -> Chunk {
    let chunk = Chunk(type: type, offset: input.offset, payload: payload(length))
    input.consume(BinaryLayout.frameSize + length)
    return chunk
  }

  /// Scans forward from the damaged chunk at `offset` to the next intact one.
  private func resync(from offset: Int, reason: String) throws(TraceFormatError) -> Chunk? {
    input.consume(1)
    while try input.ensure(BinaryLayout.frameSize) {
      if let frame = BinaryLayout.parseFrame(input.pointer),
        try input.ensure(BinaryLayout.frameSize + frame.length),
        CRC32C.checksum(payload(frame.length)) == frame.crc
      {
        report.skipped.append("bytes \(offset)-\(input.offset) (\(reason))")
        return take(type: frame.type, length: frame.length)
      }
      input.consume(1)
    }
    report.skipped.append("bytes \(offset)-\(input.size) (\(reason))")
    return nil
  }
}
