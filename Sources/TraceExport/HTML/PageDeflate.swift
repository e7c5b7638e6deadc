import CZlib

/// Compresses the page's words in zlib's format (RFC 1950), which the page inflates with the
/// browser's own `DecompressionStream("deflate")`: text that repeats itself as event words do
/// shrinks about tenfold, and nothing but the browser is needed to read it.
enum PageDeflate {
  static func compress(_ bytes: [UInt8]) -> [UInt8] {
    var length = compressBound(uLong(bytes.count))
    var output = [UInt8](repeating: 0, count: Int(length))
    let status = output.withUnsafeMutableBufferPointer { out in
      bytes.withUnsafeBufferPointer { input in
        compress2(out.baseAddress, &length, input.baseAddress, uLong(input.count), 6)
      }
    }
    // compressBound is room enough for any input, and the level is valid: only memory can fail.
    precondition(status == Z_OK, "zlib could not compress the page's words (\(status))")
    output.removeSubrange(Int(length)...)
    return output
  }
}
