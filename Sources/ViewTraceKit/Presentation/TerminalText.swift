import TraceFormat

/// Trace strings made safe to print on a terminal: a trace is a file from someone else, and its
/// strings may hold escape sequences, bells, NULs or bidirectional overrides. Every text output
/// (`info`, `events`, `tree`, `replay`, `why`, `explain`, `diff`, `verify`) prints them through
/// here, and so does every error and warning a command prints (they may quote a file).
enum TerminalText {
  /// `text` with each control character (C0, DEL, C1, the bidirectional controls and marks,
  /// and the line and paragraph separators) written as `\u{…}`; other text unchanged.
  static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// `trace` with every string escaped, its header's too, for the commands that print it as text.
  static func escaped(_ trace: Trace) -> Trace {
    var safe = trace
    safe.strings = trace.strings.map(escaped)
    safe.header = escaped(trace.header)
    return safe
  }

  /// `header` with its scenario, runtime and metadata escaped.
  static func escaped(_ header: TraceHeader) -> TraceHeader {
    var safe = header
    safe.scenario = escaped(header.scenario)
    safe.runtimeVersion = escaped(header.runtimeVersion)
    safe.metadata = header.metadata.map { .init(key: escaped($0.key), value: escaped($0.value)) }
    return safe
  }

  private static func isControl(_ s: Unicode.Scalar) -> Bool {
    switch s.value {
    case 0..<0x20, 0x7F..<0xA0, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E,
      0x2066...0x2069:
      true
    default: false
    }
  }
}
