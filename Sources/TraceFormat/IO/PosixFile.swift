import Foundation

/// The few POSIX file calls the writers need, with errors as one-line messages.
package enum PosixFile {
  /// Creates (or truncates) `path` for writing.
  static func create(_ path: String) throws(TraceFormatError) -> Int32 {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw TraceFormatError(
        file: (path as NSString).lastPathComponent, problem: .writeFailed(lastError()))
    }
    return fd
  }

  /// Writes all of `bytes`; returns the error, if any.
  static func write(_ fd: Int32, _ bytes: UnsafeRawBufferPointer) -> String? {
    var offset = 0
    while offset < bytes.count {
      let n = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        return lastError()
      }
      offset += n
    }
    return nil
  }

  static func write(_ fd: Int32, _ bytes: [UInt8]) -> String? {
    bytes.withUnsafeBytes { write(fd, $0) }
  }

  /// Closes `fd`; returns the error, if any.
  static func close(_ fd: Int32) -> String? { Foundation.close(fd) == 0 ? nil : lastError() }

  /// The last call's error in words; a pipe or FIFO whose reader went away says so plainly.
  static func lastError() -> String { describe(errno) }

  /// The error `code` in words, as every writer of a file says it.
  package static func describe(_ code: Int32) -> String {
    code == EPIPE ? "its reader closed it early" : String(cString: strerror(code)).lowercased()
  }
}
