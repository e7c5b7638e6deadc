import Foundation
import Testing

/// Events are built in one place: the recorder's typed methods in `Recording/`, one per kind.
/// The rest of the runtime says what happened through them and never calls the recorder's raw,
/// kind-generic `record`.
@Suite struct RecordingBoundaryTests {
  @Test func onlyRecordingCallsTheRawRecordFunction() throws {
    let sources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../Sources/ViewRuntime").standardizedFileURL
    let rawCall = try Regex(#"recorder\.record\(|\brecord\(\s*\.[a-z]\w*\s*,"#)
    var offenders: [String] = []
    let files = try #require(FileManager.default.enumerator(atPath: sources.path))
    for case let path as String in files
    where path.hasSuffix(".swift") && !path.hasPrefix("Recording/") {
      let text = try String(
        contentsOf: sources.appendingPathComponent(path), encoding: .utf8)
      if text.contains(rawCall) { offenders.append(path) }
    }
    #expect(offenders.isEmpty, "raw record calls outside Recording/: \(offenders)")
  }
}
