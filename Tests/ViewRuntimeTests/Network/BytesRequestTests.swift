import Foundation
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// A feed that streams its events line by line, as a service written for Apple's
/// `bytes(from:)` does.
@MainActor @Observable final class EventFeedModel {
  var events: [String] = []
  @ObservationIgnored let probe: RequestProbe
  @ObservationIgnored let byRequest: Bool

  init(probe: RequestProbe, byRequest: Bool) {
    self.probe = probe
    self.byRequest = byRequest
  }

  func stream() async {
    let url = URL(string: "https://api.example.com/events")!
    do {
      let (bytes, response) =
        byRequest
        ? try await URLSession.shared.bytes(for: URLRequest(url: url))
        : try await URLSession.shared.bytes(from: url)
      guard (response as? HTTPURLResponse)?.statusCode == 200 else { return }
      for try await line in bytes.lines where !line.isEmpty {
        events.append(line)
      }
      probe.outcomes.append("streamed")
    } catch let error as URLError where error.code == .cancelled {
      probe.outcomes.append("cancelled")
    } catch {
      probe.outcomes.append("\(error)")
    }
  }
}

private struct EventFeed: View {
  @State private var model: EventFeedModel

  init(probe: RequestProbe, byRequest: Bool) {
    _model = State(initialValue: EventFeedModel(probe: probe, byRequest: byRequest))
  }

  var body: some View {
    List(model.events, id: \.self) { event in Text(event) }
      .task { await model.stream() }
  }
}

private struct EventFeedScreen: View {
  let probe: RequestProbe
  let byRequest: Bool
  @State private var isShown = true

  var body: some View {
    VStack {
      Toggle("Show", isOn: $isShown)
      if isShown { EventFeed(probe: probe, byRequest: byRequest) }
    }
  }
}

@MainActor @Suite struct BytesRequestTests {
  private static let fixtures = NetworkFixtures.respond(
    "https://api.example.com/events",
    with: FixtureResponse(text: "opened\r\nedited\n\nclosed\n", latency: .milliseconds(200)))

  @Test(arguments: [false, true])
  func theLinesOfABodyAreAnEffectAnsweredAtItsLatency(byRequest: Bool) async throws {
    let probe = RequestProbe()
    let driver = Driver(
      EventFeedScreen(probe: probe, byRequest: byRequest), fixtures: Self.fixtures)
    try await driver.start()
    try await driver.waitUntilIdle()
    _ = try driver.find(text: "closed")
    let trace = try driver.finish()

    let begin = try #require(trace.resolved(.effectBegin).first)
    #expect(begin.name == "GET https://api.example.com/events")
    let start = try #require(trace.resolved(seq: begin.event.cause))
    #expect(start.kind == .taskStart && start.identity.contains("EventFeed"))
    let end = try #require(trace.resolved(.effectEnd).first)
    #expect(end.event.code == EffectOutcome.succeeded.rawValue)
    #expect(end.event.time == begin.event.time + 200_000_000)
    let arrival = try #require(trace.resolved(.read).first { $0.name.hasPrefix("HTTP ") })
    #expect(arrival.name == "HTTP 200, 23 bytes after 200 ms")
    #expect(probe.outcomes == ["streamed"])
    let writes = trace.resolved(.modelWrite).filter { $0.name.hasSuffix("events") }
    #expect(writes.last?.after.contains("closed") == true && writes.count == 3)
  }

  @Test func leavingMidRequestCancelsIt() async throws {
    let probe = RequestProbe()
    let driver = Driver(EventFeedScreen(probe: probe, byRequest: false), fixtures: Self.fixtures)
    try await driver.start()
    try await driver.advance(by: .milliseconds(50))
    try await driver.toggle("Show")
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    let end = try #require(trace.resolved(.effectEnd).first)
    #expect(end.event.code == EffectOutcome.cancelled.rawValue)
    let cancel = try #require(trace.resolved(.taskCancel).first)
    #expect(cancel.event.code == CancelReason.disappeared.rawValue)
    #expect(cancel.seq < end.seq && end.event.time == cancel.event.time)
    #expect(probe.outcomes == ["cancelled"])
  }
}
