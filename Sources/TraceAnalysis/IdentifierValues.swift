/// Whether `value` looks like a value that is new each time it is made: a `UUID()`, as a live
/// trace prints it or as a deterministic one names it (`UUID#3`).
func looksFreshlyMade(_ value: String) -> Bool {
  if value.hasPrefix("UUID#"), Int(value.dropFirst(5)) != nil { return true }
  let chars = Array(value.utf8)
  guard chars.count == 36 else { return false }
  for (i, c) in chars.enumerated() {
    if i == 8 || i == 13 || i == 18 || i == 23 {
      if c != UInt8(ascii: "-") { return false }
    } else if !(c >= 48 && c <= 57) && !(c >= 65 && c <= 70) && !(c >= 97 && c <= 102) {
      return false
    }
  }
  return true
}

/// Whether an explicit id is a plain identifier (`17`, `"abc"`, a UUID) rather than a whole
/// value printed with its fields (`Article 1 (3 likes)`), which changes whenever any field does.
func isPlainIdentifier(_ value: String) -> Bool {
  if looksFreshlyMade(value) { return true }
  if value.count >= 2, value.hasPrefix("\""), value.hasSuffix("\""),
    !value.dropFirst().dropLast().contains("\"")
  {
    return true
  }
  return !value.contains { $0 == " " || $0 == "(" || $0 == ":" || $0 == "," }
}
