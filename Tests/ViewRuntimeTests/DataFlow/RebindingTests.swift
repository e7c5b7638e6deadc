import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// The screens of `RebindingScreens`, by the spelling they re-point a binding with.
enum RebindingScreen: String, Sendable {
  case state, relay, draft, items, bindable, environment, computed, captured
  case observableObject = "observable object"
  case inStruct = "struct"
  case capturedRelay = "captured relay"
  case capturedModel = "captured model"

  @MainActor func driver() -> Driver {
    switch self {
    case .state: Driver(RepointStateScreen())
    case .relay: Driver(RepointRelayScreen())
    case .draft: Driver(RepointDraftScreen())
    case .items: Driver(RepointItemsScreen())
    case .bindable: Driver(RepointModelScreen())
    case .observableObject: Driver(RepointSettingsScreen())
    case .inStruct: Driver(RepointFieldScreen())
    case .environment: Driver(RepointEnvironmentScreen())
    case .computed: Driver(RepointComputedScreen())
    case .capturedRelay: Driver(RepointCapturedRelayScreen())
    case .capturedModel: Driver(RepointCapturedModelScreen())
    case .captured: Driver(RepointCapturedScreen())
    }
  }
}

/// A screen of `RebindingScreens` and what its child must do.
struct RebindingCase: Sendable, CustomTestStringConvertible {
  let screen: RebindingScreen
  /// The path suffix of the child that reads the binding.
  let child: String
  /// Why the child re-runs at the switch, and the invalidation's name.
  let switchCause: InvalidationReason
  let switchName: String
  /// Why the child re-runs when the new source is written.
  let newCause: InvalidationReason
  let newName: String
  /// What the child shows after the new source's write.
  let newShown: String

  var testDescription: String { screen.rawValue }
}

extension Trace {
  /// The bodies of the view whose path ends with `suffix` among `events[range]`.
  fileprivate func bodies(of suffix: String, in range: Range<Int>) -> [Resolved] {
    events(.bodyBegin, of: suffix, in: range)
  }

  /// The events of `kind` concerning the view whose path ends with `suffix` in `events[range]`.
  fileprivate func events(_ kind: EventKind, of suffix: String, in range: Range<Int>)
    -> [Resolved]
  {
    events[range].filter { $0.kind == kind }.map(resolve).filter { $0.identity.hasSuffix(suffix) }
  }
}

/// A parent that passes its child a binding to another source holding an equal value: the
/// child now depends on the new source and no more on the old one, as in SwiftUI, where a
/// binding's location is part of the inputs compared.
@MainActor @Suite struct RebindingTests {
  @Test(arguments: [
    RebindingCase(
      screen: .state, child: "RepointLabel[0]", switchCause: .parentInputs,
      switchName: "@self(value)", newCause: .slot,
      newName: "_second", newShown: #""Value: 2""#),
    RebindingCase(
      screen: .relay, child: "RepointRelay[0]/RepointLabel", switchCause: .parentInputs,
      switchName: "@self(value)", newCause: .slot, newName: "_second", newShown: #""Value: 2""#),
    RebindingCase(
      screen: .draft, child: "RepointLabel[0]", switchCause: .parentInputs,
      switchName: "@self(value)", newCause: .slot,
      newName: "_draft", newShown: #""Value: B""#),
    RebindingCase(
      screen: .items, child: "RepointLabel[0]", switchCause: .parentInputs,
      switchName: "@self(value)", newCause: .slot,
      newName: "_items", newShown: #""Value: 2""#),
    RebindingCase(
      screen: .bindable, child: "RepointModelEditor[0]/RepointLabel",
      switchCause: .parentInputs, switchName: "@self(value)", newCause: .observable,
      newName: "RepointModel.y",
      newShown: #""Value: 2""#),
    RebindingCase(
      screen: .observableObject, child: "RepointLabel[0]", switchCause: .parentInputs,
      switchName: "@self(value)",
      newCause: .published, newName: "RepointSettings.b", newShown: #""Value: 2""#),
    RebindingCase(
      screen: .inStruct, child: "RepointFieldRow[0]", switchCause: .parentInputs,
      switchName: "@self(field)",
      newCause: .slot, newName: "_second", newShown: #""Value: 2""#),
    RebindingCase(
      screen: .environment, child: "RepointEnvironmentLabel", switchCause: .environment,
      switchName: "RepointValue", newCause: .slot, newName: "_second", newShown: #""Value: 2""#),
    RebindingCase(
      screen: .computed, child: "RepointLabel[0]", switchCause: .slot, switchName: "_useFirst",
      newCause: .slot, newName: "_second", newShown: #""Value: 2""#),
    RebindingCase(
      screen: .capturedRelay, child: "RepointRelay[0]/RepointLabel",
      switchCause: .parentInputs, switchName: "@self(value:binding)", newCause: .slot,
      newName: "_second", newShown: #""Value: 2""#),
    RebindingCase(
      screen: .capturedModel, child: "RepointLabel[0]", switchCause: .parentInputs,
      switchName: "@self(value:binding)", newCause: .observable, newName: "RepointModel.y",
      newShown: #""Value: 2""#),
    RebindingCase(
      screen: .captured, child: "RepointLabel[1]", switchCause: .parentInputs,
      switchName: "@self(value:binding)", newCause: .slot, newName: "_items",
      newShown: #""Value: 2""#),
  ])
  func aChildRepointedToAnEqualValueFollowsTheNewSource(_ c: RebindingCase) async throws {
    let driver = c.screen.driver()
    try await driver.start()
    let start = driver.trace.events.count
    try await driver.tap("Switch")
    let switched = driver.trace.events.count
    try await driver.tap("New")
    let wroteNew = driver.trace.events.count
    try await driver.tap("Old")
    let trace = try driver.finish()

    let atSwitch = trace.bodies(of: c.child, in: start..<switched)
    #expect(atSwitch.count == 1)
    let switchCause = try #require(atSwitch.first.flatMap { trace.resolved(seq: $0.event.cause) })
    #expect(switchCause.event.code == c.switchCause.rawValue)
    #expect(switchCause.name == c.switchName)

    let atNew = trace.bodies(of: c.child, in: switched..<wroteNew)
    #expect(atNew.count == 1)
    let invalidation = try #require(atNew.first.flatMap { trace.resolved(seq: $0.event.cause) })
    #expect(invalidation.kind == .invalidate)
    #expect(invalidation.event.code == c.newCause.rawValue)
    #expect(invalidation.name == c.newName)
    let shownAtNew = trace.events(.display, of: c.child + "/Text", in: switched..<wroteNew)
    #expect(shownAtNew.map(\.after) == [c.newShown])

    let end = trace.events.count
    #expect(trace.bodies(of: c.child, in: wroteNew..<end).isEmpty)
    #expect(trace.events(.display, of: c.child + "/Text", in: wroteNew..<end).isEmpty)
  }

  @Test func bindingsSpelledAfreshToTheSameLocationRerunNoChildButAManualOne() async throws {
    let driver = Driver(RepointSameLocationScreen())
    try await driver.start()
    let start = driver.trace.events.count
    try await driver.tap("Tap")
    let tapped = driver.trace.events.count
    try await driver.tap("Count")
    let trace = try driver.finish()
    let bodies = { (range: Range<Int>) in
      trace.events[range].filter { $0.kind == .bodyBegin }.map {
        IdentityPath(trace[$0.identity]).last
      }
    }
    #expect(bodies(start..<tapped) == ["RepointSameLocationScreen", "RepointLabel[4]"])
    let invalidations = trace.events[start..<tapped].filter { $0.kind == .invalidate }
      .map(trace.resolve)
    #expect(invalidations.map(\.name) == ["_taps", "@self(value:binding)"])
    #expect(invalidations.last?.event.code == InvalidationReason.parentInputs.rawValue)
    #expect(
      bodies(tapped..<trace.events.count) == [
        "RepointLabel[1]", "RepointLabel[4]", "RepointFieldRow[5]",
      ])
    for (suffix, text) in [
      ("RepointLabel[1]/Text", #""Value: 2""#), ("RepointLabel[4]/Text", #""Value: 20""#),
      ("RepointFieldRow[5]/Text", #""Field: 2""#),
    ] {
      #expect(trace.resolved(.display, at: suffix).last?.after == text)
    }
  }

  @Test func rowsWhosePositionChangedRerunAndShowTheirOwnTodo() async throws {
    let driver = Driver(BoundTodoScreen())
    try await driver.start()
    let start = driver.trace.events.count
    try await driver.tap("Delete first")
    let deleted = driver.trace.events.count
    try await driver.toggle("Bread")
    let trace = try driver.finish()
    let atDelete = trace.events[start..<deleted].filter { $0.kind == .bodyBegin }.map(trace.resolve)
    // Eggs' binding (position 1) now shows Bread: the write re-runs it. Bread's (position 2)
    // shows Bread as it was, the todo being gone: its new binding, to position 1, re-runs it.
    let causes = try atDelete.map { body in
      let invalidation = try #require(trace.resolved(seq: body.event.cause))
      return "\(body.identity.lastComponent) \(invalidation.name)"
    }
    #expect(causes == ["BoundTodoRow[id=2] _todos", "BoundTodoRow[id=3] @self(todo)"])
    let atToggle = trace.events[deleted...].filter { $0.kind == .bodyBegin }.map(trace.resolve)
    #expect(atToggle.map(\.identity.lastComponent) == ["BoundTodoRow[id=3]"])
    #expect(
      trace.resolved(.display, at: "BoundTodoRow[id=3]/HStack/Text[1]").last?.after
        == ##""#3 Bread: done, 5""##)
  }
}
