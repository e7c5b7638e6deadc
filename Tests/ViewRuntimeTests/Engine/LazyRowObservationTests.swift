import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

@Observable @MainActor final class StarStore {
  var starred: Set<Int> = []
}

final class LegacyStars: ObservableObject {
  @Published var count = 0
}

struct StarredRow: View {
  let store: StarStore
  @ObservedObject var legacy: LegacyStars
  let number: Int
  var body: some View {
    Text(store.starred.contains(number) ? "★ \(number)" : "☆ \(number)")
  }
}

struct StarredList: View {
  @State var store = StarStore()
  @StateObject var legacy = LegacyStars()
  var body: some View {
    VStack {
      Button("Star 0") { store.starred.insert(0) }
      Button("Bump") { legacy.count += 1 }
      List(0..<100) { number in StarredRow(store: store, legacy: legacy, number: number) }
    }
  }
}

@MainActor @Suite struct LazyRowObservationTests {
  let row0 = "StarredRow[index=0]"

  /// The events after the input described `description` (the n-th such input).
  private func events(after description: String, in trace: Trace, occurrence: Int = 0) -> [Resolved]
  {
    let inputs = trace.resolved(.input).filter { $0.name == description }
    let seq = inputs[occurrence].seq
    return trace.events.filter { $0.seq > seq }.map(trace.resolve)
  }

  @Test func aRowOutOfTheWindowIsNotEvaluatedByAChangeItRead() async throws {
    let driver = Driver(StarredList())
    try await driver.start()
    try await driver.scroll(to: 20)
    try await driver.tap("Star 0")
    try await driver.tap("Bump")
    let trace = try driver.finish()
    // Neither change reached the row: no invalidation, no body, nothing.

    let afterTap = events(after: "\"Star 0\"", in: trace)
    #expect(!afterTap.contains { $0.identity.hasSuffix(row0) })
    // The rows in the window read the same property and are evaluated.
    let bodies = afterTap.prefix { $0.kind != .input }.filter {
      $0.kind == .bodyBegin && $0.name == "StarredRow"
    }
    #expect(bodies.count == 10)
    #expect(bodies.first?.identity.hasSuffix("StarredRow[index=20]") == true)
  }

  @Test func aRowComingBackIsEvaluatedWhenWhatItReadChangedWhileItWasOut() async throws {
    let driver = Driver(StarredList())
    try await driver.start()
    try await driver.scroll(to: 20)
    try await driver.tap("Star 0")
    try await driver.scroll(to: 0)
    _ = try driver.find(text: "★ 0")
    let trace = try driver.finish()

    let back = events(after: "row 0", in: trace)
    let invalidate = try #require(
      back.first { $0.kind == .invalidate && $0.identity.hasSuffix(row0) })
    #expect(invalidate.event.code == InvalidationReason.observable.rawValue)
    #expect(invalidate.name == "StarStore.starred")
    let decision = try #require(trace.resolved(seq: invalidate.event.cause))
    #expect(decision.kind == .identity && decision.identity.hasSuffix(row0))
    let body = try #require(back.first { $0.kind == .bodyBegin && $0.identity.hasSuffix(row0) })
    #expect(body.event.cause == invalidate.seq)
  }

  @Test func aRowComingBackUnchangedIsNotEvaluatedAndObservesAgain() async throws {
    let driver = Driver(StarredList())
    try await driver.start()
    try await driver.scroll(to: 20)
    try await driver.scroll(to: 0)
    try await driver.tap("Star 0")
    let trace = try driver.finish()

    let back = events(after: "row 0", in: trace)
    let untilTap = back.prefix { $0.kind != .input }
    #expect(!untilTap.contains { $0.identity.hasSuffix(row0) && $0.kind == .bodyBegin })
    // Its observation is back: the change invalidates it as the property it read.
    let afterTap = events(after: "\"Star 0\"", in: trace)
    let invalidate = try #require(
      afterTap.first { $0.kind == .invalidate && $0.identity.hasSuffix(row0) })
    #expect(invalidate.name == "StarStore.starred")
    #expect(afterTap.contains { $0.kind == .bodyBegin && $0.identity.hasSuffix(row0) })
  }

  @Test func aLegacyObjectThatChangedWhileTheRowWasOutInvalidatesItOnReturn() async throws {
    let driver = Driver(StarredList())
    try await driver.start()
    try await driver.scroll(to: 20)
    try await driver.tap("Bump")
    let whileOut = events(after: "\"Bump\"", in: driver.trace)
    #expect(!whileOut.contains { $0.identity.hasSuffix(row0) })
    try await driver.scroll(to: 0)
    let trace = try driver.finish()

    let back = events(after: "row 0", in: trace)
    let invalidate = try #require(
      back.first { $0.kind == .invalidate && $0.identity.hasSuffix(row0) })
    #expect(invalidate.event.code == InvalidationReason.published.rawValue)
    #expect(invalidate.name == "LegacyStars.count")
    #expect(back.contains { $0.kind == .bodyBegin && $0.identity.hasSuffix(row0) })
  }
}
