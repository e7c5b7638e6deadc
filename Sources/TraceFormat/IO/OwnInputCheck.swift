import Foundation

/// The one check that keeps a command from writing over a file it reads: an output that resolves
/// to an input (the same path, a symbolic link to it, a hard link, the same file through a bind
/// mount, standard output redirected into it) is refused before anything is opened for writing.
/// Files are compared by device and inode, with links followed.
enum OwnInputCheck {
  /// Throws if the output at `path` (`-` for standard output) is one of `inputs`. Character
  /// devices are exempt: reading `/dev/stdin` and writing `/dev/stdout` may well be one terminal,
  /// and nothing stored there can be lost.
  static func refuse(output path: String, inputs: [String]) throws(TraceFormatError) {
    guard !inputs.isEmpty, let out = identity(ofOutput: path) else { return }
    guard out.st_mode & S_IFMT != S_IFCHR else { return }
    for input in inputs {
      var info = stat()
      guard stat(input, &info) == 0, info.st_dev == out.st_dev, info.st_ino == out.st_ino
      else { continue }
      let name = path == "-" ? "-" : (path as NSString).lastPathComponent
      let what = path == "-" ? "standard output" : "it"
      throw TraceFormatError(
        file: name,
        problem: .writeFailed(
          "\(what) is \((input as NSString).lastPathComponent), which this command reads"))
    }
  }

  /// What the output resolves to, if it exists: standard output's file for `-`.
  private static func identity(ofOutput path: String) -> stat? {
    var info = stat()
    let found = path == "-" ? fstat(STDOUT_FILENO, &info) == 0 : stat(path, &info) == 0
    return found ? info : nil
  }
}
