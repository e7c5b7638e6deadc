import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// A field that keeps a draft in `@State`.
struct DraftField: View {
  let title: String
  @State var draft = "empty"
  var body: some View {
    VStack {
      Text(title)
      TextField(title, text: $draft)
    }
  }
}

struct BranchFlipEditor: View {
  @State var isEditing = false
  var body: some View {
    VStack {
      if isEditing {
        DraftField(title: "Name")
      } else {
        DraftField(title: "Name")
      }
      Button("Edit") { isEditing.toggle() }
    }
  }
}

struct DisabledEditor: View {
  @State var isEditing = false
  var body: some View {
    VStack {
      DraftField(title: "Name").disabled(!isEditing)
      Button("Edit") { isEditing.toggle() }
    }
  }
}

struct IDEditor: View {
  @State var version = 1
  var body: some View {
    VStack {
      DraftField(title: "Name").id(version)
      Button("Next") { version += 1 }
    }
  }
}

@MainActor @Suite struct IdentityTests {
  @Test func anIfElseWithTheSameViewInBothBranchesResetsItsState() async throws {
    let driver = Driver(BranchFlipEditor())
    try await driver.start()
    try await driver.type("Ada", into: "Name")
    try await driver.tap("Edit")
    let trace = try driver.finish()

    let destroyed = try #require(trace.resolved(.slotDestroy).first { $0.name == "_draft" })
    #expect(destroyed.identity.hasSuffix("DraftField[0.else]"))
    #expect(destroyed.before == "\"Ada\"")
    let removal = try #require(trace.resolved(seq: destroyed.event.cause))
    #expect(removal.kind == .identity)
    #expect(removal.event.code == IdentityDecision.removed.rawValue)
    #expect(removal.event.reason == DecisionReason.branchFlipped.rawValue)

    let created = trace.resolved(.slotCreate).filter { $0.name == "_draft" }
    #expect(created.map(\.identity.lastComponent) == ["DraftField[0.else]", "DraftField[0.if]"])
    #expect(created.last?.after == "\"empty\"")
    let insertion = try #require(trace.resolved(seq: created.last!.event.cause))
    #expect(insertion.event.code == IdentityDecision.inserted.rawValue)
    #expect(insertion.event.reason == DecisionReason.branchFlipped.rawValue)
    // The chain goes back to the tap, through the write of isEditing.
    let chain = trace.causes(of: created.last!.seq).map(\.kind)
    #expect(Array(chain.suffix(4)) == [.bodyBegin, .invalidate, .slotWrite, .input])
  }

  @Test func theSameViewWithDisabledKeepsItsState() async throws {
    let driver = Driver(DisabledEditor())
    try await driver.start()
    try await driver.tap("Edit")
    try await driver.type("Ada", into: "Name")
    try await driver.tap("Edit")
    let trace = try driver.finish()
    #expect(trace.resolved(.slotDestroy).isEmpty)
    #expect(trace.resolved(.slotCreate).filter { $0.name == "_draft" }.count == 1)
    #expect(trace.resolved(.slotWrite).last { $0.name == "_draft" }?.after == "\"Ada\"")
  }

  @Test func aDisabledControlRefusesInput() async throws {
    let driver = Driver(DisabledEditor())
    try await driver.start()
    await #expect(throws: DriverError.self) { try await driver.type("Ada", into: "Name") }
  }

  @Test func aChangedIDResetsStateAndTheNewIdentityAppearsFirst() async throws {
    let driver = Driver(IDEditor())
    try await driver.start()
    try await driver.type("Ada", into: "Name")
    try await driver.tap("Next")
    let trace = try driver.finish()

    let removal = try #require(
      trace.resolved(.identity).first {
        $0.event.code == IdentityDecision.removed.rawValue
          && $0.identity.hasSuffix("DraftField[id=1]")
      })
    #expect(removal.event.reason == DecisionReason.idChanged.rawValue)
    #expect(removal.before == "1" && removal.after == "2")
    let destroyed = trace.resolved(.slotDestroy).first { $0.name == "_draft" }
    #expect(destroyed?.before == "\"Ada\"")
    #expect(
      trace.resolved(.slotCreate).last { $0.name == "_draft" }?.identity.hasSuffix(
        "DraftField[id=2]") == true)

    let appear = try #require(trace.resolved(.appear, at: "DraftField[id=2]").first)
    let disappear = try #require(trace.resolved(.disappear, at: "DraftField[id=1]").first)
    #expect(appear.seq < disappear.seq)
  }
}
