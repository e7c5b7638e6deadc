import Foundation

/// Checks on output paths, made before any work so that a bad path fails fast.
package enum OutputPath {
  /// Fails with one line if `path` is a terminal, where a binary trace would print as garbage;
  /// `instead` says how to get text (`add --format jsonl`).
  package static func refuseBinaryOnTerminal(_ path: String, instead: String) throws(CLIError) {
    guard Output.isTerminal(path) else { return }
    throw CLIError.usage(
      "will not write a binary trace to a terminal; redirect it (> t.vtrace) or \(instead)")
  }

  /// Fails with one line if a file cannot be created at `url`.
  package static func checkWritable(_ url: URL) throws(CLIError) {
    let directory = url.deletingLastPathComponent()
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw CLIError("cannot write \(url.path): the directory \(directory.path) does not exist")
    }
    guard FileManager.default.isWritableFile(atPath: directory.path) else {
      throw CLIError("cannot write \(url.path): the directory is not writable")
    }
    if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    {
      throw CLIError("cannot write \(url.path): it is a directory")
    }
  }
}
