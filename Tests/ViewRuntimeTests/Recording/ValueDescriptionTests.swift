import Testing

@testable import ViewRuntime

private struct Item: Equatable {
  let id: Int
  var isOn = false
  var title = "Ünïcödé ✓"
}

/// A long array is rendered only as far as the cap needs, with the same text as the whole
/// rendering cut at the cap.
@MainActor @Suite struct ValueDescriptionTests {
  /// What a value's rendering was before arrays stopped early: the whole `String(describing:)`
  /// cut at 200 characters.
  private func whole(_ value: Any) -> String {
    let text = String(describing: value)
    return text.count <= 200 ? text : String(text.prefix(199)) + "…"
  }

  @Test func longArraysReadAsTheirWholeRenderingCut() {
    let values: [Any] = [
      (0..<10_000).map { Item(id: $0) }, Array(0..<1_000), (0..<500).map { "row \($0)" },
      [Item(id: 1)], [Int](), [1, 2, 3], (0..<40).map { $0 % 2 == 0 ? $0 : nil },
      (0..<300).map { String(repeating: "é", count: $0 % 7) },
    ]
    for value in values {
      #expect(describeValue(value) == whole(value))
    }
  }

  /// A write of an element past those the rendering shows leaves it as it is; a write of one
  /// it shows, or of any element of an array rendered whole, is taken to change it.
  @Test func aRenderingTellsTheElementsItShows() throws {
    let items = (0..<40).map { Item(id: $0) }
    let rendered = ValueDescription(of: items)
    let shown = try #require(rendered.shownElements)
    #expect(shown > 0 && shown < 10)
    for offset in items.indices {
      var written = items
      written[offset].isOn = true
      let changed = ValueDescription(of: written).text != rendered.text
      #expect(rendered.isUnchanged(byWriteAt: offset) == (offset >= shown))
      if offset >= shown || offset == 0 { #expect(changed == (offset == 0)) }
    }
    let short = ValueDescription(of: [Item(id: 0), Item(id: 1)])
    #expect(short.shownElements == nil)
    #expect(!short.isUnchanged(byWriteAt: 1))
    #expect(ValueDescription(of: 7).shownElements == nil)
  }

  @Test func anArrayInAnOptionalIsCutAsWell() {
    let value: [Int]? = Array(0..<1_000)
    #expect(describeValue(value as Any) == whole(value!))
  }

  /// A string, a `Bool` and an `Int` read as `String(describing:)` and `debugDescription` read
  /// them, whatever their characters: quotes, backslashes, control and invisible scalars,
  /// accents composed or not, emoji, and every scalar of the first planes between two letters.
  @Test func commonValuesReadAsTheStandardLibraryRendersThem() {
    var strings = [
      "", "row 7", "it's", "say \"hi\"", "back\\slash", "☆ 5", "tab\there", "a\r\nb", "\0",
      "e\u{301}", "é", "👍🏽", "\u{200B}", "\u{7F}", "\u{85}", "\u{2028}", "\u{FEFF}", "\u{1B}[0m",
      "中文", String(repeating: "ab", count: 150),
    ]
    strings += (0..<0x30000).compactMap(Unicode.Scalar.init).map { "x\($0)y" }
    let misread = strings.filter { string in
      let expected = string.debugDescription
      return describeValue(string)
        != (expected.count <= 200 ? expected : String(expected.prefix(199)) + "…")
    }
    #expect(misread.isEmpty)
    #expect(describeValue(true) == "true" && describeValue(false) == "false")
    #expect(describeValue(-42) == "-42" && describeValue(Int.max) == String(describing: Int.max))
  }

  /// A string whose only escaped characters are ASCII is rendered alike whether its type is
  /// known or it comes boxed: scalars past ASCII are copied, quotes and controls escaped.
  @Test func aStringReadsTheSameKnownOrBoxed() {
    let cases = [
      ("☆ 5", #""☆ 5""#), ("★ \"5\"", #""★ \"5\"""#), ("é\tx", #""é\tx""#),
      (String(repeating: "☆", count: 250), "\"" + String(repeating: "☆", count: 198) + "…"),
    ]
    for (string, expected) in cases {
      #expect(describeValue(string) == expected)
      #expect(describeValue(string as Any) == expected)
    }
  }

  /// A string is quoted as the standard library's `debugDescription` quotes it, past ASCII as
  /// it is.
  @Test func aStringIsQuotedAsItsDebugDescription() {
    for string in [
      "", "★ 12", "a\"b", "it's", "back\\slash", "tab\tnew\nline", "\u{7F}\u{1}", "é 日本",
    ] {
      #expect(quoted(string) == string.debugDescription)
    }
  }

  /// A displayed text is told to be a string's rendering only when it is: never for a string
  /// that quoting escapes or the cap cuts, nor for another string quoted alike.
  @Test func aDisplayedTextIsToldFromTheStringsBytes() {
    let plain = ["", "★ 12", "Taps: 3", "é 日本", String(repeating: "x", count: 198)]
    for string in plain {
      #expect(isDescribed(string, as: describeValue(string)))
    }
    let unsure = ["a\"b", "it's", "\\", "tab\t", "\u{7F}", String(repeating: "x", count: 199)]
    for string in unsure {
      #expect(!isDescribed(string, as: describeValue(string)))
    }
    // `\"` between quotes is how `"` is rendered, not how `\"` is.
    #expect(describeValue("\"") == #""\"""#)
    #expect(!isDescribed(#"\""#, as: describeValue("\"")))
    #expect(!isDescribed("★ 12", as: describeValue("★ 13")))
    #expect(!isDescribed("★ 12", as: "★ 12"))
    #expect(!isDescribed("ab", as: "'ab'"))
  }
}
