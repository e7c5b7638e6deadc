import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Builds rows and counts them.
@MainActor private final class RowCount {
  var built = 0

  func row(_ number: Int) -> Text {
    built += 1
    return Text("Row \(number)")
  }
}

/// A lazy list of numbered rows with a repeated id, and a button that adds a row.
private struct NumberList: View {
  let count: RowCount
  @State var numbers = Array(0..<30) + [3]
  var body: some View {
    VStack {
      Button("Add") { numbers.append(numbers.count - 1) }
      List(numbers, id: \.self) { number in count.row(number) }
    }
  }
}

@MainActor @Suite struct LazyScrollTests {
  /// The rows with an event of `kind` (and `code`) recorded after `seq`, by their id.
  private func rows(
    _ trace: Trace, _ kind: EventKind, code: IdentityDecision? = nil, after seq: Seq
  ) -> [String] {
    trace.resolved(kind).filter {
      $0.seq > seq && (code == nil || $0.event.code == code!.rawValue)
        && $0.identity.hasSuffix("]") && $0.identity.contains("Text[id=")
    }.map { String($0.identity.split(separator: "=").last!.dropLast()) }
  }

  private func lastInput(_ trace: Trace) -> Seq { trace.resolved(.input).last!.seq }

  /// A scroll over the same data builds the rows of the window only, and records what a walk of
  /// the whole data records: rows staying kept, rows entering realized, rows leaving hidden,
  /// rows far away nothing, and the duplicate id's warning again.
  @Test func aScrollBuildsTheWindowAndRecordsTheSameDecisions() async throws {
    let count = RowCount()
    let driver = Driver(NumberList(count: count))
    try await driver.start()
    // The window's rows only: a row never realized costs its id alone.
    #expect(count.built == 10)

    count.built = 0
    try await driver.scroll(to: 5)
    #expect(count.built == 10)
    var trace = driver.trace
    var input = lastInput(trace)
    #expect(rows(trace, .identity, code: .kept, after: input) == (5...9).map(String.init))
    #expect(rows(trace, .identity, code: .inserted, after: input) == (10...14).map(String.init))
    #expect(
      trace.resolved(.identity).filter {
        $0.seq > input && $0.event.code == IdentityDecision.inserted.rawValue
      }.allSatisfy {
        !$0.identity.contains("Text[id=") || $0.event.reason == DecisionReason.realized.rawValue
      })
    #expect(rows(trace, .disappear, after: input) == (0...4).map(String.init))
    #expect(rows(trace, .identity, code: .removed, after: input).isEmpty)
    #expect(
      trace.resolved(.warning).filter { $0.seq > input }.map(\.name) == [
        "ForEach: the id 3 occurs 2 times"
      ])

    count.built = 0
    try await driver.scroll(to: 0)
    #expect(count.built == 10)
    trace = driver.trace
    input = lastInput(trace)
    #expect(rows(trace, .identity, code: .kept, after: input) == (0...9).map(String.init))
    #expect(rows(trace, .appear, after: input) == (0...4).map(String.init))
    #expect(rows(trace, .disappear, after: input) == (10...14).map(String.init))
    #expect(rows(trace, .identity, code: .inserted, after: input).isEmpty)
    try driver.finish()
  }

  /// A scroll touches the rows entering and leaving the window only, and places the rows it
  /// realizes among those realized before in data order: a walk of new data afterwards keeps
  /// the window's rows in order, with no row moved.
  @Test func rowsRealizedOutOfOrderStayInDataOrder() async throws {
    let driver = Driver(NumberList(count: RowCount()))
    try await driver.start()
    try await driver.scroll(to: 20)
    try await driver.scroll(to: 5)
    try await driver.scroll(to: 15)
    var trace = driver.trace
    var input = lastInput(trace)
    #expect(rows(trace, .identity, code: .kept, after: input) == (20...24).map(String.init))
    #expect(rows(trace, .identity, code: .inserted, after: input) == (15...19).map(String.init))
    #expect(rows(trace, .appear, after: input) == [20...24, 15...19].joined().map(String.init))
    #expect(rows(trace, .disappear, after: input) == (5...14).map(String.init))
    try await driver.tap("Add")
    trace = try driver.finish()
    input = lastInput(trace)
    #expect(rows(trace, .identity, code: .kept, after: input) == (15...24).map(String.init))
    #expect(rows(trace, .identity, code: .moved, after: input).isEmpty)
  }

  /// New data computes every element's id again but builds the window's rows only, and later
  /// scrolls find the rows it added.
  @Test func aScrollAfterTheDataChangedSeesTheNewRows() async throws {
    let count = RowCount()
    let driver = Driver(NumberList(count: count))
    try await driver.start()
    try await driver.scroll(to: 20)
    count.built = 0
    try await driver.tap("Add")
    #expect(count.built == 10)
    count.built = 0
    try await driver.scroll(to: 30)  // the last row: 30 follows the second 3
    #expect(count.built == 1)
    let trace = try driver.finish()
    #expect(rows(trace, .identity, code: .inserted, after: lastInput(trace)) == ["30"])
  }
}
