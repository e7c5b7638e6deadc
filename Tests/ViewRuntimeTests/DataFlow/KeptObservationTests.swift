import Observation
import Testing
import TraceFormat
import TraceTestSupport

@testable import ViewRuntime

/// A model whose reader reads `a` or `b`, as `readsB` says (their values never meet, so that
/// the names of the properties read are known before any change).
@Observable final class Dial {
  var a = 10
  var b = 20
  var readsB = false
}

/// Reads `readsB`, then `a` or `b`.
struct DialReading: View {
  let dial: Dial
  var body: some View { Text(dial.readsB ? "b \(dial.b)" : "a \(dial.a)") }
}

/// The model in `@State`, read by a child given it as a plain `let`.
struct DialScreen: View {
  @State var dial = Dial()
  var body: some View {
    VStack {
      DialReading(dial: dial)
      Button("A") { dial.a += 1 }
      Button("B") { dial.b += 1 }
      Button("Switch") { dial.readsB.toggle() }
    }
  }
}

/// The model from outside, read through `@Bindable`.
struct BoundDial: View {
  @Bindable var dial: Dial
  var body: some View { Text("a \(dial.a)") }
}

/// A body that runs again for a change keeps observing what it read if it reads the same, and
/// observes what it reads now when that differs.
@MainActor @Suite struct KeptObservationTests {
  @Test func aBodyThatReadsTheSameAgainIsInvalidatedByEachChange() async throws {
    let driver = Driver(DialScreen())
    try await driver.start()
    for _ in 0..<3 { try await driver.tap("A") }
    try await driver.tap("B")
    let trace = try driver.finish()
    let reading = try Self.identity(of: "DialReading", in: trace)

    #expect(
      trace.resolved(.invalidate, at: reading).map(\.name)
        == Array(repeating: "Dial.a", count: 3))
    #expect(trace.resolved(.bodyBegin, at: reading).count == 4)
    _ = try driver.find(text: "a 13")
  }

  @Test func aBodyThatReadsOtherPropertiesObservesThoseAlone() async throws {
    let driver = Driver(DialScreen())
    try await driver.start()
    try await driver.tap("Switch")
    try await driver.tap("A")
    try await driver.tap("B")
    try await driver.tap("Switch")
    try await driver.tap("B")
    try await driver.tap("A")
    let trace = try driver.finish()
    let reading = try Self.identity(of: "DialReading", in: trace)

    #expect(
      trace.resolved(.invalidate, at: reading).map(\.name) == [
        "Dial.readsB", "Dial.b", "Dial.readsB", "Dial.a",
      ])
    let reads = trace.resolved(.read, at: reading).map(\.name)
    #expect(
      reads == [
        "Dial.a", "Dial.readsB", "Dial.b", "Dial.readsB", "Dial.b", "Dial.readsB", "Dial.a",
        "Dial.readsB", "Dial.a", "Dial.readsB",
      ])
  }

  /// Bodies evaluated while another tracking scope is open on the thread are observed through
  /// `withObservationTracking` (their reads join that scope, as in Observation); run again
  /// outside it, they are observed by the runtime's own scope, once per change.
  @Test func bodiesEvaluatedInsideAnotherTrackingScopeAreObserved() throws {
    let dial = Dial()
    let memory = MemorySink()
    let host = ViewHost(BoundDial(dial: dial), options: .init(name: "nested"), sinks: [memory])
    withObservationTracking({ host.start() }, onChange: {})
    for _ in 0..<3 {
      dial.a += 1
      host.flushUpdate()
    }
    try host.stop()
    let trace = memory.trace
    let reading = try Self.identity(of: "BoundDial", in: trace)

    #expect(
      trace.resolved(.invalidate, at: reading).map(\.name)
        == Array(repeating: "Dial.a", count: 3))
    #expect(trace.resolved(.bodyBegin, at: reading).count == 4)
  }

  private static func identity(of view: String, in trace: Trace) throws -> String {
    try #require(trace.resolved(.bodyBegin).first { $0.name == view }).identity
  }
}
