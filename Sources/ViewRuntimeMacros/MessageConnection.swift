#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The compiler's end of the plugin protocol: on standard input and output, each message is its
/// JSON's length as 8 bytes, little-endian, then the JSON.
struct MessageConnection {
  /// The next message, or nil once the compiler has closed standard input or sent an empty
  /// message, as it does when it is done with the plugin.
  func receive() throws -> HostMessage? {
    guard let header = readExactly(8) else { return nil }
    let length = header.reversed().reduce(0) { $0 << 8 | Int($1) }
    guard length > 0 else { return nil }
    guard let body = readExactly(length) else { throw ConnectionError.truncated }
    return try JSONDecoder().decode(HostMessage.self, from: Data(body))
  }

  func send(_ message: PluginMessage) throws {
    let body = try JSONEncoder().encode(message)
    let header = (0..<8).map { UInt8(truncatingIfNeeded: body.count >> ($0 * 8)) }
    try writeAll(header + Array(body))
  }

  /// Exactly `count` bytes of standard input, or nil at its end.
  private func readExactly(_ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let got = bytes.withUnsafeMutableBytes {
        read(0, $0.baseAddress! + done, count - done)
      }
      if got < 0 && errno == EINTR { continue }
      guard got > 0 else { return nil }
      done += got
    }
    return bytes
  }

  private func writeAll(_ bytes: [UInt8]) throws {
    var done = 0
    while done < bytes.count {
      let put = bytes.withUnsafeBytes { write(1, $0.baseAddress! + done, bytes.count - done) }
      if put < 0 && errno == EINTR { continue }
      guard put > 0 else { throw ConnectionError.closed }
      done += put
    }
  }
}

/// The compiler went away in the middle of a message.
enum ConnectionError: Error {
  case truncated
  case closed
}
