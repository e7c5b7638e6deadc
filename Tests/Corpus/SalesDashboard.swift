import ViewRuntime

// A sales dashboard whose period picker recomputes totals and whose cards push a breakdown, as
// business dashboards in open-source apps write it.

enum SalesPeriod: String, CaseIterable, Identifiable {
  case week = "Week"
  case month = "Month"
  case year = "Year"
  var id: Self { self }

  var days: Int {
    switch self {
    case .week: 7
    case .month: 30
    case .year: 365
    }
  }
}

struct DailySale: Identifiable {
  let day: Int
  let revenue: Double
  let orders: Int
  var id: Int { day }
}

@Observable
final class SalesData {
  let sales: [DailySale] = (0..<365).map { day in
    DailySale(day: day, revenue: Double(200 + (day * 37) % 300), orders: 3 + day % 7)
  }

  func sales(in period: SalesPeriod) -> ArraySlice<DailySale> {
    sales.suffix(period.days)
  }
}

struct SalesDashboardView: View {
  @State private var data = SalesData()
  @State private var period = SalesPeriod.week
  @State private var lastChanged: SalesPeriod?

  var body: some View {
    let current = data.sales(in: period)
    NavigationStack {
      ScrollView {
        VStack(alignment: .leading, spacing: 16) {
          Picker("Period", selection: $period) {
            ForEach(SalesPeriod.allCases) { Text($0.rawValue).tag($0) }
          }
          .pickerStyle(.segmented)

          HStack {
            MetricCard(
              title: "Revenue",
              value: current.reduce(0) { $0 + $1.revenue }.formatted(.currency(code: "EUR")))
            MetricCard(title: "Orders", value: "\(current.reduce(0) { $0 + $1.orders })")
          }

          NavigationLink {
            List(current.reversed()) { sale in
              LabeledContent("Day \(sale.day)") {
                Text(sale.revenue, format: .currency(code: "EUR"))
              }
            }
            .navigationTitle("Breakdown")
          } label: {
            Label("Daily Breakdown", systemImage: "chart.bar")
          }
        }
        .padding()
      }
      .navigationTitle("Sales")
      .onChange(of: period) { oldValue, _ in
        lastChanged = oldValue
      }
      .safeAreaInset(edge: .bottom) {
        if let lastChanged {
          Text("Was showing \(lastChanged.rawValue.lowercased())")
            .font(.footnote)
            .padding(8)
            .background(.regularMaterial, in: .capsule)
        }
      }
    }
  }
}

struct MetricCard: View {
  let title: String
  let value: String

  var body: some View {
    VStack(alignment: .leading) {
      Text(title)
        .font(.caption)
        .foregroundStyle(.secondary)
      Text(value)
        .font(.title2.bold())
        .contentTransition(.numericText())
    }
    .frame(maxWidth: .infinity, alignment: .leading)
    .padding()
    .background(.background.secondary, in: .rect(cornerRadius: 12))
  }
}

#Preview {
  SalesDashboardView()
}
