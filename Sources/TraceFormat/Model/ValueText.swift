/// Recorded values shortened for a line of prose: a whole array of orders is not what a chain
/// line is for, and a cut in the middle of a name (`KitchenScr…`) reads as a different name.
public enum ValueText {
  /// The most characters of a value a phrase shows, ellipsis included.
  public static let phraseLimit = 80

  /// `text` as is when it fits in `limit` characters; else cut after the last separator that
  /// fits (a space, a comma, a bracket or parenthesis, a colon), so that no type name, property
  /// name or number is cut in two, and ended with `…`.
  public static func capped(_ text: String, limit: Int = phraseLimit) -> String {
    guard text.count > limit, limit > 1 else { return text }
    let room = text.prefix(limit - 1)
    let separators: Set<Character> = [" ", ",", "(", ")", "[", "]", "{", "}", ":"]
    guard let last = room.lastIndex(where: { separators.contains($0) }) else {
      return String(room) + "…"
    }
    // Keep a closing bracket or a comma with what it ends; drop a space or an opening bracket
    // that nothing follows.
    let keeps = ")]},".contains(room[last])
    let end = keeps ? room.index(after: last) : last
    return String(room[..<end]).trimmingTrailingSpaces() + "…"
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
