import Testing

@testable import ViewRuntime

/// A counter whose stack lists a text built again on every tap, and a second text from the
/// first tap on: each way of reconciling takes the items out of the list.
private struct TakenCounter: View {
  @State var count = 0
  var body: some View {
    VStack {
      Button("Add") { count += 1 }
      Text("Count \(count)")
      if count > 0 { Text("Added \(count)") }
    }
  }
}

/// Pins ``ChildList/take(_:)``, which moves an item out of the list a reconciliation reads
/// once, and that the children made or kept from taken items get their views.
@MainActor @Suite struct ChildListTakeTests {
  @Test func takeMovesTheItemOutAndLeavesAnEmptyOne() {
    var key = ChildKey(structural: "1", explicitID: "a", isElement: true)
    key.elementSite = "Rows.swift:3"
    key.reasonHint = .realized
    var list = ChildList()
    list.items.append(ChildList.Item(key: key, view: Text("Row"), isHidden: true))
    let item = list.take(0)
    #expect(item.key == key)
    #expect(item.key.elementSite == "Rows.swift:3")
    #expect(item.key.reasonHint == .realized)
    #expect((item.view as? Text)?.content == "Row")
    #expect(item.isHidden)
    #expect(list.items.count == 1)
    #expect(list.items[0].key == ChildKey())
    #expect(list.items[0].key.elementSite == nil)
    #expect(list.items[0].view is EmptyView)
    #expect(!list.items[0].isHidden)
  }

  @Test func takeKeyMovesTheKeyOutAndLeavesTheRestOfTheItem() {
    var key = ChildKey(structural: "", explicitID: "7", isIndex: true, isElement: true)
    key.elementSite = "Rows.swift:9"
    var item = ChildList.Item(key: key, view: Text("Row"), isHidden: true)
    let taken = item.takeKey()
    #expect(taken == key)
    #expect(taken.explicitID == "7")
    #expect(taken.elementSite == "Rows.swift:9")
    #expect(item.key == ChildKey())
    #expect(item.key.elementSite == nil)
    #expect((item.view as? Text)?.content == "Row")
    #expect(item.isHidden)
  }

  @Test func childrenInsertedAndKeptGetTheTakenViews() async throws {
    let driver = Driver(TakenCounter())
    // All inserted at once.
    try await driver.start()
    #expect(driver.tree().contains("\"Count 0\""))
    // A child more: reconciled in the general way, two kept and one inserted.
    try await driver.tap("Add")
    var tree = driver.tree()
    #expect(tree.contains("\"Count 1\""))
    #expect(tree.contains("\"Added 1\""))
    // The same children in the same order: each kept in order.
    try await driver.tap("Add")
    tree = driver.tree()
    #expect(tree.contains("\"Count 2\""))
    #expect(tree.contains("\"Added 2\""))
    _ = try driver.finish()
  }
}
