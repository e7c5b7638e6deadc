import Testing

@testable import ViewRuntime

/// Two texts in a stack: the children that ``ChildList/Item/names(_:)`` compares items with.
private struct TwoTexts: View {
  var body: some View {
    VStack {
      Text("First")
      Text("Second")
    }
  }
}

/// Pins ``ChildList/Item/viewType`` and ``ChildList/Item/names(_:)``, which read an item in
/// place to decide whether it is a child's identity, and ``Reconciliation/keepsOrder(of:_:)``,
/// which uses them.
@MainActor @Suite struct ChildListNamesTests {
  @Test func viewTypeIsTheTypeOfTheStoredView() {
    let text = ChildList.Item(key: ChildKey(), view: Text("Row"))
    let erased = ChildList.Item(key: ChildKey(), view: AnyView(Text("Row")))
    #expect(text.viewType == ObjectIdentifier(Text.self))
    #expect(erased.viewType == ObjectIdentifier(AnyView.self))
  }

  @Test func anItemNamesTheChildOfTheSameKeyAndTypeInTheWindow() async throws {
    let driver = Driver(TwoTexts())
    try await driver.start()
    let stack = try #require(driver.host.root?.children.first)
    let first = try #require(stack.children.first)
    #expect(first.key == ChildKey(structural: "0"))
    #expect(ChildList.Item(key: ChildKey(structural: "0"), view: Text("Other")).names(first))
    #expect(!ChildList.Item(key: ChildKey(structural: "1"), view: Text("First")).names(first))
    #expect(!ChildList.Item(key: ChildKey(structural: "0"), view: EmptyView()).names(first))
    #expect(
      !ChildList.Item(key: ChildKey(structural: "0"), view: Text("First"), isOutsideWindow: true)
        .names(first))
    _ = try driver.finish()
  }

  @Test func keepsOrderOnlyForTheSameIdentitiesInTheSameOrder() async throws {
    let driver = Driver(TwoTexts())
    try await driver.start()
    let stack = try #require(driver.host.root?.children.first)
    func list(_ keys: [String]) -> ChildList {
      ChildList(items: keys.map { ChildList.Item(key: ChildKey(structural: $0), view: Text($0)) })
    }
    #expect(Reconciliation.keepsOrder(of: stack.children, list(["0", "1"])))
    #expect(!Reconciliation.keepsOrder(of: stack.children, list(["1", "0"])))
    #expect(!Reconciliation.keepsOrder(of: stack.children, list(["0"])))
    _ = try driver.finish()
  }
}
