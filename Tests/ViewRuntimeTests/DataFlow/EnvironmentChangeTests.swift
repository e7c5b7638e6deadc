import Testing

@testable import ViewRuntime

@MainActor @Suite struct EnvironmentChangeTests {
  @Test func copiesHaveNoChangeUntilOneSetsAnotherValue() {
    var parent = EnvironmentValues()
    parent.accentName = "orange"
    var child = parent
    #expect(child.changedKeys(comparedTo: parent) == [])
    #expect(child.changes(since: parent).isEmpty)

    child.accentName = "orange"
    #expect(child.changedKeys(comparedTo: parent) == [], "set again to an equal value")
    #expect(child.changes(since: parent).isEmpty)

    child.badgeCount = 3
    child.accentName = "red"
    #expect(child.changedKeys(comparedTo: parent) == ["accentName", "badgeCount"])
    #expect(parent.changedKeys(comparedTo: child) == ["accentName", "badgeCount"])
    #expect(child.changes(since: parent).count == 2)

    let applied = parent.applying(child.changes(since: parent))
    #expect(applied.changedKeys(comparedTo: child) == [])
    #expect(applied.accentName == "red" && applied.badgeCount == 3)
  }

  @Test func anObjectPlacedAgainIsNoChangeAndAnotherObjectIs() {
    final class Store {}
    let store = Store()
    var old = EnvironmentValues()
    old.setObject(store)
    var new = old
    new.setObject(store)
    #expect(new.changedKeys(comparedTo: old) == [])
    new.setObject(Store())
    #expect(new.changedKeys(comparedTo: old).count == 1)
  }
}
