import RuntimeTestSupport
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

// Screens whose models are written: each test asserts the `model-write` events (property,
// before, after, writer) and how they link to what they cause (docs/runtime-events.md).

@Observable final class DraftStore {
  var saves = 0
  var note = "draft"
}

/// Holds a model in `@State` and writes it; no body reads what it writes.
struct UnreadModelScreen: View {
  @State private var store = DraftStore()
  var body: some View {
    Button("Save") {
      store.saves += 1
      store.note = "saved"
    }
  }
}

@Observable final class Showtimes {
  var title = "Loading"
  var count = 0
}

/// Reads the model from the environment; a task writes it after a sleep.
struct ShowtimesTitle: View {
  @Environment(Showtimes.self) private var showtimes
  var body: some View {
    Text(showtimes.title)
      .task {
        try? await Task.sleep(for: .milliseconds(300))
        showtimes.title = "Tonight"
        showtimes.count = 3
      }
  }
}

struct ShowtimesScreen: View {
  @State private var showtimes = Showtimes()
  var body: some View { ShowtimesTitle().environment(showtimes) }
}

@Observable final class GroceryItem {
  var title = "Milk"
  var done = false
}

/// A child edits a field of its parent's model through `@Bindable`.
struct GroceryEditor: View {
  @Bindable var item: GroceryItem
  var body: some View { TextField("Title", text: $item.title) }
}

struct GroceryScreen: View {
  @State private var item = GroceryItem()
  var body: some View {
    VStack {
      Text(item.title)
      GroceryEditor(item: item)
    }
  }
}

@MainActor @Suite struct ModelWriteTests {
  @Test func writesToAModelNobodyReadsAreRecordedWithTheirValuesAndWriter() async throws {
    let driver = Driver(UnreadModelScreen())
    try await driver.start()
    try await driver.tap("Save")
    let trace = try driver.finish()
    let writes = trace.resolved(.modelWrite)
    #expect(writes.map(\.identity) == ["DraftStore#1", "DraftStore#1"])
    #expect(writes.map(\.name) == ["saves", "note"])
    #expect(writes.map(\.before) == ["0", #""draft""#])
    #expect(writes.map(\.after) == ["1", #""saved""#])
    let input = try #require(trace.resolved(.input).first)
    for write in writes {
      #expect(write.event.code == Writer.action.rawValue)
      #expect(write.event.cause == input.seq)
      #expect(trace[write.event.type] == "DraftStore")
    }
    #expect(trace.resolved(.invalidate).isEmpty)
  }

  @Test func aTaskWritesAModelFromTheEnvironmentAfterASleep() async throws {
    let driver = Driver(ShowtimesScreen())
    try await driver.start()
    try await driver.waitUntilIdle()
    let trace = try driver.finish()
    let writes = trace.resolved(.modelWrite)
    #expect(writes.map(\.name) == ["title", "count"])
    #expect(writes.map(\.before) == [#""Loading""#, "0"])
    #expect(writes.map(\.after) == [#""Tonight""#, "3"])
    let start = try #require(trace.resolved(.taskStart).first)
    for write in writes {
      #expect(write.identity == "Showtimes#1")
      #expect(write.event.code == Writer.task.rawValue)
      #expect(write.event.value == start.event.value)
      #expect(write.event.time == 300_000_000 + start.event.time)
    }
    // The title write wakes from the sleep; its reader's invalidation names it as the cause.
    #expect(trace.resolved(seq: writes[0].event.cause)?.kind == .read)
    let invalidate = try #require(trace.resolved(.invalidate).first)
    #expect(invalidate.name == "Showtimes.title")
    #expect(invalidate.event.cause == writes[0].seq)
    #expect(writes[0].seq < invalidate.seq && invalidate.seq < writes[1].seq)
    // Chain: invalidate → write → woke → task start.
    #expect(
      trace.causes(of: invalidate.seq).map(\.kind).prefix(4).elementsEqual([
        .invalidate, .modelWrite, .read, .taskStart,
      ]))
  }

  @Test func aPublishedWriteIsRecordedBeforeThePublishedChange() async throws {
    let driver = Driver(TallyScreen())
    try await driver.start()
    try await driver.tap("Add")
    let trace = try driver.finish()
    let write = try #require(trace.resolved(.modelWrite).first)
    #expect(trace.resolved(.modelWrite).count == 1)
    #expect(write.identity == "Tally#1" && write.name == "count")
    #expect(write.before == "0" && write.after == "1")
    #expect(write.event.code == Writer.action.rawValue)
    #expect(write.event.cause == trace.resolved(.input).first?.seq)
    let invalidate = try #require(trace.resolved(.invalidate).first)
    #expect(invalidate.name == "Tally.count" && invalidate.event.cause == write.seq)
  }

  @Test func aBindableChildEditingAFieldRecordsTheWrite() async throws {
    let driver = Driver(GroceryScreen())
    try await driver.start()
    try await driver.type("Oat milk", into: "Title")
    let trace = try driver.finish()
    let write = try #require(trace.resolved(.modelWrite).last)
    #expect(write.identity.hasPrefix("GroceryItem#") && write.name == "title")
    #expect(write.before == #""Milk""# && write.after == #""Oat milk""#)
    #expect(write.event.code == Writer.action.rawValue)
    let invalidations = trace.resolved(.invalidate).filter { $0.name == "GroceryItem.title" }
    #expect(!invalidations.isEmpty)
    #expect(invalidations.allSatisfy { $0.event.cause == write.seq })
  }
}

@Observable final class Transfer {
  var progress = 0
}

/// `Task { }` in `onAppear` writes a property nobody reads, then a `.task` writes it again.
struct ProgressScreen: View {
  @State private var upload = Transfer()
  var body: some View {
    Text("Uploading")
      .onAppear {
        Task {
          try? await Task.sleep(for: .milliseconds(100))
          upload.progress = 50
        }
      }
      .task {
        try? await Task.sleep(for: .milliseconds(200))
        upload.progress = 100
      }
  }
}

@MainActor @Suite struct ModelWriteLimitTests {
  @Test func unreadPropertiesWrittenByTasksNameTheirTask() async throws {
    let driver = Driver(ProgressScreen())
    try await driver.start()
    try await driver.waitUntilIdle()
    let trace = try driver.finish()
    let writes = trace.resolved(.modelWrite)
    #expect(writes.map(\.after) == ["50", "100"])
    let starts = trace.resolved(.taskStart)
    #expect(writes.map { $0.event.code } == [Writer.task.rawValue, Writer.task.rawValue])
    #expect(Set(writes.map { $0.event.value }) == Set(starts.map { $0.event.value }))
  }
}

@Observable final class Counts {
  var taps = 0
  var label = "none"
}

/// Writes a property no body reads twice in one action, and another one and back.
struct CountsScreen: View {
  let counts: Counts
  var body: some View {
    VStack {
      Button("Twice") {
        counts.taps = 1
        counts.taps = 2
      }
      Button("Back") {
        counts.label = "some"
        counts.label = "none"
      }
    }
  }
}

/// A model no view holds: the body reaches it through a global.
@MainActor let sharedCounts = Counts()

struct GlobalCountsScreen: View {
  var body: some View {
    VStack {
      Text(sharedCounts.label)
      Button("Set") { sharedCounts.label = "set" }
    }
  }
}

/// Publishes a change by hand.
final class Pinger: ObservableObject {
  func ping() { objectWillChange.send() }
}

struct PingerScreen: View {
  @StateObject private var pinger = Pinger()
  var body: some View { Button("Ping") { pinger.ping() } }
}

extension ModelWriteLimitTests {
  @Test func anUnreadPropertyIsComparedAtTheEndOfTheAction() async throws {
    let driver = Driver(CountsScreen(counts: Counts()))
    try await driver.start()
    try await driver.tap("Twice")
    try await driver.tap("Back")
    let trace = try driver.finish()
    // Two writes in one action are one model-write from the first value to the last; a value
    // changed and changed back within an action is not seen.
    let writes = trace.resolved(.modelWrite)
    #expect(writes.map(\.name) == ["taps"])
    #expect(writes.map(\.before) == ["0"] && writes.map(\.after) == ["2"])
  }

  @Test func aWriteFromOutsideTheRuntimeIsExternal() async throws {
    let counts = Counts()
    let driver = Driver(CountsScreen(counts: counts))
    try await driver.start()
    counts.taps = 7
    try await driver.tap("Back")
    let trace = try driver.finish()
    let write = try #require(trace.resolved(.modelWrite).first)
    #expect(write.name == "taps" && write.before == "0" && write.after == "7")
    #expect(write.event.code == Writer.external.rawValue && write.event.cause == 0)
    #expect(write.seq < (trace.resolved(.input).first?.seq ?? 0))
  }

  @Test func aModelNoViewHoldsIsNotRecorded() async throws {
    let driver = Driver(GlobalCountsScreen())
    try await driver.start()
    try await driver.tap("Set")
    let trace = try driver.finish()
    #expect(trace.resolved(.modelWrite).isEmpty)
    // Its readers are still invalidated, with the action as their cause.
    let invalidate = try #require(trace.resolved(.invalidate).first)
    #expect(invalidate.event.code == InvalidationReason.observable.rawValue)
    #expect(invalidate.event.cause == trace.resolved(.input).first?.seq)
  }

  @Test func aChangePublishedByHandHasNoValues() async throws {
    let driver = Driver(PingerScreen())
    try await driver.start()
    try await driver.tap("Ping")
    let trace = try driver.finish()
    #expect(trace.resolved(.modelWrite).isEmpty)
    #expect(trace.resolved(.invalidate).map(\.name) == ["objectWillChange"])
  }
}

@Observable final class Shelf {
  var books = Counts()
  var name = "Shelf"
}

/// Holds a model that holds another; reads one property of the outer one.
struct ShelfScreen: View {
  @State private var shelf = Shelf()
  var body: some View {
    VStack {
      Text(shelf.name)
      Button("Count") { shelf.books.taps += 1 }
      Button("Same") { shelf.name = "Shelf" }
    }
  }
}

extension ModelWriteLimitTests {
  @Test func aModelHeldByAHeldModelIsKnown() async throws {
    let driver = Driver(ShelfScreen())
    try await driver.start()
    try await driver.tap("Count")
    let trace = try driver.finish()
    let write = try #require(trace.resolved(.modelWrite).first)
    #expect(write.identity == "Counts#1" && write.name == "taps")
    #expect(write.before == "0" && write.after == "1")
  }

  @Test func writingAWatchedPropertyItsOwnValueIsNoWrite() async throws {
    let driver = Driver(ShelfScreen())
    try await driver.start()
    try await driver.tap("Same")
    let trace = try driver.finish()
    #expect(trace.resolved(.modelWrite).isEmpty)
    #expect(trace.resolved(.invalidate).isEmpty)
  }
}

/// Counts its own evaluations in a model property no body reads: a write during the body.
struct SelfCountingScreen: View {
  let counts: Counts
  @State private var flag = false
  var body: some View {
    counts.taps += 1
    return Button(flag ? "On" : "Off") { flag.toggle() }
  }
}

extension ModelWriteLimitTests {
  @Test func anUnreadPropertyWrittenByABodyIsTheBodys() async throws {
    let driver = Driver(SelfCountingScreen(counts: Counts()))
    try await driver.start()
    try await driver.tap("Off")
    let trace = try driver.finish()
    // The first body's write is not seen: the model became known as that body ended.
    let write = try #require(trace.resolved(.modelWrite).first)
    #expect(trace.resolved(.modelWrite).count == 1)
    #expect(write.name == "taps" && write.before == "1" && write.after == "2")
    #expect(write.event.code == Writer.body.rawValue)
    let body = try #require(trace.resolved(seq: write.event.cause))
    #expect(body.kind == .bodyBegin && body.event.update == 2)
  }
}

/// Holds one model twice, and a model that holds another; reads a property of each.
struct TwiceHeldScreen: View {
  let counts: Counts
  let again: Counts
  let shelf: Shelf
  var body: some View {
    Button("Tap \(counts.taps) \(again.taps) \(shelf.name)") { again.taps += 1 }
  }
}

extension ModelWriteLimitTests {
  @Test func aModelHeldTwiceIsListedOnceAndItsReadsNamedOnce() async throws {
    let counts = Counts()
    let driver = Driver(TwiceHeldScreen(counts: counts, again: counts, shelf: Shelf()))
    try await driver.start()
    try await driver.tap("Tap 0 0 Shelf")
    let trace = try driver.finish()
    let reads = trace.resolved(.read).filter { $0.identity == "TwiceHeldScreen" }.map(\.name)
    #expect(reads == ["Counts.taps", "Shelf.name", "Counts.taps", "Shelf.name"])
    let writes = trace.resolved(.modelWrite)
    #expect(writes.map(\.identity) == ["Counts#1"])
    #expect(writes.map(\.name) == ["taps"] && writes.map(\.after) == ["1"])
    #expect(trace.resolved(.invalidate).map(\.name) == ["Counts.taps"])
  }
}
