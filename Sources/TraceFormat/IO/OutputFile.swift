import Foundation

/// Where a command writes a file, opened by the rules of docs/security-and-limits.md:
///
/// - `-` is standard output;
/// - a device, FIFO or socket is written through, never replaced, so that `-o /dev/null` or
///   `-o /dev/stdout` do what they say; so is a symbolic link to one;
/// - a directory is refused, and so is a file the command reads (``open(_:atomic:reading:)``);
/// - anything else is a regular file: written to a temporary file beside it and renamed over it
///   by ``commit()`` (atomic), or with `atomic: false` written in place, so that a writer killed
///   midway leaves what it wrote under the file's own name. A symbolic link to a regular file
///   stays a link: the file it resolves to is the one replaced.
///
/// A recorder can also ``publish()`` an atomic output early: renamed into place once its header is
/// written, so that the file appears under its own name already readable, and a recorder killed
/// from then on leaves a truncated trace there.
///
/// The writer owns ``fd`` and closes it; then ``commit()`` (or ``abandon()`` on failure).
public struct OutputFile: Sendable {
  /// The path as given, for messages.
  public let path: String
  /// The file that ``commit()`` replaces: `path`, or the file a symbolic link at `path` resolves to.
  let destination: String
  /// The descriptor to write to; the writer closes it.
  public let fd: Int32
  /// The temporary file renamed over ``path`` by ``commit()``, when the output is atomic.
  let temporary: String?
  /// Whether ``abandon()`` removes `path` itself: a regular file written in place.
  let removable: Bool
  /// Whether ``publish()`` has put the temporary file in place already.
  private let published = Flag()

  /// Set once, by the thread that records; read after it is done.
  private final class Flag: @unchecked Sendable {
    var isSet = false
  }

  /// The name errors begin with: the path's last component, or `-`.
  public var name: String { path == "-" ? "-" : (path as NSString).lastPathComponent }

  /// Opens `path` for writing by the rules above; `inputs` are the paths of the files the
  /// command reads, which the output must not be, by any name (device and inode compared).
  public static func open(_ path: String, atomic: Bool = true, reading inputs: [String] = [])
    throws(TraceFormatError) -> OutputFile
  {
    let name = path == "-" ? "-" : (path as NSString).lastPathComponent
    func failure(_ detail: String) -> TraceFormatError {
      TraceFormatError(file: name, problem: .writeFailed(detail))
    }
    try OwnInputCheck.refuse(output: path, inputs: inputs)
    if path == "-" {
      let fd = dup(STDOUT_FILENO)
      guard fd >= 0 else { throw failure("standard output: \(PosixFile.lastError())") }
      return OutputFile(path: path, destination: path, fd: fd, temporary: nil, removable: false)
    }
    guard !path.isEmpty else { throw failure("the output path is empty") }
    var info = stat()
    let exists = lstat(path, &info) == 0
    let type = info.st_mode & S_IFMT
    if exists && type == S_IFDIR { throw failure("it is a directory") }
    var destination = path
    if exists && type != S_IFREG {
      var target = stat()
      let resolved = stat(path, &target) == 0
      if resolved && target.st_mode & S_IFMT == S_IFDIR { throw failure("it links to a directory") }
      if type == S_IFLNK && resolved && target.st_mode & S_IFMT == S_IFREG,
        let real = realpath(path, nil)
      {
        // A link to a regular file: that file is replaced whole, as a regular file is.
        destination = String(cString: real)
        free(real)
      } else {
        // Written through: a device, a FIFO, a socket, a link to one or to nothing yet.
        let fd = Foundation.open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else { throw failure(PosixFile.lastError()) }
        return OutputFile(path: path, destination: path, fd: fd, temporary: nil, removable: false)
      }
    }
    guard atomic else {
      let fd = try PosixFile.create(destination)
      return OutputFile(
        path: path, destination: destination, fd: fd, temporary: nil, removable: true)
    }
    let directory = (destination as NSString).deletingLastPathComponent
    let temporary =
      (directory.isEmpty ? "" : directory + "/")
      + ".\((destination as NSString).lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
    let fd = Foundation.open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
    guard fd >= 0 else { throw failure(PosixFile.lastError()) }
    TemporaryFiles.shared.add(temporary)
    return OutputFile(
      path: path, destination: destination, fd: fd, temporary: temporary, removable: false)
  }

  /// Puts the temporary file in place now, while ``fd`` is still being written: what is written
  /// from now on goes straight to `path`. Does nothing for an output written in place.
  public func publish() throws(TraceFormatError) {
    guard let temporary, !published.isSet else { return }
    guard rename(temporary, destination) == 0 else {
      throw TraceFormatError(file: name, problem: .writeFailed(PosixFile.lastError()))
    }
    published.isSet = true
    TemporaryFiles.shared.remove(temporary)
  }

  /// Puts the written file in place (if ``publish()`` has not); call after ``fd`` is closed.
  public func commit() throws(TraceFormatError) {
    guard let temporary, !published.isSet else { return }
    defer { TemporaryFiles.shared.remove(temporary) }
    guard rename(temporary, destination) == 0 else {
      let detail = PosixFile.lastError()
      unlink(temporary)
      throw TraceFormatError(file: name, problem: .writeFailed(detail))
    }
  }

  /// Removes what was written, if it is a file of this output's own; call after ``fd`` is closed.
  public func abandon() {
    if published.isSet {
      unlink(destination)
    } else if let temporary {
      unlink(temporary)
      TemporaryFiles.shared.remove(temporary)
    } else if removable {
      unlink(destination)
    }
  }
}
