/// `text` right-aligned in `width` columns.
func padLeft(_ text: String, _ width: Int) -> String {
  String(repeating: " ", count: max(0, width - text.count)) + text
}

/// `text` left-aligned in `width` columns.
func padRight(_ text: String, _ width: Int) -> String {
  text + String(repeating: " ", count: max(0, width - text.count))
}
