import Foundation
import Synchronization
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// The tasks without a completion handler a service makes, each as a real service spells it:
/// the answer goes to a session's delegate or to the task's own.
enum DelegateCall: String, CaseIterable, Sendable {
  case dataTaskURL
  case dataTaskRequest
  case uploadTaskData
  case uploadTaskFile
  case downloadTaskURL
  case downloadTaskRequest

  var effectName: String {
    switch self {
    case .uploadTaskData, .uploadTaskFile:
      "POST https://api.example.com/notes?page=2 body:\(NotesService.uploadDigest)"
    default: "GET https://api.example.com/notes?page=2"
    }
  }

  var label: String {
    switch self {
    case .dataTaskURL, .dataTaskRequest: "dataTask"
    case .uploadTaskData, .uploadTaskFile: "uploadTask"
    case .downloadTaskURL, .downloadTaskRequest: "downloadTask"
    }
  }

  /// What the delegate hears of a successful answer, in order.
  var messages: [String] {
    switch self {
    case .dataTaskURL, .dataTaskRequest:
      ["response 200", "data 10", "complete"]
    case .uploadTaskData, .uploadTaskFile:
      ["sent 16", "response 200", "data 5", "complete"]
    case .downloadTaskURL, .downloadTaskRequest:
      ["wrote 10", "downloaded 10", "complete"]
    }
  }
}

/// A loader that owns its session and is its delegate, as apps that stream or track progress
/// write it: it gathers the body as it arrives and reports when the task completes. The upload
/// from a file sets itself as the task's own delegate instead, on a session without one.
final class DelegateNotesLoader: NSObject, URLSessionDataDelegate, URLSessionDownloadDelegate,
  @unchecked Sendable
{
  private let call: DelegateCall
  private let received = Mutex(Data())
  private let heard = Mutex<[String]>([])
  private var session: URLSession!
  private var task: URLSessionTask?
  var onFinish: (@Sendable (Result<String, any Error>, [String]) -> Void)?

  init(call: DelegateCall) {
    self.call = call
    super.init()
    switch call {
    case .uploadTaskFile:
      session = URLSession(configuration: .default)
    case .dataTaskRequest, .downloadTaskRequest:
      session = URLSession(configuration: .ephemeral, delegate: self, delegateQueue: nil)
    default:
      session = URLSession(configuration: .default, delegate: self, delegateQueue: .main)
    }
  }

  func start() {
    let url = NotesService.url
    var post = URLRequest(url: url)
    post.httpMethod = "POST"
    let body = Data(#"{"title":"Milk"}"#.utf8)
    let task: URLSessionTask
    switch call {
    case .dataTaskURL: task = session.dataTask(with: url)
    case .dataTaskRequest: task = session.dataTask(with: URLRequest(url: url))
    case .uploadTaskData: task = session.uploadTask(with: post, from: body)
    case .uploadTaskFile:
      let file = FileManager.default.temporaryDirectory
        .appendingPathComponent("viewtrace-upload-\(UUID().uuidString).json")
      try? body.write(to: file)
      task = session.uploadTask(with: post, fromFile: file)
      task.delegate = self
    case .downloadTaskURL: task = session.downloadTask(with: url)
    case .downloadTaskRequest: task = session.downloadTask(with: URLRequest(url: url))
    }
    self.task = task
    task.resume()
  }

  func cancel() { task?.cancel() }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didSendBodyData bytesSent: Int64,
    totalBytesSent: Int64, totalBytesExpectedToSend: Int64
  ) {
    heard.withLock { $0.append("sent \(totalBytesSent)") }
  }

  func urlSession(
    _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
    completionHandler: @escaping @Sendable (URLSession.ResponseDisposition) -> Void
  ) {
    let status = (response as? HTTPURLResponse)?.statusCode ?? 0
    heard.withLock { $0.append("response \(status)") }
    completionHandler(.allow)
  }

  func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
    heard.withLock { $0.append("data \(data.count)") }
    received.withLock { $0.append(data) }
  }

  func urlSession(
    _ session: URLSession, downloadTask: URLSessionDownloadTask, didWriteData bytesWritten: Int64,
    totalBytesWritten: Int64, totalBytesExpectedToWrite: Int64
  ) {
    heard.withLock { $0.append("wrote \(totalBytesWritten)") }
  }

  func urlSession(
    _ session: URLSession, downloadTask: URLSessionDownloadTask,
    didFinishDownloadingTo location: URL
  ) {
    let data = (try? Data(contentsOf: location)) ?? Data()
    heard.withLock { $0.append("downloaded \(data.count)") }
    received.withLock { $0 = data }
  }

  func urlSession(
    _ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?
  ) {
    heard.withLock { $0.append("complete") }
    let result: Result<String, any Error> =
      error.map { .failure($0) }
      ?? .success(String(decoding: received.withLock { $0 }, as: UTF8.self))
    onFinish?(result, heard.withLock { $0 })
  }
}

/// The screen's store: starts the loader and shows what it finished with, on the main queue.
@MainActor @Observable final class DelegateNotesStore {
  var notes = "none"
  @ObservationIgnored private let loader: DelegateNotesLoader
  @ObservationIgnored private let probe: RequestProbe

  init(call: DelegateCall, probe: RequestProbe) {
    loader = DelegateNotesLoader(call: call)
    self.probe = probe
    loader.onFinish = { [weak self] result, heard in
      DispatchQueue.main.async { self?.finish(result, heard: heard) }
    }
  }

  func load() { loader.start() }
  func cancel() { loader.cancel() }

  private func finish(_ result: Result<String, any Error>, heard: [String]) {
    probe.outcomes = heard
    switch result {
    case .success(let text): notes = text
    case .failure(let error as URLError) where error.code == .cancelled:
      probe.outcomes.append("cancelled")
    case .failure(let error): probe.outcomes.append(error.localizedDescription)
    }
  }
}

private struct DelegateNotesList: View {
  @State private var store: DelegateNotesStore

  init(call: DelegateCall, probe: RequestProbe) {
    _store = State(initialValue: DelegateNotesStore(call: call, probe: probe))
  }

  var body: some View {
    Text("Notes: \(store.notes)")
      .onAppear { store.load() }
      .onDisappear { store.cancel() }
  }
}

private struct DelegateNotesScreen: View {
  let call: DelegateCall
  let probe: RequestProbe
  @State private var isShown = true

  var body: some View {
    VStack {
      Toggle("Show", isOn: $isShown)
      if isShown { DelegateNotesList(call: call, probe: probe) }
    }
  }
}

/// A service that tracks an upload's progress through the async call's task delegate.
private final class UploadProgress: NSObject, URLSessionTaskDelegate {}

private struct ProgressUploadButton: View {
  let probe: RequestProbe
  @State private var status = "idle"

  var body: some View {
    VStack {
      Text(status)
      Button("Upload") {
        Task {
          var post = URLRequest(url: NotesService.url)
          post.httpMethod = "POST"
          let body = Data(#"{"title":"Milk"}"#.utf8)
          do {
            let (data, _) = try await URLSession.shared.upload(
              for: post, from: body, delegate: UploadProgress())
            status = String(decoding: data, as: UTF8.self)
            let (more, _) = try await URLSession.shared.data(
              from: NotesService.url, delegate: UploadProgress())
            probe.outcomes.append("\(more.count)")
          } catch {
            probe.outcomes.append("\(error)")
          }
        }
      }
    }
  }
}

/// A label whose `.task` loads through an async call given a task delegate, as code that
/// tracks progress writes it.
private struct ProgressNotesLabel: View {
  let download: Bool
  @State private var notes = "none"

  var body: some View {
    Text("Notes: \(notes)")
      .task {
        do {
          if download {
            let (file, _) = try await URLSession(configuration: .ephemeral).download(
              for: URLRequest(url: NotesService.url), delegate: UploadProgress())
            notes = String(decoding: try Data(contentsOf: file), as: UTF8.self)
          } else {
            let (data, _) = try await URLSession.shared.data(
              for: URLRequest(url: NotesService.url), delegate: UploadProgress())
            notes = String(decoding: data, as: UTF8.self)
          }
        } catch let error as URLError where error.code == .cancelled {
          return
        } catch {
          notes = "failed"
        }
      }
  }
}

private struct ProgressNotesScreen: View {
  let download: Bool
  @State private var isShown = true

  var body: some View {
    VStack {
      Toggle("Show", isOn: $isShown)
      if isShown { ProgressNotesLabel(download: download) }
    }
  }
}

@MainActor @Suite struct DelegateTaskTests {
  private static let fixtures = NetworkFixtures { request in
    let body = request.httpMethod == "POST" ? "saved" : "Milk, Eggs"
    return FixtureResponse(text: body, latency: .milliseconds(300))
  }

  @Test(arguments: DelegateCall.allCases)
  func eachTaskIsAnEffectWhoseDelegateHearsTheAnswer(call: DelegateCall) async throws {
    let probe = RequestProbe()
    let driver = Driver(DelegateNotesScreen(call: call, probe: probe), fixtures: Self.fixtures)
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
    #expect(appear.kind == .appear && appear.identity.contains("DelegateNotesList"))
    let end = try #require(trace.resolved(.effectEnd).first)
    #expect(end.name == call.effectName && end.event.code == EffectOutcome.succeeded.rawValue)
    #expect(end.event.time == begin.event.time + 300_000_000)
    #expect(probe.outcomes == call.messages)
    let write = try #require(trace.resolved(.modelWrite).first { $0.name.hasSuffix("notes") })
    #expect(write.after.contains(call.effectName.hasPrefix("POST") ? "saved" : "Milk, Eggs"))
    #expect(write.seq > end.seq && write.event.time == end.event.time)
    let hop = try #require(trace.resolved(seq: write.event.cause))
    #expect(hop.kind == .taskStart && hop.name == "async" && hop.event.cause == end.seq)
  }

  @Test(arguments: DelegateCall.allCases)
  func cancellingOnDisappearCompletesTheTaskCancelled(call: DelegateCall) async throws {
    let probe = RequestProbe()
    let driver = Driver(DelegateNotesScreen(call: call, probe: probe), fixtures: Self.fixtures)
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
    #expect(try #require(trace.resolved(seq: cancel.event.cause)).kind == .disappear)
    #expect(cancel.seq < end.seq && end.event.time == cancel.event.time)
    #expect(probe.outcomes == ["complete", "cancelled"])
    #expect(trace.resolved(.read).allSatisfy { !$0.name.hasPrefix("HTTP ") })
  }

  @Test func anUnansweredTaskCompletesWithTheErrorThatNamesIt() async throws {
    let probe = RequestProbe()
    let driver = Driver(DelegateNotesScreen(call: .dataTaskURL, probe: probe), fixtures: .none)
    try await driver.start()
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    let name = DelegateCall.dataTaskURL.effectName
    let warning = try #require(trace.resolved(.warning).first)
    #expect(warning.event.code == WarningKind.unansweredRequest.rawValue)
    #expect(
      try #require(trace.resolved(.effectEnd).first).event.code == EffectOutcome.failed.rawValue)
    #expect(probe.outcomes == ["complete", "no fixture answers \(name)"])
  }

  @Test func recordingsAreTheSameRunToRun() async throws {
    func record(_ call: DelegateCall) async throws -> [TraceEvent] {
      let driver = Driver(
        DelegateNotesScreen(call: call, probe: RequestProbe()), fixtures: Self.fixtures)
      try await driver.start()
      try await driver.advance(by: .milliseconds(150))
      try await driver.toggle("Show")
      try await driver.toggle("Show")
      try await driver.waitUntilIdle()
      return Array(try driver.finish().events)
    }
    for call in [DelegateCall.dataTaskRequest, .downloadTaskURL] {
      let first = try await record(call)
      for _ in 0..<4 { #expect(try await record(call) == first) }
    }
  }

  @Test func theAsyncCallsWithATaskDelegateAreAnsweredToo() async throws {
    let probe = RequestProbe()
    let driver = Driver(ProgressUploadButton(probe: probe), fixtures: Self.fixtures)
    try await driver.start()
    try await driver.tap("Upload")
    try await driver.waitUntilIdle()
    _ = try driver.find(text: "saved")
    let trace = try driver.finish()

    let begins = trace.resolved(.effectBegin)
    #expect(
      begins.map(\.name) == [
        DelegateCall.uploadTaskData.effectName, DelegateCall.dataTaskURL.effectName,
      ])
    let start = try #require(trace.resolved(seq: begins[0].event.cause))
    #expect(start.kind == .taskStart && start.name == "Task")
    #expect(try #require(trace.resolved(seq: start.event.cause)).kind == .input)
    #expect(
      trace.resolved(.effectEnd).map(\.event.code) == [
        EffectOutcome.succeeded.rawValue, EffectOutcome.succeeded.rawValue,
      ])
    #expect(probe.outcomes == ["10"])
  }

  @Test(arguments: [false, true])
  func leavingMidRequestCancelsAnAsyncCallWithADelegate(download: Bool) async throws {
    let driver = Driver(ProgressNotesScreen(download: download), fixtures: Self.fixtures)
    try await driver.start()
    try await driver.advance(by: .milliseconds(100))
    try await driver.toggle("Show")
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    let begin = try #require(trace.resolved(.effectBegin).first)
    #expect(begin.name == DelegateCall.dataTaskURL.effectName)
    let start = try #require(trace.resolved(seq: begin.event.cause))
    #expect(start.kind == .taskStart && start.event.code == TaskKind.task.rawValue)
    let cancel = try #require(trace.resolved(.taskCancel).first)
    #expect(cancel.event.code == CancelReason.disappeared.rawValue)
    let end = try #require(trace.resolved(.effectEnd).first)
    #expect(end.event.code == EffectOutcome.cancelled.rawValue && cancel.seq < end.seq)
    #expect(end.event.time == cancel.event.time)
    #expect(trace.resolved(.slotWrite).allSatisfy { $0.name != "_notes" })
  }

  @Test func outsideAHostTheTasksAreFoundations() {
    let task = URLSession.shared.dataTask(with: NotesService.url)
    #expect(type(of: task) == URLSessionDataTask.self)
    let download = URLSession.shared.downloadTask(with: NotesService.url)
    #expect(type(of: download) == URLSessionDownloadTask.self)
  }
}
