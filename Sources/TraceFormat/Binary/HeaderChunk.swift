/// The payloads of the header and end chunks.
enum HeaderChunk {
  static func encode(_ header: TraceHeader) -> [UInt8] {
    let out = ByteBuffer(capacity: 256)
    out.appendString(header.scenario)
    out.appendString(header.runtimeVersion)
    out.appendVarint(UInt64(header.clock.rawValue))
    out.appendVarint(header.startTime)
    out.appendVarint(UInt64(header.metadata.count))
    for item in header.metadata {
      out.appendString(item.key)
      out.appendString(item.value)
    }
    return out.bytes
  }

  /// The header in `payload`, or a description of what is wrong with it.
  static func decode(_ payload: UnsafeRawBufferPointer) -> Result<TraceHeader, DecodeFailure> {
    var c = ByteCursor(payload)
    guard let scenario = c.string(), let runtime = c.string(), let clockRaw = c.varint(),
      let startTime = c.varint(), let count = c.varint()
    else { return .failure("header ends early") }
    guard clockRaw <= UInt8.max, let clock = ClockMode(rawValue: UInt8(clockRaw)) else {
      return .failure("unknown clock mode \(clockRaw)")
    }
    var metadata: [TraceHeader.Metadata] = []
    for _ in 0..<min(count, UInt64(payload.count)) {
      guard let key = c.string(), let value = c.string() else {
        return .failure("header ends early")
      }
      metadata.append(.init(key: key, value: value))
    }
    guard UInt64(metadata.count) == count, c.isAtEnd else {
      return .failure("header has stray bytes")
    }
    return .success(
      TraceHeader(
        scenario: scenario, runtimeVersion: runtime, clock: clock, startTime: startTime,
        metadata: metadata))
  }
}

/// The totals in the end chunk.
struct EndChunk: Equatable {
  var events: UInt64
  var dropped: UInt64

  func encode() -> [UInt8] {
    let out = ByteBuffer(capacity: 32)
    out.appendVarint(events)
    out.appendVarint(dropped)
    return out.bytes
  }

  static func decode(_ payload: UnsafeRawBufferPointer) -> EndChunk? {
    var c = ByteCursor(payload)
    guard let events = c.varint(), let dropped = c.varint(), c.isAtEnd else { return nil }
    return EndChunk(events: events, dropped: dropped)
  }
}

/// What is wrong with a chunk that passed its checksum but does not decode.
struct DecodeFailure: Error, ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
  let detail: String
  init(stringLiteral value: String) { detail = value }
  init(_ detail: String) { self.detail = detail }
  init(stringInterpolation: DefaultStringInterpolation) {
    detail = String(stringInterpolation: stringInterpolation)
  }
}
