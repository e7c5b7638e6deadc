import Foundation
import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport

@testable import TraceExport

/// Files written as they are made: whole or not at all, and the same bytes as made in memory.
@Suite struct StreamedOutputTests {
  private func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("streamed-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  private struct Midway: Error {}

  @Test func aFailureMidwayLeavesTheOldFileAndNoTemporaryFile() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("page.html").path
    try Data("old page".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: Midway.self) {
      _ = try AtomicFile.write(toPath: path) { output in
        // More than the buffer holds, so that some reached the temporary file.
        try output.write([UInt8](repeating: 0x41, count: 3 << 20))
        throw Midway()
      }
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "old page")
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["page.html"])
  }

  @Test func aStreamedPageIsThePageMadeInMemory() throws {
    let folder = try directory()
    defer { try? FileManager.default.removeItem(at: folder) }
    let trace = SampleTraces.branchFlip()
    let timeline = Timeline(trace: trace)
    let findings = [SampleTraces.branchFlipFinding(in: trace)]
    let path = folder.appendingPathComponent("page.html").path
    let size = try HTMLViewer.write(timeline: timeline, findings: findings, toPath: path)
    let written = try Data(contentsOf: URL(fileURLWithPath: path))
    let made = try HTMLViewer.render(timeline: timeline, findings: findings)
    #expect(written.count == size)
    // Each page has a nonce of its own.
    func withoutNonce(_ page: Data) -> String {
      String(decoding: page, as: UTF8.self).replacing(
        /nonce-[a-z0-9]+|nonce="[a-z0-9]+"/, with: "nonce")
    }
    #expect(withoutNonce(written) == withoutNonce(made))
  }
}
