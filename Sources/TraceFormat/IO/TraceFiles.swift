import Foundation

extension Trace {
  /// Writes the trace to `url` in `format` (by default, JSON Lines for `.jsonl`, else binary).
  /// Writes a temporary file and renames it, so a failure never leaves a half-written file at `url`.
  public func write(to url: URL, format: TraceFileFormat? = nil) throws(TraceFormatError) {
    try write(toPath: url.path, format: format)
  }

  /// Writes the trace to `path` as ``write(to:format:)`` does; `-` is standard output (binary
  /// unless `format` says otherwise). `inputs`, the files it was read from, are refused as the
  /// output.
  public func write(
    toPath path: String, format: TraceFileFormat? = nil, reading inputs: [String] = []
  ) throws(TraceFormatError) {
    let table = strings
    try TraceFiles.writeAtomically(
      to: path, format: format ?? TraceFileFormat(path: path) ?? .binary, reading: inputs
    ) {
      output throws(TraceFormatError) in
      output.begin(header: header) { table }
      for event in events { output.write(.event(event)) }
      return true
    }
  }
}

/// Whole-file operations: conversion between the encodings.
public enum TraceFiles {
  /// Copies the trace at `input` (binary, JSON Lines or XML, told apart by content) to `output`,
  /// in the format its extension names (`.vtrace` or `.jsonl`), and returns what reading found. A truncated input gives a truncated copy;
  /// converting a file and converting it back reproduces it byte for byte.
  @discardableResult
  public static func convert(from input: URL, to output: URL, salvage: Bool = false)
    throws(TraceFormatError)
    -> ReadReport
  {
    try convert(from: input, toPath: output.path, salvage: salvage)
  }

  /// ``convert(from:to:salvage:)`` to a path, where `-` is standard output, in `format`, or by
  /// default the one the path names (binary for `-`).
  @discardableResult
  public static func convert(
    from input: URL, toPath output: String, format: TraceFileFormat? = nil, salvage: Bool = false
  ) throws(TraceFormatError) -> ReadReport {
    guard let outFormat = format ?? TraceFileFormat(path: output) else {
      throw unknownExtension(output)
    }
    let reader = try TraceReader(url: input, salvage: salvage)
    try writeAtomically(to: output, format: outFormat, reading: [input.path]) {
      out throws(TraceFormatError) in
      out.begin(header: reader.header) { [unowned reader] in reader.strings }
      while let item = try reader.nextItem() { out.write(item) }
      return reader.report.complete
    }
    return reader.report
  }

  static func unknownExtension(_ path: String) -> TraceFormatError {
    TraceFormatError(
      file: (path as NSString).lastPathComponent,
      problem: .wrongFileType(
        "unknown file type; trace files end in .vtrace (binary) or .jsonl (JSON Lines)"))
  }

  /// Runs `body` on an output writing `url` by the rules of ``OutputFile`` (a regular file is
  /// replaced atomically; on failure nothing is left), never one of `inputs`. `body` returns
  /// whether the trace is complete.
  static func writeAtomically(
    to path: String, format: TraceFileFormat, reading inputs: [String] = [],
    _ body: (any TraceOutput) throws(TraceFormatError) -> Bool
  ) throws(TraceFormatError) {
    let file = try OutputFile.open(path, reading: inputs)
    let output = format.output(file)
    do {
      let complete = try body(output)
      try output.finish(complete: complete)
    } catch {
      try? output.finish(complete: false)
      file.abandon()
      throw error
    }
    try file.commit()
  }
}

extension TraceFileFormat {
  /// The format an output path names: by its extension; binary for `-` (standard output) and
  /// for a device or FIFO without one (`/dev/null`, `/dev/stdout`).
  public init?(path: String) {
    if let format = TraceFileFormat(url: URL(fileURLWithPath: path)) {
      self = format
      return
    }
    var info = stat()
    let special =
      stat(path, &info) == 0 && info.st_mode & S_IFMT != S_IFREG && info.st_mode & S_IFMT != S_IFDIR
    guard path == "-" || special else { return nil }
    self = .binary
  }

  /// A streaming writer of this format on `file`'s descriptor.
  func output(_ file: OutputFile) -> any TraceOutput {
    switch self {
    case .binary: TraceFileWriter(output: file, waitWhenBehind: true)
    case .jsonLines: JSONLinesFileWriter(fd: file.fd, name: file.name)
    case .xml: XMLFileWriter(fd: file.fd, name: file.name)
    }
  }
}
