import Foundation
import Testing

/// Output paths (issue 15, defect 1): `-` is stdout; devices, FIFOs and symbolic links are
/// written through, never replaced; no temporary file outlives a command.
@Suite struct OutputPathTests {
  static let trace = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../traces/counter-observable.vtrace").standardized.path

  static func type(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & S_IFMT : 0
  }

  static func leftovers(_ dir: URL) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix(".") }
  }

  /// A character device of the test's own (a copy of /dev/null, made with mknod), so that a
  /// regression cannot damage the machine's /dev/null. Nil where mknod is not allowed.
  static func nullDevice(in dir: URL) -> String? {
    let path = dir.appendingPathComponent("null").path
    return mknod(path, S_IFCHR | 0o666, dev_t((1 << 8) | 3)) == 0 ? path : nil
  }

  @Test(.enabled(if: getuid() == 0, "mknod needs root")) func aDeviceStaysADevice() throws {
    let dir = try CLI.temporaryDirectory()
    let device = try #require(Self.nullDevice(in: dir))
    for args in [
      ["record", "counter-observable", "-o", "null"], ["convert", Self.trace, "null"],
      ["export", Self.trace, "--format", "svg", "-o", "null"],
      ["export", Self.trace, "--format", "xml", "-o", "null"],
    ] {
      let result = try CLI.run(args, in: dir)
      #expect(result.status == 0, "\(args): \(result.stderr)")
      #expect(Self.type(device) == S_IFCHR, "\(args) replaced the device")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path) == ["null"])
  }

  @Test func dashIsStandardOutput() throws {
    let dir = try CLI.temporaryDirectory()
    let svg = try CLI.run(["export", Self.trace, "--format", "svg", "-o", "-"], in: dir)
    #expect(svg.status == 0, "\(svg.stderr)")
    #expect(svg.stdout.hasPrefix("<?xml"))
    #expect(svg.stderr.hasPrefix("wrote - (svg, "))
    let binary = try CLI.run(["record", "counter-observable", "-o", "-"], in: dir)
    #expect(binary.status == 0, "\(binary.stderr)")
    #expect(binary.stdout.unicodeScalars.dropFirst().starts(with: "VTRACE\n".unicodeScalars))
    #expect(try Self.leftovers(dir).isEmpty)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }

  @Test func aSymbolicLinkIsWrittenThroughAndKept() throws {
    let dir = try CLI.temporaryDirectory()
    let link = dir.appendingPathComponent("link.svg").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real.svg")
    let result = try CLI.run(["export", Self.trace, "-o", "link.svg"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(Self.type(link) == S_IFLNK)
    let written = try String(contentsOf: dir.appendingPathComponent("real.svg"), encoding: .utf8)
    #expect(written.hasPrefix("<?xml"))
    #expect(try Self.leftovers(dir).isEmpty)
  }

  @Test func aFIFOIsWrittenThroughAndKept() throws {
    let dir = try CLI.temporaryDirectory()
    let fifo = dir.appendingPathComponent("pipe.vtrace").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let received = Received()
    let reader = Thread {
      received.set(FileHandle(forReadingAtPath: fifo)!.readDataToEndOfFile())
    }
    reader.start()
    let result = try CLI.run(["convert", Self.trace, "pipe.vtrace"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    while received.value == nil { usleep(1000) }
    #expect(Self.type(fifo) == S_IFIFO)
    let original = try Data(contentsOf: URL(fileURLWithPath: Self.trace))
    #expect(received.value == original)
    #expect(try Self.leftovers(dir).isEmpty)
  }

  @Test func aDirectoryOrAnUnknownTypeIsRefusedInOneLine() throws {
    let dir = try CLI.temporaryDirectory()
    TraceFileCommandsTests.expectOneLineError(
      try CLI.run(["record", "counter-observable", "-o", "o.txt"], in: dir),
      contains: "cannot write o.txt: unknown file type")
    TraceFileCommandsTests.expectOneLineError(
      try CLI.run(["export", Self.trace, "--format", "svg", "-o", "."], in: dir),
      contains: "it is a directory")
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).isEmpty)
  }
}

private final class Received: @unchecked Sendable {
  private let lock = NSLock()
  private var data: Data?
  func set(_ d: Data) { lock.withLock { data = d } }
  var value: Data? { lock.withLock { data } }
}
