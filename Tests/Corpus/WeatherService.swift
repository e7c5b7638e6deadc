import ViewRuntime

// A forecast loaded by a service that calls URLSession and decodes JSON, held by an
// @Observable view model, with loading, error and pull-to-refresh, as open-source apps write it.

struct Forecast: Decodable, Identifiable, Hashable {
  let day: String
  let high: Double
  let low: Double
  let summary: String

  var id: String { day }
}

struct WeatherClient {
  var baseURL = URL(string: "https://api.example.com")!
  var session = URLSession.shared

  func forecast(for city: String) async throws -> [Forecast] {
    var components = URLComponents(
      url: baseURL.appendingPathComponent("forecast"), resolvingAgainstBaseURL: false)!
    components.queryItems = [URLQueryItem(name: "city", value: city)]
    let (data, response) = try await session.data(from: components.url!)
    guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
      throw URLError(.badServerResponse)
    }
    return try JSONDecoder().decode([Forecast].self, from: data)
  }
}

@Observable
@MainActor
final class WeatherViewModel {
  enum LoadState {
    case idle, loading
    case loaded([Forecast])
    case failed(String)
  }

  var city = "Lisbon"
  private(set) var state = LoadState.idle
  private let client: WeatherClient

  init(client: WeatherClient = WeatherClient()) {
    self.client = client
  }

  /// Loads the forecast; a refresh keeps the list on screen, as the list carries it.
  func load() async {
    if case .idle = state { state = .loading }
    do {
      state = .loaded(try await client.forecast(for: city))
    } catch {
      state = .failed(error.localizedDescription)
    }
  }
}

struct WeatherView: View {
  @State private var model = WeatherViewModel()

  var body: some View {
    NavigationStack {
      Group {
        switch model.state {
        case .idle, .loading:
          ProgressView("Loading forecast…")
        case .loaded(let days):
          List(days) { day in
            HStack {
              Text(day.day)
                .frame(width: 60, alignment: .leading)
              Text(day.summary)
                .foregroundStyle(.secondary)
              Spacer()
              Text(
                "\(day.low, format: .number.precision(.fractionLength(0)))° / \(day.high, format: .number.precision(.fractionLength(0)))°"
              )
              .monospacedDigit()
            }
          }
          .refreshable { await model.load() }
        case .failed(let message):
          ContentUnavailableView {
            Label("Forecast Unavailable", systemImage: "cloud.slash")
          } description: {
            Text(message)
          } actions: {
            Button("Try Again") {
              Task { await model.load() }
            }
          }
        }
      }
      .navigationTitle(model.city)
      .task { await model.load() }
    }
  }
}

#Preview {
  WeatherView()
}
