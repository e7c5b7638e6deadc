/// Where the viewer page goes as it is made: its output, which may fail (a full disk), and the
/// page's parts as base64 on their way to it. Page parts are made in closures that cannot throw,
/// so the first failure is kept, later bytes are dropped, and ``check()`` throws it.
final class PageStream {
  private let output: (UnsafeRawBufferPointer) throws -> Void
  private var failure: (any Error)?
  /// Up to two bytes of base64 input waiting for a third.
  private var carry: [UInt8] = []
  private var encoded: [UInt8] = []

  init(_ output: @escaping (UnsafeRawBufferPointer) throws -> Void) {
    self.output = output
    encoded.reserveCapacity(Self.piece / 3 * 4 + 4)
  }

  private static let piece = 3 << 14

  /// Writes `bytes` as they are.
  func write(_ bytes: UnsafeRawBufferPointer) {
    guard failure == nil else { return }
    do { try output(bytes) } catch { failure = error }
  }

  /// Writes `bytes` as they are.
  func write(_ bytes: [UInt8]) { bytes.withUnsafeBytes(write) }

  /// Writes `text` in UTF-8.
  func write(_ text: String) { write(Array(text.utf8)) }

  /// Writes `bytes` in base64, continuing what came before since the last ``endBase64()``: the
  /// text is that of one encoding of all of them.
  func base64(_ bytes: UnsafeBufferPointer<UInt8>) {
    var start = 0
    if !carry.isEmpty {
      while carry.count < 3 && start < bytes.count {
        carry.append(bytes[start])
        start += 1
      }
      guard carry.count == 3 else { return }
      encode(carry[...])
      carry.removeAll(keepingCapacity: true)
    }
    while bytes.count - start >= 3 {
      let end = start + min(Self.piece, (bytes.count - start) / 3 * 3)
      encode(bytes[start..<end])
      start = end
    }
    carry.append(contentsOf: bytes[start...])
  }

  /// Ends the base64 text, with its padding.
  func endBase64() {
    guard !carry.isEmpty else { return }
    let count = carry.count
    carry.append(contentsOf: [0, 0][..<(3 - count)])
    encode(carry[...], padding: 3 - count)
    carry.removeAll(keepingCapacity: true)
  }

  /// The first failure to write, if any.
  func check() throws {
    if let failure { throw failure }
  }

  private static let alphabet = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// Encodes whole groups of three bytes, the last `padding` of them not part of the input.
  private func encode<C: Collection>(_ bytes: C, padding: Int = 0) where C.Element == UInt8 {
    encoded.removeAll(keepingCapacity: true)
    var i = bytes.startIndex
    while i != bytes.endIndex {
      let a = bytes[i]
      let b = bytes[bytes.index(after: i)]
      let c = bytes[bytes.index(i, offsetBy: 2)]
      i = bytes.index(i, offsetBy: 3)
      encoded.append(Self.alphabet[Int(a >> 2)])
      encoded.append(Self.alphabet[Int((a & 0x3) << 4 | b >> 4)])
      encoded.append(Self.alphabet[Int((b & 0xf) << 2 | c >> 6)])
      encoded.append(Self.alphabet[Int(c & 0x3f)])
    }
    for k in 0..<padding { encoded[encoded.count - 1 - k] = UInt8(ascii: "=") }
    write(encoded)
  }
}
