import ViewRuntime

/// The order list and a button that simulates a new order arriving. `Rows` lays out the rows,
/// so that each scenario can show one way of identifying them.
public struct OrdersScreen<Rows: View>: View {
  @State private var book = OrderBook()
  let rows: (OrderBook) -> Rows

  public init(@ViewBuilder rows: @escaping (OrderBook) -> Rows) { self.rows = rows }

  public var body: some View {
    VStack {
      Button("Simulate new order") {
        book.receive(Order(id: book.nextID, customer: "Ada", items: ["Punched cards"]))
      }
      List {
        rows(book)
      }
    }
  }
}

/// Rows identified by their index: the expanded state stays with the position, so when an
/// order arrives at the top, the expansion moves to another order.
struct IndexedOrderRows: View {
  let book: OrderBook

  var body: some View {
    ForEach(book.orders.indices, id: \.self) { index in
      OrderRow(order: book.orders[index])
    }
  }
}

/// Rows identified by the order's own id: the expansion stays with its order.
struct IdentifiedOrderRows: View {
  let book: OrderBook

  var body: some View {
    ForEach(book.orders) { order in
      OrderRow(order: order)
    }
  }
}

/// Rows identified by a `UUID()` made each time the body runs: every update makes every row a
/// new identity, and every row's state starts over.
struct FreshIDOrderRows: View {
  let book: OrderBook

  var body: some View {
    ForEach(book.orders.map { OrderRowModel(order: $0) }) { row in
      OrderRow(order: row.order)
    }
  }
}

/// Rows identified by the customer's name, which two orders can share.
struct CustomerKeyedOrderRows: View {
  let book: OrderBook

  var body: some View {
    ForEach(book.orders, id: \.customer) { order in
      OrderRow(order: order)
    }
  }
}

/// An order, with its items shown when expanded.
struct OrderRow: View {
  let order: Order
  @State private var isExpanded = false

  var body: some View {
    VStack {
      Button("Order #\(order.id) for \(order.customer)") { isExpanded.toggle() }
      if isExpanded {
        ForEach(order.items, id: \.self) { item in
          Text(item)
        }
      }
    }
  }
}
