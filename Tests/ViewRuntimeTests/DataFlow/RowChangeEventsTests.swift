import Foundation
import Observation
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

// What a toggle in one row of a `ForEach` records, in the spellings real screens use, before and
// after the rows change in other ways: the array replaced whole, an element inserted, removed or
// moved, an element whose id a row changes, elements with the same id, ids computed from other
// values. Each step's events are pinned as a transcript: which bodies run, each identity
// decision, each slot write's texts, what each control shows, and what caused each event.

/// An element, rendered in the trace as `#id title`, ` ✓` when done.
private struct Item: Identifiable, Equatable, CustomStringConvertible {
  var id: Int
  var title: String
  var done = false
  var description: String { "#\(id) \(title)\(done ? " ✓" : "")" }
}

private func makeItems(_ count: Int = 5) -> [Item] {
  (0..<count).map { Item(id: $0, title: "Item \($0)") }
}

/// Rows inline in `ForEach($items)`, with buttons that change the array in other ways.
private struct InlineScreen: View {
  @State private var items = makeItems()
  var body: some View {
    VStack {
      Button("Finish 2") { items[2].done.toggle() }
      Button("Reverse") { items.reverse() }
      Button("Add") { items.insert(Item(id: 9, title: "Item 9"), at: 1) }
      Button("Remove") { items.remove(at: 3) }
      Button("Move") { items.move(fromOffsets: [0], toOffset: 3) }
      Button("Replace") { items = makeItems(3).map { Item(id: $0.id, title: $0.title + "!") } }
      ForEach($items) { $item in
        Toggle(item.title, isOn: $item.done)
      }
    }
  }
}

/// `ForEach(items.indices, id: \.self)`, each row bound through the array.
private struct IndicesScreen: View {
  @State private var items = makeItems()
  var body: some View {
    VStack {
      Button("Add") { items.insert(Item(id: 9, title: "Item 9"), at: 1) }
      Button("Remove") { items.remove(at: 3) }
      ForEach(items.indices, id: \.self) { index in
        Toggle(items[index].title, isOn: $items[index].done)
      }
    }
  }
}

/// A row's own state, to show which rows keep theirs.
private struct Stars: View {
  @State private var stars = 0
  var body: some View { Button("★ \(stars)") { stars += 1 } }
}

/// A row view bound to its element, which can change the element's id.
private struct ItemRow: View {
  @Binding var item: Item
  var isSelected = false
  var body: some View {
    HStack {
      Toggle(item.title + (isSelected ? " ✓" : ""), isOn: $item.done)
      Button("Renumber") { item.id += 100 }
      Stars()
    }
  }
}

/// `ForEach($items)` over a row view with `@Binding`; the rows read the screen's selection.
private struct RowViewScreen: View {
  @State private var items = makeItems()
  @State private var selection = -1
  var body: some View {
    VStack {
      Button("Reverse") { items.reverse() }
      Button("Select 1") { selection = 1 }
      ForEach($items) { $item in
        ItemRow(item: $item, isSelected: selection == item.id)
      }
    }
  }
}

/// `ForEach($items)` over a row view that reads nothing but its element.
private struct PlainRowScreen: View {
  @State private var items = makeItems()
  var body: some View {
    VStack {
      Button("Remove") { items.remove(at: 0) }
      ForEach($items) { $item in ItemRow(item: $item) }
    }
  }
}

@Observable private final class Task: Identifiable, CustomStringConvertible {
  let id: Int
  var title: String
  var done = false
  init(id: Int) {
    self.id = id
    title = "Task \(id)"
  }
  nonisolated var description: String { "task \(id)" }
}

@Observable private final class Board {
  var tasks = (0..<5).map(Task.init)
  var items = makeItems()
}

/// A row observing its own model object, bound with `@Bindable`.
private struct TaskRow: View {
  @Bindable var task: Task
  var body: some View { Toggle(task.title, isOn: $task.done) }
}

/// `ForEach(board.tasks)` of model objects, the board in `@State`.
private struct TasksScreen: View {
  @State private var board = Board()
  var body: some View {
    VStack {
      Button("Add") { board.tasks.insert(Task(id: 9), at: 1) }
      Button("Remove") { board.tasks.remove(at: 3) }
      Button("Move") { board.tasks.move(fromOffsets: [0], toOffset: 3) }
      ForEach(board.tasks) { task in TaskRow(task: task) }
    }
  }
}

/// `ForEach($board.items)` with the board passed in and bound with `@Bindable`.
private struct BindableBoardScreen: View {
  @Bindable var board: Board
  var body: some View {
    VStack {
      Button("Add") { board.items.append(Item(id: 9, title: "Item 9")) }
      ForEach($board.items) { $item in Toggle(item.title, isOn: $item.done) }
    }
  }
}

/// A lazy `List($items)` of more rows than its window shows.
private struct ListScreen: View {
  @State private var items = makeItems(14)
  var body: some View {
    VStack {
      Button("Add") { items.insert(Item(id: 99, title: "Item 99"), at: 1) }
      List($items) { $item in Toggle(item.title, isOn: $item.done) }
    }
  }
}

/// Elements two of which have the same id.
private struct DuplicatesScreen: View {
  @State private var items = [
    Item(id: 1, title: "A"), Item(id: 2, title: "B"), Item(id: 2, title: "C"),
    Item(id: 3, title: "D"),
  ]
  var body: some View {
    VStack {
      ForEach($items) { $item in
        HStack {
          Toggle(item.title, isOn: $item.done)
          Button("Renumber \(item.title)") { item.id = 1 }
        }
      }
    }
  }
}

/// An element whose id is computed from its name.
private struct Chore: Identifiable, Equatable, CustomStringConvertible {
  var name: String
  var done = false
  var id: String { name }
  var description: String { name + (done ? " ✓" : "") }
}

private struct ComputedIDScreen: View {
  @State private var chores = ["Dishes", "Laundry", "Plants"].map { Chore(name: $0) }
  var body: some View {
    VStack {
      ForEach($chores) { $chore in
        HStack {
          Toggle(chore.name, isOn: $chore.done)
          Button("Rename \(chore.name)") { chore.name += "!" }
        }
      }
    }
  }
}

/// One step of a session: what it does, and the driver call that does it.
private struct Step {
  let name: String
  let run: @MainActor (Driver) async throws -> Void

  static func toggle(_ label: String, row: some Hashable & Sendable) -> Step {
    Step(name: "toggle \(label)") { try await $0.toggle(label, inRow: row) }
  }

  static func scroll(to row: some Hashable & Sendable) -> Step {
    Step(name: "scroll to \(row)") { try await $0.scroll(to: row) }
  }

  static func tap(_ text: String, index: Int? = nil) -> Step {
    Step(name: "tap \(text)" + (index.map { " #\($0)" } ?? "")) {
      try await $0.tap(text, index: index)
    }
  }
}

extension Trace {
  /// The events after the first `count`, one line each (the start and end of updates and
  /// bodies and what bodies read left out): the identity's last component, the event as a
  /// phrase (a write with its whole texts), and its cause, counted from the first of these
  /// events (`+0`), or `·` for an earlier one. Identities kept unchanged in a run, with one
  /// cause, share a line.
  fileprivate func transcript(after count: Int) -> [String] {
    let events = Array(self.events.dropFirst(count))
    guard let first = events.first?.seq.rawValue else { return [] }
    var lines: [String] = []
    var run: (ids: [String], cause: String)?
    func flush() {
      if let kept = run { lines.append("kept \(kept.ids.joined(separator: " ")) ← \(kept.cause)") }
      run = nil
    }
    for event in events {
      switch event.kind {
      case .updateBegin, .updateEnd, .bodyEnd, .read: continue
      default: break
      }
      let cause =
        event.cause.isNone || event.cause.rawValue < first
        ? "·" : "+\(event.cause.rawValue - first)"
      let identity = event.identity.isNone ? "-" : IdentityPath(self[event.identity]).last
      if event.kind == .identity, event.code == IdentityDecision.kept.rawValue,
        event.reason == DecisionReason.unchanged.rawValue
      {
        if let current = run, current.cause == cause {
          run?.ids.append(identity)
        } else {
          flush()
          run = ([identity], cause)
        }
        continue
      }
      flush()
      let phrase =
        event.kind == .slotWrite || event.kind == .modelWrite
        ? "\(self[event.name]) \(self[event.before]) → \(self[event.after])"
        : describe(event, as: .prose)
      lines.append("+\(event.seq.rawValue - first) \(identity): \(phrase) ← \(cause)")
    }
    flush()
    return lines
  }
}

@MainActor @Suite struct RowChangeEventsTests {
  /// Starts `screen`, runs `steps` and returns, for each, its name and its transcript.
  private func session(_ screen: some View, _ steps: [Step]) async throws -> [String] {
    let driver = Driver(screen)
    try await driver.start()
    var lines: [String] = []
    for step in steps {
      let count = driver.trace.events.count
      try await step.run(driver)
      lines.append("## \(step.name)")
      lines += driver.trace.transcript(after: count)
    }
    _ = try driver.finish()
    return lines
  }

  private func expectSession(
    _ screen: some View, _ steps: [Step], _ expected: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let lines = try await session(screen, steps)
    let expectedLines = expected.split(separator: "\n").map(String.init)
    #expect(lines == expectedLines, sourceLocation: sourceLocation)
  }

  @Test func inlineRows() async throws {
    try await expectSession(
      InlineScreen(),
      [
        .toggle("Item 2", row: 2), .toggle("Item 2", row: 2), .toggle("Item 4", row: 4),
        .tap("Finish 2"), .toggle("Item 1", row: 1), .tap("Reverse"), .toggle("Item 3", row: 3),
        .tap("Add"), .toggle("Item 9", row: 9), .toggle("Item 0", row: 0), .tap("Remove"),
        .toggle("Item 0", row: 0), .tap("Move"), .toggle("Item 1", row: 1), .tap("Replace"),
        .toggle("Item 2!", row: 2),
      ],
      #"""
      ## toggle Item 2
      +0 Toggle[id=2]: input toggle "Item 2" ← ·
      +1 InlineScreen: _items [#0 Item 0, #1 Item 1, #2 Item 2, #3 Item 3, #4 Item 4] → [#0 Item 0, #1 Item 1, #2 Item 2 ✓, #3 Item 3, #4 Item 4] ← +0
      +2 ForEach[6]: invalidate _items (slot) ← +1
      +3 Toggle[id=2]: invalidate _items (slot) ← +1
      kept Toggle[id=0] Toggle[id=1] Toggle[id=2] Toggle[id=3] Toggle[id=4] Text Text Text ← +2
      +13 Toggle[id=2]: Toggle shows on (was off) ← +2
      kept Text Text ← +2
      ## toggle Item 2
      +0 Toggle[id=2]: input toggle "Item 2" ← ·
      +1 InlineScreen: _items [#0 Item 0, #1 Item 1, #2 Item 2 ✓, #3 Item 3, #4 Item 4] → [#0 Item 0, #1 Item 1, #2 Item 2, #3 Item 3, #4 Item 4] ← +0
      +2 ForEach[6]: invalidate _items (slot) ← +1
      +3 Toggle[id=2]: invalidate _items (slot) ← +1
      kept Toggle[id=0] Toggle[id=1] Toggle[id=2] Toggle[id=3] Toggle[id=4] Text Text Text ← +2
      +13 Toggle[id=2]: Toggle shows off (was on) ← +2
      kept Text Text ← +2
      ## toggle Item 4
      +0 Toggle[id=4]: input toggle "Item 4" ← ·
      +1 InlineScreen: _items [#0 Item 0, #1 Item 1, #2 Item 2, #3 Item 3, #4 Item 4] → [#0 Item 0, #1 Item 1, #2 Item 2, #3 Item 3, #4 Item 4 ✓] ← +0
      +2 ForEach[6]: invalidate _items (slot) ← +1
      +3 Toggle[id=4]: invalidate _items (slot) ← +1
      kept Toggle[id=0] Toggle[id=1] Toggle[id=2] Toggle[id=3] Toggle[id=4] Text Text Text Text Text ← +2
      +15 Toggle[id=4]: Toggle shows on (was off) ← +2
      ## tap Finish 2
      +0 Button[0]: input tap "Finish 2" ← ·
      +1 InlineScreen: _items [#0 Item 0, #1 Item 1, #2 Item 2, #3 Item 3, #4 Item 4 ✓] → [#0 Item 0, #1 Item 1, #2 Item 2 ✓, #3 Item 3, #4 Item 4 ✓] ← +0
      +2 ForEach[6]: invalidate _items (slot) ← +1
      +3 Toggle[id=2]: invalidate _items (slot) ← +1
      kept Toggle[id=0] Toggle[id=1] Toggle[id=2] Toggle[id=3] Toggle[id=4] Text Text Text ← +2
      +13 Toggle[id=2]: Toggle shows on (was off) ← +2
      kept Text Text ← +2
      ## toggle Item 1
      +0 Toggle[id=1]: input toggle "Item 1" ← ·
      +1 InlineScreen: _items [#0 Item 0, #1 Item 1, #2 Item 2 ✓, #3 Item 3, #4 Item 4 ✓] → [#0 Item 0, #1 Item 1 ✓, #2 Item 2 ✓, #3 Item 3, #4 Item 4 ✓] ← +0
      +2 ForEach[6]: invalidate _items (slot) ← +1
      +3 Toggle[id=1]: invalidate _items (slot) ← +1
      kept Toggle[id=0] Toggle[id=1] Toggle[id=2] Toggle[id=3] Toggle[id=4] Text Text ← +2
      +12 Toggle[id=1]: Toggle shows on (was off) ← +2
      kept Text Text Text ← +2
      ## tap Reverse
      +0 Button[1]: input tap "Reverse" ← ·
      +1 InlineScreen: _items [#0 Item 0, #1 Item 1 ✓, #2 Item 2 ✓, #3 Item 3, #4 Item 4 ✓] → [#4 Item 4 ✓, #3 Item 3, #2 Item 2 ✓, #1 Item 1 ✓, #0 Item 0] ← +0
      +2 ForEach[6]: invalidate _items (slot) ← +1
      +3 Toggle[id=0]: invalidate _items (slot) ← +1
      +4 Toggle[id=1]: invalidate _items (slot) ← +1
      +5 Toggle[id=3]: invalidate _items (slot) ← +1
      +6 Toggle[id=4]: invalidate _items (slot) ← +1
      kept Toggle[id=4] ← +2
      +9 Toggle[id=3]: moved Toggle (element-moved) ← +2
      +10 Toggle[id=2]: moved Toggle (element-moved) ← +2
      +11 Toggle[id=1]: moved Toggle (element-moved) ← +2
      +12 Toggle[id=0]: moved Toggle (element-moved) ← +2
      kept Text Text Text Text Text ← +2
      ## toggle Item 3
      +0 Toggle[id=3]: input toggle "Item 3" ← ·
      +1 InlineScreen: _items [#4 Item 4 ✓, #3 Item 3, #2 Item 2 ✓, #1 Item 1 ✓, #0 Item 0] → [#4 Item 4 ✓, #3 Item 3 ✓, #2 Item 2 ✓, #1 Item 1 ✓, #0 Item 0] ← +0
      +2 ForEach[6]: invalidate _items (slot) ← +1
      +3 Toggle[id=3]: invalidate _items (slot) ← +1
      kept Toggle[id=4] Toggle[id=3] Toggle[id=2] Toggle[id=1] Toggle[id=0] Text Text ← +2
      +12 Toggle[id=3]: Toggle shows on (was off) ← +2
      kept Text Text Text ← +2
      ## tap Add
      +0 Button[2]: input tap "Add" ← ·
      +1 InlineScreen: _items [#4 Item 4 ✓, #3 Item 3 ✓, #2 Item 2 ✓, #1 Item 1 ✓, #0 Item 0] → [#4 Item 4 ✓, #9 Item 9, #3 Item 3 ✓, #2 Item 2 ✓, #1 Item 1 ✓, #0 Item 0] ← +0
      +2 ForEach[6]: invalidate _items (slot) ← +1
      +3 Toggle[id=0]: invalidate _items (slot) ← +1
      +4 Toggle[id=3]: invalidate _items (slot) ← +1
      kept Toggle[id=4] Toggle[id=3] Toggle[id=2] Toggle[id=1] Toggle[id=0] ← +2
      +11 Toggle[id=9]: inserted Toggle (element-added ∅ → 9) ← +2
      kept Text Text Text Text Text ← +2
      +17 Text: inserted Text (first-appearance) ← +11
      +18 Text: Text shows "Item 9" ← +17
      +19 Toggle[id=9]: Toggle shows off ← +11
      +20 Toggle[id=9]: appear Toggle ← +11
      +21 Text: appear Text ← +11
      ## toggle Item 9
      +0 Toggle[id=9]: input toggle "Item 9" ← ·
      +1 InlineScreen: _items [#4 Item 4 ✓, #9 Item 9, #3 Item 3 ✓, #2 Item 2 ✓, #1 Item 1 ✓, #0 Item 0] → [#4 Item 4 ✓, #9 Item 9 ✓, #3 Item 3 ✓, #2 Item 2 ✓, #1 Item 1 ✓, #0 Item 0] ← +0
      +2 ForEach[6]: invalidate _items (slot) ← +1
      +3 Toggle[id=9]: invalidate _items (slot) ← +1
      kept Toggle[id=4] Toggle[id=9] Toggle[id=3] Toggle[id=2] Toggle[id=1] Toggle[id=0] Text Text ← +2
      +13 Toggle[id=9]: Toggle shows on (was off) ← +2
      kept Text Text Text Text ← +2
      ## toggle Item 0
      +0 Toggle[id=0]: input toggle "Item 0" ← ·
      +1 InlineScreen: _items [#4 Item 4 ✓, #9 Item 9 ✓, #3 Item 3 ✓, #2 Item 2 ✓, #1 Item 1 ✓, #0 Item 0] → [#4 Item 4 ✓, #9 Item 9 ✓, #3 Item 3 ✓, #2 Item 2 ✓, #1 Item 1 ✓, #0 Item 0 ✓] ← +0
      +2 ForEach[6]: invalidate _items (slot) ← +1
      +3 Toggle[id=0]: invalidate _items (slot) ← +1
      kept Toggle[id=4] Toggle[id=9] Toggle[id=3] Toggle[id=2] Toggle[id=1] Toggle[id=0] Text Text Text Text Text Text ← +2
      +17 Toggle[id=0]: Toggle shows on (was off) ← +2
      ## tap Remove
      +0 Button[3]: input tap "Remove" ← ·
      +1 InlineScreen: _items [#4 Item 4 ✓, #9 Item 9 ✓, #3 Item 3 ✓, #2 Item 2 ✓, #1 Item 1 ✓, #0 Item 0 ✓] → [#4 Item 4 ✓, #9 Item 9 ✓, #3 Item 3 ✓, #1 Item 1 ✓, #0 Item 0 ✓] ← +0
      +2 ForEach[6]: invalidate _items (slot) ← +1
      kept Toggle[id=4] Toggle[id=9] Toggle[id=3] Toggle[id=1] Toggle[id=0] ← +2
      +9 Toggle[id=2]: removed Toggle (element-removed 2 → ∅) ← +2
      +10 Text: removed Text (parent-removed) ← +9
      kept Text Text Text Text Text ← +2
      +16 Toggle[id=2]: disappear Toggle ← +9
      +17 Text: disappear Text ← +9
      ## toggle Item 0
      +0 Toggle[id=0]: input toggle "Item 0" ← ·
      +1 InlineScreen: _items [#4 Item 4 ✓, #9 Item 9 ✓, #3 Item 3 ✓, #1 Item 1 ✓, #0 Item 0 ✓] → [#4 Item 4 ✓, #9 Item 9 ✓, #3 Item 3 ✓, #1 Item 1 ✓, #0 Item 0] ← +0
      +2 ForEach[6]: invalidate _items (slot) ← +1
      +3 Toggle[id=0]: invalidate _items (slot) ← +1
      kept Toggle[id=4] Toggle[id=9] Toggle[id=3] Toggle[id=1] Toggle[id=0] Text Text Text Text Text ← +2
      +15 Toggle[id=0]: Toggle shows off (was on) ← +2
      ## tap Move
      +0 Button[4]: input tap "Move" ← ·
      +1 InlineScreen: _items [#4 Item 4 ✓, #9 Item 9 ✓, #3 Item 3 ✓, #1 Item 1 ✓, #0 Item 0] → [#9 Item 9 ✓, #3 Item 3 ✓, #4 Item 4 ✓, #1 Item 1 ✓, #0 Item 0] ← +0
      +2 ForEach[6]: invalidate _items (slot) ← +1
      kept Toggle[id=9] Toggle[id=3] ← +2
      +6 Toggle[id=4]: moved Toggle (element-moved) ← +2
      kept Toggle[id=1] Toggle[id=0] Text Text Text Text Text ← +2
      ## toggle Item 1
      +0 Toggle[id=1]: input toggle "Item 1" ← ·
      +1 InlineScreen: _items [#9 Item 9 ✓, #3 Item 3 ✓, #4 Item 4 ✓, #1 Item 1 ✓, #0 Item 0] → [#9 Item 9 ✓, #3 Item 3 ✓, #4 Item 4 ✓, #1 Item 1, #0 Item 0] ← +0
      +2 ForEach[6]: invalidate _items (slot) ← +1
      +3 Toggle[id=1]: invalidate _items (slot) ← +1
      kept Toggle[id=9] Toggle[id=3] Toggle[id=4] Toggle[id=1] Toggle[id=0] Text Text Text Text ← +2
      +14 Toggle[id=1]: Toggle shows off (was on) ← +2
      kept Text ← +2
      ## tap Replace
      +0 Button[5]: input tap "Replace" ← ·
      +1 InlineScreen: _items [#9 Item 9 ✓, #3 Item 3 ✓, #4 Item 4 ✓, #1 Item 1, #0 Item 0] → [#0 Item 0!, #1 Item 1!, #2 Item 2!] ← +0
      +2 ForEach[6]: invalidate _items (slot) ← +1
      +3 Toggle[id=3]: invalidate _items (slot) ← +1
      +4 Toggle[id=4]: invalidate _items (slot) ← +1
      +5 Toggle[id=9]: invalidate _items (slot) ← +1
      kept Toggle[id=0] ← +2
      +8 Toggle[id=1]: moved Toggle (element-moved) ← +2
      +9 Toggle[id=2]: inserted Toggle (element-added ∅ → 2) ← +2
      +10 Toggle[id=9]: removed Toggle (element-removed 9 → ∅) ← +2
      +11 Text: removed Text (parent-removed) ← +10
      +12 Toggle[id=3]: removed Toggle (element-removed 3 → ∅) ← +2
      +13 Text: removed Text (parent-removed) ← +12
      +14 Toggle[id=4]: removed Toggle (element-removed 4 → ∅) ← +2
      +15 Text: removed Text (parent-removed) ← +14
      kept Text ← +2
      +17 Text: Text shows "Item 0!" (was "Item 0") ← +2
      kept Text ← +2
      +19 Text: Text shows "Item 1!" (was "Item 1") ← +2
      +20 Text: inserted Text (first-appearance) ← +9
      +21 Text: Text shows "Item 2!" ← +20
      +22 Toggle[id=2]: Toggle shows off ← +9
      +23 Toggle[id=2]: appear Toggle ← +9
      +24 Text: appear Text ← +9
      +25 Toggle[id=9]: disappear Toggle ← +10
      +26 Text: disappear Text ← +10
      +27 Toggle[id=3]: disappear Toggle ← +12
      +28 Text: disappear Text ← +12
      +29 Toggle[id=4]: disappear Toggle ← +14
      +30 Text: disappear Text ← +14
      ## toggle Item 2!
      +0 Toggle[id=2]: input toggle "Item 2!" ← ·
      +1 InlineScreen: _items [#0 Item 0!, #1 Item 1!, #2 Item 2!] → [#0 Item 0!, #1 Item 1!, #2 Item 2! ✓] ← +0
      +2 ForEach[6]: invalidate _items (slot) ← +1
      +3 Toggle[id=2]: invalidate _items (slot) ← +1
      kept Toggle[id=0] Toggle[id=1] Toggle[id=2] Text Text Text ← +2
      +11 Toggle[id=2]: Toggle shows on (was off) ← +2
      """#)
  }

  @Test func rowsOfIndices() async throws {
    try await expectSession(
      IndicesScreen(),
      [
        .toggle("Item 2", row: 2), .toggle("Item 4", row: 4), .tap("Add"),
        .toggle("Item 1", row: 2), .tap("Remove"), .toggle("Item 0", row: 0),
      ],
      #"""
      ## toggle Item 2
      +0 Toggle[index=2]: input toggle "Item 2" ← ·
      +1 IndicesScreen: _items [#0 Item 0, #1 Item 1, #2 Item 2, #3 Item 3, #4 Item 4] → [#0 Item 0, #1 Item 1, #2 Item 2 ✓, #3 Item 3, #4 Item 4] ← +0
      +2 IndicesScreen: invalidate _items (slot) ← +1
      +3 ForEach[2]: invalidate _items (slot) ← +1
      +4 Toggle[index=2]: invalidate _items (slot) ← +1
      +6 IndicesScreen: body IndicesScreen ← +2
      kept VStack Button[0] Button[1] ForEach[2] Text Text Toggle[index=0] Toggle[index=1] Toggle[index=2] Toggle[index=3] Toggle[index=4] Text Text Text ← +6
      +23 Toggle[index=2]: Toggle shows on (was off) ← +6
      kept Text Text ← +6
      ## toggle Item 4
      +0 Toggle[index=4]: input toggle "Item 4" ← ·
      +1 IndicesScreen: _items [#0 Item 0, #1 Item 1, #2 Item 2 ✓, #3 Item 3, #4 Item 4] → [#0 Item 0, #1 Item 1, #2 Item 2 ✓, #3 Item 3, #4 Item 4 ✓] ← +0
      +2 IndicesScreen: invalidate _items (slot) ← +1
      +3 ForEach[2]: invalidate _items (slot) ← +1
      +4 Toggle[index=4]: invalidate _items (slot) ← +1
      +6 IndicesScreen: body IndicesScreen ← +2
      kept VStack Button[0] Button[1] ForEach[2] Text Text Toggle[index=0] Toggle[index=1] Toggle[index=2] Toggle[index=3] Toggle[index=4] Text Text Text Text Text ← +6
      +25 Toggle[index=4]: Toggle shows on (was off) ← +6
      ## tap Add
      +0 Button[0]: input tap "Add" ← ·
      +1 IndicesScreen: _items [#0 Item 0, #1 Item 1, #2 Item 2 ✓, #3 Item 3, #4 Item 4 ✓] → [#0 Item 0, #9 Item 9, #1 Item 1, #2 Item 2 ✓, #3 Item 3, #4 Item 4 ✓] ← +0
      +2 IndicesScreen: invalidate _items (slot) ← +1
      +3 ForEach[2]: invalidate _items (slot) ← +1
      +4 Toggle[index=2]: invalidate _items (slot) ← +1
      +5 Toggle[index=3]: invalidate _items (slot) ← +1
      +6 Toggle[index=4]: invalidate _items (slot) ← +1
      +8 IndicesScreen: body IndicesScreen ← +2
      kept VStack Button[0] Button[1] ForEach[2] Text Text Toggle[index=0] Toggle[index=1] Toggle[index=2] Toggle[index=3] Toggle[index=4] ← +8
      +22 Toggle[index=5]: inserted Toggle (element-added ∅ → 5) ← +8
      kept Text Text ← +8
      +25 Text: Text shows "Item 9" (was "Item 1") ← +8
      kept Text ← +8
      +27 Text: Text shows "Item 1" (was "Item 2") ← +8
      +28 Toggle[index=2]: Toggle shows off (was on) ← +8
      kept Text ← +8
      +30 Text: Text shows "Item 2" (was "Item 3") ← +8
      +31 Toggle[index=3]: Toggle shows on (was off) ← +8
      kept Text ← +8
      +33 Text: Text shows "Item 3" (was "Item 4") ← +8
      +34 Toggle[index=4]: Toggle shows off (was on) ← +8
      +35 Text: inserted Text (first-appearance) ← +22
      +36 Text: Text shows "Item 4" ← +35
      +37 Toggle[index=5]: Toggle shows on ← +22
      +38 Toggle[index=5]: appear Toggle ← +22
      +39 Text: appear Text ← +22
      ## toggle Item 1
      +0 Toggle[index=2]: input toggle "Item 1" ← ·
      +1 IndicesScreen: _items [#0 Item 0, #9 Item 9, #1 Item 1, #2 Item 2 ✓, #3 Item 3, #4 Item 4 ✓] → [#0 Item 0, #9 Item 9, #1 Item 1 ✓, #2 Item 2 ✓, #3 Item 3, #4 Item 4 ✓] ← +0
      +2 IndicesScreen: invalidate _items (slot) ← +1
      +3 ForEach[2]: invalidate _items (slot) ← +1
      +4 Toggle[index=2]: invalidate _items (slot) ← +1
      +6 IndicesScreen: body IndicesScreen ← +2
      kept VStack Button[0] Button[1] ForEach[2] Text Text Toggle[index=0] Toggle[index=1] Toggle[index=2] Toggle[index=3] Toggle[index=4] Toggle[index=5] Text Text Text ← +6
      +24 Toggle[index=2]: Toggle shows on (was off) ← +6
      kept Text Text Text ← +6
      ## tap Remove
      +0 Button[1]: input tap "Remove" ← ·
      +1 IndicesScreen: _items [#0 Item 0, #9 Item 9, #1 Item 1 ✓, #2 Item 2 ✓, #3 Item 3, #4 Item 4 ✓] → [#0 Item 0, #9 Item 9, #1 Item 1 ✓, #3 Item 3, #4 Item 4 ✓] ← +0
      +2 IndicesScreen: invalidate _items (slot) ← +1
      +3 ForEach[2]: invalidate _items (slot) ← +1
      +4 Toggle[index=3]: invalidate _items (slot) ← +1
      +5 Toggle[index=4]: invalidate _items (slot) ← +1
      +7 IndicesScreen: body IndicesScreen ← +2
      kept VStack Button[0] Button[1] ForEach[2] Text Text Toggle[index=0] Toggle[index=1] Toggle[index=2] Toggle[index=3] Toggle[index=4] ← +7
      +21 Toggle[index=5]: removed Toggle (element-removed 5 → ∅) ← +7
      +22 Text: removed Text (parent-removed) ← +21
      kept Text Text Text Text ← +7
      +27 Text: Text shows "Item 3" (was "Item 2") ← +7
      +28 Toggle[index=3]: Toggle shows off (was on) ← +7
      kept Text ← +7
      +30 Text: Text shows "Item 4" (was "Item 3") ← +7
      +31 Toggle[index=4]: Toggle shows on (was off) ← +7
      +32 Toggle[index=5]: disappear Toggle ← +21
      +33 Text: disappear Text ← +21
      ## toggle Item 0
      +0 Toggle[index=0]: input toggle "Item 0" ← ·
      +1 IndicesScreen: _items [#0 Item 0, #9 Item 9, #1 Item 1 ✓, #3 Item 3, #4 Item 4 ✓] → [#0 Item 0 ✓, #9 Item 9, #1 Item 1 ✓, #3 Item 3, #4 Item 4 ✓] ← +0
      +2 IndicesScreen: invalidate _items (slot) ← +1
      +3 ForEach[2]: invalidate _items (slot) ← +1
      +4 Toggle[index=0]: invalidate _items (slot) ← +1
      +6 IndicesScreen: body IndicesScreen ← +2
      kept VStack Button[0] Button[1] ForEach[2] Text Text Toggle[index=0] Toggle[index=1] Toggle[index=2] Toggle[index=3] Toggle[index=4] Text ← +6
      +21 Toggle[index=0]: Toggle shows on (was off) ← +6
      kept Text Text Text Text ← +6
      """#)
  }

  @Test func rowViewsThatReadTheScreensState() async throws {
    try await expectSession(
      RowViewScreen(),
      [
        .toggle("Item 1", row: 1), .tap("Select 1"), .toggle("Item 2", row: 2),
        .tap("Reverse"), .toggle("Item 1 ✓", row: 1),
      ],
      #"""
      ## toggle Item 1
      +0 Toggle[0]: input toggle "Item 1" ← ·
      +1 RowViewScreen: _items [#0 Item 0, #1 Item 1, #2 Item 2, #3 Item 3, #4 Item 4] → [#0 Item 0, #1 Item 1 ✓, #2 Item 2, #3 Item 3, #4 Item 4] ← +0
      +2 ForEach[2]: invalidate _items (slot) ← +1
      +3 ItemRow[id=1]: invalidate _items (slot) ← +1
      +4 Toggle[0]: invalidate _items (slot) ← +1
      kept ItemRow[id=0] ItemRow[id=1] ItemRow[id=2] ItemRow[id=3] ItemRow[id=4] ← +2
      +11 ItemRow[id=1]: body ItemRow ← +3
      kept HStack Toggle[0] Button[1] Stars[2] Text ← +11
      +19 Toggle[0]: Toggle shows on (was off) ← +11
      kept Text ← +11
      ## tap Select 1
      +0 Button[1]: input tap "Select 1" ← ·
      +1 RowViewScreen: _selection -1 → 1 ← +0
      +2 ForEach[2]: invalidate _selection (slot) ← +1
      kept ItemRow[id=0] ItemRow[id=1] ← +2
      +6 ItemRow[id=1]: invalidate @self(isSelected) (parent-inputs) ← +2
      kept ItemRow[id=2] ItemRow[id=3] ItemRow[id=4] ← +2
      +10 ItemRow[id=1]: body ItemRow ← +6
      kept HStack Toggle[0] Button[1] Stars[2] Text ← +10
      +18 Text: Text shows "Item 1 ✓" (was "Item 1") ← +10
      kept Text ← +10
      ## toggle Item 2
      +0 Toggle[0]: input toggle "Item 2" ← ·
      +1 RowViewScreen: _items [#0 Item 0, #1 Item 1 ✓, #2 Item 2, #3 Item 3, #4 Item 4] → [#0 Item 0, #1 Item 1 ✓, #2 Item 2 ✓, #3 Item 3, #4 Item 4] ← +0
      +2 ForEach[2]: invalidate _items (slot) ← +1
      +3 ItemRow[id=2]: invalidate _items (slot) ← +1
      +4 Toggle[0]: invalidate _items (slot) ← +1
      kept ItemRow[id=0] ItemRow[id=1] ItemRow[id=2] ItemRow[id=3] ItemRow[id=4] ← +2
      +11 ItemRow[id=2]: body ItemRow ← +3
      kept HStack Toggle[0] Button[1] Stars[2] Text ← +11
      +19 Toggle[0]: Toggle shows on (was off) ← +11
      kept Text ← +11
      ## tap Reverse
      +0 Button[0]: input tap "Reverse" ← ·
      +1 RowViewScreen: _items [#0 Item 0, #1 Item 1 ✓, #2 Item 2 ✓, #3 Item 3, #4 Item 4] → [#4 Item 4, #3 Item 3, #2 Item 2 ✓, #1 Item 1 ✓, #0 Item 0] ← +0
      +2 ForEach[2]: invalidate _items (slot) ← +1
      +3 ItemRow[id=0]: invalidate _items (slot) ← +1
      +4 ItemRow[id=1]: invalidate _items (slot) ← +1
      +5 ItemRow[id=3]: invalidate _items (slot) ← +1
      +6 ItemRow[id=4]: invalidate _items (slot) ← +1
      +7 Toggle[0]: invalidate _items (slot) ← +1
      +8 Toggle[0]: invalidate _items (slot) ← +1
      kept ItemRow[id=4] ← +2
      +11 ItemRow[id=3]: moved ItemRow (element-moved) ← +2
      +12 ItemRow[id=2]: moved ItemRow (element-moved) ← +2
      +13 ItemRow[id=1]: moved ItemRow (element-moved) ← +2
      +14 ItemRow[id=0]: moved ItemRow (element-moved) ← +2
      +15 ItemRow[id=4]: body ItemRow ← +6
      kept HStack Toggle[0] Button[1] Stars[2] Text Text ← +15
      +24 ItemRow[id=3]: body ItemRow ← +5
      kept HStack Toggle[0] Button[1] Stars[2] Text Text ← +24
      +33 ItemRow[id=1]: body ItemRow ← +4
      kept HStack Toggle[0] Button[1] Stars[2] Text Text ← +33
      +42 ItemRow[id=0]: body ItemRow ← +3
      kept HStack Toggle[0] Button[1] Stars[2] Text Text ← +42
      ## toggle Item 1 ✓
      +0 Toggle[0]: input toggle "Item 1 ✓" ← ·
      +1 RowViewScreen: _items [#4 Item 4, #3 Item 3, #2 Item 2 ✓, #1 Item 1 ✓, #0 Item 0] → [#4 Item 4, #3 Item 3, #2 Item 2 ✓, #1 Item 1, #0 Item 0] ← +0
      +2 ForEach[2]: invalidate _items (slot) ← +1
      +3 ItemRow[id=1]: invalidate _items (slot) ← +1
      +4 Toggle[0]: invalidate _items (slot) ← +1
      kept ItemRow[id=4] ItemRow[id=3] ItemRow[id=2] ItemRow[id=1] ItemRow[id=0] ← +2
      +11 ItemRow[id=1]: body ItemRow ← +3
      kept HStack Toggle[0] Button[1] Stars[2] Text ← +11
      +19 Toggle[0]: Toggle shows off (was on) ← +11
      kept Text ← +11
      """#)
  }

  @Test func rowViewsWithTheirOwnState() async throws {
    try await expectSession(
      PlainRowScreen(),
      [
        .toggle("Item 1", row: 1), .tap("★ 0", index: 3), .toggle("Item 2", row: 2),
        .tap("Renumber", index: 2), .toggle("Item 2", row: 102), .toggle("Item 3", row: 3),
        .tap("Remove"), .toggle("Item 4", row: 4), .tap("★ 1"),
      ],
      #"""
      ## toggle Item 1
      +0 Toggle[0]: input toggle "Item 1" ← ·
      +1 PlainRowScreen: _items [#0 Item 0, #1 Item 1, #2 Item 2, #3 Item 3, #4 Item 4] → [#0 Item 0, #1 Item 1 ✓, #2 Item 2, #3 Item 3, #4 Item 4] ← +0
      +2 ForEach[1]: invalidate _items (slot) ← +1
      +3 ItemRow[id=1]: invalidate _items (slot) ← +1
      +4 Toggle[0]: invalidate _items (slot) ← +1
      kept ItemRow[id=0] ItemRow[id=1] ItemRow[id=2] ItemRow[id=3] ItemRow[id=4] ← +2
      +11 ItemRow[id=1]: body ItemRow ← +3
      kept HStack Toggle[0] Button[1] Stars[2] Text ← +11
      +19 Toggle[0]: Toggle shows on (was off) ← +11
      kept Text ← +11
      ## tap ★ 0 #3
      +0 Button: input tap "★ 0" ← ·
      +1 Stars[2]: _stars 0 → 1 ← +0
      +2 Stars[2]: invalidate _stars (slot) ← +1
      +4 Stars[2]: body Stars ← +2
      kept Button Text ← +4
      +9 Text: Text shows "★ 1" (was "★ 0") ← +4
      ## toggle Item 2
      +0 Toggle[0]: input toggle "Item 2" ← ·
      +1 PlainRowScreen: _items [#0 Item 0, #1 Item 1 ✓, #2 Item 2, #3 Item 3, #4 Item 4] → [#0 Item 0, #1 Item 1 ✓, #2 Item 2 ✓, #3 Item 3, #4 Item 4] ← +0
      +2 ForEach[1]: invalidate _items (slot) ← +1
      +3 ItemRow[id=2]: invalidate _items (slot) ← +1
      +4 Toggle[0]: invalidate _items (slot) ← +1
      kept ItemRow[id=0] ItemRow[id=1] ItemRow[id=2] ItemRow[id=3] ItemRow[id=4] ← +2
      +11 ItemRow[id=2]: body ItemRow ← +3
      kept HStack Toggle[0] Button[1] Stars[2] Text ← +11
      +19 Toggle[0]: Toggle shows on (was off) ← +11
      kept Text ← +11
      ## tap Renumber #2
      +0 Button[1]: input tap "Renumber" ← ·
      +1 PlainRowScreen: _items [#0 Item 0, #1 Item 1 ✓, #2 Item 2 ✓, #3 Item 3, #4 Item 4] → [#0 Item 0, #1 Item 1 ✓, #102 Item 2 ✓, #3 Item 3, #4 Item 4] ← +0
      +2 ForEach[1]: invalidate _items (slot) ← +1
      +3 ItemRow[id=2]: invalidate _items (slot) ← +1
      kept ItemRow[id=0] ItemRow[id=1] ItemRow[id=3] ItemRow[id=4] ← +2
      +9 ItemRow[id=102]: inserted ItemRow (element-added ∅ → 102) ← +2
      +10 ItemRow[id=2]: removed ItemRow (element-removed 2 → ∅) ← +2
      +11 HStack: removed HStack (parent-removed) ← +10
      +12 Toggle[0]: removed Toggle (parent-removed) ← +11
      +13 Text: removed Text (parent-removed) ← +12
      +14 Button[1]: removed Button (parent-removed) ← +11
      +15 Text: removed Text (parent-removed) ← +14
      +16 Stars[2]: removed Stars (parent-removed) ← +11
      +17 Stars[2]: slot _stars destroyed (was 0) ← +16
      +18 Button: removed Button (parent-removed) ← +16
      +19 Text: removed Text (parent-removed) ← +18
      +20 ItemRow[id=102]: body ItemRow ← +9
      +23 HStack: inserted HStack (first-appearance) ← +20
      +24 Toggle[0]: inserted Toggle (first-appearance) ← +23
      +25 Button[1]: inserted Button (first-appearance) ← +23
      +26 Stars[2]: inserted Stars (first-appearance) ← +23
      +27 Text: inserted Text (first-appearance) ← +24
      +28 Text: Text shows "Item 2" ← +27
      +29 Toggle[0]: Toggle shows on ← +24
      +30 Text: inserted Text (first-appearance) ← +25
      +31 Text: Text shows "Renumber" ← +30
      +32 Stars[2]: body Stars ← +26
      +33 Stars[2]: slot _stars created = 0 (ViewRuntimeTests/RowChangeEventsTests.swift:60) ← +26
      +36 Button: inserted Button (first-appearance) ← +32
      +37 Text: inserted Text (first-appearance) ← +36
      +38 Text: Text shows "★ 0" ← +37
      +39 ItemRow[id=102]: appear ItemRow ← +9
      +40 HStack: appear HStack ← +9
      +41 Toggle[0]: appear Toggle ← +9
      +42 Text: appear Text ← +9
      +43 Button[1]: appear Button ← +9
      +44 Text: appear Text ← +9
      +45 Stars[2]: appear Stars ← +9
      +46 Button: appear Button ← +9
      +47 Text: appear Text ← +9
      +48 ItemRow[id=2]: disappear ItemRow ← +10
      +49 HStack: disappear HStack ← +10
      +50 Toggle[0]: disappear Toggle ← +10
      +51 Text: disappear Text ← +10
      +52 Button[1]: disappear Button ← +10
      +53 Text: disappear Text ← +10
      +54 Stars[2]: disappear Stars ← +10
      +55 Button: disappear Button ← +10
      +56 Text: disappear Text ← +10
      ## toggle Item 2
      +0 Toggle[0]: input toggle "Item 2" ← ·
      +1 PlainRowScreen: _items [#0 Item 0, #1 Item 1 ✓, #102 Item 2 ✓, #3 Item 3, #4 Item 4] → [#0 Item 0, #1 Item 1 ✓, #102 Item 2, #3 Item 3, #4 Item 4] ← +0
      +2 ForEach[1]: invalidate _items (slot) ← +1
      +3 ItemRow[id=102]: invalidate _items (slot) ← +1
      +4 Toggle[0]: invalidate _items (slot) ← +1
      kept ItemRow[id=0] ItemRow[id=1] ItemRow[id=102] ItemRow[id=3] ItemRow[id=4] ← +2
      +11 ItemRow[id=102]: body ItemRow ← +3
      kept HStack Toggle[0] Button[1] Stars[2] Text ← +11
      +19 Toggle[0]: Toggle shows off (was on) ← +11
      kept Text ← +11
      ## toggle Item 3
      +0 Toggle[0]: input toggle "Item 3" ← ·
      +1 PlainRowScreen: _items [#0 Item 0, #1 Item 1 ✓, #102 Item 2, #3 Item 3, #4 Item 4] → [#0 Item 0, #1 Item 1 ✓, #102 Item 2, #3 Item 3 ✓, #4 Item 4] ← +0
      +2 ForEach[1]: invalidate _items (slot) ← +1
      +3 ItemRow[id=3]: invalidate _items (slot) ← +1
      +4 Toggle[0]: invalidate _items (slot) ← +1
      kept ItemRow[id=0] ItemRow[id=1] ItemRow[id=102] ItemRow[id=3] ItemRow[id=4] ← +2
      +11 ItemRow[id=3]: body ItemRow ← +3
      kept HStack Toggle[0] Button[1] Stars[2] Text ← +11
      +19 Toggle[0]: Toggle shows on (was off) ← +11
      kept Text ← +11
      ## tap Remove
      +0 Button[0]: input tap "Remove" ← ·
      +1 PlainRowScreen: _items [#0 Item 0, #1 Item 1 ✓, #102 Item 2, #3 Item 3 ✓, #4 Item 4] → [#1 Item 1 ✓, #102 Item 2, #3 Item 3 ✓, #4 Item 4] ← +0
      +2 ForEach[1]: invalidate _items (slot) ← +1
      +3 ItemRow[id=0]: invalidate _items (slot) ← +1
      +4 ItemRow[id=1]: invalidate _items (slot) ← +1
      +5 ItemRow[id=3]: invalidate _items (slot) ← +1
      +6 Toggle[0]: invalidate _items (slot) ← +1
      +7 Toggle[0]: invalidate _items (slot) ← +1
      +8 Toggle[0]: invalidate _items (slot) ← +1
      +9 ItemRow[id=102]: invalidate _items (slot) ← +1
      +10 Toggle[0]: invalidate _items (slot) ← +1
      kept ItemRow[id=1] ItemRow[id=102] ItemRow[id=3] ItemRow[id=4] ← +2
      +16 ItemRow[id=4]: invalidate @self(item) (parent-inputs) ← +2
      +17 ItemRow[id=0]: removed ItemRow (element-removed 0 → ∅) ← +2
      +18 HStack: removed HStack (parent-removed) ← +17
      +19 Toggle[0]: removed Toggle (parent-removed) ← +18
      +20 Text: removed Text (parent-removed) ← +19
      +21 Button[1]: removed Button (parent-removed) ← +18
      +22 Text: removed Text (parent-removed) ← +21
      +23 Stars[2]: removed Stars (parent-removed) ← +18
      +24 Stars[2]: slot _stars destroyed (was 0) ← +23
      +25 Button: removed Button (parent-removed) ← +23
      +26 Text: removed Text (parent-removed) ← +25
      +27 ItemRow[id=1]: body ItemRow ← +4
      kept HStack Toggle[0] Button[1] Stars[2] Text Text ← +27
      +36 ItemRow[id=102]: body ItemRow ← +9
      kept HStack Toggle[0] Button[1] Stars[2] Text Text ← +36
      +45 ItemRow[id=3]: body ItemRow ← +5
      kept HStack Toggle[0] Button[1] Stars[2] Text Text ← +45
      +54 ItemRow[id=4]: body ItemRow ← +16
      kept HStack Toggle[0] Button[1] Stars[2] Text Text ← +54
      +63 ItemRow[id=0]: disappear ItemRow ← +17
      +64 HStack: disappear HStack ← +17
      +65 Toggle[0]: disappear Toggle ← +17
      +66 Text: disappear Text ← +17
      +67 Button[1]: disappear Button ← +17
      +68 Text: disappear Text ← +17
      +69 Stars[2]: disappear Stars ← +17
      +70 Button: disappear Button ← +17
      +71 Text: disappear Text ← +17
      ## toggle Item 4
      +0 Toggle[0]: input toggle "Item 4" ← ·
      +1 PlainRowScreen: _items [#1 Item 1 ✓, #102 Item 2, #3 Item 3 ✓, #4 Item 4] → [#1 Item 1 ✓, #102 Item 2, #3 Item 3 ✓, #4 Item 4 ✓] ← +0
      +2 ForEach[1]: invalidate _items (slot) ← +1
      +3 ItemRow[id=4]: invalidate _items (slot) ← +1
      +4 Toggle[0]: invalidate _items (slot) ← +1
      kept ItemRow[id=1] ItemRow[id=102] ItemRow[id=3] ItemRow[id=4] ← +2
      +10 ItemRow[id=4]: body ItemRow ← +3
      kept HStack Toggle[0] Button[1] Stars[2] Text ← +10
      +18 Toggle[0]: Toggle shows on (was off) ← +10
      kept Text ← +10
      ## tap ★ 1
      +0 Button: input tap "★ 1" ← ·
      +1 Stars[2]: _stars 1 → 2 ← +0
      +2 Stars[2]: invalidate _stars (slot) ← +1
      +4 Stars[2]: body Stars ← +2
      kept Button Text ← +4
      +9 Text: Text shows "★ 2" (was "★ 1") ← +4
      """#)
  }

  @Test func modelObjectsBoundInTheirRows() async throws {
    try await expectSession(
      TasksScreen(),
      [
        .toggle("Task 2", row: 2), .toggle("Task 2", row: 2), .tap("Add"),
        .toggle("Task 9", row: 9), .tap("Remove"), .tap("Move"), .toggle("Task 1", row: 1),
      ],
      #"""
      ## toggle Task 2
      +0 Toggle: input toggle "Task 2" ← ·
      +1 Task#3: done false → true ← +0
      +2 Toggle: Toggle shows on (was off) ← +0
      ## toggle Task 2
      +0 Toggle: input toggle "Task 2" ← ·
      +1 Task#3: done true → false ← +0
      +2 Toggle: Toggle shows off (was on) ← +0
      ## tap Add
      +0 Button[0]: input tap "Add" ← ·
      +1 Board#1: tasks [task 0, task 1, task 2, task 3, task 4] → [task 0, task 9, task 1, task 2, task 3, task 4] ← +0
      +2 TasksScreen: invalidate Board.tasks (observable) ← +1
      +4 TasksScreen: body TasksScreen ← +2
      kept VStack Button[0] Button[1] Button[2] ForEach[3] Text Text Text TaskRow[id=0] TaskRow[id=1] TaskRow[id=2] TaskRow[id=3] TaskRow[id=4] ← +4
      +21 TaskRow[id=9]: inserted TaskRow (element-added ∅ → 9) ← +4
      +22 TaskRow[id=9]: body TaskRow ← +21
      +25 Toggle: inserted Toggle (first-appearance) ← +22
      +26 Text: inserted Text (first-appearance) ← +25
      +27 Text: Text shows "Task 9" ← +26
      +28 Toggle: Toggle shows off ← +25
      +29 TaskRow[id=9]: appear TaskRow ← +21
      +30 Toggle: appear Toggle ← +21
      +31 Text: appear Text ← +21
      ## toggle Task 9
      +0 Toggle: input toggle "Task 9" ← ·
      +1 Task#6: done false → true ← +0
      +2 Toggle: Toggle shows on (was off) ← +0
      ## tap Remove
      +0 Button[1]: input tap "Remove" ← ·
      +1 Board#1: tasks [task 0, task 9, task 1, task 2, task 3, task 4] → [task 0, task 9, task 1, task 3, task 4] ← +0
      +2 TasksScreen: invalidate Board.tasks (observable) ← +1
      +4 TasksScreen: body TasksScreen ← +2
      kept VStack Button[0] Button[1] Button[2] ForEach[3] Text Text Text TaskRow[id=0] TaskRow[id=9] TaskRow[id=1] TaskRow[id=3] TaskRow[id=4] ← +4
      +21 TaskRow[id=2]: removed TaskRow (element-removed 2 → ∅) ← +4
      +22 Toggle: removed Toggle (parent-removed) ← +21
      +23 Text: removed Text (parent-removed) ← +22
      +24 TaskRow[id=2]: disappear TaskRow ← +21
      +25 Toggle: disappear Toggle ← +21
      +26 Text: disappear Text ← +21
      ## tap Move
      +0 Button[2]: input tap "Move" ← ·
      +1 Board#1: tasks [task 0, task 9, task 1, task 3, task 4] → [task 9, task 1, task 0, task 3, task 4] ← +0
      +2 TasksScreen: invalidate Board.tasks (observable) ← +1
      +4 TasksScreen: body TasksScreen ← +2
      kept VStack Button[0] Button[1] Button[2] ForEach[3] Text Text Text TaskRow[id=9] TaskRow[id=1] ← +4
      +18 TaskRow[id=0]: moved TaskRow (element-moved) ← +4
      kept TaskRow[id=3] TaskRow[id=4] ← +4
      ## toggle Task 1
      +0 Toggle: input toggle "Task 1" ← ·
      +1 Task#2: done false → true ← +0
      +2 Toggle: Toggle shows on (was off) ← +0
      """#)
  }

  @Test func aBindableModelsArray() async throws {
    try await expectSession(
      BindableBoardScreen(board: Board()),
      [.toggle("Item 2", row: 2), .tap("Add"), .toggle("Item 9", row: 9)],
      #"""
      ## toggle Item 2
      +0 Toggle[id=2]: input toggle "Item 2" ← ·
      +1 Board#1: items [#0 Item 0, #1 Item 1, #2 Item 2, #3 Item 3, #4 Item 4] → [#0 Item 0, #1 Item 1, #2 Item 2 ✓, #3 Item 3, #4 Item 4] ← +0
      +2 ForEach[1]: invalidate Board.items (observable) ← +1
      kept Toggle[id=0] Toggle[id=1] Toggle[id=2] Toggle[id=3] Toggle[id=4] Text Text Text ← +2
      +12 Toggle[id=2]: Toggle shows on (was off) ← +2
      kept Text Text ← +2
      ## tap Add
      +0 Button[0]: input tap "Add" ← ·
      +1 Board#1: items [#0 Item 0, #1 Item 1, #2 Item 2 ✓, #3 Item 3, #4 Item 4] → [#0 Item 0, #1 Item 1, #2 Item 2 ✓, #3 Item 3, #4 Item 4, #9 Item 9] ← +0
      +2 ForEach[1]: invalidate Board.items (observable) ← +1
      kept Toggle[id=0] Toggle[id=1] Toggle[id=2] Toggle[id=3] Toggle[id=4] ← +2
      +9 Toggle[id=9]: inserted Toggle (element-added ∅ → 9) ← +2
      kept Text Text Text Text Text ← +2
      +15 Text: inserted Text (first-appearance) ← +9
      +16 Text: Text shows "Item 9" ← +15
      +17 Toggle[id=9]: Toggle shows off ← +9
      +18 Toggle[id=9]: appear Toggle ← +9
      +19 Text: appear Text ← +9
      ## toggle Item 9
      +0 Toggle[id=9]: input toggle "Item 9" ← ·
      +1 Board#1: items [#0 Item 0, #1 Item 1, #2 Item 2 ✓, #3 Item 3, #4 Item 4, #9 Item 9] → [#0 Item 0, #1 Item 1, #2 Item 2 ✓, #3 Item 3, #4 Item 4, #9 Item 9 ✓] ← +0
      +2 ForEach[1]: invalidate Board.items (observable) ← +1
      kept Toggle[id=0] Toggle[id=1] Toggle[id=2] Toggle[id=3] Toggle[id=4] Toggle[id=9] Text Text Text Text Text Text ← +2
      +16 Toggle[id=9]: Toggle shows on (was off) ← +2
      """#)
  }

  @Test func aLazyList() async throws {
    try await expectSession(
      ListScreen(),
      [
        .toggle("Item 2", row: 2), .toggle("Item 3", row: 3), .tap("Add"),
        .toggle("Item 99", row: 99), .toggle("Item 2", row: 2), .scroll(to: 12),
        .toggle("Item 12", row: 12), .scroll(to: 0), .toggle("Item 2", row: 2),
      ],
      #"""
      ## toggle Item 2
      +0 Toggle[id=2]: input toggle "Item 2" ← ·
      +1 ListScreen: _items [#0 Item 0, #1 Item 1, #2 Item 2, #3 Item 3, #4 Item 4, #5 Item 5, #6 Item 6, #7 Item 7, #8 Item 8, #9 Item 9, #10 Item 10, #11 Item 11, #12 Item 12, #13 Item 13] → [#0 Item 0, #1 Item 1, #2 Item 2 ✓, #3 Item 3, #4 Item 4, #5 Item 5, #6 Item 6, #7 Item 7, #8 Item 8, #9 Item 9, #10 Item 10, #11 Item 11, #12 Item 12, #13 Item 13] ← +0
      +2 ForEach: invalidate _items (slot) ← +1
      +3 Toggle[id=2]: invalidate _items (slot) ← +1
      kept Toggle[id=0] Toggle[id=1] Toggle[id=2] Toggle[id=3] Toggle[id=4] Toggle[id=5] Toggle[id=6] Toggle[id=7] Toggle[id=8] Toggle[id=9] Text Text Text ← +2
      +18 Toggle[id=2]: Toggle shows on (was off) ← +2
      kept Text Text Text Text Text Text Text ← +2
      ## toggle Item 3
      +0 Toggle[id=3]: input toggle "Item 3" ← ·
      +1 ListScreen: _items [#0 Item 0, #1 Item 1, #2 Item 2 ✓, #3 Item 3, #4 Item 4, #5 Item 5, #6 Item 6, #7 Item 7, #8 Item 8, #9 Item 9, #10 Item 10, #11 Item 11, #12 Item 12, #13 Item 13] → [#0 Item 0, #1 Item 1, #2 Item 2 ✓, #3 Item 3 ✓, #4 Item 4, #5 Item 5, #6 Item 6, #7 Item 7, #8 Item 8, #9 Item 9, #10 Item 10, #11 Item 11, #12 Item 12, #13 Item 13] ← +0
      +2 ForEach: invalidate _items (slot) ← +1
      +3 Toggle[id=3]: invalidate _items (slot) ← +1
      kept Toggle[id=0] Toggle[id=1] Toggle[id=2] Toggle[id=3] Toggle[id=4] Toggle[id=5] Toggle[id=6] Toggle[id=7] Toggle[id=8] Toggle[id=9] Text Text Text Text ← +2
      +19 Toggle[id=3]: Toggle shows on (was off) ← +2
      kept Text Text Text Text Text Text ← +2
      ## tap Add
      +0 Button[0]: input tap "Add" ← ·
      +1 ListScreen: _items [#0 Item 0, #1 Item 1, #2 Item 2 ✓, #3 Item 3 ✓, #4 Item 4, #5 Item 5, #6 Item 6, #7 Item 7, #8 Item 8, #9 Item 9, #10 Item 10, #11 Item 11, #12 Item 12, #13 Item 13] → [#0 Item 0, #99 Item 99, #1 Item 1, #2 Item 2 ✓, #3 Item 3 ✓, #4 Item 4, #5 Item 5, #6 Item 6, #7 Item 7, #8 Item 8, #9 Item 9, #10 Item 10, #11 Item 11, #12 Item 12, #13 Item 13] ← +0
      +2 ForEach: invalidate _items (slot) ← +1
      +3 Toggle[id=2]: invalidate _items (slot) ← +1
      +4 Toggle[id=4]: invalidate _items (slot) ← +1
      kept Toggle[id=0] Toggle[id=1] Toggle[id=2] Toggle[id=3] Toggle[id=4] Toggle[id=5] Toggle[id=6] Toggle[id=7] Toggle[id=8] ← +2
      +15 Toggle[id=99]: inserted Toggle (element-added ∅ → 99) ← +2
      kept Text Text Text Text Text Text Text Text Text ← +2
      +25 Text: inserted Text (first-appearance) ← +15
      +26 Text: Text shows "Item 99" ← +25
      +27 Toggle[id=99]: Toggle shows off ← +15
      +28 Toggle[id=99]: appear Toggle ← +15
      +29 Text: appear Text ← +15
      +30 Toggle[id=9]: disappear Toggle ← +2
      +31 Text: disappear Text ← +2
      ## toggle Item 99
      +0 Toggle[id=99]: input toggle "Item 99" ← ·
      +1 ListScreen: _items [#0 Item 0, #99 Item 99, #1 Item 1, #2 Item 2 ✓, #3 Item 3 ✓, #4 Item 4, #5 Item 5, #6 Item 6, #7 Item 7, #8 Item 8, #9 Item 9, #10 Item 10, #11 Item 11, #12 Item 12, #13 Item 13] → [#0 Item 0, #99 Item 99 ✓, #1 Item 1, #2 Item 2 ✓, #3 Item 3 ✓, #4 Item 4, #5 Item 5, #6 Item 6, #7 Item 7, #8 Item 8, #9 Item 9, #10 Item 10, #11 Item 11, #12 Item 12, #13 Item 13] ← +0
      +2 ForEach: invalidate _items (slot) ← +1
      +3 Toggle[id=99]: invalidate _items (slot) ← +1
      kept Toggle[id=0] Toggle[id=99] Toggle[id=1] Toggle[id=2] Toggle[id=3] Toggle[id=4] Toggle[id=5] Toggle[id=6] Toggle[id=7] Toggle[id=8] Text Text ← +2
      +17 Toggle[id=99]: Toggle shows on (was off) ← +2
      kept Text Text Text Text Text Text Text Text ← +2
      ## toggle Item 2
      +0 Toggle[id=2]: input toggle "Item 2" ← ·
      +1 ListScreen: _items [#0 Item 0, #99 Item 99 ✓, #1 Item 1, #2 Item 2 ✓, #3 Item 3 ✓, #4 Item 4, #5 Item 5, #6 Item 6, #7 Item 7, #8 Item 8, #9 Item 9, #10 Item 10, #11 Item 11, #12 Item 12, #13 Item 13] → [#0 Item 0, #99 Item 99 ✓, #1 Item 1, #2 Item 2, #3 Item 3 ✓, #4 Item 4, #5 Item 5, #6 Item 6, #7 Item 7, #8 Item 8, #9 Item 9, #10 Item 10, #11 Item 11, #12 Item 12, #13 Item 13] ← +0
      +2 ForEach: invalidate _items (slot) ← +1
      +3 Toggle[id=2]: invalidate _items (slot) ← +1
      kept Toggle[id=0] Toggle[id=99] Toggle[id=1] Toggle[id=2] Toggle[id=3] Toggle[id=4] Toggle[id=5] Toggle[id=6] Toggle[id=7] Toggle[id=8] Text Text Text Text ← +2
      +19 Toggle[id=2]: Toggle shows off (was on) ← +2
      kept Text Text Text Text Text Text ← +2
      ## scroll to 12
      +0 List[1]: input scroll row 12 = 13 ← ·
      kept ForEach ← +0
      +3 Toggle[id=12]: inserted Toggle (realized ∅ → 12) ← +0
      +4 Toggle[id=13]: inserted Toggle (realized ∅ → 13) ← +0
      +5 Text: inserted Text (first-appearance) ← +3
      +6 Text: Text shows "Item 12" ← +5
      +7 Toggle[id=12]: Toggle shows off ← +3
      +8 Text: inserted Text (first-appearance) ← +4
      +9 Text: Text shows "Item 13" ← +8
      +10 Toggle[id=13]: Toggle shows off ← +4
      +11 Toggle[id=12]: appear Toggle ← +3
      +12 Text: appear Text ← +3
      +13 Toggle[id=13]: appear Toggle ← +4
      +14 Text: appear Text ← +4
      +15 Toggle[id=0]: disappear Toggle ← +0
      +16 Text: disappear Text ← +0
      +17 Toggle[id=99]: disappear Toggle ← +0
      +18 Text: disappear Text ← +0
      +19 Toggle[id=1]: disappear Toggle ← +0
      +20 Text: disappear Text ← +0
      +21 Toggle[id=2]: disappear Toggle ← +0
      +22 Text: disappear Text ← +0
      +23 Toggle[id=3]: disappear Toggle ← +0
      +24 Text: disappear Text ← +0
      +25 Toggle[id=4]: disappear Toggle ← +0
      +26 Text: disappear Text ← +0
      +27 Toggle[id=5]: disappear Toggle ← +0
      +28 Text: disappear Text ← +0
      +29 Toggle[id=6]: disappear Toggle ← +0
      +30 Text: disappear Text ← +0
      +31 Toggle[id=7]: disappear Toggle ← +0
      +32 Text: disappear Text ← +0
      +33 Toggle[id=8]: disappear Toggle ← +0
      +34 Text: disappear Text ← +0
      ## toggle Item 12
      +0 Toggle[id=12]: input toggle "Item 12" ← ·
      +1 ListScreen: _items [#0 Item 0, #99 Item 99 ✓, #1 Item 1, #2 Item 2, #3 Item 3 ✓, #4 Item 4, #5 Item 5, #6 Item 6, #7 Item 7, #8 Item 8, #9 Item 9, #10 Item 10, #11 Item 11, #12 Item 12, #13 Item 13] → [#0 Item 0, #99 Item 99 ✓, #1 Item 1, #2 Item 2, #3 Item 3 ✓, #4 Item 4, #5 Item 5, #6 Item 6, #7 Item 7, #8 Item 8, #9 Item 9, #10 Item 10, #11 Item 11, #12 Item 12 ✓, #13 Item 13] ← +0
      +2 ForEach: invalidate _items (slot) ← +1
      +3 Toggle[id=12]: invalidate _items (slot) ← +1
      kept Toggle[id=12] Toggle[id=13] Text ← +2
      +8 Toggle[id=12]: Toggle shows on (was off) ← +2
      kept Text ← +2
      ## scroll to 0
      +0 List[1]: input scroll row 0 = 0 ← ·
      kept ForEach Toggle[id=0] Toggle[id=99] Toggle[id=1] Toggle[id=2] Toggle[id=3] Toggle[id=4] Toggle[id=5] Toggle[id=6] Toggle[id=7] Toggle[id=8] Text Text Text Text Text Text Text Text Text Text ← +0
      +23 Toggle[id=0]: appear Toggle ← +3
      +24 Text: appear Text ← +3
      +25 Toggle[id=99]: appear Toggle ← +4
      +26 Text: appear Text ← +4
      +27 Toggle[id=1]: appear Toggle ← +5
      +28 Text: appear Text ← +5
      +29 Toggle[id=2]: appear Toggle ← +6
      +30 Text: appear Text ← +6
      +31 Toggle[id=3]: appear Toggle ← +7
      +32 Text: appear Text ← +7
      +33 Toggle[id=4]: appear Toggle ← +8
      +34 Text: appear Text ← +8
      +35 Toggle[id=5]: appear Toggle ← +9
      +36 Text: appear Text ← +9
      +37 Toggle[id=6]: appear Toggle ← +10
      +38 Text: appear Text ← +10
      +39 Toggle[id=7]: appear Toggle ← +11
      +40 Text: appear Text ← +11
      +41 Toggle[id=8]: appear Toggle ← +12
      +42 Text: appear Text ← +12
      +43 Toggle[id=12]: disappear Toggle ← +0
      +44 Text: disappear Text ← +0
      +45 Toggle[id=13]: disappear Toggle ← +0
      +46 Text: disappear Text ← +0
      ## toggle Item 2
      +0 Toggle[id=2]: input toggle "Item 2" ← ·
      +1 ListScreen: _items [#0 Item 0, #99 Item 99 ✓, #1 Item 1, #2 Item 2, #3 Item 3 ✓, #4 Item 4, #5 Item 5, #6 Item 6, #7 Item 7, #8 Item 8, #9 Item 9, #10 Item 10, #11 Item 11, #12 Item 12 ✓, #13 Item 13] → [#0 Item 0, #99 Item 99 ✓, #1 Item 1, #2 Item 2 ✓, #3 Item 3 ✓, #4 Item 4, #5 Item 5, #6 Item 6, #7 Item 7, #8 Item 8, #9 Item 9, #10 Item 10, #11 Item 11, #12 Item 12 ✓, #13 Item 13] ← +0
      +2 ForEach: invalidate _items (slot) ← +1
      +3 Toggle[id=2]: invalidate _items (slot) ← +1
      kept Toggle[id=0] Toggle[id=99] Toggle[id=1] Toggle[id=2] Toggle[id=3] Toggle[id=4] Toggle[id=5] Toggle[id=6] Toggle[id=7] Toggle[id=8] Text Text Text Text ← +2
      +19 Toggle[id=2]: Toggle shows on (was off) ← +2
      kept Text Text Text Text Text Text ← +2
      """#)
  }

  @Test func elementsWithTheSameID() async throws {
    try await expectSession(
      DuplicatesScreen(),
      [
        .toggle("B", row: 2), .toggle("D", row: 3), .tap("Renumber D"), .toggle("A", row: 1),
        .toggle("B", row: 2),
      ],
      #"""
      ## toggle B
      +0 Toggle[0]: input toggle "B" ← ·
      +1 DuplicatesScreen: _items [#1 A, #2 B, #2 C, #3 D] → [#1 A, #2 B ✓, #2 C, #3 D] ← +0
      +2 ForEach: invalidate _items (slot) ← +1
      +3 Toggle[0]: invalidate _items (slot) ← +1
      +5 ForEach: warning: ForEach: the id 2 occurs 2 times ← +2
      kept HStack[id=1] HStack[id=2] HStack[id=2 (2)] HStack[id=3] Toggle[0] Button[1] Text Text Toggle[0] Button[1] Text ← +2
      +17 Toggle[0]: Toggle shows on (was off) ← +2
      kept Text Toggle[0] Button[1] Text Text Toggle[0] Button[1] Text Text ← +2
      ## toggle D
      +0 Toggle[0]: input toggle "D" ← ·
      +1 DuplicatesScreen: _items [#1 A, #2 B ✓, #2 C, #3 D] → [#1 A, #2 B ✓, #2 C, #3 D ✓] ← +0
      +2 ForEach: invalidate _items (slot) ← +1
      +3 Toggle[0]: invalidate _items (slot) ← +1
      +5 ForEach: warning: ForEach: the id 2 occurs 2 times ← +2
      kept HStack[id=1] HStack[id=2] HStack[id=2 (2)] HStack[id=3] Toggle[0] Button[1] Text Text Toggle[0] Button[1] Text Text Toggle[0] Button[1] Text Text Toggle[0] Button[1] Text ← +2
      +25 Toggle[0]: Toggle shows on (was off) ← +2
      kept Text ← +2
      ## tap Renumber D
      +0 Button[1]: input tap "Renumber D" ← ·
      +1 DuplicatesScreen: _items [#1 A, #2 B ✓, #2 C, #3 D ✓] → [#1 A, #2 B ✓, #2 C, #1 D ✓] ← +0
      +2 ForEach: invalidate _items (slot) ← +1
      +4 ForEach: warning: ForEach: the id 2 occurs 2 times ← +2
      +5 ForEach: warning: ForEach: the id 1 occurs 2 times ← +2
      kept HStack[id=1] HStack[id=2] HStack[id=2 (2)] ← +2
      +9 HStack[id=1 (2)]: inserted HStack (element-added ∅ → 1 (2)) ← +2
      +10 HStack[id=3]: removed HStack (element-removed 3 → ∅) ← +2
      +11 Toggle[0]: removed Toggle (parent-removed) ← +10
      +12 Text: removed Text (parent-removed) ← +11
      +13 Button[1]: removed Button (parent-removed) ← +10
      +14 Text: removed Text (parent-removed) ← +13
      kept Toggle[0] Button[1] Text Text Toggle[0] Button[1] Text Text Toggle[0] Button[1] Text Text ← +2
      +27 Toggle[0]: inserted Toggle (first-appearance) ← +9
      +28 Button[1]: inserted Button (first-appearance) ← +9
      +29 Text: inserted Text (first-appearance) ← +27
      +30 Text: Text shows "D" ← +29
      +31 Toggle[0]: Toggle shows on ← +27
      +32 Text: inserted Text (first-appearance) ← +28
      +33 Text: Text shows "Renumber D" ← +32
      +34 HStack[id=1 (2)]: appear HStack ← +9
      +35 Toggle[0]: appear Toggle ← +9
      +36 Text: appear Text ← +9
      +37 Button[1]: appear Button ← +9
      +38 Text: appear Text ← +9
      +39 HStack[id=3]: disappear HStack ← +10
      +40 Toggle[0]: disappear Toggle ← +10
      +41 Text: disappear Text ← +10
      +42 Button[1]: disappear Button ← +10
      +43 Text: disappear Text ← +10
      ## toggle A
      +0 Toggle[0]: input toggle "A" ← ·
      +1 DuplicatesScreen: _items [#1 A, #2 B ✓, #2 C, #1 D ✓] → [#1 A ✓, #2 B ✓, #2 C, #1 D ✓] ← +0
      +2 ForEach: invalidate _items (slot) ← +1
      +3 Toggle[0]: invalidate _items (slot) ← +1
      +5 ForEach: warning: ForEach: the id 2 occurs 2 times ← +2
      +6 ForEach: warning: ForEach: the id 1 occurs 2 times ← +2
      kept HStack[id=1] HStack[id=2] HStack[id=2 (2)] HStack[id=1 (2)] Toggle[0] Button[1] Text ← +2
      +14 Toggle[0]: Toggle shows on (was off) ← +2
      kept Text Toggle[0] Button[1] Text Text Toggle[0] Button[1] Text Text Toggle[0] Button[1] Text Text ← +2
      ## toggle B
      +0 Toggle[0]: input toggle "B" ← ·
      +1 DuplicatesScreen: _items [#1 A ✓, #2 B ✓, #2 C, #1 D ✓] → [#1 A ✓, #2 B, #2 C, #1 D ✓] ← +0
      +2 ForEach: invalidate _items (slot) ← +1
      +3 Toggle[0]: invalidate _items (slot) ← +1
      +5 ForEach: warning: ForEach: the id 2 occurs 2 times ← +2
      +6 ForEach: warning: ForEach: the id 1 occurs 2 times ← +2
      kept HStack[id=1] HStack[id=2] HStack[id=2 (2)] HStack[id=1 (2)] Toggle[0] Button[1] Text Text Toggle[0] Button[1] Text ← +2
      +18 Toggle[0]: Toggle shows off (was on) ← +2
      kept Text Toggle[0] Button[1] Text Text Toggle[0] Button[1] Text Text ← +2
      """#)
  }

  @Test func idsComputedFromTheElement() async throws {
    try await expectSession(
      ComputedIDScreen(),
      [
        .toggle("Laundry", row: "Laundry"), .tap("Rename Laundry"),
        .toggle("Laundry!", row: "Laundry!"), .toggle("Plants", row: "Plants"),
      ],
      #"""
      ## toggle Laundry
      +0 Toggle[0]: input toggle "Laundry" ← ·
      +1 ComputedIDScreen: _chores [Dishes, Laundry, Plants] → [Dishes, Laundry ✓, Plants] ← +0
      +2 ForEach: invalidate _chores (slot) ← +1
      +3 Toggle[0]: invalidate _chores (slot) ← +1
      kept HStack[id="Dishes"] HStack[id="Laundry"] HStack[id="Plants"] Toggle[0] Button[1] Text Text Toggle[0] Button[1] Text ← +2
      +15 Toggle[0]: Toggle shows on (was off) ← +2
      kept Text Toggle[0] Button[1] Text Text ← +2
      ## tap Rename Laundry
      +0 Button[1]: input tap "Rename Laundry" ← ·
      +1 ComputedIDScreen: _chores [Dishes, Laundry ✓, Plants] → [Dishes, Laundry! ✓, Plants] ← +0
      +2 ForEach: invalidate _chores (slot) ← +1
      kept HStack[id="Dishes"] HStack[id="Plants"] ← +2
      +6 HStack[id="Laundry!"]: inserted HStack (element-added ∅ → "Laundry!") ← +2
      +7 HStack[id="Laundry"]: removed HStack (element-removed "Laundry" → ∅) ← +2
      +8 Toggle[0]: removed Toggle (parent-removed) ← +7
      +9 Text: removed Text (parent-removed) ← +8
      +10 Button[1]: removed Button (parent-removed) ← +7
      +11 Text: removed Text (parent-removed) ← +10
      kept Toggle[0] Button[1] Text Text Toggle[0] Button[1] Text Text ← +2
      +20 Toggle[0]: inserted Toggle (first-appearance) ← +6
      +21 Button[1]: inserted Button (first-appearance) ← +6
      +22 Text: inserted Text (first-appearance) ← +20
      +23 Text: Text shows "Laundry!" ← +22
      +24 Toggle[0]: Toggle shows on ← +20
      +25 Text: inserted Text (first-appearance) ← +21
      +26 Text: Text shows "Rename Laundry!" ← +25
      +27 HStack[id="Laundry!"]: appear HStack ← +6
      +28 Toggle[0]: appear Toggle ← +6
      +29 Text: appear Text ← +6
      +30 Button[1]: appear Button ← +6
      +31 Text: appear Text ← +6
      +32 HStack[id="Laundry"]: disappear HStack ← +7
      +33 Toggle[0]: disappear Toggle ← +7
      +34 Text: disappear Text ← +7
      +35 Button[1]: disappear Button ← +7
      +36 Text: disappear Text ← +7
      ## toggle Laundry!
      +0 Toggle[0]: input toggle "Laundry!" ← ·
      +1 ComputedIDScreen: _chores [Dishes, Laundry! ✓, Plants] → [Dishes, Laundry!, Plants] ← +0
      +2 ForEach: invalidate _chores (slot) ← +1
      +3 Toggle[0]: invalidate _chores (slot) ← +1
      kept HStack[id="Dishes"] HStack[id="Laundry!"] HStack[id="Plants"] Toggle[0] Button[1] Text Text Toggle[0] Button[1] Text ← +2
      +15 Toggle[0]: Toggle shows off (was on) ← +2
      kept Text Toggle[0] Button[1] Text Text ← +2
      ## toggle Plants
      +0 Toggle[0]: input toggle "Plants" ← ·
      +1 ComputedIDScreen: _chores [Dishes, Laundry!, Plants] → [Dishes, Laundry!, Plants ✓] ← +0
      +2 ForEach: invalidate _chores (slot) ← +1
      +3 Toggle[0]: invalidate _chores (slot) ← +1
      kept HStack[id="Dishes"] HStack[id="Laundry!"] HStack[id="Plants"] Toggle[0] Button[1] Text Text Toggle[0] Button[1] Text Text Toggle[0] Button[1] Text ← +2
      +19 Toggle[0]: Toggle shows on (was off) ← +2
      kept Text ← +2
      """#)
  }
}
