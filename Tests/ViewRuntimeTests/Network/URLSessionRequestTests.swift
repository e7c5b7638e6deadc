import Foundation
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// The URLSession calls a service makes, each as a real service spells it.
enum RequestCall: String, CaseIterable, Sendable {
  case dataFromURL
  case dataForRequest
  case uploadFromData
  case uploadFromFile
  case downloadFromURL
  case downloadForRequest

  /// The effect the call is recorded as.
  var effectName: String {
    switch self {
    case .dataFromURL, .dataForRequest, .downloadFromURL, .downloadForRequest:
      NotesEndpoint.getEffect
    case .uploadFromData, .uploadFromFile: NotesEndpoint.postEffect
    }
  }
}

/// A service that calls URLSession directly, as an app's would, with no wrapper.
struct NotesService {
  let call: RequestCall

  func load() async throws -> String {
    let session = URLSession.shared
    let ephemeral = URLSession(configuration: .ephemeral)
    let url = NotesEndpoint.url
    switch call {
    case .dataFromURL:
      return try Self.text(await session.data(from: url).0)
    case .dataForRequest:
      return try Self.text(await ephemeral.data(for: URLRequest(url: url)).0)
    case .uploadFromData:
      return try Self.text(
        await URLSession(configuration: .default).upload(
          for: NotesEndpoint.post, from: NotesEndpoint.uploadBody
        ).0)
    case .uploadFromFile:
      let file = NotesEndpoint.uploadFile()
      defer { try? FileManager.default.removeItem(at: file) }
      return try Self.text(await session.upload(for: NotesEndpoint.post, fromFile: file).0)
    case .downloadFromURL:
      return try Self.text(Data(contentsOf: await ephemeral.download(from: url).0))
    case .downloadForRequest:
      return try Self.text(Data(contentsOf: await session.download(for: URLRequest(url: url)).0))
    }
  }

  private static func text(_ data: Data) -> String { String(decoding: data, as: UTF8.self) }
}

/// Shows the notes the service loads in its `.task`.
private struct NotesLabel: View {
  let service: NotesService
  let probe: RequestProbe
  @State private var notes = "none"

  var body: some View {
    Text("Notes: \(notes)").task { await load() }
  }

  private func load() async {
    do {
      notes = try await service.load()
      probe.outcomes.append("loaded")
    } catch let error as URLError {
      probe.outcomes.append(
        error.code == .cancelled ? "cancelled" : "\(error.localizedDescription)")
    } catch {
      probe.outcomes.append("\(error)")
    }
  }
}

@MainActor @Suite struct URLSessionRequestTests {
  private func driver(
    _ call: RequestCall, probe: RequestProbe, fixtures: NetworkFixtures = NotesEndpoint.fixtures
  ) -> Driver {
    Driver(
      ShowToggleScreen { NotesLabel(service: NotesService(call: call), probe: probe) },
      fixtures: fixtures)
  }

  @Test(arguments: RequestCall.allCases)
  func eachCallIsAnEffectAnsweredAtItsLatency(call: RequestCall) async throws {
    let probe = RequestProbe()
    let driver = driver(call, probe: probe)
    try await driver.start()
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    let begin = try #require(trace.resolved(.effectBegin).first)
    #expect(trace.resolved(.effectBegin).count == 1)
    #expect(begin.name == call.effectName)
    let start = try #require(trace.resolved(seq: begin.event.cause))
    #expect(start.kind == .taskStart && start.identity.contains("NotesLabel[1.if]"))
    let end = try #require(trace.resolved(.effectEnd).first)
    #expect(end.name == call.effectName && end.event.value == begin.event.value)
    #expect(end.event.code == EffectOutcome.succeeded.rawValue)
    #expect(end.event.time == begin.event.time + 300_000_000)
    let response = try #require(trace.resolved(seq: end.event.cause))
    #expect(response.seq == begin.seq)
    let arrival = try #require(
      trace.resolved(.read).first { $0.name.hasPrefix("HTTP ") })
    let bytes = call.effectName.hasPrefix("POST") ? 5 : 10
    #expect(arrival.name == "HTTP 200, \(bytes) bytes after 300 ms")
    #expect(probe.outcomes == ["loaded"])
    let write = try #require(trace.resolved(.slotWrite).first { $0.name == "_notes" })
    #expect(write.after.contains(bytes == 5 ? "saved" : "Milk, Eggs"))
  }

  @Test(arguments: RequestCall.allCases)
  func leavingMidRequestCancelsIt(call: RequestCall) async throws {
    let probe = RequestProbe()
    let driver = driver(call, probe: probe)
    try await driver.start()
    try await driver.advance(by: .milliseconds(100))
    try await driver.toggle("Show")
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    let end = try #require(trace.resolved(.effectEnd).first)
    #expect(end.name == call.effectName)
    #expect(end.event.code == EffectOutcome.cancelled.rawValue)
    let cancel = try #require(trace.resolved(.taskCancel).first)
    #expect(cancel.seq < end.seq && end.event.time == cancel.event.time)
    #expect(probe.outcomes == ["cancelled"])
    #expect(trace.resolved(.slotWrite).allSatisfy { $0.name != "_notes" })
  }

  @Test func aRequestNoFixtureAnswersFailsAtOnceByName() async throws {
    let probe = RequestProbe()
    let driver = driver(.dataFromURL, probe: probe, fixtures: .none)
    try await driver.start()
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    let name = NotesEndpoint.getEffect
    let warning = try #require(trace.resolved(.warning).first)
    #expect(warning.event.code == WarningKind.unansweredRequest.rawValue)
    #expect(warning.name == "no fixture answers \(name): it failed at once")
    let begin = try #require(trace.resolved(.effectBegin).first)
    #expect(begin.name == name && warning.event.cause == begin.seq)
    let end = try #require(trace.resolved(.effectEnd).first)
    #expect(end.event.code == EffectOutcome.failed.rawValue)
    #expect(end.event.time == begin.event.time)
    #expect(probe.outcomes == ["no fixture answers \(name)"])
  }

  @Test func twoRecordingsAreTheSame() async throws {
    func record() async throws -> [TraceEvent] {
      let driver = driver(.dataFromURL, probe: RequestProbe())
      try await driver.start()
      try await driver.waitUntilIdle()
      return try Array(driver.finish().events)
    }
    let first = try await record()
    #expect(try await record() == first)
  }
}
