import Foundation

/// Writes files whole or not at all: into a temporary file beside the target, then renamed.
public enum AtomicFile {
  /// Replaces the file at `url` with `data`; on failure the old file, if any, is untouched.
  public static func write(_ data: Data, to url: URL) throws {
    let path = url.path
    let temporary = url.deletingLastPathComponent()
      .appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp").path
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL, 0o644)
    guard fd >= 0 else { throw failure(path) }
    var ok = data.withUnsafeBytes { bytes -> Bool in
      var offset = 0
      while offset < bytes.count {
        let written = Foundation.write(fd, bytes.baseAddress! + offset, bytes.count - offset)
        if written < 0 && errno == EINTR { continue }
        if written <= 0 { return false }
        offset += written
      }
      return true
    }
    let writeError = errno
    ok = close(fd) == 0 && ok
    guard ok, rename(temporary, path) == 0 else {
      let error = ok ? errno : writeError
      unlink(temporary)
      throw failure(path, error)
    }
  }

  private static func failure(_ path: String, _ code: Int32 = errno) -> ExportError {
    ExportError("cannot write \(path): \(String(cString: strerror(code)))")
  }
}
