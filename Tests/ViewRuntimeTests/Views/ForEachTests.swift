import Foundation
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

struct Order: Identifiable, Hashable {
  let id: Int
  let title: String
}

/// A row that remembers whether it is expanded.
struct OrderRow: View {
  let title: String
  @State var isExpanded = false
  var body: some View {
    Toggle(title, isOn: $isExpanded)
  }
}

enum RowIdentity { case ids, indices, uuids }

struct OrderList: View {
  let identity: RowIdentity
  @State var orders = [Order(id: 1, title: "Books"), Order(id: 2, title: "Lamp")]
  var body: some View {
    VStack {
      Button("Add") { orders.insert(Order(id: orders.count + 1, title: "New"), at: 0) }
      switch identity {
      case .ids:
        ForEach(orders) { order in OrderRow(title: order.title) }
      case .indices:
        ForEach(orders.indices) { index in OrderRow(title: orders[index].title) }
      case .uuids:
        ForEach(orders, id: \.self) { order in OrderRow(title: order.title).id(UUID()) }
      }
    }
  }
}

@MainActor @Suite struct ForEachTests {
  private func expandLampThenInsert(_ identity: RowIdentity) async throws -> Trace {
    let driver = Driver(OrderList(identity: identity))
    try await driver.start()
    try await driver.toggle("Lamp")
    try await driver.tap("Add")
    return try driver.finish()
  }

  @Test func explicitIDsKeepRowStateAcrossAnInsertionAtTheFront() async throws {
    let trace = try await expandLampThenInsert(.ids)
    let write = try #require(trace.resolved(.slotWrite).first { $0.name == "_isExpanded" })
    #expect(write.identity.hasSuffix("OrderRow[id=2]"))
    #expect(trace.resolved(.slotDestroy).isEmpty)
    let inserted = trace.resolved(.identity).filter {
      $0.event.reason == DecisionReason.elementAdded.rawValue
    }
    #expect(inserted.map(\.identity.lastComponent) == ["OrderRow[id=3]"])
    #expect(inserted.first?.after == "3")
    // Its position among the rows, plus one: the first row.
    #expect(inserted.first?.event.value == 1)
  }

  @Test func indicesKeepStateWithThePositionSoItMovesToAnotherOrder() async throws {
    let trace = try await expandLampThenInsert(.indices)
    let write = try #require(trace.resolved(.slotWrite).first { $0.name == "_isExpanded" })
    #expect(write.identity.hasSuffix("OrderRow[index=1]"))
    // After the insertion, index 1 shows "Books", still expanded: the state stayed with the position.
    let rowInputs = trace.resolved(.invalidate, at: "OrderRow[index=1]").filter {
      $0.event.code == InvalidationReason.parentInputs.rawValue
    }
    #expect(rowInputs.map(\.name) == ["@self(title)"])
    #expect(trace.resolved(.slotDestroy).isEmpty)
    #expect(trace.resolved(.slotCreate).last?.identity.hasSuffix("OrderRow[index=2]") == true)
    // The index added is the last row, the third.
    let added = trace.resolved(.identity).filter {
      $0.event.reason == DecisionReason.elementAdded.rawValue
    }
    #expect(added.map(\.event.value) == [3])
  }

  @Test func uuidIDsRecreateEveryRowOnEveryUpdate() async throws {
    let trace = try await expandLampThenInsert(.uuids)
    // The list's next update removes every row it had and inserts new ones, though the data
    // kept both orders.
    let removed = trace.resolved(.identity).filter {
      $0.event.code == IdentityDecision.removed.rawValue
        && $0.event.reason == DecisionReason.idChanged.rawValue
    }
    #expect(removed.count == 2)
    let inserted = trace.resolved(.identity).filter {
      $0.event.code == IdentityDecision.inserted.rawValue
        && $0.event.reason == DecisionReason.idChanged.rawValue
    }
    #expect(inserted.count == 2)
    #expect(Set(removed.map(\.event.update)) == Set(inserted.map(\.event.update)))
    let lostExpansion = trace.resolved(.slotDestroy).filter { $0.before == "true" }
    #expect(lostExpansion.count == 1)
  }
}

struct EditableOrders: View {
  @State var orders = [
    Order(id: 1, title: "Books"), Order(id: 2, title: "Lamp"), Order(id: 3, title: "Pen"),
  ]
  var body: some View {
    List {
      ForEach(orders) { order in OrderRow(title: order.title) }
        .onDelete { orders.remove(atOffsets: $0) }
    }
    .toolbar { EditButton() }
  }
}

@MainActor @Test func deletingARowRemovesItsIdentityAndKeepsTheOthers() async throws {
  let driver = Driver(EditableOrders())
  try await driver.start()
  try await driver.toggle("Pen")
  try await driver.delete(row: 2)
  #expect(throws: DriverError.self) { try driver.find(text: "Lamp") }
  _ = try driver.find(text: "Edit")
  let trace = try driver.finish()
  let removed = trace.resolved(.identity).filter {
    $0.event.code == IdentityDecision.removed.rawValue && $0.name == "OrderRow"
  }
  #expect(removed.map(\.identity.lastComponent) == ["OrderRow[id=2]"])
  #expect(removed.first?.event.reason == DecisionReason.elementRemoved.rawValue)
  // Its position in the old list, plus one: the second of three rows.
  #expect(removed.first?.event.value == 2)
  #expect(trace.resolved(.slotDestroy).map(\.identity.lastComponent) == ["OrderRow[id=2]"])
  var moved = [1, 2, 3, 4]
  moved.move(fromOffsets: IndexSet(integer: 0), toOffset: 3)
  #expect(moved == [2, 3, 1, 4])
}
