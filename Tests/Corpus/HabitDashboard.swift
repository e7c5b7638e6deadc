import ViewRuntime

// A dashboard of cards loaded from a service in .task, as open-source apps write it.

struct HabitStat: Identifiable, Hashable {
  let id: String
  let title: String
  let done: Int
  let goal: Int
}

@MainActor
final class HabitService {
  func stats() async throws -> [HabitStat] {
    try await withEffect("GET /habits/stats") {
      try await Task.sleep(for: .milliseconds(300))
      return [
        HabitStat(id: "water", title: "Water", done: 6, goal: 8),
        HabitStat(id: "read", title: "Reading", done: 20, goal: 30),
        HabitStat(id: "walk", title: "Walking", done: 4, goal: 5),
      ]
    }
  }
}

struct StatCard: View {
  let stat: HabitStat

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(stat.title)
        .font(.headline)
      Gauge(value: Double(stat.done), in: 0...Double(stat.goal)) {
        Text(stat.title)
      } currentValueLabel: {
        Text("\(stat.done)")
      }
      .gaugeStyle(.accessoryLinear)
      .tint(.green)
    }
    .padding()
    .background(.thinMaterial, in: RoundedRectangle(cornerRadius: 12))
  }
}

struct HabitDashboard: View {
  let service: HabitService
  @State private var stats: [HabitStat] = []
  @State private var isLoading = true

  private let columns = [GridItem(.adaptive(minimum: 150))]

  var body: some View {
    NavigationStack {
      ScrollView {
        if isLoading {
          ProgressView("Loading…")
        } else {
          LazyVGrid(columns: columns, spacing: 16) {
            ForEach(stats) { stat in
              StatCard(stat: stat)
            }
          }
          .padding()
        }
      }
      .navigationTitle("Today")
      .task {
        stats = (try? await service.stats()) ?? []
        isLoading = false
      }
    }
  }
}

#Preview {
  HabitDashboard(service: HabitService())
}

#Preview("Card", traits: .sizeThatFitsLayout) {
  StatCard(stat: HabitStat(id: "water", title: "Water", done: 6, goal: 8))
}
