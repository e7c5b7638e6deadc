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

@MainActor @Suite struct StateTests {
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
