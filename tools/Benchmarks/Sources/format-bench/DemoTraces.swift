import Foundation
import TraceFormat

/// Size and read speed of the checked-in demo traces (`traces/*.vtrace`): small traces whose
/// strings, long identity paths, weigh more than their events, unlike the synthetic trace's.
struct DemoTraces {
  let directory: URL
  var files = 0
  var events = 0
  var binaryBytes = 0
  var jsonlBytes = 0
  /// Events per second of CPU time, reading every file with TraceReader (best of three rounds).
  var readRate = 0.0

  /// The repository's `traces/` directory, found from this source file's path.
  static var defaultDirectory: URL {
    // This file is <repository>/tools/Benchmarks/Sources/format-bench/DemoTraces.swift.
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<5 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("traces")
  }

  /// Measures the `.vtrace` files in `directory`, writing their JSON Lines twins into `scratch`.
  init(directory: URL, scratch: URL) throws {
    self.directory = directory
    let all = try? FileManager.default.contentsOfDirectory(
      at: directory, includingPropertiesForKeys: nil)
    let urls = (all ?? []).filter { $0.pathExtension == "vtrace" }.sorted { $0.path < $1.path }
    files = urls.count
    for url in urls {
      let twin = scratch.appendingPathComponent(url.deletingPathExtension().lastPathComponent)
        .appendingPathExtension("jsonl")
      let report = try TraceFiles.convert(from: url, to: twin)
      events += Int(report.events)
      binaryBytes += report.fileSize
      jsonlBytes += try fileSize(twin)
    }
    guard events > 0 else { return }
    // The files are small: each round reads them all until it has taken a tenth of a second.
    var best = Double.infinity
    for _ in 0..<3 {
      var read = 0
      let start = cpuNow()
      while cpuNow() - start < 100_000_000 {
        for url in urls {
          let reader = try TraceReader(url: url)
          while try reader.next() != nil { read += 1 }
        }
      }
      best = min(best, Double(cpuNow() - start) / Double(read))
    }
    readRate = 1e9 / best
  }

  var lines: [String] {
    guard events > 0 else {
      return ["format-bench: no demo traces in \(directory.path) (use --traces DIR)"]
    }
    let n = Double(events)
    return [
      "format-bench: \(files) demo traces in \(directory.path) (\(events) events)",
      "  size   binary      \(fixed(Double(binaryBytes) / n)) bytes/event (\(binaryBytes) bytes)",
      "         JSON Lines  \(fixed(Double(jsonlBytes) / n)) bytes/event (\(jsonlBytes) bytes)",
      "  read   binary      \(fixed(readRate / 1e6, 1)) M events/s (TraceReader, file by file)",
    ]
  }
}
