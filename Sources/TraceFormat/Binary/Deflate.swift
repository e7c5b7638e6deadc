import CZlib

/// Raw deflate (RFC 1951: no zlib header or trailer) through one zlib stream, set up on first use
/// and reset for each input after that.
final class Deflater {
  private let level: Int32
  /// zlib's state points back at the stream, so it lives at a fixed address.
  private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
  private var started = false

  /// A compressor at zlib `level` (1 fastest … 9 smallest).
  init(level: Int32) {
    self.level = level
    stream.initialize(to: z_stream())
  }

  deinit {
    if started { deflateEnd(stream) }
    stream.deallocate()
  }

  /// Compresses `input` into `output` and returns the number of bytes written, or nil if the
  /// compressed stream does not fit in `output` (or zlib could not start).
  func compress(_ input: UnsafeRawBufferPointer, into output: UnsafeMutableRawBufferPointer)
    -> Int?
  {
    guard input.count <= Int(UInt32.max), output.count <= Int(UInt32.max) else { return nil }
    if started {
      guard deflateReset(stream) == Z_OK else { return nil }
    } else {
      guard czlib_deflate_init_raw(stream, level) == Z_OK else { return nil }
      started = true
    }
    let s = stream
    s.pointee.next_in = UnsafeMutablePointer(
      mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
    s.pointee.avail_in = uInt(input.count)
    s.pointee.next_out = output.baseAddress?.assumingMemoryBound(to: Bytef.self)
    s.pointee.avail_out = uInt(output.count)
    // With Z_FINISH, anything but Z_STREAM_END means the output filled up first.
    guard CZlib.deflate(s, Z_FINISH) == Z_STREAM_END else { return nil }
    return output.count - Int(s.pointee.avail_out)
  }
}

/// Raw inflate (RFC 1951) through one zlib stream and one output buffer, both reused.
final class Inflater {
  private let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
  private var started = false
  private var buffer = UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 16)
  private var capacity = 1

  init() { stream.initialize(to: z_stream()) }

  deinit {
    if started { inflateEnd(stream) }
    stream.deallocate()
    buffer.deallocate()
  }

  /// The bytes of the raw deflate stream `input`, which must inflate to exactly `length` bytes
  /// and end exactly where `input` does; or what is wrong with it. The bytes stay valid until the
  /// next call.
  func inflate(_ input: UnsafeRawBufferPointer, length: Int) -> Result<
    UnsafeRawBufferPointer, DecodeFailure
  > {
    guard input.count <= Int(UInt32.max), length < Int(UInt32.max) else {
      return .failure("deflated data too large")
    }
    if started {
      guard inflateReset(stream) == Z_OK else { return .failure("zlib cannot inflate") }
    } else {
      guard czlib_inflate_init_raw(stream) == Z_OK else { return .failure("zlib cannot inflate") }
      started = true
    }
    // One byte of room more than expected, to notice a stream that inflates to more.
    if length + 1 > capacity {
      buffer.deallocate()
      capacity = length + 1
      buffer = .allocate(byteCount: capacity, alignment: 16)
    }
    let s = stream
    s.pointee.next_in = UnsafeMutablePointer(
      mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
    s.pointee.avail_in = uInt(input.count)
    s.pointee.next_out = buffer.assumingMemoryBound(to: Bytef.self)
    s.pointee.avail_out = uInt(length + 1)
    let status = CZlib.inflate(s, Z_FINISH)
    let produced = length + 1 - Int(s.pointee.avail_out)
    switch status {
    case Z_STREAM_END:
      guard produced == length else {
        return .failure("deflated data inflates to \(produced) bytes, not \(length)")
      }
      guard s.pointee.avail_in == 0 else { return .failure("stray bytes after the deflated data") }
      return .success(UnsafeRawBufferPointer(start: buffer, count: length))
    case Z_OK, Z_BUF_ERROR:
      return .failure(
        produced > length
          ? "deflated data inflates to more than \(length) bytes" : "deflated data ends early")
    default:
      let reason = s.pointee.msg.map { String(cString: $0) } ?? "zlib error \(status)"
      return .failure("deflated data does not inflate: \(reason)")
    }
  }
}
