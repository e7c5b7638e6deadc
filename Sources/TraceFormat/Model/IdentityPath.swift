/// The path of one identity in the view tree, as the runtime records it:
/// `NotesApp/VStack/List[1]/NoteRow[id=17]` (docs/runtime-events.md).
///
/// Each `/`-separated component is a view type, with its key in brackets when it has one.
/// `/`, `%` and `]` inside a key are written `%2F`, `%25` and `%5D`, so that every `/` of the
/// text separates two components.
public struct IdentityPath: Hashable, Sendable, CustomStringConvertible {
  /// The path as recorded.
  public let text: String

  /// The path whose recorded text is `text`.
  public init(_ text: String) { self.text = text }

  /// The path of a view of type `type` with key `key` (none when empty) under `parent`, or at
  /// the root when `parent` is nil.
  public init(parent: IdentityPath?, type: String, key: String = "") {
    text = Self.text(under: parent?.text, type: type, key: key)
  }

  /// The recorded text of the path of a view of type `type` with key `key` (none when empty)
  /// under the path whose text is `parent`, or at the root when `parent` is nil. A path is made
  /// for every node the runtime makes: the parts are read in place, not copied.
  public static func text(under parent: String?, type: String, key: String = "") -> String {
    guard keyNeedsEscape(key) else { return joined(parent, type, key) }
    return joined(parent, type, escape(key))
  }

  /// `parent/type[key]` (`type[key]` without a parent, no brackets for an empty key), built in
  /// one string of the right size, its bytes copied in. The parts are copied by a static
  /// function that returns where it stopped, not by a closure that moves a captured position:
  /// each change of a captured variable was checked for exclusive access.
  private static func joined(_ parent: String?, _ type: String, _ key: String) -> String {
    let parentCount = parent.map { $0.utf8.count + 1 } ?? 0
    let count = parentCount + type.utf8.count + (key.isEmpty ? 0 : key.utf8.count + 2)
    return String(unsafeUninitializedCapacity: count) { out in
      let base = out.baseAddress!
      var end = 0
      if let parent {
        end = copy(parent, to: base, at: end)
        base[end] = UInt8(ascii: "/")
        end += 1
      }
      end = copy(type, to: base, at: end)
      if !key.isEmpty {
        base[end] = UInt8(ascii: "[")
        end = copy(key, to: base, at: end + 1)
        base[end] = UInt8(ascii: "]")
        end += 1
      }
      return end
    }
  }

  /// Copies `text`'s UTF-8 bytes to `base + offset` and returns the offset after them.
  @inline(__always)
  private static func copy(_ text: String, to base: UnsafeMutablePointer<UInt8>, at offset: Int)
    -> Int
  {
    text.withBorrowedUTF8 { bytes in
      guard let source = bytes.baseAddress else { return offset }
      (base + offset).initialize(from: source, count: bytes.count)
      return offset + bytes.count
    }
  }

  public var description: String { text }

  /// The parent's path: this path without its last component; nil for a root.
  public var parent: IdentityPath? {
    guard let slash = text.utf8.lastIndex(of: UInt8(ascii: "/")) else { return nil }
    return IdentityPath(String(text[..<slash]))
  }

  /// The last component, key included: `NoteRow[id=17]`.
  public var last: String {
    guard let slash = text.utf8.lastIndex(of: UInt8(ascii: "/")) else { return text }
    return String(text[text.index(after: slash)...])
  }

  /// The components from the root down.
  public var components: [Substring] {
    text.split(separator: "/", omittingEmptySubsequences: false)
  }

  /// The view type of the last component: `NoteRow` for `…/NoteRow[id=17]`.
  public var type: String { Self.type(of: last) }

  /// The key of the last component as the view gave it (`id=17`), nil when it has none.
  public var key: String? {
    let component = last
    guard let open = component.firstIndex(of: "["), component.hasSuffix("]") else { return nil }
    return Self.unescape(
      component[component.index(after: open)..<component.index(before: component.endIndex)])
  }

  /// Whether this path is `ancestor` or lies below it.
  public func isWithin(_ ancestor: IdentityPath) -> Bool { relative(to: ancestor) != nil }

  /// Whether this path lies below `ancestor`, not at it.
  public func isBelow(_ ancestor: IdentityPath) -> Bool {
    relative(to: ancestor)?.isEmpty == false
  }

  /// The components below `ancestor`, joined: `List[1]/NoteRow[id=17]` for
  /// `NotesApp/VStack/List[1]/NoteRow[id=17]` relative to `NotesApp/VStack`; empty for
  /// `ancestor` itself, nil when this path is not within it.
  public func relative(to ancestor: IdentityPath) -> Substring? {
    guard text.utf8.starts(with: ancestor.text.utf8) else { return nil }
    let rest = text.utf8.dropFirst(ancestor.text.utf8.count)
    guard let separator = rest.first else { return "" }
    return separator == UInt8(ascii: "/") ? Substring(rest.dropFirst()) : nil
  }

  /// Whether this path is `tail` or ends with its components: `…/VStack/Editor[0.if]` ends with
  /// `Editor[0.if]` and with `VStack/Editor[0.if]`, not with `r[0.if]`.
  public func ends(with tail: String) -> Bool {
    text == tail || text.hasSuffix("/" + tail)
  }

  /// The path up to and including its deepest `ForEach` element component (`[id=…]` or
  /// `[index=…]`), if any.
  public var elementRow: IdentityPath? {
    let keys = [
      text.range(of: "[id=", options: .backwards), text.range(of: "[index=", options: .backwards),
    ]
    guard let key = keys.compactMap({ $0 }).max(by: { $0.lowerBound < $1.lowerBound }),
      let end = text[key.upperBound...].firstIndex(of: "]")
    else { return nil }
    return IdentityPath(String(text[...end]))
  }

  /// The last `count` components, joined: enough to recognize a view (`List[1]/NoteRow[id=17]`).
  public func suffix(_ count: Int) -> String {
    components.suffix(count).joined(separator: "/")
  }

  /// A short form for terminals: the last `count` components, with `…/` in front when cut.
  public func short(_ count: Int = 3) -> String {
    let parts = components
    return parts.count > count ? "…/" + parts.suffix(count).joined(separator: "/") : text
  }

  /// The view type of a component: `NoteRow` for `NoteRow[id=17]`.
  public static func type(of component: some StringProtocol) -> String {
    String(component.prefix { $0 != "[" })
  }

  /// Whether `key` holds a byte that ``escape(_:)`` writes otherwise.
  private static func keyNeedsEscape(_ key: String) -> Bool {
    key.withBorrowedUTF8 {
      $0.contains { $0 == UInt8(ascii: "%") || $0 == UInt8(ascii: "/") || $0 == UInt8(ascii: "]") }
    }
  }

  private static func escape(_ key: String) -> String {
    key.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "/", with: "%2F")
      .replacingOccurrences(of: "]", with: "%5D")
  }

  private static func unescape(_ key: Substring) -> String {
    // Most keys hold no escape: the analyzer reads every row's key.
    guard key.utf8.contains(UInt8(ascii: "%")) else { return String(key) }
    return key.replacingOccurrences(of: "%2F", with: "/").replacingOccurrences(of: "%5D", with: "]")
      .replacingOccurrences(of: "%25", with: "%")
  }
}
