import ViewRuntime

// An order's delivery steps shown as a vertical timeline whose progress advances on a timer
// while the screen is visible, as delivery apps write it.

enum DeliveryStep: Int, CaseIterable, Identifiable {
  case placed, packed, shipped, delivered
  var id: Int { rawValue }

  var title: String {
    switch self {
    case .placed: "Order placed"
    case .packed: "Packed"
    case .shipped: "On its way"
    case .delivered: "Delivered"
    }
  }
}

struct OrderTrackingView: View {
  let orderNumber: String
  @State private var current = DeliveryStep.placed

  var body: some View {
    VStack(alignment: .leading, spacing: 0) {
      Text("Order \(orderNumber)")
        .font(.title2.bold())
        .padding(.bottom)
      ProgressView(value: Double(current.rawValue), total: Double(DeliveryStep.allCases.count - 1))
        .padding(.bottom)
      ForEach(DeliveryStep.allCases) { step in
        HStack(alignment: .top) {
          Image(systemName: step.rawValue <= current.rawValue ? "checkmark.circle.fill" : "circle")
            .foregroundStyle(step.rawValue <= current.rawValue ? .green : .secondary)
          Text(step.title)
            .fontWeight(step == current ? .semibold : .regular)
        }
        .padding(.vertical, 6)
        .accessibilityElement(children: .combine)
        .accessibilityAddTraits(step == current ? .isSelected : [])
      }
      Spacer()
    }
    .padding()
    .task {
      while current != .delivered {
        try? await Task.sleep(for: .seconds(2))
        guard !Task.isCancelled, let next = DeliveryStep(rawValue: current.rawValue + 1) else {
          return
        }
        withAnimation { current = next }
      }
    }
  }
}

#Preview("Tracking", traits: .portrait) {
  OrderTrackingView(orderNumber: "A-1042")
}
