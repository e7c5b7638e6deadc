import Foundation
import TraceAnalysis
import TraceExport
import TraceFormat

/// What the fuzz targets share: feeding bytes to the readers as a file, and the analysis and
/// exports a read trace goes through.
public enum Fuzz {
  /// Whether the custom mutator mutates numbers in the text half the time (the text targets).
  nonisolated(unsafe) public static var mutatesValues = false

  /// A per-process scratch file in memory-backed /dev/shm when there is one.
  private static let scratch: String = {
    let dir =
      FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    return "\(dir)/viewtrace-fuzz-\(getpid())"
  }()

  /// Writes `bytes` to a scratch file named `*.ext` and returns its URL.
  public static func file(_ bytes: UnsafeRawBufferPointer, ext: String) -> URL {
    let path = scratch + "." + ext
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    precondition(fd >= 0, "cannot write the scratch file \(path)")
    var offset = 0
    while offset < bytes.count {
      let n = write(fd, bytes.baseAddress! + offset, bytes.count - offset)
      precondition(n > 0, "cannot write the scratch file \(path)")
      offset += n
    }
    close(fd)
    return URL(fileURLWithPath: path)
  }

  /// Reads every event of the trace in `bytes`; errors are the expected outcome of most inputs.
  public static func read(_ bytes: UnsafeRawBufferPointer, ext: String, salvage: Bool) {
    guard let reader = try? TraceReader(url: file(bytes, ext: ext), salvage: salvage) else {
      return
    }
    var count = 0
    while let event = try? reader.next() {
      // Every symbol of a delivered event names a string.
      let top = max(event.identity, event.name, event.type, event.site, event.before, event.after)
      precondition(Int(top.rawValue) < reader.strings.count, "an event names an undefined string")
      count += 1
    }
    _ = reader.report.notes
  }

  /// Reads the trace in `bytes` whole, then analyses and exports it in every format.
  public static func analyse(_ bytes: UnsafeRawBufferPointer, ext: String) {
    guard let (trace, _) = try? Trace.read(from: file(bytes, ext: ext), salvage: true) else {
      return
    }
    let findings = Analysis(trace: trace).findings
    _ = try? SVGTimeline.render(trace: trace, findings: findings)
    _ = try? HTMLViewer.render(trace: trace, findings: findings)
    _ = try? ChromeTrace.render(trace: trace, findings: findings)
    if let xml = try? TraceXML.render(trace: trace) {
      // What the XML writer writes, the importer reads back.
      precondition((try? TraceXML.read(from: xml)) != nil, "exported XML does not read back")
    }
  }
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(
  _ argc: UnsafeMutablePointer<Int32>,
  _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
  _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> Int32
) -> Int32

/// The body of the running target (one per process).
nonisolated(unsafe) private var currentBody: (UnsafeRawBufferPointer) -> Void = { _ in }

extension Fuzz {
  /// Runs libFuzzer with the process's arguments on `body`, and exits with its status. Each
  /// target's main.swift calls it: SwiftPM gives executables their own `main`, so libFuzzer's
  /// is not used.
  public static func run(_ body: @escaping (UnsafeRawBufferPointer) -> Void) -> Never {
    currentBody = body
    var argc = CommandLine.argc
    var argv = CommandLine.unsafeArgv
    let status = runDriver(&argc, &argv) { data, size in
      currentBody(UnsafeRawBufferPointer(start: data, count: size))
      return 0
    }
    exit(status)
  }
}

/// libFuzzer's entry, which its runtime needs to link; it runs the body ``Fuzz/run(_:)`` set.
@_cdecl("LLVMFuzzerTestOneInput")
public func testOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
  currentBody(UnsafeRawBufferPointer(start: data, count: size))
  return 0
}
