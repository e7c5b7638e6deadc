import Foundation

/// The temporary files of atomic outputs in progress, removed if the process is interrupted
/// (SIGINT, SIGTERM, SIGHUP) as well as on every normal exit. A SIGKILL still leaves them.
///
/// The paths live in fixed raw memory, so that the signal handler only reads memory and calls
/// `unlink`, both safe in a handler.
final class TemporaryFiles: @unchecked Sendable {
  static let shared = TemporaryFiles()

  private static let slots = 16
  private static let pathBytes = Int(PATH_MAX)
  /// `slots` NUL-terminated paths; an empty one is a free slot.
  private let paths: UnsafeMutablePointer<CChar>
  private let lock = NSLock()

  private init() {
    paths = .allocate(capacity: Self.slots * Self.pathBytes)
    paths.initialize(repeating: 0, count: Self.slots * Self.pathBytes)
    temporaryPaths = paths
    for signal in [SIGINT, SIGTERM, SIGHUP] {
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_handler = removeTemporaryFilesAndDie
      #else
        action.__sigaction_u.__sa_handler = removeTemporaryFilesAndDie
      #endif
      sigemptyset(&action.sa_mask)
      var previous = sigaction()
      sigaction(signal, nil, &previous)
      // A signal the process ignores (nohup) stays ignored.
      #if os(Linux)
        let ignored = unsafeBitCast(previous.__sigaction_handler.sa_handler, to: Int.self) == 1
      #else
        let ignored = unsafeBitCast(previous.__sigaction_u.__sa_handler, to: Int.self) == 1
      #endif
      if !ignored { sigaction(signal, &action, nil) }
    }
  }

  /// Registers `path`; beyond 16 at once, the rest are only removed on normal exits.
  func add(_ path: String) {
    let bytes = Array(path.utf8CString)
    guard bytes.count <= Self.pathBytes else { return }
    lock.withLock {
      for slot in 0..<Self.slots where paths[slot * Self.pathBytes] == 0 {
        let start = paths + slot * Self.pathBytes
        // The first byte last, so that the handler never sees a half-written path.
        (start + 1).update(from: Array(bytes.dropFirst()), count: bytes.count - 1)
        start.pointee = bytes[0]
        return
      }
    }
  }

  func remove(_ path: String) {
    lock.withLock {
      for slot in 0..<Self.slots {
        let start = paths + slot * Self.pathBytes
        if start.pointee != 0 && String(cString: start) == path { start.pointee = 0 }
      }
    }
  }
}

/// The registry's memory, for the handler (which cannot capture).
nonisolated(unsafe) private var temporaryPaths: UnsafeMutablePointer<CChar>?

private func removeTemporaryFilesAndDie(_ signal: Int32) {
  if let paths = temporaryPaths {
    let size = Int(PATH_MAX)
    for slot in 0..<16 where paths[slot * size] != 0 { unlink(paths + slot * size) }
  }
  Foundation.signal(signal, SIG_DFL)
  raise(signal)
}
