import Testing
import TraceAnalysis
import TraceFormat
import ViewRuntime
import ViewTraceKit

/// Durations are shown where they were measured, and nowhere else.
@MainActor @Suite struct DurationTests {
  @Test func aDeterministicTraceShowsNoBodyDurationAndSaysWhy() async throws {
    let analysis = try await analyze(TemperatureScreen()) { driver in
      try await driver.step("Celsius: 20.0")
    }
    let reasons = analysis.timeline.why("TemperatureScreen")
    #expect(reasons.count == 3 && reasons.allSatisfy { $0.duration == nil })
    let text = reasons.text()
    #expect(!text.contains("µs)"))
    #expect(text.hasSuffix("measured only in live recordings, record --live)\n"))
    #expect(reasons.json(skipped: []).contains("\"duration\":null"))
  }

  @Test func aLiveTraceShowsWhatEachBodyTook() async throws {
    let driver = Driver(TemperatureScreen(), clock: .live)
    try await driver.start()
    try await driver.step("Celsius: 20.0")
    try await driver.waitUntilIdle()
    let timeline = Timeline(trace: try driver.finish())
    let reasons = timeline.why("TemperatureScreen")
    #expect(reasons.count == 3 && reasons.allSatisfy { $0.duration != nil })
    let text = reasons.text()
    #expect(text.split(separator: "\n").count == reasons.count)
    #expect(text.contains("s)  TemperatureScreen\n"))
  }
}
