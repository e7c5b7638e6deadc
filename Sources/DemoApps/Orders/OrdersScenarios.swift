import ViewRuntime
import ViewTraceKit

extension Scenario {
  static let orders: [Scenario] = [
    Scenario(
      name: "orders-index-identity", app: "Orders",
      summary:
        "Rows identified by index: after an order arrives at the top, Ada's expansion shows on Grace's order",
      expect: [.stateWrongRow],
      root: { OrdersScreen { IndexedOrderRows(book: $0) } },
      script: expandThenReceive),
    Scenario(
      name: "orders-uuid-in-body", app: "Orders",
      summary:
        "Rows identified by a UUID() made in body: the new order's update replaces every row and collapses Ada's",
      expect: [.stateResetUnstableID],
      root: { OrdersScreen { FreshIDOrderRows(book: $0) } },
      script: expandThenReceive),
    Scenario(
      name: "orders-duplicate-ids", app: "Orders",
      summary:
        "Rows keyed by customer: Ada's second order duplicates an id and the rows' state gets mixed up",
      expect: [.identityDuplicateID],
      root: { OrdersScreen { CustomerKeyedOrderRows(book: $0) } },
      script: expandThenReceive),
    Scenario(
      name: "orders-stable-ids", app: "Orders",
      summary:
        "Rows identified by the order's id: the new order is inserted and Ada's row stays expanded",
      root: { OrdersScreen { IdentifiedOrderRows(book: $0) } },
      script: expandThenReceive),
  ]

  /// Expand Ada's order, then let a new order arrive at the top.
  private static func expandThenReceive(_ driver: Driver) async throws {
    try await driver.tap("Order #1002 for Ada")
    try await driver.tap("Simulate new order")
  }
}
