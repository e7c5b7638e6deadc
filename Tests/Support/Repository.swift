import Foundation
import TraceFormat

/// The package's checkout, for tests that read its sources and its recorded traces.
public enum Repository {
  /// The package's folder: this file is Tests/Support/Repository.swift.
  public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The file names of the recorded traces checked in under traces/, sorted.
  public static let traceNames: [String] = {
    let names = try? FileManager.default.contentsOfDirectory(atPath: traces.path)
    return (names ?? []).filter { $0.hasSuffix(".vtrace") }.sorted()
  }()

  /// Reads the checked-in trace `name` (one of ``traceNames``) whole.
  public static func trace(named name: String) throws -> (Trace, ReadReport) {
    try Trace.read(from: traces.appendingPathComponent(name))
  }

  private static let traces = root.appendingPathComponent("traces")
}
