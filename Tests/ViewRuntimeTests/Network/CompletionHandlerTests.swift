import Foundation
import Synchronization
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// A notes service written with completion handlers, as apps wrote them before async/await.
final class CallbackNotesService: Sendable {
  let call: TaskCall

  init(call: TaskCall) { self.call = call }

  /// Starts loading the notes and returns the task, to cancel it.
  @discardableResult
  func fetchNotes(completion: @escaping @Sendable (Result<String, any Error>) -> Void)
    -> URLSessionTask
  {
    let url = NotesEndpoint.url
    let post = NotesEndpoint.post
    let task: URLSessionTask
    switch call {
    case .dataTaskURL:
      task = URLSession.shared.dataTask(with: url) { data, _, error in
        completion(Self.result(data, error))
      }
    case .dataTaskRequest:
      task = URLSession(configuration: .ephemeral).dataTask(
        with: URLRequest(url: url),
        completionHandler: { data, _, error in completion(Self.result(data, error)) })
    case .uploadTaskData:
      task = URLSession.shared.uploadTask(with: post, from: NotesEndpoint.uploadBody) {
        data, _, error in
        completion(Self.result(data, error))
      }
    case .uploadTaskFile:
      let file = NotesEndpoint.uploadFile()
      task = URLSession(configuration: .default).uploadTask(with: post, fromFile: file) {
        data, _, error in
        try? FileManager.default.removeItem(at: file)
        completion(Self.result(data, error))
      }
    case .downloadTaskURL:
      task = URLSession.shared.downloadTask(with: url) { location, _, error in
        completion(Self.result(location.flatMap { try? Data(contentsOf: $0) }, error))
      }
    case .downloadTaskRequest:
      task = URLSession(configuration: .ephemeral).downloadTask(with: URLRequest(url: url)) {
        location, _, error in
        completion(Self.result(location.flatMap { try? Data(contentsOf: $0) }, error))
      }
    }
    task.resume()
    return task
  }

  private static func result(_ data: Data?, _ error: (any Error)?) -> Result<String, any Error> {
    if let error { return .failure(error) }
    return .success(String(decoding: data ?? Data(), as: UTF8.self))
  }
}

/// The screen's model: loads through the service and shows the result on the main actor.
@MainActor @Observable final class CallbackNotesModel {
  var notes = "none"
  @ObservationIgnored private var request: URLSessionTask?
  @ObservationIgnored private let service: CallbackNotesService
  @ObservationIgnored private let probe: RequestProbe

  init(service: CallbackNotesService, probe: RequestProbe) {
    self.service = service
    self.probe = probe
  }

  /// Loads with a completion handler, as an `onAppear` calls it.
  func load() {
    request = service.fetchNotes { result in
      Task { @MainActor in self.show(result) }
    }
  }

  /// Loads with a completion handler that hops to the main queue, as older code does.
  func loadOnMainQueue() {
    request = service.fetchNotes { result in
      DispatchQueue.main.async { self.show(result) }
    }
  }

  /// Loads by awaiting the completion handler, as a `.task` calls it: cancelling the task
  /// cancels the request.
  func refresh() async {
    let running = Mutex<URLSessionTask?>(nil)
    let result = await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        running.withLock { $0 = service.fetchNotes { continuation.resume(returning: $0) } }
      }
    } onCancel: {
      running.withLock { $0?.cancel() }
    }
    show(result)
  }

  func cancel() { request?.cancel() }

  private func show(_ result: Result<String, any Error>) {
    switch result {
    case .success(let text):
      notes = text
      probe.outcomes.append("loaded")
    case .failure(let error as URLError) where error.code == .cancelled:
      probe.outcomes.append("cancelled")
    case .failure(let error):
      probe.outcomes.append(error.localizedDescription)
    }
  }
}

/// Loads on appear and cancels on disappear, through the model in its state.
private struct CallbackNotesList: View {
  @State private var model: CallbackNotesModel

  init(service: CallbackNotesService, probe: RequestProbe) {
    _model = State(initialValue: CallbackNotesModel(service: service, probe: probe))
  }

  var body: some View {
    Text("Notes: \(model.notes)")
      .onAppear { model.load() }
      .onDisappear { model.cancel() }
  }
}

/// Loads in a `.task` that awaits the completion handler.
private struct AwaitingNotesList: View {
  @State private var model: CallbackNotesModel

  init(service: CallbackNotesService, probe: RequestProbe) {
    _model = State(wrappedValue: CallbackNotesModel(service: service, probe: probe))
  }

  var body: some View {
    Text("Notes: \(model.notes)").task { await model.refresh() }
  }
}

/// Loads on appear with a handler that hops to the main queue.
private struct MainQueueNotesList: View {
  @State private var model = CallbackNotesModel(
    service: CallbackNotesService(call: .dataTaskURL), probe: RequestProbe())

  var body: some View {
    Text("Notes: \(model.notes)").onAppear { model.loadOnMainQueue() }
  }
}

@MainActor @Suite struct CompletionHandlerTests {
  private func driver(
    _ call: TaskCall, awaits: Bool = false, probe: RequestProbe,
    fixtures: NetworkFixtures = NotesEndpoint.fixtures
  ) -> Driver {
    Driver(
      ShowToggleScreen {
        if awaits {
          AwaitingNotesList(service: CallbackNotesService(call: call), probe: probe)
        } else {
          CallbackNotesList(service: CallbackNotesService(call: call), probe: probe)
        }
      }, fixtures: fixtures)
  }

  @Test(arguments: TaskCall.allCases)
  func eachTaskIsAnEffectWhoseHandlerRunsAtItsLatency(call: TaskCall) async throws {
    let probe = RequestProbe()
    let driver = driver(call, probe: probe)
    try await driver.start()
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    #expect(trace.resolved(.effectBegin).count == 1)
    let begin = try #require(trace.resolved(.effectBegin).first)
    #expect(begin.name == call.effectName)
    let start = try #require(trace.resolved(seq: begin.event.cause))
    #expect(start.kind == .taskStart && start.name == call.label)
    #expect(start.event.code == TaskKind.unstructured.rawValue)
    let appear = try #require(trace.resolved(seq: start.event.cause))
    #expect(appear.kind == .appear && appear.identity.contains("CallbackNotesList"))
    let end = try #require(trace.resolved(.effectEnd).first)
    #expect(end.name == call.effectName && end.event.code == EffectOutcome.succeeded.rawValue)
    #expect(end.event.time == begin.event.time + 300_000_000)
    let bytes = call.effectName.hasPrefix("POST") ? 5 : 10
    let arrival = try #require(trace.resolved(.read).first { $0.name.hasPrefix("HTTP ") })
    #expect(arrival.name == "HTTP 200, \(bytes) bytes after 300 ms")
    #expect(arrival.event.cause == begin.seq)
    #expect(probe.outcomes == ["loaded"])
    let write = try #require(trace.resolved(.modelWrite).first { $0.name.hasSuffix("notes") })
    #expect(write.after.contains(bytes == 5 ? "saved" : "Milk, Eggs"))
    #expect(write.event.time == end.event.time)
    let taskEnd = try #require(
      trace.resolved(.taskEnd).first { $0.event.value == start.event.value })
    #expect(taskEnd.seq > end.seq && taskEnd.event.code == TaskOutcome.finished.rawValue)
  }

  @Test(arguments: TaskCall.allCases)
  func cancellingOnDisappearEndsTheEffectCancelled(call: TaskCall) async throws {
    let probe = RequestProbe()
    let driver = driver(call, probe: probe)
    try await driver.start()
    try await driver.advance(by: .milliseconds(100))
    try await driver.toggle("Show")
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    let end = try #require(trace.resolved(.effectEnd).first)
    #expect(end.name == call.effectName && end.event.code == EffectOutcome.cancelled.rawValue)
    let start = try #require(trace.resolved(.taskStart).first { $0.name == call.label })
    let cancel = try #require(trace.resolved(.taskCancel).first)
    #expect(cancel.event.value == start.event.value)
    #expect(cancel.event.code == CancelReason.explicit.rawValue)
    let disappear = try #require(trace.resolved(seq: cancel.event.cause))
    #expect(disappear.kind == .disappear)
    #expect(cancel.seq < end.seq && end.event.time == cancel.event.time)
    #expect(probe.outcomes == ["cancelled"])
    #expect(trace.resolved(.modelWrite).allSatisfy { !$0.name.hasSuffix("notes") })
    #expect(trace.resolved(.read).allSatisfy { !$0.name.hasPrefix("HTTP ") })
  }

  @Test(arguments: [TaskCall.dataTaskURL, .downloadTaskRequest])
  func aTaskAwaitingTheHandlerOwnsTheRequestAndCancelsIt(call: TaskCall) async throws {
    let probe = RequestProbe()
    let driver = driver(call, awaits: true, probe: probe)
    try await driver.start()
    try await driver.advance(by: .milliseconds(100))
    try await driver.toggle("Show")
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    let begin = try #require(trace.resolved(.effectBegin).first)
    let start = try #require(trace.resolved(seq: begin.event.cause))
    #expect(start.kind == .taskStart && start.event.code == TaskKind.task.rawValue)
    let cancel = try #require(trace.resolved(.taskCancel).first)
    #expect(cancel.event.code == CancelReason.disappeared.rawValue)
    let end = try #require(trace.resolved(.effectEnd).first)
    #expect(end.event.code == EffectOutcome.cancelled.rawValue && cancel.seq < end.seq)
    #expect(end.event.time == cancel.event.time)
    #expect(probe.outcomes == ["cancelled"])
  }

  @Test func aRequestNoFixtureAnswersFailsAtOnceByName() async throws {
    let probe = RequestProbe()
    let driver = driver(.dataTaskURL, probe: probe, fixtures: .none)
    try await driver.start()
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    let name = TaskCall.dataTaskURL.effectName
    let warning = try #require(trace.resolved(.warning).first)
    #expect(warning.event.code == WarningKind.unansweredRequest.rawValue)
    #expect(warning.name == "no fixture answers \(name): it failed at once")
    let end = try #require(trace.resolved(.effectEnd).first)
    #expect(end.event.code == EffectOutcome.failed.rawValue)
    #expect(probe.outcomes == ["no fixture answers \(name)"])
  }

  @Test func recordingsAreTheSameRunToRun() async throws {
    func record(_ call: TaskCall, awaits: Bool) async throws -> [TraceEvent] {
      let driver = driver(call, awaits: awaits, probe: RequestProbe())
      try await driver.start()
      try await driver.advance(by: .milliseconds(150))
      try await driver.toggle("Show")
      try await driver.toggle("Show")
      try await driver.waitUntilIdle()
      return try Array(driver.finish().events)
    }
    for (call, awaits) in [(TaskCall.dataTaskURL, false), (.downloadTaskURL, true)] {
      let first = try await record(call, awaits: awaits)
      for _ in 0..<4 { #expect(try await record(call, awaits: awaits) == first) }
    }
  }

  @Test func aHandlerThatHopsToTheMainQueueWritesAtTheAnswer() async throws {
    let driver = Driver(MainQueueNotesList(), fixtures: NotesEndpoint.fixtures)
    try await driver.start()
    try await driver.waitUntilIdle()
    _ = try driver.find(text: "Notes: Milk, Eggs")
    let trace = try driver.finish()

    let end = try #require(trace.resolved(.effectEnd).first)
    let write = try #require(trace.resolved(.modelWrite).first { $0.name.hasSuffix("notes") })
    #expect(write.seq > end.seq && write.event.time == end.event.time)
    #expect(write.event.code == Writer.task.rawValue)
    let hop = try #require(trace.resolved(seq: write.event.cause))
    #expect(hop.kind == .taskStart && hop.name == "async")
    #expect(hop.event.cause == end.seq)
  }

  @Test func outsideAHostTheTaskIsFoundations() {
    let task = URLSession.shared.dataTask(with: NotesEndpoint.url) { _, _, _ in }
    #expect(type(of: task) == URLSessionDataTask.self)
    #expect(task.state == .suspended)
  }
}
