import TraceAnalysis
import ViewRuntime

// Rows keyed by their elements, each given a `Binding(get:set:)` made in the parent's body, with
// an element added at the end or the last one removed: the rows follow their elements, nothing
// moved. SwiftUI re-runs every such row whenever the parent runs; the runtime compares the
// bindings by what their getters read (docs/findings.md, Limits), and a rule that remakes them as
// new inputs must still leave these lists unaccused. And rows keyed by position given the same
// bindings, an element inserted or removed first: the bug.

/// A message row that can be selected through its parent's set and liked on its own.
struct SelectableMessageRow: View {
  let message: Message
  @Binding var isSelected: Bool
  @State private var isLiked = false
  var body: some View {
    VStack {
      Toggle(message.text, isOn: $isLiked)
      Toggle("Select \(message.id)", isOn: $isSelected)
    }
  }
}

/// `ForEach(messages)`, each row selected through `Binding(get:set:)` over a set; a message
/// arrives at the bottom.
struct SelectableInbox: View {
  @State private var messages = sampleMessages
  @State private var selection: Set<Int> = []
  var body: some View {
    VStack {
      ForEach(messages) { message in
        SelectableMessageRow(
          message: message,
          isSelected: Binding(
            get: { selection.contains(message.id) },
            set: { if $0 { selection.insert(message.id) } else { selection.remove(message.id) } }))
      }
      Button("Receive") { messages.append(Message(id: messages.count + 1, text: "Deploy done")) }
    }
  }
}

/// `ForEach(items, id: \.id)` in a `List`, the binding made by a helper method; the last item is
/// archived.
struct ArchivingQueue: View {
  @State private var items = sampleMessages
  @State private var flagged: [Int: Bool] = [:]
  private func flag(_ id: Int) -> Binding<Bool> {
    Binding(get: { flagged[id] ?? false }, set: { flagged[id] = $0 })
  }
  var body: some View {
    List {
      ForEach(items, id: \.id) { item in
        SelectableMessageRow(message: item, isSelected: flag(item.id))
      }
      Button("Archive last") { items.removeLast() }
    }
  }
}

/// The inbox keyed by `indices`, rows selected through manual bindings: a message on top moves
/// every like down one message.
struct IndexedSelectableInbox: View {
  @State private var messages = sampleMessages
  @State private var selection: Set<Int> = []
  var body: some View {
    VStack {
      ForEach(messages.indices, id: \.self) { index in
        SelectableMessageRow(
          message: messages[index],
          isSelected: Binding(
            get: { selection.contains(index) },
            set: { if $0 { selection.insert(index) } else { selection.remove(index) } }))
      }
      Button("Receive") { messages.insert(Message(id: 4, text: "Deploy done"), at: 0) }
    }
  }
}

/// Rows keyed by the `enumerated()` offset, flagged through a helper's bindings: archiving the
/// first item hands its like to the next.
struct OffsetArchivingQueue: View {
  @State private var items = sampleMessages
  @State private var flagged: [Int: Bool] = [:]
  private func flag(_ id: Int) -> Binding<Bool> {
    Binding(get: { flagged[id] ?? false }, set: { flagged[id] = $0 })
  }
  var body: some View {
    List {
      ForEach(Array(items.enumerated()), id: \.offset) { _, item in
        SelectableMessageRow(message: item, isSelected: flag(item.id))
      }
      Button("Archive first") { items.removeFirst() }
    }
  }
}

extension PrecisionCase {
  /// Rows given bindings made in the parent's body, correct and keyed by position.
  static let manualBindingRows: [PrecisionCase] = [
    .fine("ForEach(messages) given Binding(get:set:) over a selection, a message appended") {
      try await selectThenReceive(SelectableInbox())
    },
    .fine("ForEach(items, id: \\.id) given bindings from a helper, the last one removed") {
      try await analyze(ArchivingQueue()) { driver in
        try await driver.toggle("Standup moved")
        try await driver.tap("Archive last")
      }
    },
    .bug(
      "an inbox keyed by indices, given Binding(get:set:), a message received on top",
      .stateWrongRow
    ) {
      try await selectThenReceive(IndexedSelectableInbox())
    },
    .bug(
      "rows keyed by the enumerated() offset, given bindings from a helper, the first removed",
      .stateWrongRow
    ) {
      try await analyze(OffsetArchivingQueue()) { driver in
        try await driver.toggle("Standup moved")
        try await driver.tap("Archive first")
      }
    },
  ]

  /// Selects "Lunch?" in `inbox`, then receives a message on top of it.
  @MainActor static func selectThenReceive(_ inbox: some View) async throws -> Analysis {
    try await analyze(inbox) { driver in
      try await driver.toggle("Lunch?")
      try await driver.tap("Receive")
    }
  }
}
