import Foundation

/// A chunk whose frame and checksum are intact.
private struct Chunk {
  var type: UInt8
  var offset: Int
  var payload: UnsafeRawBufferPointer
}

/// A chunk read from the file whose turn has not come yet.
private enum Scanned {
  /// An events chunk, decoding.
  case events(DecodeAhead.Job)
  /// An end chunk.
  case end(offset: Int, payload: [UInt8])
  /// Damaged bytes that salvage skipped.
  case skipped(String)
  /// Damage that ends the read.
  case failed(TraceFormatError)
}

/// Reads the binary format (docs/trace-format.md §2–6) chunk by chunk, in constant memory.
///
/// It reads chunks a little ahead of the one it delivers and has them decoded by a
/// ``DecodeAhead``, which decodes on a helper thread for files large enough to be worth one.
/// Everything else (checksums, the string table, the report) happens in file order on the
/// reader's thread.
final class BinarySource: EventSource {
  /// Files at least this large are decoded with a helper thread (on machines with two cores or
  /// more): about 200,000 events, where the thread's start is lost in the time saved.
  static let helperThreshold = 1 << 20

  private(set) var header = lostHeader
  private(set) var report: ReadReport
  var strings: [String] { table.strings }

  private let input: FileInput
  private let salvage: Bool
  private let helper: Bool?
  private var table: FileStrings
  private let budget: MemoryBudget
  private var ahead: DecodeAhead?
  /// The file's format version; version 1 has no deflated events chunks.
  private var version: UInt16 = 0
  private var scanned: [Scanned] = []
  /// Whether scanning waits: at the end of the file, after damage that ends the read, or at an
  /// end chunk until it is delivered.
  private var scanPaused = false
  private var ended = false
  private var chunkDrops: UInt64 = 0
  private var order = EventOrder()
  /// Where the last chunk whose strings were taken ends: skipped bytes since then may have
  /// defined strings.
  private var acceptedEnd = 0
  /// The chunk being read a batch at a time, and where it is in the file.
  private var stream: ChunkStream?
  private var streamOffset = 0
  /// Chunk checksums with salvage, shared by the whole read.
  private var sums = RangeChecksums()

  /// Reads the file header and the header chunk. `input` is positioned at the start of the file.
  /// `helper` forces a helper thread on or off; nil decides by the file's size.
  init(input: FileInput, salvage: Bool, helper: Bool? = nil) throws(TraceFormatError) {
    self.input = input
    self.salvage = salvage
    self.helper = helper
    budget = MemoryBudget.forFile(size: input.size)
    table = FileStrings(budget: budget)
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
    let found = try nextChunk()
    // Damage skipped before the first chunk is reported now, in order.
    for case .skipped(let note) in scanned { report.skipped.append(note) }
    scanned.removeAll()
    guard let first = found else { throw error(.truncatedHeader) }
    guard first.type == ChunkType.header.rawValue else {
      guard salvage else {
        throw error(.corruptChunk(offset: first.offset, detail: "the header chunk is missing"))
      }
      report.skipped.append("the header chunk (it was lost)")
      enqueue(first)
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
    acceptedEnd = input.offset
  }

  deinit { ahead?.stop() }

  /// The decoder, made for the version once the file header is read.
  private var decoder: DecodeAhead {
    if let ahead { return ahead }
    let useHelper =
      helper
      ?? (input.size >= Self.helperThreshold && ProcessInfo.processInfo.activeProcessorCount > 1)
    let made = DecodeAhead(version: version, budget: budget, helper: useHelper)
    ahead = made
    return made
  }

  private func error(_ problem: TraceFormatError.Problem) -> TraceFormatError {
    TraceFormatError(file: input.name, problem: problem)
  }

  private func payload(_ length: Int) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: input.pointer + BinaryLayout.frameSize, count: length)
  }

  func nextRun(into events: EventBuffer) throws(TraceFormatError) -> UInt64? {
    events.reset(capacity: 0)
    if stream != nil {
      try nextBatch(into: events, offset: streamOffset)
      if events.count > 0 {
        report.events += UInt64(events.count)
        return 0
      }
    }
    while !ended {
      scan()
      guard !scanned.isEmpty else {
        ended = true
        break
      }
      switch scanned.removeFirst() {
      case .skipped(let note):
        report.skipped.append(note)
      case .failed(let error):
        ended = true
        throw error
      case .events(let submitted):
        let job = decoder.take(submitted)
        let result = job.result.flatMap { chunk -> Result<UInt64, DecodeFailure> in
          let skippedBytes = job.offset - acceptedEnd
          if let problem = order.check(job.events) { return .failure(DecodeFailure(problem)) }
          if let stream = chunk.stream,
            let problem = order.check(first: stream.first, checkedBy: stream.order)
          {
            return .failure(DecodeFailure(problem))
          }
          if let failure = table.accept(chunk, allowGap: salvage, skippedBytes: skippedBytes) {
            return .failure(failure)
          }
          return .success(chunk.dropped)
        }
        switch result {
        case .success(let dropped):
          acceptedEnd = job.end
          // The job keeps the caller's spent buffer, to decode a later chunk into.
          events.exchange(with: job.events)
          let stream = try? job.result.get().stream
          decoder.recycle(job)
          if let stream {
            self.stream = stream
            try nextBatch(into: events, offset: job.offset)
          }
          report.events += UInt64(events.count)
          report.lostStrings = table.lost
          chunkDrops = chunkDrops.saturatingAdd(dropped)
          report.droppedByRecorder = chunkDrops
          return dropped
        case .failure(let failure):
          decoder.recycle(job)
          if table.overBudget {
            ended = true
            throw error(.unreadable(budget.exceeded(fileSize: input.size)))
          }
          guard salvage else {
            throw error(.corruptChunk(offset: job.offset, detail: failure.detail))
          }
          report.skipped.append("chunk at byte \(job.offset) (\(failure.detail))")
        }
      case .end(let offset, let payload):
        let decoded = payload.withUnsafeBytes { EndChunk.decode($0) }
        guard let end = decoded, end.dropped >= chunkDrops else {
          guard salvage else {
            throw error(.corruptChunk(offset: offset, detail: "bad end chunk"))
          }
          report.skipped.append("end chunk at byte \(offset) (it does not decode)")
          scanPaused = false
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
      }
    }
    return nil
  }

  /// Decodes the next batch of the streamed chunk at `offset` into `events`, and forgets the
  /// stream once it is read.
  private func nextBatch(into events: EventBuffer, offset: Int) throws(TraceFormatError) {
    guard let stream else { return }
    streamOffset = offset
    if let failure = stream.next(into: events) {
      self.stream = nil
      throw error(.corruptChunk(offset: offset, detail: failure.detail))
    }
    if events.count == 0 { self.stream = nil }
  }

  /// Reads chunks ahead until the decoder has enough to work on or scanning has to wait.
  private func scan() {
    while !scanPaused && (scanned.isEmpty || decoder.wantsMore) {
      do throws(TraceFormatError) {
        guard let chunk = try nextChunk() else {
          scanPaused = true
          return
        }
        enqueue(chunk)
      } catch {
        scanned.append(.failed(error))
        scanPaused = true
      }
    }
  }

  /// Queues an intact chunk for its turn: events chunks go to the decoder, a second header and
  /// chunk types of later minor revisions are skipped.
  private func enqueue(_ chunk: Chunk) {
    switch ChunkType(rawValue: chunk.type) {
    case .events, .deflatedEvents:
      scanned.append(
        .events(decoder.submit(type: chunk.type, offset: chunk.offset, payload: chunk.payload)))
    case .end:
      scanned.append(.end(offset: chunk.offset, payload: Array(chunk.payload)))
      scanPaused = true
    case .header, nil:
      break
    }
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
    guard checksum(at: 0, length: frame.length) == frame.crc else {
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

  /// The CRC-32C of the payload of the chunk whose frame is `k` bytes ahead (its bytes buffered).
  /// With salvage, from the read's ``RangeChecksums``: a damaged region may hold frames whose
  /// lengths reach far ahead, and checking each with a pass over its payload made salvage cost
  /// regions × size.
  private func checksum(at k: Int, length: Int) -> UInt32 {
    guard salvage else { return CRC32C.checksum(payload(length)) }
    let start = input.offset + k + BinaryLayout.frameSize
    return sums.checksum(input.pointer, at: input.offset, from: start, to: start + length)
  }

  /// Scans forward from the damaged chunk at `offset` to the next intact one, in time linear in
  /// the bytes scanned: the bytes stay buffered from `offset` on, and each candidate's checksum
  /// comes from ``RangeChecksums`` instead of a pass over its payload.
  private func resync(from offset: Int, reason: String) throws(TraceFormatError) -> Chunk? {
    var k = 1
    while try input.ensure(k + BinaryLayout.frameSize) {
      if let frame = BinaryLayout.parseFrame(input.pointer + k),
        try input.ensure(k + BinaryLayout.frameSize + frame.length),
        checksum(at: k, length: frame.length) == frame.crc
      {
        input.consume(k)
        scanned.append(.skipped("bytes \(offset)-\(input.offset) (\(reason))"))
        return take(type: frame.type, length: frame.length)
      }
      k += 1
    }
    input.consume(input.available)
    scanned.append(.skipped("bytes \(offset)-\(input.size) (\(reason))"))
    return nil
  }
}
