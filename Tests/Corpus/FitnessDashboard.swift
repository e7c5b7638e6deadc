import ViewRuntime

// A fitness dashboard whose summary comes from a service calling URLSession, laid out in a
// Grid of rings and a list of workouts, as open-source health apps write it.

struct ActivitySummary: Decodable, Equatable {
  struct Workout: Decodable, Identifiable, Equatable {
    let id: Int
    let kind: String
    let minutes: Int
  }

  let steps: Int
  let stepGoal: Int
  let activeCalories: Int
  let calorieGoal: Int
  let workouts: [Workout]
}

protocol ActivityProviding: Sendable {
  func summary() async throws -> ActivitySummary
}

struct ActivityAPI: ActivityProviding {
  let session: URLSession

  init(session: URLSession = .shared) {
    self.session = session
  }

  func summary() async throws -> ActivitySummary {
    let url = URL(string: "https://fitness.example.com/v1/summary/today")!
    var request = URLRequest(url: url)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let (data, _) = try await session.data(for: request)
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(ActivitySummary.self, from: data)
  }
}

struct FitnessDashboardView: View {
  let api: any ActivityProviding
  @State private var summary: ActivitySummary?
  @State private var errorMessage: String?

  var body: some View {
    NavigationStack {
      ScrollView {
        if let summary {
          Grid(horizontalSpacing: 16, verticalSpacing: 16) {
            GridRow {
              ActivityRing(title: "Steps", value: summary.steps, goal: summary.stepGoal)
              ActivityRing(
                title: "Calories", value: summary.activeCalories, goal: summary.calorieGoal)
            }
          }
          .padding()

          VStack(alignment: .leading) {
            Text("Workouts")
              .font(.title3.bold())
            ForEach(summary.workouts) { workout in
              HStack {
                Text(workout.kind)
                Spacer()
                Text("\(workout.minutes) min")
                  .foregroundStyle(.secondary)
              }
              Divider()
            }
          }
          .padding()
        } else if let errorMessage {
          Text(errorMessage)
            .foregroundStyle(.red)
        } else {
          ProgressView()
        }
      }
      .navigationTitle("Today")
      .refreshable { await load() }
      .task { await load() }
    }
  }

  private func load() async {
    do {
      summary = try await api.summary()
      errorMessage = nil
    } catch {
      errorMessage = "Could not load your activity."
    }
  }
}

struct ActivityRing: View {
  let title: String
  let value: Int
  let goal: Int

  private var progress: Double { min(Double(value) / Double(max(goal, 1)), 1) }

  var body: some View {
    VStack {
      ZStack {
        Circle()
          .stroke(.gray.opacity(0.2), lineWidth: 12)
        Circle()
          .trim(from: 0, to: progress)
          .stroke(.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
          .rotationEffect(.degrees(-90))
        Text(progress, format: .percent.precision(.fractionLength(0)))
          .font(.headline)
      }
      .frame(width: 100, height: 100)
      Text(title)
      Text("\(value) of \(goal)")
        .font(.caption)
        .foregroundStyle(.secondary)
    }
    .accessibilityElement(children: .ignore)
    .accessibilityLabel(title)
    .accessibilityValue("\(value) of \(goal)")
  }
}

#Preview {
  FitnessDashboardView(api: ActivityAPI())
}

#Preview("Ring", traits: .sizeThatFitsLayout) {
  ActivityRing(title: "Steps", value: 6_400, goal: 10_000)
}
