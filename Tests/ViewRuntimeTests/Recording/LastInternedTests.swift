import Testing
import TraceFormat

@testable import ViewRuntime

/// The last text interned and its symbol: a repeated text is not interned again, a new one is,
/// and a recorder with another string table gets its own table's symbol.
@MainActor @Suite struct LastInternedTests {
  private func recorder(deterministic: Bool = false) -> Recorder {
    Recorder(
      header: TraceHeader(scenario: "t", runtimeVersion: "t", clock: .deterministic), sinks: [],
      clock: SchedulerCore(deterministic: deterministic))
  }

  @Test func aRepeatedTextKeepsItsSymbolAndANewOneIsInterned() {
    let recorder = recorder()
    var last = LastInterned()
    let a = last.symbol(for: "Row.title", in: recorder)
    let count = recorder.strings.count
    #expect(last.symbol(for: "Row.title", in: recorder) == a)
    #expect(recorder.strings.count == count)
    let b = last.symbol(for: "Row.detail", in: recorder)
    #expect(b != a)
    #expect(recorder.strings[b] == "Row.detail")
    #expect(last.symbol(for: "Row.title", in: recorder) == a)
    #expect(last.symbol(for: "", in: recorder) == .none)
  }

  @Test func eachStringTableGetsItsOwnSymbol() {
    let first = recorder()
    _ = first.intern("only in the first table")
    let second = recorder()
    var last = LastInterned()
    let inFirst = last.symbol(for: "Row", in: first)
    let inSecond = last.symbol(for: "Row", in: second)
    #expect(first.strings[inFirst] == "Row")
    #expect(second.strings[inSecond] == "Row")
    #expect(inFirst != inSecond)
  }

  @Test func aUUIDIsNamedAsTheRecorderNamesItInDeterministicMode() {
    let recorder = recorder(deterministic: true)
    var last = LastInterned()
    let text = "Item(id: 9F1C2B3A-0000-4000-8000-000000000001)"
    let sym = last.symbol(for: text, in: recorder)
    #expect(sym == recorder.intern(text))
    #expect(!recorder.strings[sym].contains("9F1C2B3A"))
  }
}
