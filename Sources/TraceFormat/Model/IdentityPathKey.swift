/// What the key of a path's last component says (docs/runtime-events.md, "Identity paths"): a
/// structural position (`[1.if]`), an explicit id (`[id=17]`) or a `ForEach` index
/// (`[index=3]`), or a position and an id (`[path0,id=2]`).
extension IdentityPath {
  /// The structural position of the last component, through tuples and branches: `1.if` for
  /// `Editor[1.if]`, `path0` for `Detail[path0,id=2]`; empty when it has none (`NoteRow[id=17]`).
  public var position: String { String(keyParts.position) }

  /// The explicit id of the last component, a `ForEach` element's or the value of `.id(_:)`:
  /// `17` for `NoteRow[id=17]` and for `Detail[path0,id=17]`; nil when it has none.
  public var explicitID: String? { keyParts.label == "id" ? keyParts.value.map(String.init) : nil }

  /// The index of the last component, for a row of a `ForEach` over positions (`0..<n`,
  /// `indices`): `3` for `Row[index=3]`; nil for any other component.
  public var index: Int? {
    keyParts.label == "index" ? keyParts.value.flatMap { Int($0, radix: 10) } : nil
  }

  /// Whether the last component is the true branch of an `if` (`if let`, an optional, a
  /// `switch`): `[if]`, `[1.if]`, `[0.else.if]`; not `[else]`.
  public var isTrueBranch: Bool { keyParts.position.split(separator: ".").last == "if" }

  /// Whether the last component is a modifier (`.task`, `.padding`), not a view.
  public var isModifier: Bool { last.hasPrefix(".") }

  /// The key split in its parts: `1.if,id=17` is position `1.if`, label `id`, value `17`. The
  /// first `=` ends the label, since neither a position nor a label holds `=` or `,`.
  private var keyParts: (position: Substring, label: Substring?, value: Substring?) {
    guard let key = key?[...] else { return ("", nil, nil) }
    guard let equals = key.firstIndex(of: "=") else { return (key, nil, nil) }
    let head = key[..<equals]
    let value = key[key.index(after: equals)...]
    guard let comma = head.lastIndex(of: ",") else { return ("", head, value) }
    return (head[..<comma], head[head.index(after: comma)...], value)
  }
}
