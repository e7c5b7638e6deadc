import Testing
import TraceFormat
import ViewRuntime

/// The recorder keeps the symbol of the name it last recorded a read of: rows that read the same
/// names one after the other, and names that alternate, each name its own symbol.
@Observable private final class Pair {
  var left = "L"
  var right = "R"
}

private struct PairRow: View {
  let pair: Pair
  let index: Int
  var body: some View {
    Text(index == 1 ? pair.right + pair.left : pair.left)
  }
}

private struct PairRows: View {
  let pair: Pair
  var body: some View {
    VStack {
      ForEach(0..<3, id: \.self) { PairRow(pair: pair, index: $0) }
    }
  }
}

@MainActor @Suite struct ReadNameTests {
  @Test func repeatedAndAlternatingReadsRecordTheirOwnNames() async throws {
    let driver = Driver(PairRows(pair: Pair()))
    try await driver.start()
    let trace = try driver.finish()
    let reads = trace.events.filter { $0.kind == .read }
    let names = reads.map { trace[$0.name] }
    // A row's reads, in name order: the second row reads both names, the others `left` only.
    #expect(names == ["Pair.left", "Pair.left", "Pair.right", "Pair.left"])
    let left = reads.filter { trace[$0.name] == "Pair.left" }.map(\.name)
    #expect(Set(left).count == 1)
    #expect(!left[0].isNone)
    #expect(reads[2].name != left[0])
  }
}
