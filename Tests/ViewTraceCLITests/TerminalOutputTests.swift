import Foundation
import Testing

/// A binary trace is never written to a terminal: the command refuses in one line and says how
/// to get text instead; `convert --format jsonl` prints JSON Lines on stdout.
@Suite struct TerminalOutputTests {
  static let trace = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../traces/counter-observable.vtrace").standardized.path

  /// A C function of the C library by name: the pseudo-terminal calls are not imported into
  /// Swift on Linux (they need `_XOPEN_SOURCE`).
  static func libc<F>(_ name: String, as _: F.Type) throws -> F {
    let symbol = try #require(dlsym(UnsafeMutableRawPointer(bitPattern: 0), name), "\(name)")
    return unsafeBitCast(symbol, to: F.self)
  }

  /// Runs `viewtrace args…` with stdout a pseudo-terminal and returns its status and stderr.
  static func runOnTerminal(_ args: [String]) throws -> (status: Int32, stderr: String) {
    typealias Call = @convention(c) (Int32) -> Int32
    let openTerminal = try libc("posix_openpt", as: Call.self)
    let grant = try libc("grantpt", as: Call.self)
    let unlock = try libc("unlockpt", as: Call.self)
    let name = try libc(
      "ptsname", as: (@convention(c) (Int32) -> UnsafeMutablePointer<CChar>?).self)
    let master = openTerminal(O_RDWR | O_NOCTTY)
    #expect(master >= 0)
    defer { close(master) }
    #expect(grant(master) == 0 && unlock(master) == 0)
    let path = String(cString: try #require(name(master)))
    let terminal = try #require(FileHandle(forWritingAtPath: path))
    let process = Process()
    process.executableURL = CLI.executable
    process.arguments = args
    process.standardOutput = terminal
    let err = Pipe()
    process.standardError = err
    process.standardInput = FileHandle.nullDevice
    try process.run()
    let stderr = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: stderr, as: UTF8.self))
  }

  @Test func convertRefusesBinaryOnATerminalAndSaysHowToPrintJSONLines() throws {
    let result = try Self.runOnTerminal(["convert", Self.trace, "-"])
    #expect(result.status == 2)
    #expect(
      result.stderr
        == "viewtrace convert: will not write a binary trace to a terminal; redirect it (> t.vtrace) or add --format jsonl for JSON Lines\n"
    )
    let record = try Self.runOnTerminal(["record", "counter-observable", "-o", "-"])
    #expect(record.status == 2)
    #expect(record.stderr.hasSuffix("redirect it (> t.vtrace) or record to a .jsonl file\n"))
  }

  @Test func convertPrintsJSONLinesOnStdoutWhenAsked() throws {
    let result = try CLI.run(["convert", Self.trace, "-", "--format", "jsonl"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.first?.hasPrefix(#"{"viewtrace":1,"scenario":"counter-observable""#) == true)
    #expect(lines.count == 77)  // the header, 75 events and the end
    #expect(result.stderr == "wrote -: 75 events\n")
    let clash = try CLI.run(["convert", Self.trace, "x.vtrace", "--format", "jsonl"])
    #expect(clash.status == 2)
    #expect(clash.stderr == "viewtrace convert: --format jsonl disagrees with .vtrace in OUT\n")
    let unknown = try CLI.run(["convert", Self.trace, "-", "--format", "xml"])
    #expect(unknown.stderr == "viewtrace convert: --format takes vtrace or jsonl, not 'xml'\n")
  }
}
