import CZlib

/// Compresses the page's words in zlib's format (RFC 1950), which the page inflates with the
/// browser's own `DecompressionStream("deflate")`: text that repeats itself as event words do
/// shrinks about tenfold, and nothing but the browser is needed to read it.
///
/// The words are handed over a part at a time as they are written (``add(_:)``), and their
/// compressed form goes to `output` as it is made, so that neither is held whole; zlib's output
/// does not depend on how its input is cut.
final class PageDeflate {
  private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
  private let output: (UnsafeBufferPointer<UInt8>) -> Void
  private var piece = [UInt8](repeating: 0, count: 1 << 16)

  init(output: @escaping (UnsafeBufferPointer<UInt8>) -> Void) {
    self.output = output
    stream.initialize(to: z_stream())
    let status = deflateInit_(stream, 6, zlibVersion(), Int32(MemoryLayout<z_stream>.size))
    // The level is valid and the library is the one linked: only memory can fail.
    precondition(status == Z_OK, "zlib could not start compressing the page's words (\(status))")
  }

  deinit {
    deflateEnd(stream)
    stream.deallocate()
  }

  /// Compresses `bytes`, which follow those added before.
  func add(_ bytes: [UInt8]) {
    bytes.withUnsafeBufferPointer { run($0, flush: Z_NO_FLUSH) }
  }

  /// Ends the stream, handing over its last bytes.
  func finish() {
    run(UnsafeBufferPointer(start: nil, count: 0), flush: Z_FINISH)
  }

  private func run(_ input: UnsafeBufferPointer<UInt8>, flush: Int32) {
    stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
    stream.pointee.avail_in = uInt(input.count)
    while true {
      let (status, produced) = piece.withUnsafeMutableBufferPointer { out in
        stream.pointee.next_out = out.baseAddress
        stream.pointee.avail_out = uInt(out.count)
        let status = deflate(stream, flush)
        return (status, out.count - Int(stream.pointee.avail_out))
      }
      precondition(
        status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR,
        "zlib could not compress the page's words (\(status))")
      if produced > 0 {
        piece.withUnsafeBufferPointer { output(UnsafeBufferPointer(rebasing: $0[..<produced])) }
      }
      let done =
        flush == Z_FINISH
        ? status == Z_STREAM_END : stream.pointee.avail_in == 0 && stream.pointee.avail_out != 0
      if done { return }
    }
  }
}
