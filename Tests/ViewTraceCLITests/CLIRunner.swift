import Foundation

/// The result of one run of the `viewtrace` binary.
struct CLIResult {
  let status: Int32
  let stdout: String
  let stderr: String
}

/// Runs the `viewtrace` binary that `swift test` built next to the test bundle.
enum CLI {
  static let executable: URL = {
    var dir = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
    // On Linux the runner is `<build>/debug/ViewTracePackageTests.xctest`; on macOS a bundle inside it.
    while !FileManager.default.fileExists(atPath: dir.appendingPathComponent("viewtrace").path),
      dir.path != "/"
    {
      dir.deleteLastPathComponent()
    }
    return dir.appendingPathComponent("viewtrace")
  }()

  /// Runs `viewtrace args…` with `input` on stdin and returns what it did.
  static func run(_ args: [String], input: Data? = nil, in directory: URL? = nil) throws
    -> CLIResult
  {
    let process = Process()
    process.executableURL = executable
    process.arguments = args
    if let directory { process.currentDirectoryURL = directory }
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    process.environment = environment
    let out = Pipe()
    let err = Pipe()
    let stdin = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = stdin
    try process.run()
    if let input { stdin.fileHandleForWriting.write(input) }
    try stdin.fileHandleForWriting.close()
    // Read both pipes before waiting so that a large output cannot fill a pipe and block the child.
    let errData = LockedData()
    let errReader = Thread { errData.set(err.fileHandleForReading.readDataToEndOfFile()) }
    errReader.start()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    while !errData.isSet { usleep(1000) }
    return CLIResult(
      status: process.terminationStatus,
      stdout: String(decoding: outData, as: UTF8.self),
      stderr: String(decoding: errData.value, as: UTF8.self))
  }

  /// A fresh temporary directory for one test.
  static func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "viewtrace-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }
}

private final class LockedData: @unchecked Sendable {
  private let lock = NSLock()
  private var data = Data()
  private var done = false
  func set(_ d: Data) {
    lock.withLock {
      data = d
      done = true
    }
  }
  var isSet: Bool { lock.withLock { done } }
  var value: Data { lock.withLock { data } }
}
