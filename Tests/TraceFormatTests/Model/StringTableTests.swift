import Testing
import TraceFormat

/// The string table's index: symbols handed out in order of first interning, found again by
/// their bytes, alike in every table of the process whatever its hash seed.
@Suite struct StringTableTests {
  /// Strings of every length from 0 to 40 bytes (so each tail of a word), paths like a
  /// screen's, and texts outside ASCII.
  private static let samples: [String] = {
    var samples = (0...40).map { String(repeating: "a", count: $0) }
    samples += (0..<3000).map { "App/List/ForEach/row\($0)/HStack/Text[\($0 % 2)]" }
    samples += ["é", "e\u{301}", "K", "\u{212A}", "日本語", "🙂", "a\u{0}", "a\u{0}\u{0}"]
    return samples
  }()

  @Test func twoTablesInOneProcessHandOutTheSameSymbols() {
    let first = StringTable()
    let second = StringTable()
    let firstSymbols = Self.samples.map(first.intern)
    let secondSymbols = Self.samples.map(second.intern)
    #expect(firstSymbols == secondSymbols)
    #expect(first.strings == second.strings)
    let read = StringTable(strings: first.strings)
    #expect(Self.samples.map { read.lookup($0) } == firstSymbols.map(Optional.some))
  }

  @Test func symbolsAreHandedOutInOrderAndFoundAgain() {
    let table = StringTable()
    #expect(table.intern("") == .none)
    let symbols = Self.samples.dropFirst().map(table.intern)
    #expect(symbols.map(\.rawValue) == Array(1...UInt32(Self.samples.count - 1)))
    #expect(Self.samples.dropFirst().map(table.intern) == symbols)
    for (string, sym) in zip(Self.samples.dropFirst(), symbols) {
      #expect(table.lookup(string) == sym)
      #expect(table[sym] == string)
    }
    #expect(table.lookup("App/List/ForEach/row3000/HStack/Text[0]") == nil)
    #expect(table.count == Self.samples.count)
  }

  @Test func aStringInternedAfterTheHashOfItsStartGetsItsSymbol() {
    let table = StringTable()
    let symbols = Self.samples.map(table.intern)
    let prefixes = StringTable()
    for (string, sym) in zip(Self.samples, symbols) {
      var split = string.startIndex
      while true {
        let start = prefixes.intern(String(string[..<split]), after: .empty).hash
        let whole = table.intern(string, after: start)
        #expect(whole.sym == sym)
        #expect(whole.hash.count == string.utf8.count)
        guard split < string.endIndex else { break }
        split = string.index(after: split)
      }
    }
    #expect(table.count == Self.samples.count)
  }

  @Test func pathsInternedFromTheirParentsHashGetTheirSymbols() {
    let table = StringTable()
    let path = "ScreenOfStars/VStack/ForEach[1]/StarRow[id=1234]/HStack/Text[0]/Ab"
    let components = path.split(separator: "/")
    let paths = components.indices.map { components[...$0].joined(separator: "/") }
    let symbols = paths.map(table.intern)
    var hash = StringTable.HashPrefix.empty
    for (path, sym) in zip(paths, symbols) {
      let interned = table.intern(path, after: hash)
      #expect(interned.sym == sym)
      hash = interned.hash
    }
    #expect(table.intern(path + "/Leaf", after: hash).sym == Sym(rawValue: 8))
    #expect(table.lookup(path + "/Leaf") == Sym(rawValue: 8))
  }

  @Test func borrowedBytesAreTheStringsUTF8() {
    let long = String(repeating: "é", count: 20)
    let cut = String(long.dropFirst(3))
    for string in ["", "a", "日本", long, cut] {
      #expect(string.withBorrowedUTF8 { Array($0) } == Array(string.utf8))
    }
  }

  @Test func canonicallyEqualSpellingsInDifferentBytesHaveASymbolEach() {
    let table = StringTable()
    let composed = table.intern("é")
    let decomposed = table.intern("e\u{301}")
    #expect(composed != decomposed)
    #expect(table.intern("K") != table.intern("\u{212A}"))
    #expect(table.lookup("e\u{301}") == decomposed)
  }

  @Test func aReadTableKeepsTheFirstOfRepeatedStrings() {
    let table = StringTable(strings: ["", "a", "b", "a"])
    #expect(table.lookup("a") == Sym(rawValue: 1))
    #expect(table.intern("c") == Sym(rawValue: 4))
  }
}
