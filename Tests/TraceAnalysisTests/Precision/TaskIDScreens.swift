import Testing
import TraceAnalysis
import ViewRuntime

/// Showtimes for the day picked in a segmented picker, keyed by the day: going to Saturday and
/// back to Friday fetches Friday again, which is what the user asked for.
struct DayShowtimes: View {
  @State private var day = "Fri"
  @State private var times: [String] = []
  var body: some View {
    VStack {
      Picker("Day", selection: $day) {
        Text("Fri").tag("Fri")
        Text("Sat").tag("Sat")
      }
      ForEach(times, id: \.self) { Text($0) }
    }
    .task(id: day) {
      times = await FakeAPI.fetch("GET /showtimes?day=\(day)", ["\(day) 19:00"])
    }
  }
}

enum Sorting: Hashable, Sendable { case newest, oldest }

/// Comments sorted by buttons, keyed by an enum: newest, oldest, newest again is three requests
/// for what the user picked each time.
struct SortedComments: View {
  @State private var sorting = Sorting.newest
  @State private var comments: [String] = []
  var body: some View {
    List {
      HStack {
        Button("Newest") { sorting = .newest }
        Button("Oldest") { sorting = .oldest }
      }
      ForEach(comments, id: \.self) { Text($0) }
    }
    .task(id: sorting) {
      comments = await FakeAPI.fetch("GET /comments?sort=\(sorting)", ["\(sorting)"])
    }
  }
}

struct ForecastSettings: Hashable, Sendable {
  var city = "Oslo"
  var showsWind = false
}

/// `.task(id: settings)` keyed by the whole settings value: the wind toggle changes nothing the
/// request depends on, yet fetches the same forecast again.
struct ForecastScreen: View {
  @State private var settings = ForecastSettings()
  @State private var forecast = ""
  var body: some View {
    Form {
      Toggle("Show wind", isOn: $settings.showsWind)
      Text(forecast)
    }
    .task(id: settings) {
      forecast = await FakeAPI.fetch("GET /forecast/\(settings.city)", "sunny")
    }
  }
}

extension PrecisionCase {
  static let taskIDs: [PrecisionCase] = [
    .fine(".task(id: day) picked in a Picker, there and back") {
      try await analyze(DayShowtimes()) { driver in
        try await driver.waitUntilIdle()
        try await driver.select("Sat")
        try await driver.waitUntilIdle()
        try await driver.select("Fri")
      }
    },
    .fine(".task(id:) on an enum set by buttons, there and back") {
      try await analyze(SortedComments()) { driver in
        try await driver.waitUntilIdle()
        try await driver.tap("Oldest")
        try await driver.waitUntilIdle()
        try await driver.tap("Newest")
      }
    },
    .bug(".task(id:) keyed by settings the request does not read", .effectDuplicate) {
      try await analyze(ForecastScreen()) { driver in
        try await driver.waitUntilIdle()
        try await driver.toggle("Show wind")
      }
    },
  ]
}
