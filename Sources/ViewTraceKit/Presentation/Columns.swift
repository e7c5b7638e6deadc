/// A trace time in milliseconds with microseconds: `300.003 ms`.
func formatTime(_ ns: UInt64) -> String {
  let micros = ns / 1_000
  let fraction = String(micros % 1_000)
  return "\(micros / 1_000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) ms"
}

/// `text` right-aligned in `width` columns.
func padLeft(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}

/// `text` left-aligned in `width` columns.
func padRight(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - text.count))
}
