import Foundation

/// Buffered sequential reading of a file, with look-ahead: the caller asks for `n` bytes at the
/// current position with ``ensure(_:)``, reads them through ``pointer``, then ``consume(_:)``s them.
final class FileInput {
  let name: String
  let size: Int
  private let fd: Int32
  private var buffer: UnsafeMutablePointer<UInt8>
  private var capacity: Int
  private var lo = 0
  private var hi = 0
  private var bufferOffset = 0
  private var atEOF = false

  /// Opens `url` for reading.
  init(url: URL, capacity: Int = 1 << 20) throws(TraceFormatError) {
    name = url.lastPathComponent
    fd = open(url.path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else {
      throw TraceFormatError(file: name, problem: .unreadable(Self.describe(errno)))
    }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let detail = Self.describe(errno)
      close(fd)
      throw TraceFormatError(file: name, problem: .unreadable(detail))
    }
    guard info.st_mode & S_IFMT != S_IFDIR else {
      close(fd)
      throw TraceFormatError(
        file: name, problem: .wrongFileType("is a directory, not a trace file"))
    }
    size = Int(info.st_size)
    // A regular file smaller than `capacity` gets a buffer of its size: most traces are a few
    // kilobytes, and a megabyte per reader is what fuzzing one input at a time mostly paid for.
    let regular = info.st_mode & S_IFMT == S_IFREG
    self.capacity = regular ? min(capacity, max(size, 4096)) : capacity
    buffer = .allocate(capacity: self.capacity)
  }

  deinit {
    buffer.deallocate()
    close(fd)
  }

  private static func describe(_ code: Int32) -> String {
    code == ENOENT ? "no such file" : String(cString: strerror(code)).lowercased()
  }

  /// Bytes kept readable before ``pointer`` (those consumed last, up to the file's start): salvage
  /// completes range checksums from up to 63 bytes before a candidate chunk.
  static let history = 64

  /// The file offset of ``pointer``.
  var offset: Int { bufferOffset + lo }
  /// Bytes buffered at the current position.
  var available: Int { hi - lo }
  var pointer: UnsafeMutablePointer<UInt8> { buffer + lo }

  /// Whether `n` bytes are available at the current position, reading more as needed; false only
  /// when the file ends first.
  @inline(__always)
  func ensure(_ n: Int) throws(TraceFormatError) -> Bool {
    if hi - lo >= n { return true }
    return try fill(n)
  }

  private func fill(_ n: Int) throws(TraceFormatError) -> Bool {
    // At the end of the file nothing more can come: no compaction, which would make a caller
    // asking past the end at every byte (salvage) quadratic.
    if atEOF { return hi - lo >= n }
    let keep = min(lo, Self.history)
    if lo > keep {
      buffer.update(from: buffer + lo - keep, count: hi - lo + keep)
      bufferOffset += lo - keep
      hi -= lo - keep
      lo = keep
    }
    if lo + n > capacity {
      var newCapacity = capacity * 2
      while newCapacity < lo + n { newCapacity *= 2 }
      let grown = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
      grown.update(from: buffer, count: hi)
      buffer.deallocate()
      buffer = grown
      capacity = newCapacity
    }
    while hi - lo < n && !atEOF {
      let got = read(fd, buffer + hi, capacity - hi)
      if got < 0 {
        if errno == EINTR { continue }
        throw TraceFormatError(file: name, problem: .unreadable(Self.describe(errno)))
      }
      if got == 0 { atEOF = true }
      hi += got
    }
    return hi - lo >= n
  }

  @inline(__always)
  func consume(_ n: Int) { lo += n }
}
