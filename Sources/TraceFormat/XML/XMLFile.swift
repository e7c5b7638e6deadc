import Foundation

/// Reading an XML file whole, with the errors said plainly: a directory, a missing file, a file
/// over the size limit. FIFOs and devices are read like files (Foundation's `Data(contentsOf:)`
/// calls them a permission problem).
enum XMLFile {
  /// The bytes of the file at `path`, at most `maxBytes` of them.
  static func contents(ofPath path: String, maxBytes: Int) throws -> Data {
    guard !path.isEmpty else { throw XMLError("cannot read '': the path is empty") }
    let fd = open(path, O_RDONLY | O_CLOEXEC)
    guard fd >= 0 else { throw failure(path, errno) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw failure(path, errno) }
    guard info.st_mode & S_IFMT != S_IFDIR else {
      throw XMLError("cannot read \(path): it is a directory")
    }
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let n = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
      if n < 0 {
        if errno == EINTR { continue }
        throw failure(path, errno)
      }
      if n == 0 { return data }
      data.append(contentsOf: chunk[0..<n])
      guard data.count <= maxBytes else {
        throw XMLError("cannot read \(path): larger than the limit of \(maxBytes) bytes")
      }
    }
  }

  private static func failure(_ path: String, _ code: Int32) -> XMLError {
    let detail = code == ENOENT ? "no such file" : String(cString: strerror(code)).lowercased()
    return XMLError("cannot read \(path): \(detail)")
  }
}
