/// What XML 1.0 can carry as text.
package enum XMLText {
  /// Whether XML 1.0 allows `scalar` in a document at all (even as a character reference).
  package static func allows(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: true
    default: false
    }
  }

  /// Whether every character of `string` can be written to XML 1.0 and read back unchanged.
  package static func isRepresentable(_ string: String) -> Bool {
    string.unicodeScalars.allSatisfy(allows)
  }

  /// `string` with every character that XML 1.0 cannot carry replaced by U+FFFD, for display.
  package static func displayable(_ string: String) -> String {
    if isRepresentable(string) { return string }
    var out = String.UnicodeScalarView()
    for scalar in string.unicodeScalars {
      out.append(allows(scalar) ? scalar : "\u{FFFD}")
    }
    return String(out)
  }
}
