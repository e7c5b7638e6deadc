import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

@Observable final class Basket { var items = ["apple"] }

struct ItemLabel: View {
  @Binding var name: String
  var body: some View { Text("Item: \(name)") }
}

/// Only the child reads the model, through a `Binding(get:set:)`: the parent is not re-evaluated.
struct BasketScreen: View {
  @State private var basket = Basket()
  var body: some View {
    VStack {
      ItemLabel(name: Binding(get: { basket.items[0] }, set: { basket.items[0] = $0 }))
      Button("Rename") {
        basket.items[0] = "pear"
        basket.items.append("fig")
      }
    }
  }
}

@MainActor @Suite struct ComputedBindingTests {
  @Test func aChildReadingAModelThroughAComputedBindingIsUpdatedByItsWrites() async throws {
    let driver = Driver(BasketScreen())
    try await driver.start()
    let tapped = driver.trace.events.count
    try await driver.tap("Rename")
    #expect(throws: Never.self) { try driver.find(text: "Item: pear") }
    let trace = try driver.finish()
    let bodies = trace.events.dropFirst(tapped).filter { $0.kind == .bodyBegin }
      .map { trace.strings[Int($0.name.rawValue)] }
    #expect(bodies == ["ItemLabel"])
  }
}

/// A screen of `ManualBindingScreens` and the bodies its "Tap" must run.
struct ManualBindingCase: Sendable, CustomTestStringConvertible {
  let name: String
  let driver: @MainActor @Sendable () -> Driver
  /// Each body run at the tap, in order: its view's last path component and the name of the
  /// invalidation that caused it.
  let bodies: [String]

  var testDescription: String { name }
}

@MainActor @Suite struct ManualBindingTests {
  /// The bodies run after event `start`, each with the name of the invalidation that caused it;
  /// every child's is a parent-inputs one.
  private func bodies(in trace: Trace, after start: Int) throws -> [String] {
    try trace.events[start...].filter { $0.kind == .bodyBegin }.map(trace.resolve).map { body in
      let invalidation = try #require(trace.resolved(seq: body.event.cause))
      #expect(invalidation.kind == .invalidate)
      if invalidation.name.hasPrefix("@self") {
        #expect(invalidation.event.code == InvalidationReason.parentInputs.rawValue)
      }
      return "\(body.identity.lastComponent) \(invalidation.name)"
    }
  }

  @Test(arguments: [
    ManualBindingCase(
      name: "inline", driver: { Driver(ManualInlineScreen()) },
      bodies: ["ManualInlineScreen _taps", "ManualFlagLabel[1] @self(isOn:binding)"]),
    ManualBindingCase(
      name: "computed property", driver: { Driver(ManualComputedPropertyScreen()) },
      bodies: ["ManualComputedPropertyScreen _taps", "ManualFlagLabel[1] @self(isOn:binding)"]),
    ManualBindingCase(
      name: "selection rows", driver: { Driver(ManualSelectionScreen()) },
      bodies: [
        "ManualSelectionScreen _taps", #"ManualRow[id="Milk"] @self(isSelected:binding)"#,
        #"ManualRow[id="Eggs"] @self(isSelected:binding)"#,
      ]),
    ManualBindingCase(
      name: "projection", driver: { Driver(ManualProjectionScreen()) },
      bodies: ["ManualProjectionScreen _taps", "ManualTitleLabel[1] @self(title:binding)"]),
    ManualBindingCase(
      name: "stored once", driver: { Driver(ManualStoredScreen()) },
      bodies: ["ManualStoredScreen _taps", "ManualRelay[2] @self(taps)"]),
  ])
  func aManualBindingSpelledAfreshRerunsItsChildWithTheParent(_ c: ManualBindingCase)
    async throws
  {
    let driver = c.driver()
    try await driver.start()
    let start = driver.trace.events.count
    try await driver.tap("Tap")
    let trace = try driver.finish()
    let ran = try bodies(in: trace, after: start)
    #expect(ran == c.bodies)
  }

  @Test(arguments: ["inline", "stored once"])
  func aWriteThroughAManualBindingRerunsItsReaders(_ name: String) async throws {
    let driver = name == "inline" ? Driver(ManualInlineScreen()) : Driver(ManualStoredScreen())
    try await driver.start()
    try await driver.tap("Tap")
    let tapped = driver.trace.events.count
    try await driver.tap("Flip")
    let trace = try driver.finish()
    let expected =
      name == "inline"
      ? ["ManualFlagLabel[1] _value", "ManualFlagLabel[2] _value"]
      : ["ManualFlagLabel[1] ManualFlagModel.isOn", "ManualFlagLabel[1] ManualFlagModel.isOn"]
    #expect(try bodies(in: trace, after: tapped) == expected)
    #expect(trace.resolved(.display, at: "ManualFlagLabel[1]/Text").last?.after == #""On: true""#)
  }

  /// Rows given closures and bindings as list code gives them: a closure made in the parent's
  /// body re-runs its row with the parent, marked as made afresh; `$todo` does not.
  @Test(arguments: [
    ManualBindingCase(
      name: "inline onDelete", driver: { Driver(InlineCallbackList()) },
      bodies: [
        "InlineCallbackList _taps", "DeletableTodoRow[id=1] @self(onDelete:closure)",
        "DeletableTodoRow[id=2] @self(onDelete:closure)",
      ]),
    ManualBindingCase(
      name: "method reference", driver: { Driver(MethodCallbackList()) },
      bodies: [
        "MethodCallbackList _taps", "OptionalCallbackRow[id=1] @self(onSelect:closure)",
        "OptionalCallbackRow[id=2] @self(onSelect:closure)",
      ]),
    ManualBindingCase(
      name: "$todo", driver: { Driver(ElementBindingList()) },
      bodies: ["ElementBindingList _taps"]),
    ManualBindingCase(
      name: "dictionary", driver: { Driver(DictionaryBindingList()) },
      bodies: [
        "DictionaryBindingList _taps", "FlagRow[id=1] @self(isFlagged:binding)",
        "FlagRow[id=2] @self(isFlagged:binding)",
      ]),
    ManualBindingCase(
      name: "array by index", driver: { Driver(ArrayBindingList()) },
      bodies: [
        "ArrayBindingList _taps", "FlagRow[index=0] @self(isFlagged:binding)",
        "FlagRow[index=1] @self(isFlagged:binding)",
      ]),
  ])
  func aClosureMadeInTheParentsBodyRerunsItsChildWithTheParent(_ c: ManualBindingCase)
    async throws
  {
    try await aManualBindingSpelledAfreshRerunsItsChildWithTheParent(c)
  }

  @Test func aRowsCallbackStillDeletesItsTodo() async throws {
    let driver = Driver(InlineCallbackList())
    try await driver.start()
    try await driver.tap("Tap")
    try await driver.tap("Delete Water plants")
    #expect(throws: (any Error).self) { try driver.find(text: "Water plants") }
    #expect(throws: Never.self) { try driver.find(text: "Call Ada") }
    _ = try driver.finish()
  }
}
