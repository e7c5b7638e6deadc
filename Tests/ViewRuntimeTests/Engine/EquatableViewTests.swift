import Foundation
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

struct Acquaintance: Identifiable {
  let id: Int
  var name: String
  var lastSeen: Date
}

/// A row whose `==` ignores when the contact was last seen, as real rows often do.
struct AcquaintanceRow: View, Equatable {
  let id: Int
  let title: String
  let lastSeen: Date
  @State private var pins = 0

  var body: some View {
    HStack {
      Text(title)
      Button("Pin \(title)") { pins += 1 }
      Text("pins \(pins)")
    }
  }

  nonisolated static func == (lhs: AcquaintanceRow, rhs: AcquaintanceRow) -> Bool {
    lhs.id == rhs.id && lhs.title == rhs.title
  }
}

/// The same row without `==`: compared field by field.
struct PlainAcquaintanceRow: View {
  let id: Int
  let title: String
  let lastSeen: Date

  var body: some View { Text(title) }
}

enum AcquaintanceRowSpelling { case modifier, wrapper, plain }

struct AcquaintanceList: View {
  let spelling: AcquaintanceRowSpelling
  @State private var contacts = [
    Acquaintance(id: 1, name: "Ada", lastSeen: Date(timeIntervalSince1970: 0)),
    Acquaintance(id: 2, name: "Grace", lastSeen: Date(timeIntervalSince1970: 0)),
  ]

  var body: some View {
    VStack {
      Button("Seen") {
        for index in contacts.indices { contacts[index].lastSeen += 60 }
      }
      Button("Rename") { contacts[0].name = "Ada L." }
      switch spelling {
      case .modifier:
        ForEach(contacts) { contact in
          AcquaintanceRow(id: contact.id, title: contact.name, lastSeen: contact.lastSeen)
            .equatable()
        }
      case .wrapper:
        ForEach(contacts) { contact in
          EquatableView(
            content: AcquaintanceRow(
              id: contact.id, title: contact.name, lastSeen: contact.lastSeen))
        }
      case .plain:
        ForEach(contacts) { contact in
          PlainAcquaintanceRow(id: contact.id, title: contact.name, lastSeen: contact.lastSeen)
        }
      }
    }
  }
}

@MainActor @Suite struct EquatableViewTests {
  private func run(
    _ spelling: AcquaintanceRowSpelling, _ steps: (Driver) async throws -> Void
  ) async throws -> Trace {
    let driver = Driver(AcquaintanceList(spelling: spelling))
    try await driver.start()
    try await steps(driver)
    return try driver.finish()
  }

  /// The events of `kind` after the first update.
  private func afterStart(_ trace: Trace, _ kind: EventKind) -> [Resolved] {
    let start = trace.resolved(.bodyBegin).first?.event.update
    return trace.resolved(kind).filter { $0.event.update != start }
  }

  /// The body-begins of the rows after the first update, by the last component of their paths.
  private func rowBodies(after trace: Trace) -> [String] {
    afterStart(trace, .bodyBegin).map(\.identity.lastComponent)
      .filter { $0.contains("Row") || $0.hasPrefix("EquatableView") }
  }

  /// What the display changed to after the first update.
  private func shown(after trace: Trace) -> [String] {
    afterStart(trace, .display).map { "\($0.before)→\($0.after)" }
  }

  @Test(arguments: [AcquaintanceRowSpelling.modifier, .wrapper])
  func equalRowsSkipTheirBodiesThoughAnInputTheirEqualityIgnoresChanged(
    _ spelling: AcquaintanceRowSpelling
  ) async throws {
    let trace = try await run(spelling) { try await $0.tap("Seen") }
    #expect(rowBodies(after: trace).isEmpty)
    #expect(
      afterStart(trace, .invalidate).map(\.identity.lastComponent)
        == ["AcquaintanceList"])
    let skipped = trace.resolved(.identity).filter {
      $0.event.reason == DecisionReason.equatableEqual.rawValue
    }
    #expect(
      skipped.map(\.identity.lastComponent) == ["EquatableView[id=1]", "EquatableView[id=2]"])
    #expect(skipped.map(\.event.code) == Array(repeating: IdentityDecision.kept.rawValue, count: 2))
    #expect(skipped.map(\.before) == ["lastSeen", "lastSeen"])
    #expect(shown(after: trace).isEmpty)
  }

  @Test func plainRowsRerunWhenAnyInputChanged() async throws {
    let trace = try await run(.plain) { try await $0.tap("Seen") }
    #expect(
      rowBodies(after: trace) == ["PlainAcquaintanceRow[id=1]", "PlainAcquaintanceRow[id=2]"])
    let inputs = trace.resolved(.invalidate).filter {
      $0.event.code == InvalidationReason.parentInputs.rawValue
    }
    #expect(inputs.map(\.name) == ["@self(lastSeen)", "@self(lastSeen)"])
    #expect(
      trace.resolved(.identity).allSatisfy {
        $0.event.reason != DecisionReason.equatableEqual.rawValue
      })
  }

  @Test(arguments: [AcquaintanceRowSpelling.modifier, .wrapper])
  func rowsTheirEqualitySaysChangedRerun(_ spelling: AcquaintanceRowSpelling) async throws {
    let trace = try await run(spelling) { try await $0.tap("Rename") }
    #expect(rowBodies(after: trace) == ["EquatableView[id=1]", "AcquaintanceRow"])
    let inputs = trace.resolved(.invalidate).filter {
      $0.event.code == InvalidationReason.parentInputs.rawValue
    }
    #expect(inputs.map(\.identity.lastComponent) == ["EquatableView[id=1]", "AcquaintanceRow"])
    #expect(shown(after: trace) == [#""Ada"→"Ada L.""#, #""Pin Ada"→"Pin Ada L.""#])
  }

  @Test(arguments: [AcquaintanceRowSpelling.modifier, .wrapper])
  func aRowsOwnStateStillRerunsIt(_ spelling: AcquaintanceRowSpelling) async throws {
    let trace = try await run(spelling) { try await $0.tap("Pin Grace") }
    #expect(rowBodies(after: trace) == ["AcquaintanceRow"])
    let invalidations = afterStart(trace, .invalidate)
    #expect(
      invalidations.map(\.identity) == [
        try #require(trace.resolved(.bodyBegin).last?.identity)
      ])
    #expect(invalidations.first?.identity.contains("EquatableView[id=2]") == true)
    #expect(invalidations.map(\.event.code) == [InvalidationReason.slot.rawValue])
    #expect(shown(after: trace) == [#""pins 0"→"pins 1""#])
  }
}

/// A view of plain data (no string, no state): SwiftUI compares such a view field by field and
/// uses its `==` only when it is wrapped in `EquatableView`.
struct SeenBadge: View, Equatable {
  let count: Int
  let lastSeen: Date

  var body: some View { Text("seen \(count)") }

  nonisolated static func == (lhs: SeenBadge, rhs: SeenBadge) -> Bool { lhs.count == rhs.count }
}

struct SeenBadgeScreen: View {
  let wrapped: Bool
  @State private var lastSeen = Date(timeIntervalSince1970: 0)

  var body: some View {
    VStack {
      Button("Seen") { lastSeen += 60 }
      if wrapped {
        SeenBadge(count: 1, lastSeen: lastSeen).equatable()
      } else {
        SeenBadge(count: 1, lastSeen: lastSeen)
      }
    }
  }
}

@MainActor @Suite struct PlainDataEquatableViewTests {
  /// The events of `kind` on the badge.
  private func badge(_ trace: Trace, _ kind: EventKind) -> [Resolved] {
    trace.resolved(kind).filter {
      $0.identity.lastComponent.split(separator: "[").first == "SeenBadge"
    }
  }

  private func tapSeen(wrapped: Bool) async throws -> Trace {
    let driver = Driver(SeenBadgeScreen(wrapped: wrapped))
    try await driver.start()
    try await driver.tap("Seen")
    return try driver.finish()
  }

  @Test func aPlainDataViewIsComparedFieldByFieldDespiteItsEquality() async throws {
    let trace = try await tapSeen(wrapped: false)
    #expect(badge(trace, .invalidate).map(\.name) == ["@self(lastSeen)"])
    #expect(badge(trace, .bodyBegin).count == 2)
    #expect(
      trace.resolved(.identity).allSatisfy {
        $0.event.reason != DecisionReason.equatableEqual.rawValue
      })
  }

  @Test func equatableMakesAPlainDataViewComparedByItsEquality() async throws {
    let trace = try await tapSeen(wrapped: true)
    #expect(badge(trace, .invalidate).isEmpty)
    #expect(badge(trace, .bodyBegin).count == 1)
    let skipped = trace.resolved(.identity).filter {
      $0.event.reason == DecisionReason.equatableEqual.rawValue
    }
    #expect(skipped.map(\.before) == ["lastSeen"])
  }
}
