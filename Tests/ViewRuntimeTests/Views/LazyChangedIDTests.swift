import Synchronization
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

// Lazy lists whose element ids change in place: nothing hands the list new data, and a scroll
// must still record the identity decisions that the changed ids call for. In each spelling,
// elements 2 and 7 of 20 are renumbered 102 and 107 while row 2 is out of the window and row 7
// in it.

/// An element whose number can change in place, and the id it gives (`Identifiable`).
private final class Item: Identifiable {
  var id: Int
  init(_ id: Int) { self.id = id }
}

/// A class element identified by itself: equal and hashed by its number, shown as it.
private final class Tag: Hashable, CustomStringConvertible {
  var number: Int
  init(_ number: Int) { self.number = number }
  static func == (a: Tag, b: Tag) -> Bool { a.number == b.number }
  func hash(into hasher: inout Hasher) { hasher.combine(number) }
  var description: String { "\(number)" }
}

/// A struct element whose id is read through a reference it holds.
private struct Entry: Identifiable {
  let item: Item
  var id: Int { item.id }
}

/// A plain struct element: its id is stored, its title is a string.
private struct Note: Identifiable {
  let id: Int
  var title: String
}

/// What the ids of ``Stamped`` elements read besides their element.
private let generation = Atomic(0)

/// A plain element whose id reads more than the element: a generation kept outside it.
private struct Stamped: Identifiable {
  let number: Int
  var id: String { "\(number)@\(generation.load(ordering: .relaxed))" }
}

/// Builds rows and counts them.
@MainActor private final class Built {
  var rows = 0
  func row(_ text: String) -> Text {
    rows += 1
    return Text(text)
  }
}

private struct ItemList: View {
  let items: [Item]
  let built: Built
  var body: some View { List(items) { built.row("Row \($0.id)") } }
}

private struct TagList: View {
  let tags: [Tag]
  let built: Built
  var body: some View { List(tags, id: \.self) { built.row("Row \($0.number)") } }
}

private struct NumberPropertyList: View {
  let tags: [Tag]
  let built: Built
  var body: some View { LazyVStack { ForEach(tags, id: \.number) { built.row("Row \($0)") } } }
}

private struct EntryList: View {
  let entries: [Entry]
  let built: Built
  var body: some View { List(entries) { built.row("Row \($0.id)") } }
}

private struct NoteList: View {
  let notes: [Note]
  let built: Built
  var body: some View { List(notes) { built.row($0.title) } }
}

private struct StampedList: View {
  let elements: [Stamped]
  let built: Built
  var body: some View { List(elements) { built.row("Row \($0.number)") } }
}

private struct RangeList: View {
  let items: [Item]
  let built: Built
  var body: some View { List(0..<items.count) { built.row("Row \(items[$0].id)") } }
}

private struct IndicesList: View {
  let items: [Item]
  let built: Built
  var body: some View {
    LazyVStack { ForEach(items.indices, id: \.self) { built.row("Row \(items[$0].id)") } }
  }
}

@MainActor @Suite struct LazyChangedIDTests {
  /// A row's identity decision: what, the row's id, and why.
  struct Decision: Equatable, CustomStringConvertible {
    let code: IdentityDecision
    let id: String
    let reason: DecisionReason
    var description: String { "\(code) \(id) \(reason)" }
  }

  /// The decisions on rows recorded by the last input, in order.
  private func decisions(_ trace: Trace) -> [Decision] {
    let input = trace.resolved(.input).last!.seq
    return trace.resolved(.identity).filter { $0.seq > input && $0.identity.contains("Text[") }
      .compactMap { event in
        guard let id = event.identity.split(separator: "=").last?.dropLast(),
          let code = IdentityDecision(rawValue: event.event.code),
          let reason = DecisionReason(rawValue: event.event.reason)
        else { return nil }
        return Decision(code: code, id: String(id), reason: reason)
      }
  }

  private func kept(_ ids: some Sequence<Int>) -> [Decision] {
    ids.map { Decision(code: .kept, id: "\($0)", reason: .unchanged) }
  }

  /// Scrolls to row 5, renumbers elements 2 and 7, scrolls to row 6 and checks the decisions
  /// of a walk over the changed ids: 2 and 7 removed, 107 added, 15 realized, the rest kept.
  private func checkRenumbering(_ driver: Driver, renumber: () -> Void) async throws {
    try await driver.start()
    try await driver.scroll(to: 5)
    renumber()
    try await driver.scroll(to: 6)
    let trace = try driver.finish()
    #expect(
      decisions(trace)
        == [kept([6]), kept(8...14)].joined()
        + [
          Decision(code: .inserted, id: "107", reason: .elementAdded),
          Decision(code: .inserted, id: "15", reason: .realized),
          Decision(code: .removed, id: "2", reason: .elementRemoved),
          Decision(code: .removed, id: "7", reason: .elementRemoved),
        ])
  }

  @Test func identifiableClassElements() async throws {
    let items = (0..<20).map(Item.init)
    try await checkRenumbering(Driver(ItemList(items: items, built: Built()))) {
      items[2].id = 102
      items[7].id = 107
    }
  }

  @Test func hashableClassElementsIdentifiedBySelf() async throws {
    let tags = (0..<20).map(Tag.init)
    try await checkRenumbering(Driver(TagList(tags: tags, built: Built()))) {
      tags[2].number = 102
      tags[7].number = 107
    }
  }

  @Test func classElementsIdentifiedByAMutableProperty() async throws {
    let tags = (0..<20).map(Tag.init)
    try await checkRenumbering(Driver(NumberPropertyList(tags: tags, built: Built()))) {
      tags[2].number = 102
      tags[7].number = 107
    }
  }

  @Test func structElementsWithAnIDReadThroughAReference() async throws {
    let items = (0..<20).map(Item.init)
    try await checkRenumbering(
      Driver(EntryList(entries: items.map(Entry.init), built: Built()))
    ) {
      items[2].id = 102
      items[7].id = 107
    }
  }

  /// Plain structs cannot change in place: a scroll builds the window's rows only, and records
  /// the decisions of a walk.
  @Test func plainStructElementsBuildTheWindowOnly() async throws {
    let built = Built()
    let notes = (0..<1_000).map { Note(id: $0, title: "Note \($0)") }
    let driver = Driver(NoteList(notes: notes, built: built))
    try await driver.start()
    try await driver.scroll(to: 5)
    built.rows = 0
    try await driver.scroll(to: 500)
    #expect(built.rows == 10)
    let trace = try driver.finish()
    #expect(
      decisions(trace)
        == (500..<510).map { Decision(code: .inserted, id: "\($0)", reason: .realized) })
  }

  /// An id that reads more than its element can change while the element does not: after the
  /// generation changed, a scroll gives every element a new id, and every realized row is
  /// replaced.
  @Test func anIDReadingMoreThanItsElementReplacesTheRowsOnAScroll() async throws {
    let driver = Driver(StampedList(elements: (0..<20).map(Stamped.init), built: Built()))
    try await driver.start()
    generation.add(1, ordering: .relaxed)
    try await driver.scroll(to: "5@0")
    let trace = try driver.finish()
    let now = generation.load(ordering: .relaxed)
    #expect(
      decisions(trace)
        == (5..<15).map { Decision(code: .inserted, id: "\"\($0)@\(now)\"", reason: .elementAdded) }
        + (0..<10).map {
          Decision(code: .removed, id: "\"\($0)@\(now - 1)\"", reason: .elementRemoved)
        })
  }

  /// Index identity does not follow the elements: renumbering changes no row's identity, and a
  /// scroll builds the window's rows only, showing the new numbers.
  @Test func rangesAndIndicesKeepTheirRows() async throws {
    for spelling in ["range", "indices"] {
      let items = (0..<20).map(Item.init)
      let built = Built()
      let driver =
        spelling == "range"
        ? Driver(RangeList(items: items, built: built))
        : Driver(IndicesList(items: items, built: built))
      try await driver.start()
      try await driver.scroll(to: 5)
      items[2].id = 102
      items[7].id = 107
      built.rows = 0
      try await driver.scroll(to: 6)
      #expect(built.rows == 10, "\(spelling)")
      _ = try driver.find(text: "Row 107")
      let trace = try driver.finish()
      #expect(
        decisions(trace) == kept(6...14) + [Decision(code: .inserted, id: "15", reason: .realized)],
        "\(spelling)")
    }
  }
}
