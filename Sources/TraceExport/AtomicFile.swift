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
    _ = try write(toPath: path, reading: inputs) { output in
      try data.withUnsafeBytes { try output.write($0) }
    }
  }

  /// Writes to `path` what `produce` hands its output, as it hands it, so that a large file
  /// need not be held in memory whole; returns how many bytes were written. As with
  /// ``write(_:toPath:reading:)``, a regular file is replaced only once `produce` has returned
  /// and every byte is written: if either fails, the old file is untouched.
  public static func write(
    toPath path: String, reading inputs: [String] = [],
    _ produce: (inout StreamedOutput) throws -> Void
  ) throws -> Int {
    let file: OutputFile
    do {
      file = try OutputFile.open(path, reading: inputs)
    } catch {
      throw failure(path, error)
    }
    var output = StreamedOutput(fd: file.fd, path: path)
    do {
      try produce(&output)
      try output.flush()
    } catch {
      close(file.fd)
      file.abandon()
      throw error
    }
    guard close(file.fd) == 0 else {
      let closeError = errno
      file.abandon()
      throw ExportError("cannot write \(path): \(PosixFile.describe(closeError))")
    }
    do {
      try file.commit()
    } catch {
      throw failure(path, error)
    }
    return output.count
  }

  private static func failure(_ path: String, _ error: TraceFormatError) -> ExportError {
    guard case .writeFailed(let detail) = error.problem else { return ExportError("\(error)") }
    return ExportError("cannot write \(path): \(detail)")
  }
}

/// The bytes of a file being written by ``AtomicFile/write(toPath:reading:_:)``, gathered in a
/// buffer of 1 MiB and written to the file each time it fills.
public struct StreamedOutput {
  private let fd: Int32
  private let path: String
  private var buffer: [UInt8] = []
  /// How many bytes were handed over so far.
  public private(set) var count = 0

  private static let capacity = 1 << 20

  init(fd: Int32, path: String) {
    self.fd = fd
    self.path = path
    buffer.reserveCapacity(Self.capacity)
  }

  /// Appends `bytes` to the file.
  public mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
    count += bytes.count
    if buffer.count + bytes.count > Self.capacity {
      try flush()
      if bytes.count >= Self.capacity { return try writeAll(bytes) }
    }
    buffer.append(contentsOf: bytes)
  }

  /// Appends `bytes` to the file.
  public mutating func write(_ bytes: [UInt8]) throws {
    try bytes.withUnsafeBytes { try write($0) }
  }

  /// Appends `text`, in UTF-8, to the file.
  public mutating func write(_ text: String) throws {
    var text = text
    try text.withUTF8 { try write(UnsafeRawBufferPointer($0)) }
  }

  /// Writes what the buffer holds.
  mutating func flush() throws {
    try buffer.withUnsafeBytes { try writeAll($0) }
    buffer.removeAll(keepingCapacity: true)
  }

  private func writeAll(_ bytes: UnsafeRawBufferPointer) throws {
    var offset = 0
    while offset < bytes.count {
      let written = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
      if written < 0 && errno == EINTR { continue }
      guard written > 0 else {
        throw ExportError("cannot write \(path): \(PosixFile.describe(errno))")
      }
      offset += written
    }
  }
}
