import DemoApps
import Foundation
import Testing
import ViewRuntime
import ViewTraceKit

// The example of docs/recording-your-own-screen.md, kept compiling and working here.

/// A fake weather service: each request takes 200 ms and is recorded as an effect.
@MainActor
private final class WeatherService {
  func forecast(for city: String) async throws -> String {
    try await withEffect("GET /forecast/\(city)") {
      try await Task.sleep(for: .milliseconds(200))
      return "\(city): sunny"
    }
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

private let weather = Scenario(
  name: "weather-switch-city", app: "Weather",
  summary: "Switching city while the forecast loads cancels the first request",
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
  #expect(trace.events.filter { $0.kind == .effectBegin }.count == 2)
  let lines = try explainCancels(in: url)
  #expect(
    lines.first?.contains("task-cancel") == true && lines.first?.contains("id-changed") == true)
  #expect(lines.last?.contains("input") == true && lines.last?.contains("Oslo") == true)
}
