import Foundation
import ViewRuntime

/// A customer order.
public struct Order: Identifiable, Hashable, Sendable {
  public let id: Int
  public let customer: String
  public let items: [String]
}

/// The orders of a shop, newest first, as a shared `@Observable` store.
@Observable @MainActor
public final class OrderBook {
  public var orders: [Order] = [
    Order(id: 1003, customer: "Grace", items: ["Compiler manual"]),
    Order(id: 1002, customer: "Ada", items: ["Notes on the engine", "Pencils"]),
    Order(id: 1001, customer: "Linus", items: ["Keyboard"]),
  ]

  public init() {}

  /// A new order arrives at the top of the list.
  public func receive(_ order: Order) {
    orders.insert(order, at: 0)
  }

  /// The id for the next order: one more than the newest, so that each order has its own.
  public var nextID: Int { (orders.map(\.id).max() ?? 1000) + 1 }
}

/// An order wrapped for display with an id made on the spot, as a view model sometimes does.
struct OrderRowModel: Identifiable {
  let id = UUID()
  let order: Order
}
