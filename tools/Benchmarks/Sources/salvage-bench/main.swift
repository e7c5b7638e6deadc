// Salvage over damaged files (issue 15, defect 5). A damaged region is a fake frame whose header
// check is valid and whose length reaches to the end of the file (so checking it reads the rest
// of the file), followed by a copy of the header chunk (intact; readers skip a second header).
// The regions are spread between the chunks of a recorded trace. Prints the CPU time of reading
// each file with salvage (decoding on the reading thread), for 10, 100 and 1000 regions in a
// 0.9 MB file, and for 0.9, 1.8 and 3.6 MB files with a region every 900 bytes.
//   swift run -c release --package-path tools/Benchmarks salvage-bench
import Foundation
import TraceFormat

func cpuNow() -> UInt64 {
  var t = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
  return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}

/// CRC-32C (Castagnoli), bit by bit: only frame header checks need it here.
func crc32c(_ bytes: [UInt8]) -> UInt32 {
  var crc: UInt32 = 0xFFFF_FFFF
  for byte in bytes {
    crc ^= UInt32(byte)
    for _ in 0..<8 { crc = crc & 1 != 0 ? (crc >> 1) ^ 0x82F6_3B78 : crc >> 1 }
  }
  return ~crc
}

func littleEndian(_ v: UInt32) -> [UInt8] { withUnsafeBytes(of: v.littleEndian, Array.init) }

/// A recorded trace of about `bytes` bytes: rows appearing, reading and writing state.
func record(bytes: Int, to url: URL) throws -> [UInt8] {
  let strings = StringTable()
  let paths = (0..<5000).map { strings.intern("App/List/ForEach/Row#\($0)/Toggle") }
  let name = strings.intern("_isOn")
  let writer = try TraceFileWriter(url: url, waitWhenBehind: true)
  writer.begin(
    header: TraceHeader(scenario: "salvage-bench", runtimeVersion: "1", clock: .deterministic),
    strings: strings)
  var state: UInt64 = 0x5EED
  var seq: UInt64 = 0
  var time: UInt64 = 0
  // About 6.6 bytes per event once deflated.
  for _ in 0..<(bytes * 10 / 66) {
    state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
    seq += 1
    time += 100 + (state >> 54)
    let kinds: [EventKind] = [.bodyBegin, .read, .slotWrite, .bodyEnd, .appear]
    writer.record(
      TraceEvent(
        seq: Seq(rawValue: seq), time: time, update: UInt32(seq / 50),
        kind: kinds[Int(state >> 61) % 5],
        identity: paths[Int(state >> 40) % paths.count], name: name, value: state >> 48))
  }
  try writer.finish()
  return Array(try Data(contentsOf: url))
}

/// The chunks of a binary trace file: (offset, total length with frame).
func chunks(_ file: [UInt8]) -> [(offset: Int, size: Int)] {
  var out: [(Int, Int)] = []
  var offset = 10
  while offset + 12 <= file.count {
    let length =
      Int(file[offset + 4]) | Int(file[offset + 5]) << 8 | Int(file[offset + 6]) << 16
      | Int(file[offset + 7]) << 24
    out.append((offset, 12 + length))
    offset += 12 + length
  }
  return out
}

/// `trace` with `regions` damaged regions spread between its events chunks.
func damage(_ trace: [UInt8], regions: Int) -> [UInt8] {
  let all = chunks(trace)
  let header = Array(trace[all[0].offset..<(all[0].offset + all[0].size)])
  let body = all.dropFirst()
  let total = trace.count + regions * (12 + header.count)
  var out = Array(trace[0..<body.first!.offset])
  var placed = 0
  for (i, chunk) in body.enumerated() {
    while placed < (i + 1) * regions / body.count {
      let length = UInt32(min(total - out.count - 12, 64 << 20))
      let check = UInt16(truncatingIfNeeded: crc32c([0xC5, 2] + littleEndian(length)))
      out +=
        [0xC5, 2, UInt8(check & 0xFF), UInt8(check >> 8)] + littleEndian(length) + [0, 0, 0, 0]
      out += header
      placed += 1
    }
    out += trace[chunk.offset..<(chunk.offset + chunk.size)]
  }
  precondition(placed == regions && out.count == total)
  return out
}

/// CPU seconds to read `url` with salvage, best of `rounds`, and the events and skips it found.
func salvage(_ url: URL, rounds: Int) throws -> (Double, UInt64, Int) {
  var best = Double.infinity
  var found: (UInt64, Int) = (0, 0)
  for _ in 0..<rounds {
    let start = cpuNow()
    let reader = try TraceReader(url: url, salvage: true, decodeAhead: false)
    while try reader.next() != nil {}
    best = min(best, Double(cpuNow() - start) / 1e9)
    found = (reader.report.events, reader.report.skipped.count)
  }
  return (best, found.0, found.1)
}

let dir = FileManager.default.temporaryDirectory.appendingPathComponent("salvage-bench-\(getpid())")
try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: dir) }
let traceURL = dir.appendingPathComponent("trace.vtrace")
let damagedURL = dir.appendingPathComponent("damaged.vtrace")

print("regions  size (MB)  events    skipped  salvage CPU (s)")
var runs: [(bytes: Int, regions: Int)] = [10, 100, 1000].map { (900_000, $0) }
runs += [900_000, 1_800_000, 3_600_000].map { ($0, $0 / 900) }
var traces: [Int: [UInt8]] = [:]
for (bytes, regions) in runs {
  if traces[bytes] == nil { traces[bytes] = try record(bytes: bytes, to: traceURL) }
  let file = damage(traces[bytes]!, regions: regions)
  try Data(file).write(to: damagedURL)
  let (seconds, events, skipped) = try salvage(damagedURL, rounds: 3)
  print(
    String(regions).padding(toLength: 9, withPad: " ", startingAt: 0)
      + String(format: "%-11.2f%-10d%-9d%.3f", Double(file.count) / 1e6, events, skipped, seconds))
}
