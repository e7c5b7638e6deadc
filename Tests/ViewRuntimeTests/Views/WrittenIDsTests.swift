import Testing

@testable import ViewRuntime

/// A `ForEach`'s ids as the trace writes them: ascending integers written when read and found
/// by their text without writing the others.
@Suite struct WrittenIDsTests {
  @Test func ascendingIntegersAreWrittenWhenRead() throws {
    let ids = try #require(WrittenIDs(ascending: [-7, 0, 3, 500, 4_990]))
    #expect(ids.count == 5)
    #expect(ids[0] == "-7" && ids[3] == "500")
    #expect(ids.index(of: "500") == 3)
    #expect(ids.index(of: "-7") == 0)
    #expect(ids.index(of: "4990") == 4)
    for text in ["501", "+3", "-0", "03", " 3", "3 (2)", "", "x"] {
      #expect(ids.index(of: text) == nil)
    }
    #expect(ids.all == ["-7", "0", "3", "500", "4990"])
    #expect(ids[4] == "4990")
  }

  /// Integers out of order, or repeated, are written with the others' path, repeats suffixed.
  @Test func othersAreWrittenAtOnce() {
    #expect(WrittenIDs(ascending: [1, 1]) == nil)
    #expect(WrittenIDs(ascending: [2, 1]) == nil)
    #expect(WrittenIDs(ascending: [])?.count == 0)
    let ids = WrittenIDs(["b", "a", "b (2)"])
    #expect(ids.index(of: "b (2)") == 2)
    #expect(ids.index(of: "a") == 1)
    #expect(ids.index(of: "c") == nil)
    #expect(ids[0] == "b")
  }
}
