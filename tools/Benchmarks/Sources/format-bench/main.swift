// Trace format benchmark: size, writing and read speed on a synthetic notes-app trace, size and
// read speed of the demo traces (by default the repository's traces/), then what
// recording costs against bare copy loops (BenchSupport's RecordCost).
//   swift run -c release --package-path tools/Benchmarks format-bench [--events N] [--traces DIR]
// Times are CPU time of the measuring thread (the machine may be shared), except where they say
// wall: reading with a helper thread is measured by the clock, with the CPU time of both threads.
import BenchSupport
import Foundation
import TraceFormat

var eventCount = 10_000_000
if let i = CommandLine.arguments.firstIndex(of: "--events"), i + 1 < CommandLine.arguments.count,
  let n = Int(CommandLine.arguments[i + 1])
{
  eventCount = n
}
var tracesDirectory = DemoTraces.defaultDirectory
if let i = CommandLine.arguments.firstIndex(of: "--traces"), i + 1 < CommandLine.arguments.count {
  tracesDirectory = URL(fileURLWithPath: CommandLine.arguments[i + 1])
}

func wallNow() -> UInt64 { DispatchTime.now().uptimeNanoseconds }
func cpuNow() -> UInt64 {
  var t = timespec()
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
  return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}
func fixed(_ v: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", v) }
func fileSize(_ url: URL) throws -> Int {
  try FileManager.default.attributesOfItem(atPath: url.path)[.size] as! Int
}

let dir = FileManager.default.temporaryDirectory.appendingPathComponent("format-bench-\(getpid())")
try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: dir) }
let binaryURL = dir.appendingPathComponent("bench.vtrace")
let jsonlURL = dir.appendingPathComponent("bench.jsonl")
let block = 4096

// 1. Recording the whole workload into a file, as a converter does: the writer waits rather than
//    drops when its thread falls behind (an app records far fewer events per second than this
//    loop does), so that the file holds every event. What `record` costs is measured apart (6).
var workload = Workload()
let writer = try TraceFileWriter(url: binaryURL, waitWhenBehind: true)
writer.begin(
  header: TraceHeader(
    scenario: "NotesApp.scroll-and-toggle", runtimeVersion: "0.1.0", clock: .live),
  strings: workload.strings)
var recorded = 0
let wallStart = wallNow()
while recorded < eventCount {
  let events = workload.next(min(block, eventCount - recorded))
  events.withUnsafeBufferPointer { writer.record($0) }
  recorded += events.count
}
try writer.finish()
let writeWall = wallNow() - wallStart
let binaryBytes = try fileSize(binaryURL)

// 2. The file must hold exactly what was recorded (not timed).
do {
  var again = Workload()
  let reader = try TraceReader(url: binaryURL)
  var checked = 0
  while checked < recorded {
    for want in again.next(min(block, recorded - checked)) {
      let got = try reader.next()
      precondition(
        got.map { JSONLines.line(for: $0, strings: reader.strings) }
          == JSONLines.line(for: want, strings: again.strings.strings),
        "event \(checked + 1) read back wrong")
      checked += 1
    }
  }
  let extra = try reader.next()
  precondition(extra == nil && reader.report.complete, "the file holds more than was recorded")
}

// 3. Reading the binary file, best of three scans each way, alternating: on the reading thread
//    alone (CPU time of that thread), and as TraceReader reads a file this large by default,
//    decoding ahead on a helper thread (wall time, and the CPU time of both threads).
func processCPUNow() -> UInt64 {
  var t = timespec()
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
  return UInt64(t.tv_sec) * 1_000_000_000 + UInt64(t.tv_nsec)
}
var oneThreadCPU = UInt64.max
var aheadWall = UInt64.max
var aheadCPU = UInt64.max
var checksum: UInt64 = 0
for _ in 0..<3 {
  let cpu = cpuNow()
  let reader = try TraceReader(url: binaryURL, decodeAhead: false)
  while let e = try reader.next() { checksum &+= e.time ^ UInt64(e.name.rawValue) }
  oneThreadCPU = min(oneThreadCPU, cpuNow() - cpu)

  let wall = wallNow()
  let bothCPU = processCPUNow()
  let ahead = try TraceReader(url: binaryURL)
  while let e = try ahead.next() { checksum &+= e.time ^ UInt64(e.name.rawValue) }
  aheadWall = min(aheadWall, wallNow() - wall)
  aheadCPU = min(aheadCPU, processCPUNow() - bothCPU)
}

// 4. The JSON Lines twin, and Foundation's JSONDecoder on its first lines.
try TraceFiles.convert(from: binaryURL, to: jsonlURL)
let jsonlBytes = try fileSize(jsonlURL)

struct Line: Decodable {
  var seq: UInt64
  var time: UInt64
  var update: UInt32
  var cause: UInt64?
  var kind: String
  var identity: String?
  var code: String?
  var reason: String?
  var name: String?
  var type: String?
  var site: String?
  var before: String?
  var after: String?
  var value: UInt64?
}
let sampleCount = min(200_000, recorded)
let head = try FileHandle(forReadingFrom: jsonlURL).read(upToCount: sampleCount * 400) ?? Data()
let lines = head.split(separator: UInt8(ascii: "\n")).dropFirst().prefix(sampleCount).map {
  Data($0)
}
let decoder = JSONDecoder()
let jsonStart = cpuNow()
for line in lines { checksum &+= try decoder.decode(Line.self, from: line).time }
let jsonCPU = cpuNow() - jsonStart

let n = Double(recorded)
let readRate = n / (Double(oneThreadCPU) / 1e9)
let jsonRate = Double(lines.count) / (Double(jsonCPU) / 1e9)
print(
  "format-bench: \(recorded) events of a synthetic notes app (\(workload.strings.count) strings)")
print("  size   binary      \(fixed(Double(binaryBytes) / n)) bytes/event (\(binaryBytes) bytes)")
print("         JSON Lines  \(fixed(Double(jsonlBytes) / n)) bytes/event (\(jsonlBytes) bytes)")
print(
  "  write  through the file  \(fixed(Double(writeWall) / n)) ns/event wall, incl. workload and writer thread"
)
print("  read   binary, one thread      \(fixed(readRate / 1e6, 1)) M events/s")
print(
  "         binary, decoding ahead  \(fixed(n / (Double(aheadWall) / 1e9) / 1e6, 1)) M events/s wall"
    + " (TraceReader's default here; CPU of both threads: \(fixed(n / (Double(aheadCPU) / 1e9) / 1e6, 1)) M/s)"
)
print("         JSONDecoder  \(fixed(jsonRate / 1e3, 1)) k events/s on \(lines.count) JSON Lines")
print("         ratio        \(fixed(readRate / jsonRate, 0))x (one thread each)")
if checksum == 0 { print("") }

// 5. The demo traces.
for line in try DemoTraces(directory: tracesDirectory, scratch: dir).lines { print(line) }

// 6. Recording the workload's first events, taken in turn, through the runtime's `SinkRelay`,
//    against bare copy loops, as runtime-bench measures it on the runtime's events.
do {
  var sample = Workload()
  let events = sample.next(10_000)
  print(
    "\nRecording \(events.count) of these events, taken in turn, against bare copy loops")
  print("(ns per event on the recording thread, best of 3)")
  print(RecordCost.tableHeader)
  for total in [100_000, 1_000_000, 10_000_000] where total <= eventCount {
    let cost = try RecordCost.measure(
      events: events,
      header: TraceHeader(scenario: "NotesApp.sample", runtimeVersion: "0.1.0", clock: .live),
      strings: sample.strings, total: total, trials: 3, file: binaryURL)
    print(cost.row)
  }
}
