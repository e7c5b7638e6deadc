import Foundation
import TraceFormat

/// Writes files whole or not at all, by the rules of TraceFormat's `OutputFile`: a regular file
/// through a temporary file beside it, renamed; `-`, devices, FIFOs and links written through.
public enum AtomicFile {
  /// Replaces the file at `url` with `data`; on failure the old file, if any, is untouched.
  public static func write(_ data: Data, to url: URL) throws {
    try write(data, toPath: url.path)
  }

  /// Writes `data` to `path`, where `-` is standard output; refuses a `path` that is one of
  /// `inputs`, the files the caller read (by device and inode, links followed).
  public static func write(_ data: Data, toPath path: String, reading inputs: [String] = [])
    throws
  {
    let file: OutputFile
    do {
      file = try OutputFile.open(path, reading: inputs)
    } catch {
      throw failure(path, error)
    }
    var ok = data.withUnsafeBytes { bytes -> Bool in
      var offset = 0
      while offset < bytes.count {
        let written = Foundation.write(file.fd, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return false }
        offset += written
      }
      return true
    }
    let writeError = errno
    ok = close(file.fd) == 0 && ok
    guard ok else {
      file.abandon()
      throw ExportError("cannot write \(path): \(PosixFile.describe(writeError))")
    }
    do {
      try file.commit()
    } catch {
      throw failure(path, error)
    }
  }

  private static func failure(_ path: String, _ error: TraceFormatError) -> ExportError {
    guard case .writeFailed(let detail) = error.problem else { return ExportError("\(error)") }
    return ExportError("cannot write \(path): \(detail)")
  }
}
