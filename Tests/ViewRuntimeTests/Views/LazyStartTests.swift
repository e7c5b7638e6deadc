import Observation
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

// A lazy container's start and a new evaluation of its `ForEach` call the content closure for
// the rows of the window (and the rows realized before, which stay hidden) only: a row never
// realized costs its id, and no view, node or event.

/// Counts the calls of a content closure.
@MainActor private final class Calls {
  var count = 0
  func note() -> Int {
    count += 1
    return count
  }
}

private struct Item: Identifiable {
  let id: Int
  var name: String
}

private func items(_ count: Int) -> [Item] { (0..<count).map { Item(id: $0, name: "Item \($0)") } }

/// Rows written inline in the `ForEach` closure of a `List`, over the screen's state, with a
/// button that inserts an item at the top.
private struct InlineRows: View {
  let calls: Calls
  @State var items = ViewRuntimeTests.items(1_000)
  var body: some View {
    VStack {
      Button("Insert") { items.insert(Item(id: -items.count, name: "New"), at: 0) }
      List {
        ForEach(items) { item in
          let _ = calls.note()
          HStack {
            Text(item.name)
            Text("#\(item.id)")
          }
        }
      }
    }
  }
}

@Observable @MainActor private final class Library {
  var items = ViewRuntimeTests.items(1_000)
}

/// `ForEach(model.items)` of an `@Observable` model in a `LazyVStack`, with a button that
/// renames the first item.
private struct ModelRows: View {
  let calls: Calls
  @State var library = Library()
  var body: some View {
    VStack {
      Button("Rename") { library.items[0].name = "Renamed" }
      LazyVStack {
        ForEach(library.items) { item in
          let _ = calls.note()
          Text(item.name)
        }
      }
    }
  }
}

/// `List(items) { }` with ids from a key path, some repeated.
private struct KeyPathRows: View {
  let calls: Calls
  @State var names = (0..<500).map { "n\($0 % 250)" }
  @State var title = "Names"
  var body: some View {
    VStack {
      Text(title)
      Button("Retitle") { title = "Renamed" }
      List(names, id: \.self) { name in
        let _ = calls.note()
        Text(name)
      }
    }
  }
}

@MainActor @Suite struct LazyStartTests {
  /// The rows whose identity event of `decision` was recorded after `seq`, by their id.
  private func rows(_ trace: Trace, _ decision: IdentityDecision, after seq: Seq = 0) -> [String] {
    trace.resolved(.identity).filter {
      $0.seq > seq && $0.event.code == decision.rawValue
        && $0.identity.split(separator: "/").last!.contains("[id=")
    }.map { String($0.identity.split(separator: "=").last!.dropLast()) }
  }

  private func lastInput(_ trace: Trace) -> Seq { trace.resolved(.input).last!.seq }

  @Test func inlineRowsStartWithTheWindowAndAnInsertAboveItBuildsTheWindow() async throws {
    let calls = Calls()
    let driver = Driver(InlineRows(calls: calls))
    try await driver.start()
    #expect(calls.count == 10)
    #expect(rows(driver.trace, .inserted) == (0..<10).map(String.init))

    try await driver.scroll(to: 20)
    calls.count = 0
    try await driver.tap("Insert")
    // The window stays at position 20: it shows the item that was at 19 and the nine after.
    #expect(calls.count == 10)
    let trace = try driver.finish()
    let input = lastInput(trace)
    #expect(rows(trace, .inserted, after: input) == ["19"])
    #expect(rows(trace, .kept, after: input) == (20..<29).map(String.init))
    #expect(rows(trace, .removed, after: input).isEmpty)
  }

  @Test func modelRowsStartWithTheWindowAndAChangeBuildsTheWindow() async throws {
    let calls = Calls()
    let driver = Driver(ModelRows(calls: calls))
    try await driver.start()
    #expect(calls.count == 10)
    calls.count = 0
    try await driver.tap("Rename")
    #expect(calls.count == 10)
    _ = try driver.find(text: "Renamed")
    try driver.finish()
  }

  @Test func keyPathIDsWithRepeatsStartWithTheWindowAndWarnOfEachRepeat() async throws {
    let calls = Calls()
    let driver = Driver(KeyPathRows(calls: calls))
    try await driver.start()
    #expect(calls.count == 10)
    var trace = driver.trace
    #expect(trace.resolved(.warning).count == 250)
    #expect(rows(trace, .inserted) == (0..<10).map { "\"n\($0)\"" })

    try await driver.scroll(to: "n249")
    calls.count = 0
    try await driver.tap("Retitle")
    // The window, and no other row, is built again; the rows realized before stay, hidden.
    #expect(calls.count == 10)
    trace = try driver.finish()
    let input = lastInput(trace)
    #expect(trace.resolved(.warning).filter { $0.seq > input }.count == 250)
    #expect(rows(trace, .removed, after: input).isEmpty)
    #expect(rows(trace, .inserted, after: input).isEmpty)
  }
}
