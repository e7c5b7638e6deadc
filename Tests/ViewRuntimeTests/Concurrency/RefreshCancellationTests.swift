import Testing
import TraceFormat
import ViewRuntime

/// A feed whose refresh signs the user out a second in, which replaces the feed while the
/// refresh is still loading.
struct SigningOutFeed: View {
  @State var signedIn = true
  @State var loaded = 0
  var body: some View {
    VStack {
      if signedIn {
        List(0..<3) { number in Text("Post \(number)") }
          .refreshable {
            try? await Task.sleep(for: .seconds(1))
            signedIn = false
            try? await Task.sleep(for: .seconds(10))
            loaded += 1
          }
      } else {
        Text("Signed out")
      }
    }
  }
}

/// A feed whose refresh takes a second, during which the user opens a post: the feed is
/// covered, not removed.
struct CoveredFeed: View {
  @State private var loaded = 0
  var body: some View {
    NavigationStack {
      List(0..<3, id: \.self) { number in NavigationLink("Post \(number)", value: number) }
        .navigationDestination(for: Int.self) { Text("Detail \($0)") }
        .refreshable {
          try? await Task.sleep(for: .seconds(1))
          loaded += 1
        }
    }
  }
}

@MainActor @Suite struct RefreshCancellationTests {
  @Test func aRunningRefreshIsCancelledWhenItsViewLeaves() async throws {
    let driver = Driver(SigningOutFeed())
    try await driver.start()
    try await driver.refresh()
    _ = try driver.find(text: "Signed out")
    let trace = try driver.finish()

    let start = try #require(trace.resolved(.taskStart).first)
    #expect(start.event.code == TaskKind.refresh.rawValue)
    let cancel = try #require(trace.resolved(.taskCancel).first)
    #expect(cancel.event.value == start.event.value)
    #expect(cancel.event.code == CancelReason.disappeared.rawValue)
    let second: UInt64 = 1_000_000_000
    #expect(cancel.event.time > second && cancel.event.time < 2 * second)
    // Caused by the refreshable view's disappearance, when the sign-out removed it.
    let disappear = try #require(trace.resolved(seq: cancel.event.cause))
    #expect(disappear.kind == .disappear && disappear.identity == start.identity)
    let end = try #require(trace.resolved(.taskEnd).first { $0.event.value == start.event.value })
    #expect(end.event.code == TaskOutcome.finishedAfterCancel.rawValue)
    #expect(end.event.time < 2 * second)
    // The cancelled sleep ended at once, not 10 s later: the write after it came at once too.
    let late = try #require(trace.resolved(.slotWrite).first { $0.name == "_loaded" })
    #expect(late.event.time < 2 * second)
  }

  @Test func aRefreshRunsOnWhileAPushedScreenCoversItsView() async throws {
    let driver = Driver(CoveredFeed())
    try await driver.start()
    try await driver.refresh(waitForAction: false)
    try await driver.tap("Post 1")
    try await driver.waitUntilIdle()
    _ = try driver.find(text: "Detail 1")
    let trace = try driver.finish()

    let start = try #require(trace.resolved(.taskStart).first)
    #expect(start.event.code == TaskKind.refresh.rawValue)
    #expect(trace.resolved(.disappear).contains { $0.identity == start.identity })
    #expect(trace.resolved(.taskCancel).isEmpty)
    let end = try #require(trace.resolved(.taskEnd).first { $0.event.value == start.event.value })
    #expect(end.event.code == TaskOutcome.finished.rawValue)
    let write = try #require(trace.resolved(.slotWrite).first { $0.name == "_loaded" })
    #expect(write.event.time >= 1_000_000_000)
  }
}
