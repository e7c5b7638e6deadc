import Foundation

extension Trace {
  /// Writes the trace to `url` in `format` (by default, JSON Lines for `.jsonl`, else binary).
  /// Writes a temporary file and renames it, so a failure never leaves a half-written file at `url`.
  public func write(to url: URL, format: TraceFileFormat? = nil) throws(TraceFormatError) {
    let table = strings
    try TraceFiles.writeAtomically(to: url, format: format ?? TraceFileFormat(url: url) ?? .binary)
    {
      output throws(TraceFormatError) in
      output.begin(header: header) { table }
      for event in events { output.write(.event(event)) }
      return true
    }
  }
}

/// Whole-file operations: conversion between the encodings.
public enum TraceFiles {
  /// Copies the trace at `input` to `output`, each in the format its extension names (`.vtrace`
  /// or `.jsonl`), and returns what reading found. A truncated input gives a truncated copy;
  /// converting a file and converting it back reproduces it byte for byte.
  @discardableResult
  public static func convert(from input: URL, to output: URL, salvage: Bool = false)
    throws(TraceFormatError)
    -> ReadReport
  {
    guard let inFormat = TraceFileFormat(url: input) else { throw unknownExtension(input) }
    guard let outFormat = TraceFileFormat(url: output) else { throw unknownExtension(output) }
    let reader = try TraceReader(url: input, salvage: salvage, expecting: inFormat)
    try writeAtomically(to: output, format: outFormat) { out throws(TraceFormatError) in
      out.begin(header: reader.header) { [unowned reader] in reader.strings }
      while let item = try reader.nextItem() { out.write(item) }
      return reader.report.complete
    }
    return reader.report
  }

  private static func unknownExtension(_ url: URL) -> TraceFormatError {
    TraceFormatError(
      file: url.lastPathComponent,
      problem: .wrongFileType(
        "unknown file type; trace files end in .vtrace (binary) or .jsonl (JSON Lines)"))
  }

  /// Runs `body` on an output writing a temporary file next to `url`, then renames it to `url`;
  /// on failure removes it. `body` returns whether the trace is complete.
  static func writeAtomically(
    to url: URL, format: TraceFileFormat, _ body: (any TraceOutput) throws(TraceFormatError) -> Bool
  ) throws(TraceFormatError) {
    let temp = url.deletingLastPathComponent().appendingPathComponent(
      ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp")
    let output: any TraceOutput
    do {
      output =
        format == .binary
        ? try TraceFileWriter(url: temp, waitWhenBehind: true) : try JSONLinesFileWriter(url: temp)
    } catch {
      throw TraceFormatError(file: url.lastPathComponent, problem: error.problem)
    }
    do {
      let complete = try body(output)
      try output.finish(complete: complete)
    } catch {
      try? output.finish(complete: false)
      unlink(temp.path)
      var error = error
      if error.file == temp.lastPathComponent { error.file = url.lastPathComponent }
      throw error
    }
    guard rename(temp.path, url.path) == 0 else {
      let detail = PosixFile.lastError()
      unlink(temp.path)
      throw TraceFormatError(file: url.lastPathComponent, problem: .writeFailed(detail))
    }
  }
}
