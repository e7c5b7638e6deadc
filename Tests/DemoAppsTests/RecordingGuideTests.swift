import DemoApps
import Foundation
import Testing
import TraceFormat
import ViewRuntime
import ViewTraceKit

// The example of docs/recording-your-own-screen.md, kept compiling and working here.

/// The weather service, as the app has it: it calls URLSession.
private struct WeatherService {
  func forecast(for city: String) async throws -> String {
    let url = URL(string: "https://api.example.com/forecast/\(city)")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return String(decoding: data, as: UTF8.self)
  }
}

private struct WeatherScreen: View {
  let service: WeatherService
  @State private var city = "Lyon"
  @State private var forecast: String?

  var body: some View {
    VStack {
      HStack {
        Button("Lyon") { city = "Lyon" }
        Button("Oslo") { city = "Oslo" }
      }
      if let forecast {
        Text(forecast)
      } else {
        ProgressView("Loading…")
      }
    }
    .task(id: city) {
      forecast = nil
      forecast = try? await service.forecast(for: city)
    }
  }
}

/// Each forecast takes 200 ms and says the city is sunny.
private let forecasts = NetworkFixtures { request in
  FixtureResponse(text: "\(request.url!.lastPathComponent): sunny", latency: .milliseconds(200))
}

private let weather = Scenario(
  name: "weather-switch-city", app: "Weather",
  summary: "Switching city while the forecast loads cancels the first request",
  fixtures: forecasts,
  root: { WeatherScreen(service: WeatherService()) },
  script: { driver in
    try await driver.advance(by: .milliseconds(50))
    try await driver.tap("Oslo")
    try await driver.waitUntilIdle()
    _ = try driver.find(text: "Oslo: sunny")
  })

/// Prints each task cancel with the chain of events that caused it.
private func explainCancels(in file: URL) throws -> [String] {
  let (trace, _) = try Trace.read(from: file)
  var lines: [String] = []
  for event in trace.events where event.kind == .taskCancel {
    lines.append(trace.describe(event))
    var cause = trace.event(seq: event.cause)
    while let link = cause {
      lines.append("  because " + trace.describe(link))
      cause = trace.event(seq: link.cause)
    }
  }
  return lines
}

@MainActor @Test func theGuideExampleRecordsAndExplainsTheCancel() async throws {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent(
    "weather-\(UUID().uuidString).vtrace")
  defer { try? FileManager.default.removeItem(at: url) }
  let trace = try await weather.record(sinks: [try TraceFileWriter(url: url)])
  let requests = trace.events.filter { $0.kind == .effectBegin }.map { trace[$0.name] }
  #expect(
    requests == [
      "GET https://api.example.com/forecast/Lyon", "GET https://api.example.com/forecast/Oslo",
    ])
  let outcomes = trace.events.filter { $0.kind == .effectEnd }.map(\.code)
  #expect(outcomes == [EffectOutcome.cancelled.rawValue, EffectOutcome.succeeded.rawValue])
  let lines = try explainCancels(in: url)
  #expect(
    lines.first?.contains("task-cancel") == true && lines.first?.contains("id-changed") == true)
  #expect(lines.last?.contains("input") == true && lines.last?.contains("Oslo") == true)
}
