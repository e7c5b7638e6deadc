import RuntimeTestSupport
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

struct SelfWriter: View {
  @State var renders = 0
  var body: some View {
    renders += 1
    return Text("Rendered")
  }
}

struct Quantity: View {
  @Binding var count: Int
  var body: some View { Stepper("Quantity", value: $count, in: 0...3) }
}

struct Cart: View {
  @State var count = 0
  var body: some View {
    VStack {
      Text("Total \(count)")
      Quantity(count: $count)
    }
  }
}

/// A row with three states, each found again by its label when the row runs again.
struct TwoStateRow: View {
  let number: Int
  @State var taps = 0
  @State var note: String? = nil
  /// Made by `State()`, whose site is unknown.
  @State() var unsited: Int?
  var body: some View {
    Button("\(number): \(taps) \(note ?? "-")") {
      taps += 1
      note = "tapped"
    }
  }
}

struct TwoStateRows: View {
  var body: some View {
    VStack { ForEach(0..<2, id: \.self) { TwoStateRow(number: $0) } }
  }
}

/// Rows with one state each, declared at one site, after a header with a state of its own.
struct OneSiteRows: View {
  @State var header = "Stars"
  var body: some View {
    VStack {
      Text(header)
      ForEach(0..<3, id: \.self) { OneSiteRow(number: $0) }
    }
  }
}

struct OneSiteRow: View {
  let number: Int
  @State var starred = false
  var body: some View { Text(starred ? "★ \(number)" : "☆ \(number)") }
}

@MainActor @Suite struct StateTests {
  @Test func rowsOfOneDeclarationRecordItsTypeAndSiteByTheSameSymbols() async throws {
    let driver = Driver(OneSiteRows())
    try await driver.start()
    let trace = try driver.finish()
    let created = trace.events.filter { $0.kind == .slotCreate }
    #expect(created.map { trace[$0.name] } == ["_header", "_starred", "_starred", "_starred"])
    #expect(created.map { trace[$0.type] } == ["String", "Bool", "Bool", "Bool"])
    let rowSites = created.dropFirst().map { trace[$0.site] }
    #expect(rowSites == Array(repeating: rowSites[0], count: 3))
    #expect(rowSites[0].hasPrefix("ViewRuntimeTests/StateTests.swift:"))
    #expect(trace[created[0].site] != rowSites[0])
    #expect(Set(created.dropFirst().map(\.type)).count == 1)
    #expect(Set(created.dropFirst().map(\.site)).count == 1)
    #expect(created.map { trace[$0.after] } == ["\"Stars\"", "false", "false", "false"])
  }

  @Test func rowsRecordTheirStatesSiteAndFindThemAgainByLabel() async throws {
    let driver = Driver(TwoStateRows())
    try await driver.start()
    try await driver.tap("1: 0 -")
    let tapped = try driver.find(text: "1: 1 tapped")
    let trace = try driver.finish()
    let created = trace.resolved(.slotCreate)
    #expect(created.map(\.name) == ["_taps", "_note", "_unsited", "_taps", "_note", "_unsited"])
    let types = ["Int", "Optional<String>", "Optional<Int>"]
    #expect(created.map { trace[$0.event.type] } == types + types)
    let sites = created.map(\.site)
    #expect(
      sites[..<3] == [
        "ViewRuntimeTests/StateTests.swift:33", "ViewRuntimeTests/StateTests.swift:34", "?:0",
      ])
    #expect(sites[3...] == sites[..<3])
    // The tap wrote the second row's slots, each by its label, and created none.
    let writes = trace.resolved(.slotWrite)
    #expect(writes.map(\.name) == ["_taps", "_note"])
    #expect(writes.map(\.after) == ["1", "\"tapped\""])
    #expect(writes.allSatisfy { $0.identity == created[3].identity })
    #expect(tapped.path.hasPrefix(created[3].identity))
  }

  @Test func stateSeededFromAParentIgnoresItsLaterValues() async throws {
    let driver = Driver(GreetingHost())
    try await driver.start()
    try await driver.tap("Switch user")
    _ = try driver.find(text: "Hello Ada")
    let trace = try driver.finish()
    let created = trace.resolved(.slotCreate).filter { $0.name == "_name" }
    #expect(created.count == 1 && created[0].after == "\"Ada\"")
    #expect(created[0].site.hasPrefix("RuntimeTestSupport/SeededGreeting.swift:"))
    // The child re-ran for its new input (the seed of `name`), and kept its slot.
    #expect(trace.resolved(.invalidate, at: "Greeting[0]").map(\.name) == ["@self(name)"])
    #expect(trace.resolved(.slotWrite).filter { $0.name == "_name" }.isEmpty)
  }

  @Test func writingStateInABodyRecordsAWarning() async throws {
    let driver = Driver(SelfWriter())
    try await driver.start()
    let trace = try driver.finish()
    let write = try #require(trace.resolved(.slotWrite).first)
    #expect(write.event.code == Writer.body.rawValue)
    #expect(trace.resolved(seq: write.event.cause)?.kind == .bodyBegin)
    let warning = try #require(trace.resolved(.warning).first)
    #expect(warning.event.code == WarningKind.writeDuringBody.rawValue)
    #expect(warning.event.cause == write.seq)
  }

  @Test func aBindingWritesTheParentsSlotAndIsClamped() async throws {
    let driver = Driver(Cart())
    try await driver.start()
    try await driver.step("Quantity", by: 5)
    _ = try driver.find(text: "Total 3")
    let trace = try driver.finish()
    let writes = trace.resolved(.slotWrite)
    #expect(writes.map(\.after) == ["1", "2", "3"])
    #expect(writes.allSatisfy { $0.identity == "Cart" && $0.event.code == Writer.action.rawValue })
    #expect(trace.resolved(.updateBegin).count == 2)
  }

  @Test func aFailedSearchSaysWhatItSaw() async throws {
    let driver = Driver(Cart())
    try await driver.start()
    do {
      try await driver.tap("Checkout")
      Issue.record("tapping a missing button succeeded")
    } catch let error as DriverError {
      #expect(error.description.contains("under Cart"))
      #expect(error.description.contains("\"Total 0\""))
    }
  }
}
