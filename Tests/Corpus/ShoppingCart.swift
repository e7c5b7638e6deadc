import ViewRuntime

// A cart whose quantities are edited through bindings to its rows, with totals and a checkout
// that posts the order through URLSession, as commerce samples write it.

struct CartLine: Identifiable, Hashable, Codable {
  let id: Int
  let name: String
  let price: Decimal
  var quantity: Int
}

struct OrderReceipt: Decodable {
  let orderNumber: String
}

struct CheckoutService {
  var session = URLSession.shared

  func submit(_ lines: [CartLine]) async throws -> OrderReceipt {
    var request = URLRequest(url: URL(string: "https://shop.example.com/orders")!)
    request.httpMethod = "POST"
    request.setValue("application/json", forHTTPHeaderField: "Content-Type")
    let encoder = JSONEncoder()
    encoder.outputFormatting = .sortedKeys
    request.httpBody = try encoder.encode(lines)
    let (data, _) = try await session.data(for: request)
    return try JSONDecoder().decode(OrderReceipt.self, from: data)
  }
}

struct ShoppingCartView: View {
  @State private var lines = [
    CartLine(id: 1, name: "Coffee beans", price: 12.5, quantity: 1),
    CartLine(id: 2, name: "Filter papers", price: 4, quantity: 2),
  ]
  @State private var receipt: String?
  @State private var isSubmitting = false
  let checkout = CheckoutService()

  private var total: Decimal {
    lines.reduce(0) { $0 + $1.price * Decimal($1.quantity) }
  }

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach($lines) { $line in
            Stepper(value: $line.quantity, in: 0...10) {
              VStack(alignment: .leading) {
                Text(line.name)
                Text(line.price * Decimal(line.quantity), format: .currency(code: "USD"))
                  .font(.caption)
              }
            }
          }
        }
        Section {
          LabeledContent("Total") {
            Text(total, format: .currency(code: "USD"))
              .bold()
          }
          Button {
            Task { await submit() }
          } label: {
            if isSubmitting {
              ProgressView()
            } else {
              Text("Place Order")
            }
          }
          .disabled(total == 0 || isSubmitting)
        }
      }
      .navigationTitle("Cart")
      .alert(
        "Order placed",
        isPresented: Binding(
          get: { receipt != nil }, set: { if !$0 { receipt = nil } })
      ) {
        Button("OK", role: .cancel) {}
      } message: {
        Text("Your order number is \(receipt ?? "").")
      }
    }
  }

  private func submit() async {
    isSubmitting = true
    defer { isSubmitting = false }
    let order = lines.filter { $0.quantity > 0 }
    receipt = try? await checkout.submit(order).orderNumber
  }
}

#Preview {
  ShoppingCartView()
}
