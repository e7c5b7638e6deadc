import Observation
import Testing
import TraceFormat
import TraceTestSupport

@testable import ViewRuntime

// The models a view holds are found by where its type's properties can hold them
// (`ModelPlan`): a property declared as a class is read as its object, the others as values.
// A model declared as a protocol, as a class that is not `@Observable` (its instance's own
// class is), or replaced by another between two bodies of the same view, is found all the same:
// its reads are recorded, named, and observed.

/// What a counter shows, as a protocol that models conform to.
private protocol Counting: AnyObject {
  var count: Int { get }
}

@Observable private final class Tally: Counting {
  var count = 0
}

/// A class that is not a model, whose subclass is.
private class Gauge {}

@Observable private final class Meter: Gauge {
  var level = 0
}

/// A row given its model as a protocol existential.
private struct CountingRow: View {
  let source: any Counting
  var body: some View { Text("counting \(source.count)") }
}

/// A row given its model as a class that is not `@Observable`.
private struct GaugeRow: View {
  let gauge: Gauge
  var body: some View { Text("level \((gauge as? Meter)?.level ?? -1)") }
}

/// A row given a model as a plain `let`, whose parent may give it another one.
private struct TallyRow: View {
  let tally: Tally
  var body: some View { Text("tally \(tally.count)") }
}

private struct HeldModelScreen: View {
  @State private var tally = Tally()
  @State private var meter = Meter()
  @State private var replaced: Tally?
  var body: some View {
    VStack {
      Button("Count") { tally.count += 1 }
      Button("Level") { meter.level += 1 }
      Button("Replace") {
        let next = Tally()
        next.count = 10
        replaced = tally
        tally = next
      }
      Button("Old") { replaced?.count += 1 }
      CountingRow(source: tally)
      GaugeRow(gauge: meter)
      TallyRow(tally: tally)
    }
  }
}

/// A row that holds a model given to it, one in its own `@State`, and a flag in `@State`
/// (which can carry no model: it is not read to look for one).
private struct PairRow: View {
  let tally: Tally
  @State private var meter = Meter()
  @State private var flag = false
  var body: some View {
    VStack {
      Text("pair \(tally.count) \(meter.level) \(flag)")
      Button("Row level") { meter.level += 1 }
      Button("Row flag") { flag.toggle() }
    }
  }
}

private struct PairScreen: View {
  @State private var tally = Tally()
  var body: some View {
    VStack {
      Button("Count") { tally.count += 1 }
      PairRow(tally: tally)
    }
  }
}

@MainActor @Suite struct HeldModelTests {
  /// The models a row holds in a `let` and in its own `@State` are both found, next to a
  /// `@State` flag: each body records both reads, in order of their names, and a write to
  /// either invalidates the row, named.
  @Test func modelsHeldNextToAStateFlagAreReadAndObserved() async throws {
    let driver = Driver(PairScreen())
    try await driver.start()
    _ = try driver.find(text: "pair 0 0 false")
    #expect(
      try await Self.invalidations(tapping: "Count", in: driver) == ["PairRow[1] Tally.count"])
    #expect(
      try await Self.invalidations(tapping: "Row level", in: driver) == [
        "PairRow[1] Meter.level"
      ])
    try await driver.tap("Row flag")
    _ = try driver.find(text: "pair 1 1 true")
    let trace = try driver.finish()
    let reads = Self.reads(trace, at: "PairRow[1]")
    #expect(reads == (0..<4).flatMap { _ in ["Meter.level", "Tally.count"] })
  }

  /// A model declared as a protocol (the counting row) or as a class that is not `@Observable`
  /// (the gauge row): a write invalidates its reader, named, and each body records its read.
  @Test(arguments: [
    ("Count", ["CountingRow[4] Tally.count", "TallyRow[6] Tally.count"], "counting 1"),
    ("Level", ["GaugeRow[5] Meter.level"], "level 1"),
  ])
  func aModelInAPropertyDeclaredOtherwiseIsReadAndObserved(
    button: String, invalidated: [String], shown: String
  ) async throws {
    let driver = Driver(HeldModelScreen())
    try await driver.start()
    #expect(try await Self.invalidations(tapping: button, in: driver) == invalidated)
    _ = try driver.find(text: shown)
    let trace = try driver.finish()
    let reader = try #require(invalidated.first?.split(separator: " ").first)
    let property = try #require(invalidated.first?.split(separator: " ").last)
    #expect(Self.reads(trace, at: String(reader)) == Array(repeating: String(property), count: 2))
  }

  @Test func aModelReplacedBetweenTwoBodiesHasItsNewReadsObserved() async throws {
    let driver = Driver(HeldModelScreen())
    try await driver.start()
    try await driver.tap("Replace")
    _ = try driver.find(text: "tally 10")
    #expect(
      try await Self.invalidations(tapping: "Count", in: driver) == [
        "CountingRow[4] Tally.count", "TallyRow[6] Tally.count",
      ])
    _ = try driver.find(text: "tally 11")
    // The model the rows no longer hold invalidates none of them.
    #expect(try await Self.invalidations(tapping: "Old", in: driver).isEmpty)
    let trace = try driver.finish()
    #expect(Self.reads(trace, at: "TallyRow[6]") == ["Tally.count", "Tally.count", "Tally.count"])
    let writes = trace.resolved(.modelWrite).map { "\($0.identity) \($0.name) \($0.after)" }
    #expect(writes == ["Tally#2 count 11", "Tally#1 count 1"])
  }

  /// The invalidations that tapping `button` records: the last component of the view
  /// invalidated, and the property named.
  static func invalidations(tapping button: String, in driver: Driver) async throws
    -> [String]
  {
    let start = driver.trace.events.count
    try await driver.tap(button)
    let trace = driver.trace
    return trace.events.dropFirst(start).filter { $0.kind == .invalidate }.map {
      IdentityPath(trace[$0.identity]).last + " " + trace[$0.name]
    }
  }

  /// The names of the `@Observable` properties the bodies of the view at `suffix` read.
  static func reads(_ trace: Trace, at suffix: String) -> [String] {
    trace.resolved(.read, at: suffix).filter { $0.event.code == DependencyKind.observable.rawValue }
      .map(\.name)
  }
}
