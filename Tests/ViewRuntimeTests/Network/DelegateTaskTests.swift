import Foundation
import Synchronization
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

extension TaskCall {
  /// What a delegate hears of the task's successful answer, in order.
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
  private let call: TaskCall
  private let received = Mutex(Data())
  private let heard = Mutex<[String]>([])
  private var session: URLSession!
  private var task: URLSessionTask?
  var onFinish: (@Sendable (Result<String, any Error>, [String]) -> Void)?

  init(call: TaskCall) {
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
    let url = NotesEndpoint.url
    let task: URLSessionTask
    switch call {
    case .dataTaskURL: task = session.dataTask(with: url)
    case .dataTaskRequest: task = session.dataTask(with: URLRequest(url: url))
    case .uploadTaskData:
      task = session.uploadTask(with: NotesEndpoint.post, from: NotesEndpoint.uploadBody)
    case .uploadTaskFile:
      task = session.uploadTask(with: NotesEndpoint.post, fromFile: NotesEndpoint.uploadFile())
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

  init(call: TaskCall, probe: RequestProbe) {
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

  init(call: TaskCall, probe: RequestProbe) {
    _store = State(initialValue: DelegateNotesStore(call: call, probe: probe))
  }

  var body: some View {
    Text("Notes: \(store.notes)")
      .onAppear { store.load() }
      .onDisappear { store.cancel() }
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
          do {
            let (data, _) = try await URLSession.shared.upload(
              for: NotesEndpoint.post, from: NotesEndpoint.uploadBody, delegate: UploadProgress())
            status = String(decoding: data, as: UTF8.self)
            let (more, _) = try await URLSession.shared.data(
              from: NotesEndpoint.url, delegate: UploadProgress())
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
              for: URLRequest(url: NotesEndpoint.url), delegate: UploadProgress())
            notes = String(decoding: try Data(contentsOf: file), as: UTF8.self)
          } else {
            let (data, _) = try await URLSession.shared.data(
              for: URLRequest(url: NotesEndpoint.url), delegate: UploadProgress())
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

@MainActor @Suite struct DelegateTaskTests {
  /// The loader's screen, which loads on appear and cancels on disappear.
  private func driver(
    _ call: TaskCall, probe: RequestProbe, fixtures: NetworkFixtures = NotesEndpoint.fixtures
  ) -> Driver {
    Driver(ShowToggleScreen { DelegateNotesList(call: call, probe: probe) }, fixtures: fixtures)
  }

  @Test(arguments: TaskCall.allCases)
  func eachTaskIsAnEffectWhoseDelegateHearsTheAnswer(call: TaskCall) async throws {
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

  @Test(arguments: TaskCall.allCases)
  func cancellingOnDisappearCompletesTheTaskCancelled(call: TaskCall) async throws {
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
    #expect(try #require(trace.resolved(seq: cancel.event.cause)).kind == .disappear)
    #expect(cancel.seq < end.seq && end.event.time == cancel.event.time)
    #expect(probe.outcomes == ["complete", "cancelled"])
    #expect(trace.resolved(.read).allSatisfy { !$0.name.hasPrefix("HTTP ") })
  }

  @Test func anUnansweredTaskCompletesWithTheErrorThatNamesIt() async throws {
    let probe = RequestProbe()
    let driver = driver(.dataTaskURL, probe: probe, fixtures: .none)
    try await driver.start()
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    let name = TaskCall.dataTaskURL.effectName
    let warning = try #require(trace.resolved(.warning).first)
    #expect(warning.event.code == WarningKind.unansweredRequest.rawValue)
    #expect(
      try #require(trace.resolved(.effectEnd).first).event.code == EffectOutcome.failed.rawValue)
    #expect(probe.outcomes == ["complete", "no fixture answers \(name)"])
  }

  @Test func recordingsAreTheSameRunToRun() async throws {
    func record(_ call: TaskCall) async throws -> [TraceEvent] {
      let driver = driver(call, probe: RequestProbe())
      try await driver.start()
      try await driver.advance(by: .milliseconds(150))
      try await driver.toggle("Show")
      try await driver.toggle("Show")
      try await driver.waitUntilIdle()
      return Array(try driver.finish().events)
    }
    for call in [TaskCall.dataTaskRequest, .downloadTaskURL] {
      let first = try await record(call)
      for _ in 0..<4 { #expect(try await record(call) == first) }
    }
  }

  @Test func theAsyncCallsWithATaskDelegateAreAnsweredToo() async throws {
    let probe = RequestProbe()
    let driver = Driver(ProgressUploadButton(probe: probe), fixtures: NotesEndpoint.fixtures)
    try await driver.start()
    try await driver.tap("Upload")
    try await driver.waitUntilIdle()
    _ = try driver.find(text: "saved")
    let trace = try driver.finish()

    let begins = trace.resolved(.effectBegin)
    #expect(
      begins.map(\.name) == [
        TaskCall.uploadTaskData.effectName, TaskCall.dataTaskURL.effectName,
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
    let driver = Driver(
      ShowToggleScreen { ProgressNotesLabel(download: download) }, fixtures: NotesEndpoint.fixtures)
    try await driver.start()
    try await driver.advance(by: .milliseconds(100))
    try await driver.toggle("Show")
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    let begin = try #require(trace.resolved(.effectBegin).first)
    #expect(begin.name == TaskCall.dataTaskURL.effectName)
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
    let task = URLSession.shared.dataTask(with: NotesEndpoint.url)
    #expect(type(of: task) == URLSessionDataTask.self)
    let download = URLSession.shared.downloadTask(with: NotesEndpoint.url)
    #expect(type(of: download) == URLSessionDownloadTask.self)
  }
}
