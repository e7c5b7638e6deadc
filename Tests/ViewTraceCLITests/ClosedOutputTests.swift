import Foundation
import Testing

/// A pipe whose reader has gone (issue 28, item 9): the text a command prints ends quietly with
/// status 0, a file it writes fails in one line with status 1; never SIGPIPE's status 141.
@Suite struct ClosedOutputTests {
  static let trace = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../traces/feed-scroll.vtrace").standardized.path

  /// Runs `viewtrace args…` with stdout a pipe whose read end is closed before it starts, so
  /// that its first write to stdout finds no reader.
  static func runWithoutReader(_ args: [String]) throws -> (status: Int32, stderr: String) {
    var ends: [Int32] = [0, 0]
    #expect(pipe(&ends) == 0)
    close(ends[0])
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = args
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let err = Pipe()
    process.standardOutput = FileHandle(fileDescriptor: ends[1], closeOnDealloc: true)
    process.standardError = err
    try process.run()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: errData, as: UTF8.self))
  }

  @Test func printedTextEndsQuietlyWithStatusZero() throws {
    for args in [["events", Self.trace], ["tree", Self.trace], ["info", Self.trace]] {
      let result = try Self.runWithoutReader(args)
      #expect(result.status == 0, "\(args): \(result.stderr)")
      #expect(result.stderr.isEmpty, "\(args): \(result.stderr)")
    }
  }

  @Test func aWrittenFileFailsInOneLine() throws {
    for (args, words) in [
      (["convert", Self.trace, "-"], "-: cannot write: its reader closed it early"),
      (
        ["export", Self.trace, "--format", "svg", "-o", "/dev/stdout"],
        "cannot write /dev/stdout: its reader closed it early"
      ),
    ] {
      let result = try Self.runWithoutReader(args)
      #expect(result.status == 1, "\(args): \(result.stderr)")
      #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(args): \(result.stderr)")
      #expect(result.stderr.contains(words), "\(args): \(result.stderr)")
    }
  }
}
