import Foundation

/// What running an executable as its own process cost, as `/usr/bin/time` reports it: its peak
/// resident set, wall and CPU seconds (user and system), its exit status and, when kept, what it
/// printed on its standard output.
public struct ProcessCost: Sendable {
  public var peakBytes = 0
  public var wall = 0.0
  public var cpu = 0.0
  /// The exit status; -1 when `/usr/bin/time` reported nothing (the process did not run).
  public var status: Int32 = -1
  public var output = Data()
  /// What the process wrote on its standard error.
  public var errors = ""

  /// Runs `executable` with `arguments` under `/usr/bin/time`. Its standard output is kept in
  /// ``output`` with `keepOutput`, else discarded; every stream goes through a file, so that a
  /// process that prints much cannot block on a pipe nobody reads yet.
  public static func measure(
    _ executable: String, _ arguments: [String], keepOutput: Bool = false
  ) throws -> ProcessCost {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("process-cost-\(getpid())-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let report = directory.appendingPathComponent("time")
    let errorsFile = directory.appendingPathComponent("stderr")
    let outputFile = directory.appendingPathComponent("stdout")
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/time")
    process.arguments = ["-o", report.path, "-f", "%M %e %U %S", executable] + arguments
    process.standardOutput = keepOutput ? try emptyFile(outputFile) : FileHandle.nullDevice
    process.standardError = try emptyFile(errorsFile)
    try process.run()
    process.waitUntilExit()
    var cost = ProcessCost()
    cost.status = process.terminationStatus
    cost.errors = (try? String(contentsOf: errorsFile, encoding: .utf8)) ?? ""
    if keepOutput { cost.output = (try? Data(contentsOf: outputFile)) ?? Data() }
    let printed = (try? String(contentsOf: report, encoding: .utf8)) ?? ""
    let last = printed.split(separator: "\n").last.map { $0.split(separator: " ") } ?? []
    if last.count == 4, let kilobytes = Int(last[0]), let wall = Double(last[1]),
      let user = Double(last[2]), let system = Double(last[3])
    {
      cost.peakBytes = kilobytes * 1024
      cost.wall = wall
      cost.cpu = user + system
    } else {
      cost.status = -1
    }
    return cost
  }

  private static func emptyFile(_ url: URL) throws -> FileHandle {
    guard FileManager.default.createFile(atPath: url.path, contents: nil) else {
      throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: url.path])
    }
    return try FileHandle(forWritingTo: url)
  }
}
