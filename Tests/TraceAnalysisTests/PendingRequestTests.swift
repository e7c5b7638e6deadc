import Foundation
import Testing
import TraceAnalysis
import TraceFormat
import ViewRuntime
import ViewTraceKit

/// A forecast service as apps write it: async for the `.task`, a delegate for the onAppear's
/// refresh of the radar image.
@MainActor @Observable final class SlowForecastStore {
  static let forecast = URL(string: "https://api.example.com/forecast")!
  static let radar = URL(string: "https://api.example.com/radar.png")!
  var summary = "…"
  @ObservationIgnored private var radarTask: URLSessionTask?
  @ObservationIgnored private let session = URLSession(configuration: .default)

  func load() async {
    do {
      let (data, _) = try await session.data(from: Self.forecast)
      summary = String(decoding: data, as: UTF8.self)
    } catch {
      summary = "unavailable"
    }
  }

  func refreshRadar() {
    radarTask = session.downloadTask(with: Self.radar) { _, _, _ in }
    radarTask?.resume()
  }

  func loadInBackground() {
    Task { await load() }
  }
}

private struct SlowForecastScreen: View {
  @State private var store = SlowForecastStore()

  var body: some View {
    VStack {
      Text(store.summary).task { await store.load() }
      Text("Radar").onAppear { store.refreshRadar() }
      Text("Later").task { store.loadInBackground() }
    }
  }
}

@MainActor @Suite struct PendingRequestTests {
  @Test func requestsStillWaitingWhenTheScenarioEndsAreNoFinding() async throws {
    let fixtures = NetworkFixtures { _ in FixtureResponse(text: "Sunny", latency: .seconds(2)) }
    let driver = Driver(SlowForecastScreen(), fixtures: fixtures)
    try await driver.start()
    try await driver.advance(by: .milliseconds(500))
    let analysis = Analysis(trace: try driver.finish())

    let trace = analysis.trace
    #expect(trace.events.filter { $0.kind == .effectBegin }.count == 3)
    let ends = trace.events.filter { $0.kind == .effectEnd }
    #expect(ends.count == 3 && ends.allSatisfy { $0.code == EffectOutcome.cancelled.rawValue })
    #expect(analysis.findings.isEmpty, "\(analysis.explanation())")
  }
}
