import Testing
import TraceFormat
import TraceTestSupport

@testable import ViewRuntime

// Lazy lists over elements whose `Identifiable` id is stored and cannot change in place (a
// class's `let id`, a struct's stored id): a scroll over the same array computes the window's
// ids only, and records the decisions a walk over every id records. Ids that can change in
// place (a class's `var id`, an id computed from a reference) are walked as before
// (LazyChangedIDTests).

/// A row's model whose id is a `let` and whose title can change in place.
private final class Track: Identifiable {
  let id: Int
  var title: String
  init(_ id: Int) {
    self.id = id
    title = "Track \(id)"
  }
}

/// A subclass: its id is the superclass's `let`.
private final class LiveTrack: Base, Identifiable {}

private class Base {
  let id: Int
  init(_ id: Int) { self.id = id }
}

/// An element whose id is a `var`: it can change in place.
private final class Renumbered: Identifiable {
  var id: Int
  init(_ id: Int) { self.id = id }
}

/// An element whose id is computed from a stored `let`.
private final class Derived: Identifiable {
  let number: Int
  var id: Int { number }
  init(_ number: Int) { self.number = number }
}

/// An element whose stored `let id` is an object: what it describes can change in place.
private final class Key: Hashable {
  var name = ""
  static func == (a: Key, b: Key) -> Bool { a.name == b.name }
  func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
private final class Keyed: Identifiable {
  let id = Key()
}

/// A struct holding a reference, with a stored id, and one whose id is read through it.
private struct Song: Identifiable {
  let id: Int
  let track: Track
}
private struct Cover: Identifiable {
  let track: Track
  var id: Int { track.id }
}

/// Builds rows and counts them.
@MainActor private final class Built {
  var rows = 0
  func row(_ text: String) -> Text {
    rows += 1
    return Text(text)
  }
}

private struct TrackList: View {
  let tracks: [Track]
  let built: Built
  var body: some View { List(tracks) { built.row($0.title) } }
}

/// The tracks in the screen's state, with buttons that insert, move and remove one.
private struct EditedTrackList: View {
  @State var tracks = (0..<100).map(Track.init)
  let built: Built
  var body: some View {
    VStack {
      Button("Insert") { tracks.insert(Track(1_000), at: 3) }
      Button("Move") { tracks.swapAt(0, 1) }
      Button("Remove") { tracks.remove(at: 0) }
      LazyVStack {
        ForEach(tracks) { track in built.row(track.title) }
      }
    }
  }
}

@MainActor @Suite struct LazyStoredIDTests {
  @Test func storedIDsThatCannotChangeInPlace() {
    #expect(StoredIdentity.isFixed(Track.self, id: Int.self))
    #expect(StoredIdentity.isFixed(LiveTrack.self, id: Int.self))
    #expect(StoredIdentity.isFixed(Song.self, id: Int.self))
  }

  @Test func idsThatCanChangeInPlace() {
    #expect(!StoredIdentity.isFixed(Renumbered.self, id: Int.self))
    #expect(!StoredIdentity.isFixed(Derived.self, id: Int.self))
    #expect(!StoredIdentity.isFixed(Keyed.self, id: Key.self))
    #expect(!StoredIdentity.isFixed(Cover.self, id: Int.self))
  }

  /// The rows with a decision recorded by the last input, as `code id reason` (also for
  /// ForEachRangeTests).
  static func decisions(_ trace: Trace) -> [String] {
    let input = trace.resolved(.input).last!.seq
    return trace.resolved(.identity).filter { $0.seq > input && $0.identity.contains("Text[") }
      .map { event in
        let id = event.identity.split(separator: "=").last!.dropLast()
        return "\(event.event.code) \(id) \(event.event.reason)"
      }
  }

  static func decision(_ code: IdentityDecision, _ id: Int, _ reason: DecisionReason) -> String {
    "\(code.rawValue) \(id) \(reason.rawValue)"
  }

  /// A scroll builds the window's rows only, records a walk's decisions, and shows a title that
  /// changed in place through the class.
  @Test func aScrollOverClassElementsWithLetIDsBuildsTheWindowOnly() async throws {
    let built = Built()
    let tracks = (0..<1_000).map(Track.init)
    let driver = Driver(TrackList(tracks: tracks, built: built))
    try await driver.start()
    try await driver.scroll(to: 5)
    tracks[503].title = "Renamed"
    built.rows = 0
    try await driver.scroll(to: 500)
    #expect(built.rows == 10)
    _ = try driver.find(text: "Renamed")
    try await driver.scroll(to: 8)
    let trace = try driver.finish()
    #expect(
      Self.decisions(trace)
        == (8..<15).map { Self.decision(.kept, $0, .unchanged) }
        + (15..<18).map { Self.decision(.inserted, $0, .realized) })
  }

  /// The same scrolls over class elements whose id is a `var` record the same decisions.
  @Test func aScrollRecordsWhatAWalkRecordsWhateverTheID() async throws {
    func record<Element: Identifiable>(_ elements: [Element]) async throws -> [String]
    where Element.ID == Int {
      let driver = Driver(List(elements) { Text("Row \($0.id)") })
      try await driver.start()
      try await driver.scroll(to: 5)
      try await driver.scroll(to: 12)
      return Self.decisions(try driver.finish())
    }
    let stored = try await record((0..<40).map(Track.init))
    #expect(stored == (try await record((0..<40).map(Renumbered.init))))
    #expect(stored == (try await record((0..<40).map(Derived.init))))
    #expect(
      stored
        == (12..<15).map { Self.decision(.kept, $0, .unchanged) }
        + (15..<22).map { Self.decision(.inserted, $0, .realized) })
  }

  /// Inserting, moving and removing elements hands the list a new array: its ids are all
  /// computed again, and a scroll after each lists the new ones.
  @Test func insertsMovesAndRemovalsBetweenScrolls() async throws {
    let driver = Driver(EditedTrackList(built: Built()))
    try await driver.start()
    try await driver.tap("Insert")
    #expect(
      Self.decisions(driver.trace)
        == (0..<9).map { Self.decision(.kept, $0, .unchanged) }
        + [Self.decision(.inserted, 1_000, .elementAdded)])
    try await driver.tap("Move")
    #expect(
      Self.decisions(driver.trace)
        == [Self.decision(.kept, 1, .unchanged), Self.decision(.moved, 0, .elementMoved)]
        + [2, 1_000, 3, 4, 5, 6, 7, 8].map { Self.decision(.kept, $0, .unchanged) })
    try await driver.scroll(to: 1_000)
    #expect(
      Self.decisions(driver.trace)
        == [1_000, 3, 4, 5, 6, 7, 8, 9].map { Self.decision(.kept, $0, .unchanged) }
        + [Self.decision(.inserted, 10, .realized), Self.decision(.inserted, 11, .realized)])
    try await driver.tap("Remove")
    #expect(
      Self.decisions(driver.trace)
        == (3..<12).map { Self.decision(.kept, $0, .unchanged) }
        + [Self.decision(.inserted, 12, .realized), Self.decision(.removed, 1, .elementRemoved)])
    try await driver.scroll(to: 0)
    #expect(
      Self.decisions(try driver.finish())
        == [0, 2, 1_000, 3, 4, 5, 6, 7, 8, 9].map { Self.decision(.kept, $0, .unchanged) })
  }
}
