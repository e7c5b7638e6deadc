/// The file a text writer writes to: closed exactly once, by ``close(after:)`` when the writer
/// finishes, or when the writer goes away unfinished.
final class OwnedDescriptor {
  let fd: Int32
  /// The file's name, for messages.
  let name: String
  private var closed = false

  init(fd: Int32, name: String) {
    self.fd = fd
    self.name = name
  }

  deinit {
    if !closed { _ = PosixFile.close(fd) }
  }

  /// Closes the file, and throws the first of `failure` (the writer's) and the close's own error.
  func close(after failure: String?) throws(TraceFormatError) {
    closed = true
    let closing = PosixFile.close(fd)
    if let failure = failure ?? closing {
      throw TraceFormatError(file: name, problem: .writeFailed(failure))
    }
  }
}
