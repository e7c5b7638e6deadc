import Foundation
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// A feed store whose `load()` does not wait: it starts a `Task` that awaits the request, as
/// a store called from `.task { store.load() }` often does.
@MainActor @Observable final class FeedStore {
  var items = "none"

  func load() {
    Task {
      do {
        let (data, _) = try await URLSession.shared.data(from: NotesEndpoint.url)
        items = String(decoding: data, as: UTF8.self)
      } catch {
        items = "failed"
      }
    }
  }
}

private struct FeedScreen: View {
  @State private var store = FeedStore()

  var body: some View {
    Text("Items: \(store.items)").task { store.load() }
  }
}

private struct FeedHost: View {
  @State private var isShown = true

  var body: some View {
    VStack {
      Toggle("Show", isOn: $isShown)
      if isShown { FeedScreen() }
    }
  }
}

/// A store that loads off the main actor in a detached task, keeping its handle to cancel it.
@MainActor @Observable final class DetachedNotesStore {
  var notes = "none"
  @ObservationIgnored private var loading: Task<Void, Never>?

  func refresh() {
    loading = Task.detached { [weak self] in
      do {
        let (data, _) = try await URLSession.shared.data(from: NotesEndpoint.url)
        let text = String(decoding: data, as: UTF8.self)
        await MainActor.run { self?.notes = text }
      } catch {
        await MainActor.run { self?.notes = "cancelled" }
      }
    }
  }

  func cancel() { loading?.cancel() }
}

private struct DetachedNotesList: View {
  @State private var store = DetachedNotesStore()

  var body: some View {
    Text("Notes: \(store.notes)")
      .onAppear { store.refresh() }
      .onDisappear { store.cancel() }
  }
}

private struct DetachedNotesScreen: View {
  @State private var isShown = true

  var body: some View {
    VStack {
      Toggle("Show", isOn: $isShown)
      if isShown { DetachedNotesList() }
    }
  }
}

/// A `.task` that hands the request to a throwing detached task and awaits its value.
private struct DetachedValueLabel: View {
  @State private var notes = "none"

  var body: some View {
    Text("Notes: \(notes)")
      .task {
        let load = Task.detached(priority: .userInitiated) {
          try await NotesService(call: .dataForRequest).load()
        }
        notes = (try? await load.value) ?? "failed"
      }
  }
}

/// A `.task` that starts a request with a completion handler and does not wait for it.
private struct HandlerNotesLabel: View {
  @State private var model: CallbackNotesModel

  init(probe: RequestProbe) {
    _model = State(
      initialValue: CallbackNotesModel(
        service: CallbackNotesService(call: .dataTaskURL), probe: probe))
  }

  var body: some View {
    Text("Notes: \(model.notes)").task { model.load() }
  }
}

/// A `.task` and an `onAppear` whose requests are still waiting when the driver finishes.
private struct SlowNotesScreen: View {
  @State private var notes = "none"
  @State private var model = CallbackNotesModel(
    service: CallbackNotesService(call: .dataTaskURL), probe: RequestProbe())

  var body: some View {
    VStack {
      Text("Notes: \(notes)")
        .task { notes = (try? await NotesService(call: .dataFromURL).load()) ?? "failed" }
      Text("More: \(model.notes)").onAppear { model.load() }
    }
  }
}

@MainActor @Suite struct RequestOwnerTests {
  private static let fixtures = NetworkFixtures { _ in
    FixtureResponse(text: "Milk, Eggs", latency: .milliseconds(300))
  }

  @Test func aTaskThatATaskStartedAndDidNotAwaitOwnsTheAnswer() async throws {
    let driver = Driver(FeedScreen(), fixtures: Self.fixtures)
    try await driver.start()
    try await driver.waitUntilIdle()
    _ = try driver.find(text: "Items: Milk, Eggs")
    let trace = try driver.finish()

    let outer = try #require(trace.resolved(.taskStart).first)
    #expect(outer.event.code == TaskKind.task.rawValue)
    let begin = try #require(trace.resolved(.effectBegin).first)
    #expect(begin.name == "GET https://api.example.com/notes?page=2")
    #expect(trace.causes(of: begin.seq).contains { $0.seq == outer.seq })
    let outerEnd = try #require(
      trace.resolved(.taskEnd).first { $0.event.value == outer.event.value })
    let arrival = try #require(trace.resolved(.read).first { $0.name.hasPrefix("HTTP ") })
    #expect(arrival.name == "HTTP 200, 10 bytes after 300 ms")
    #expect(arrival.seq > outerEnd.seq)
    let inner = try #require(trace.resolved(seq: arrival.event.cause))
    #expect(inner.kind == .taskStart && inner.name == "Task")
    #expect(inner.event.code == TaskKind.unstructured.rawValue)
    #expect(inner.identity.contains("FeedScreen"))
    #expect(trace.causes(of: inner.seq).contains { $0.seq == outer.seq })
    let end = try #require(trace.resolved(.effectEnd).first)
    #expect(end.event.code == EffectOutcome.succeeded.rawValue)
    let write = try #require(trace.resolved(.modelWrite).first { $0.name.hasSuffix("items") })
    #expect(write.event.value == inner.event.value && write.event.code == Writer.task.rawValue)
    #expect(write.event.cause == end.seq && end.seq > arrival.seq)
    let innerEnd = try #require(
      trace.resolved(.taskEnd).first { $0.event.value == inner.event.value })
    #expect(innerEnd.seq > write.seq)
  }

  @Test func leavingMidRequestDoesNotCancelATaskThatATaskDidNotAwait() async throws {
    let driver = Driver(FeedHost(), fixtures: Self.fixtures)
    try await driver.start()
    try await driver.advance(by: .milliseconds(100))
    try await driver.toggle("Show")
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    #expect(trace.resolved(.taskCancel).isEmpty)
    let disappear = try #require(trace.resolved(.disappear).first)
    let arrival = try #require(trace.resolved(.read).first { $0.name.hasPrefix("HTTP ") })
    #expect(arrival.seq > disappear.seq)
    let inner = try #require(trace.resolved(seq: arrival.event.cause))
    #expect(inner.kind == .taskStart && inner.event.code == TaskKind.unstructured.rawValue)
    let end = try #require(trace.resolved(.effectEnd).first)
    #expect(end.event.code == EffectOutcome.succeeded.rawValue)
    let write = try #require(trace.resolved(.modelWrite).first { $0.name.hasSuffix("items") })
    #expect(write.event.value == inner.event.value)
  }

  @Test func aHandlerThatATaskDidNotWaitForIsOnItsOwn() async throws {
    let probe = RequestProbe()
    let driver = Driver(HandlerNotesLabel(probe: probe), fixtures: Self.fixtures)
    try await driver.start()
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    let outer = try #require(trace.resolved(.taskStart).first)
    let arrival = try #require(trace.resolved(.read).first { $0.name.hasPrefix("HTTP ") })
    let own = try #require(trace.resolved(seq: arrival.event.cause))
    #expect(own.kind == .taskStart && own.name == "dataTask")
    #expect(trace.causes(of: own.seq).contains { $0.seq == outer.seq })
    #expect(probe.outcomes == ["loaded"])
    let write = try #require(trace.resolved(.modelWrite).first { $0.name.hasSuffix("notes") })
    let end = try #require(trace.resolved(.effectEnd).first)
    #expect(end.seq > arrival.seq && trace.causes(of: write.seq).contains { $0.seq == end.seq })
    let ownEnd = try #require(trace.resolved(.taskEnd).first { $0.event.value == own.event.value })
    #expect(ownEnd.event.cause == end.seq)
  }

  @Test func aDetachedTaskIsCausedByWhatStartedItAndOwnsItsRequest() async throws {
    let driver = Driver(DetachedNotesScreen(), fixtures: Self.fixtures)
    try await driver.start()
    try await driver.waitUntilIdle()
    _ = try driver.find(text: "Notes: Milk, Eggs")
    let trace = try driver.finish()

    let start = try #require(trace.resolved(.taskStart).first { $0.name == "Task.detached" })
    #expect(start.event.code == TaskKind.unstructured.rawValue)
    #expect(try #require(trace.resolved(seq: start.event.cause)).kind == .appear)
    let begin = try #require(trace.resolved(.effectBegin).first)
    #expect(begin.event.cause == start.seq)
    let end = try #require(trace.resolved(.effectEnd).first)
    #expect(end.event.code == EffectOutcome.succeeded.rawValue)
    #expect(end.event.time == begin.event.time + 300_000_000)
    let write = try #require(trace.resolved(.modelWrite).first { $0.name.hasSuffix("notes") })
    #expect(write.event.value == start.event.value)
    #expect(trace.causes(of: write.seq).contains { $0.seq == begin.seq })
    let taskEnd = try #require(
      trace.resolved(.taskEnd).first { $0.event.value == start.event.value })
    #expect(taskEnd.seq > write.seq)
  }

  @Test func cancellingADetachedTaskOnDisappearCancelsItsRequest() async throws {
    let driver = Driver(DetachedNotesScreen(), fixtures: Self.fixtures)
    try await driver.start()
    try await driver.advance(by: .milliseconds(100))
    try await driver.toggle("Show")
    try await driver.waitUntilIdle()
    let trace = try driver.finish()

    let start = try #require(trace.resolved(.taskStart).first { $0.name == "Task.detached" })
    let cancel = try #require(trace.resolved(.taskCancel).first)
    #expect(cancel.event.value == start.event.value)
    #expect(cancel.event.code == CancelReason.explicit.rawValue)
    #expect(try #require(trace.resolved(seq: cancel.event.cause)).kind == .disappear)
    let end = try #require(trace.resolved(.effectEnd).first)
    #expect(end.event.code == EffectOutcome.cancelled.rawValue && cancel.seq < end.seq)
    #expect(trace.resolved(.read).allSatisfy { !$0.name.hasPrefix("HTTP ") })
  }

  @Test func aDetachedTaskAwaitedByATaskIsItsOwn() async throws {
    let driver = Driver(DetachedValueLabel(), fixtures: Self.fixtures)
    try await driver.start()
    try await driver.waitUntilIdle()
    _ = try driver.find(text: "Notes: Milk, Eggs")
    let trace = try driver.finish()

    let outer = try #require(trace.resolved(.taskStart).first)
    #expect(outer.event.code == TaskKind.task.rawValue)
    let detached = try #require(trace.resolved(.taskStart).first { $0.name == "Task.detached" })
    #expect(detached.event.cause == outer.seq)
    let begin = try #require(trace.resolved(.effectBegin).first)
    #expect(begin.event.cause == detached.seq)
  }

  @Test func recordingsWithADetachedTaskAreTheSameRunToRun() async throws {
    func record() async throws -> [TraceEvent] {
      let driver = Driver(DetachedNotesScreen(), fixtures: Self.fixtures)
      try await driver.start()
      try await driver.advance(by: .milliseconds(150))
      try await driver.toggle("Show")
      try await driver.toggle("Show")
      try await driver.waitUntilIdle()
      return Array(try driver.finish().events)
    }
    let first = try await record()
    for _ in 0..<4 { #expect(try await record() == first) }
  }

  @Test func requestsStillWaitingWhenTheDriverFinishesEndCancelled() async throws {
    let driver = Driver(SlowNotesScreen(), fixtures: Self.fixtures)
    try await driver.start()
    try await driver.advance(by: .milliseconds(100))
    let trace = try driver.finish()

    let begins = trace.resolved(.effectBegin)
    let ends = trace.resolved(.effectEnd)
    #expect(begins.count == 2)
    #expect(Set(ends.map(\.event.value)) == Set(begins.map(\.event.value)))
    #expect(ends.allSatisfy { $0.event.code == EffectOutcome.cancelled.rawValue })
    #expect(ends.allSatisfy { $0.event.time == begins[0].event.time + 100_000_000 })
    let stop = try #require(trace.resolved(.taskCancel).first)
    #expect(stop.event.code == CancelReason.hostStopped.rawValue)
    let byTask = try #require(ends.first { $0.event.cause == stop.seq })
    #expect(byTask.identity.hasSuffix(".task[0]"))
    let byHandler = try #require(ends.first { $0.seq != byTask.seq })
    let handlerBegin = try #require(trace.resolved(seq: byHandler.event.cause))
    #expect(handlerBegin.kind == .effectBegin)
    #expect(trace.events.last?.kind == .effectEnd)
  }
}
