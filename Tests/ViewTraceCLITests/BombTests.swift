import Foundation
import Testing

@testable import TraceFormat

/// Decompression bombs (issue 15, defect 3): a small file whose chunks claim or inflate to
/// gigabytes is refused from the chunk's header, in bounded memory.
@Suite struct BombTests {
  /// A binary trace whose one events chunk holds `events` two-byte records, deflated if `deflate`.
  static func bomb(events: Int, deflate: Bool) -> [UInt8] {
    let header = HeaderChunk.encode(
      TraceHeader(scenario: "bomb", runtimeVersion: "1", clock: .deterministic))
    var raw: [UInt8] = [1, 0, 0]  // first string 1, no new strings, none dropped
    var count = UInt64(events)
    while count >= 0x80 {
      raw.append(UInt8(count & 0x7F) | 0x80)
      count >>= 7
    }
    raw.append(UInt8(count))
    raw += [1, 0, 0]  // seq0, time0, update0
    let op = RecordOp.op(kind: EventKind.updateEnd.rawValue, identity: 1, cause: 1, payload: 1)
    raw += [UInt8](repeating: 0, count: 2 * events)
    for i in stride(from: raw.count - 2 * events, to: raw.count, by: 2) { raw[i] = op }
    var file = BinaryLayout.fileHeader + BinaryLayout.frame(type: .header, payload: header) + header
    guard deflate else {
      return file + BinaryLayout.frame(type: .events, payload: raw) + raw
    }
    let deflater = Deflater(level: 9)
    var out = [UInt8](repeating: 0, count: raw.count / 100 + 1024)
    let n = raw.withUnsafeBytes { input in
      out.withUnsafeMutableBytes { deflater.compress(input, into: $0) }
    }!
    var payload: [UInt8] = []
    var length = UInt64(raw.count)
    while length >= 0x80 {
      payload.append(UInt8(length & 0x7F) | 0x80)
      length >>= 7
    }
    payload.append(UInt8(length))
    payload += out[0..<n]
    file += BinaryLayout.frame(type: .deflatedEvents, payload: payload) + payload
    return file
  }

  /// Runs `viewtrace args…` with at most `megabytes` of address space (`ulimit -v`).
  static func runLimited(_ args: [String], megabytes: Int, in dir: URL) throws -> CLIResult {
    let quoted = ([CLI.executable.path] + args).map { "'\($0)'" }.joined(separator: " ")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    // One malloc arena: each thread's own would reserve 64 MiB of address space it may never
    // use, and whether the threads make them depends on timing, so the limit would too.
    process.arguments = [
      "-c", "ulimit -v \(megabytes * 1024); export MALLOC_ARENA_MAX=1; exec \(quoted)",
    ]
    process.currentDirectoryURL = dir
    let err = Pipe()
    let out = Pipe()
    process.standardError = err
    process.standardOutput = out
    try process.run()
    // Both outputs are a few lines: neither pipe fills while the other is read.
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIResult(
      status: process.terminationStatus, stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData, as: UTF8.self))
  }

  @Test func aDeflatedChunkOf64MiBIsRefusedInBoundedMemory() throws {
    let dir = try CLI.temporaryDirectory()
    let file = Self.bomb(events: (32 << 20) - 16, deflate: true)
    #expect(file.count < 100_000)
    try Data(file).write(to: dir.appendingPathComponent("b.vtrace"))
    // The same file, four bombs long, took 2.19 GB before the fix.
    let result = try Self.runLimited(["info", "b.vtrace"], megabytes: 768, in: dir)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("exceed the limit of 16777216"), "\(result.stderr)")
  }

  /// A chunk of 4 M two-byte records (8 MiB) would take 256 MiB decoded: its events are
  /// streamed a batch at a time, so `info` reads them all under a limit that could not hold them.
  /// (Before, chunks of more than 262,144 events were refused instead.)
  @Test func aRawChunkOfManyEventsIsReadInBoundedMemory() throws {
    let dir = try CLI.temporaryDirectory()
    try Data(Self.bomb(events: 4 << 20, deflate: false)).write(
      to: dir.appendingPathComponent("b.vtrace"))
    // Much lower, the Swift runtime cannot start its threads.
    let result = try Self.runLimited(["info", "b.vtrace"], megabytes: 256, in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout.contains("events      4194304"), "\(result.stdout)")
    #expect(result.stdout.contains("truncated after 4194304 events"), "\(result.stdout)")
  }

  /// A file of fake frames, each with a valid header check and a length reaching to the end of
  /// the file: salvage took 5.8 s for 0.9 MB and 103 s for 3.6 MB, checking each candidate's
  /// payload afresh. Now the scan buffers the file once (memory bounded by ulimit here) and checks
  /// each candidate from range checksums.
  @Test func salvageThroughFakeFramesStaysLinear() throws {
    let dir = try CLI.temporaryDirectory()
    let header = HeaderChunk.encode(
      TraceHeader(scenario: "fake", runtimeVersion: "1", clock: .deterministic))
    var file = BinaryLayout.fileHeader + BinaryLayout.frame(type: .header, payload: header) + header
    let frames = 20_000
    for i in 0..<frames {
      let length = UInt32(max(0, (frames - i - 1) * 12 - 1))
      let check = BinaryLayout.headerCheck(type: 2, length: length)
      file += [BinaryLayout.sync, 2, UInt8(check & 0xFF), UInt8(check >> 8)]
      file += withUnsafeBytes(of: length.littleEndian, Array.init) + [0, 0, 0, 0]
    }
    try Data(file).write(to: dir.appendingPathComponent("fake.vtrace"))
    let result = try Self.runLimited(["info", "--salvage", "fake.vtrace"], megabytes: 768, in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    // Counted, not timed: each candidate costs at most 64 bytes of CRC and 32 matrix steps, so
    // the scan's work is linear; RangeChecksumsTests pins the arithmetic.
  }

  /// `bytes` as a LEB128 varint.
  static func varint(_ value: UInt64) -> [UInt8] {
    var (value, out) = (value, [UInt8]())
    while value >= 0x80 {
      out.append(UInt8(value & 0x7F) | 0x80)
      value >>= 7
    }
    return out + [UInt8(value)]
  }

  /// The file header and a header chunk.
  static var bombHeader: [UInt8] {
    let header = HeaderChunk.encode(
      TraceHeader(scenario: "bomb", runtimeVersion: "1", clock: .deterministic))
    return BinaryLayout.fileHeader + BinaryLayout.frame(type: .header, payload: header) + header
  }

  /// An events chunk of no events defining `count` empty strings from number `first`, deflated.
  static func emptyStrings(first: UInt64, count: Int) -> [UInt8] {
    let raw =
      varint(first) + varint(UInt64(count)) + [UInt8](repeating: 0, count: count)
      + [0, 0, 1, 0, 0]  // none dropped, no events, seq0 1, time0 0, update0 0
    var out = [UInt8](repeating: 0, count: raw.count / 100 + 1024)
    let n = raw.withUnsafeBytes { input in
      out.withUnsafeMutableBytes { Deflater(level: 9).compress(input, into: $0) }
    }!
    let payload = varint(UInt64(raw.count)) + out[0..<n]
    return BinaryLayout.frame(type: .deflatedEvents, payload: payload) + payload
  }

  /// Issue 28, item 2: deflated chunks of empty strings, a byte each inflated and about 16 once
  /// read, a million per kilobyte of file (the 68 KB file took `info` 1.11 GB and `explain`
  /// 2.65 GB). Their strings are counted against the memory budget and refused in one line.
  @Test(arguments: ["info", "explain"])
  func anEmptyStringBombStaysUnder256MB(command: String) throws {
    let dir = try CLI.temporaryDirectory()
    var file = Self.bombHeader
    let perChunk = 1_048_000  // under 1 MiB inflated, where any deflate ratio is allowed
    for chunk in 0..<64 {
      file += Self.emptyStrings(first: 1 + UInt64(chunk * perChunk), count: perChunk)
    }
    #expect(file.count < 80_000)
    try Data(file).write(to: dir.appendingPathComponent("strings.vtrace"))
    let result = try Self.runLimited([command, "strings.vtrace"], megabytes: 256, in: dir)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("memory budget"), "\(result.stderr)")
    #expect(result.stderr.contains("--memory-budget"), "\(result.stderr)")
  }

  /// Issue 28, item 2: salvage fills strings that skipped bytes may have defined with
  /// placeholders, up to 1,032 per skipped byte (deflate's best ratio); at ~110 bytes each a
  /// 16 KB file took 1.84 GB. They are one shared sentinel now, counted against the budget, and
  /// `--memory-budget` lets the file be read.
  @Test(arguments: ["info", "events"])  // `explain` does not salvage
  func aSalvageBombStaysUnder256MB(command: String) throws {
    let dir = try CLI.temporaryDirectory()
    let junk = 16_000
    var file = Self.bombHeader + [UInt8](repeating: 0x55, count: junk)
    file += Self.emptyStrings(first: 1 + UInt64(junk) * 1000, count: 1)
    try Data(file).write(to: dir.appendingPathComponent("salvage.vtrace"))
    let result = try Self.runLimited(
      [command, "--salvage", "salvage.vtrace"], megabytes: 256, in: dir)
    #expect(result.status == 1, "\(result.stderr)")
    #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)")
    #expect(result.stderr.contains("memory budget"), "\(result.stderr)")
    let raised = try Self.runLimited(
      [command, "--salvage", "--memory-budget", "300", "salvage.vtrace"], megabytes: 768, in: dir)
    #expect(raised.status == 0, "\(raised.stderr)")
  }
}
