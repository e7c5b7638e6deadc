import Testing
import TraceTestSupport

@testable import ViewRuntime

/// The element each binding's location is in, as its screen's body saw them.
@MainActor private final class SeenElements {
  var elements: [String: ElementPosition?] = [:]
}

private struct LocatedItem {
  var isOn = false
  var tags = [1, 2]
}

/// Spells bindings of each kind and notes where their locations say they are.
private struct LocatedScreen: View {
  let seen: SeenElements
  @State var items = [LocatedItem(), LocatedItem(), LocatedItem()]
  @State var item = LocatedItem()
  var body: some View {
    let manual = Binding(get: { [1, 2] }, set: { _ in })
    let located: [(String, BindingLocation)] = [
      ("$items", $items.location), ("$items[2]", $items[2].location),
      ("$items[2].isOn", $items[2].isOn.location),
      ("$items[1].tags[0]", $items[1].tags[0].location),
      ("$item.tags[1]", $item.tags[1].location), ("manual[1]", manual[1].location),
    ]
    seen.elements = Dictionary(
      uniqueKeysWithValues: located.map { ($0, $1.element) })
    return Text("located")
  }
}

@MainActor @Suite struct BindingLocationTests {
  @Test func aLocationIsInTheElementItsFirstPositionInAStateSlotNames() async throws {
    let seen = SeenElements()
    let driver = Driver(LocatedScreen(seen: seen))
    try await driver.start()
    // Only a position right in a slot's value is an element of it: not a property's, nor one
    // in a manual binding's value.
    #expect(
      seen.elements == [
        "$items": nil, "$items[2]": .offset(2), "$items[2].isOn": .offset(2),
        "$items[1].tags[0]": .offset(1), "$item.tags[1]": nil, "manual[1]": nil,
      ])
    _ = try driver.finish()
  }

  /// An `Int` position is kept as an offset; a position of another type, boxed: a write at it
  /// names the same element as a read did.
  @Test func anElementPositionKeepsAnIntAsAnOffsetAndBoxesOthers() {
    #expect(ElementPosition(2) == .offset(2))
    #expect(ElementPosition(Int8(2)) == .index(AnyHashable(Int8(2))))
    #expect(ElementPosition(Int8(2)) != .offset(2))
    #expect(ElementPosition("a") == .index(AnyHashable("a")))
  }

  /// A path step compares as the `AnyHashable` of its position or key path would: an `Int`
  /// offset equals the same number of another integer type, and a key path never equals a
  /// position.
  @Test func aPathStepComparesAsItsAnyHashableWould() {
    let isOn: AnyKeyPath = \LocatedItem.isOn
    #expect(PathStep.offset(2) == .offset(2))
    #expect(PathStep.offset(2) != .offset(3))
    #expect(PathStep.offset(2) == .other(AnyHashable(Int8(2))))
    #expect(PathStep.other(AnyHashable(Int8(2))) == .offset(2))
    #expect(PathStep.offset(2) != .other(AnyHashable("2")))
    #expect(PathStep.keyPath(isOn) == .keyPath(\LocatedItem.isOn))
    #expect(PathStep.keyPath(isOn) != .keyPath(\LocatedItem.tags))
    #expect(PathStep.keyPath(isOn) != .offset(0))
    #expect(PathStep.keyPath(isOn) == .other(AnyHashable(isOn)))
  }

  /// Offsets hashed by their own function are told apart and found again in a dictionary, as
  /// the readers of a list's elements are filed under them.
  @Test func elementOffsetsAreFoundAgainUnderTheirOwnHash() {
    var filed: [ElementPosition: Int] = [:]
    for offset in -50..<10_000 { filed[.offset(offset)] = offset }
    filed[.index(AnyHashable("a"))] = -100
    #expect(filed.count == 10_051)
    #expect((-50..<10_000).allSatisfy { filed[.offset($0)] == $0 })
    #expect(filed[.index(AnyHashable("a"))] == -100)
    #expect(filed[.index(AnyHashable(Int8(3)))] == nil)
  }
}
