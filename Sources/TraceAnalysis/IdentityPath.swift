/// Reading identity paths (`Root/VStack/Row[index=2]`), as docs/runtime-events.md writes them.
enum IdentityPath {
  /// The path without its last component: the parent's path.
  static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "" }
    return String(path[..<slash])
  }

  /// The last component, key included: `Row[index=2]`.
  static func last(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return path }
    return String(path[path.index(after: slash)...])
  }

  /// The view type of a component: `Row` for `Row[index=2]`.
  static func type(_ component: String) -> String {
    String(component.prefix { $0 != "[" })
  }

  /// The components of a path.
  static func components(_ path: String) -> [Substring] {
    path.split(separator: "/", omittingEmptySubsequences: false)
  }

  /// The path up to and including its deepest component identified by index (`[index=…]`), if any.
  static func indexRow(_ path: String) -> String? {
    guard let range = path.range(of: "[index=", options: .backwards) else { return nil }
    guard let end = path[range.upperBound...].firstIndex(of: "]") else { return nil }
    return String(path[...end])
  }

  /// Whether `path` is `ancestor` or lies below it.
  static func isWithin(_ path: String, _ ancestor: String) -> Bool {
    path == ancestor || path.hasPrefix(ancestor + "/")
  }

  /// A short form for terminals: the last `count` components, with `…/` when cut.
  static func short(_ path: String, count: Int = 3) -> String {
    let parts = components(path)
    guard parts.count > count else { return path }
    return "…/" + parts.suffix(count).joined(separator: "/")
  }
}

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
