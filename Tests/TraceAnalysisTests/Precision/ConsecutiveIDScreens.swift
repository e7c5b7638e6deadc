import TraceAnalysis
import ViewRuntime

// Rows keyed by real ids that happen to be consecutive numbers (`1, 2, 3`), each row given its
// position, the next id (`4`) inserted first: the rows follow their elements, whatever the ids
// look like. And the same insertion into rows keyed by position, which is the bug.

struct Message: Identifiable, Sendable {
  let id: Int
  let text: String
}

let sampleMessages = [
  Message(id: 1, text: "Standup moved"), Message(id: 2, text: "Lunch?"),
  Message(id: 3, text: "Build is green"),
]

/// A message that can be liked, drawn with its position (alternate backgrounds, "newest").
struct MessageRow: View {
  let message: Message
  let position: Int
  @State private var isLiked = false
  var body: some View {
    VStack {
      Toggle(message.text, isOn: $isLiked)
      Text(position == 0 ? "newest" : position.isMultiple(of: 2) ? "even" : "odd")
    }
  }
}

/// `ForEach(messages)` with auto-increment ids, each row's rank from `enumerated()`: a new
/// message goes on top.
struct NewestFirstInbox: View {
  @State private var messages = sampleMessages
  @State private var nextID = 4
  private var ranks: [Int: Int] {
    Dictionary(uniqueKeysWithValues: messages.enumerated().map { ($0.element.id, $0.offset) })
  }
  var body: some View {
    VStack {
      ForEach(messages) { message in
        MessageRow(message: message, position: ranks[message.id] ?? 0)
      }
      Button("Receive") {
        messages.insert(Message(id: nextID, text: "Deploy done"), at: 0)
        nextID += 1
      }
    }
  }
}

/// `ForEach(items, id: \.id)`, each row given its index: an urgent item goes first.
struct UrgentFirstQueue: View {
  @State private var items = sampleMessages
  var body: some View {
    List {
      ForEach(items, id: \.id) { item in
        MessageRow(message: item, position: items.firstIndex { $0.id == item.id } ?? 0)
      }
      Button("Escalate") { items.insert(Message(id: 4, text: "Server down"), at: 0) }
    }
  }
}

struct Entry: Sendable {
  let playerID: Int
  let name: String
}

struct EntryRow: View {
  let rank: Int
  let entry: Entry
  @State private var isFollowed = false
  var body: some View { Toggle("#\(rank) \(entry.name)", isOn: $isFollowed) }
}

/// A leaderboard keyed by `\.playerID`: a newcomer with the next id takes the lead.
struct PlayerIDLeaderboard: View {
  @State private var entries = [
    Entry(playerID: 1, name: "Ada"), Entry(playerID: 2, name: "Grace"),
    Entry(playerID: 3, name: "Alan"),
  ]
  var body: some View {
    VStack {
      ForEach(Array(entries.enumerated()), id: \.element.playerID) { offset, entry in
        EntryRow(rank: offset + 1, entry: entry)
      }
      Button("New leader") { entries.insert(Entry(playerID: 4, name: "Linus"), at: 0) }
    }
  }
}

/// The inbox keyed by `indices`: a new message on top moves every like down one message.
struct IndexedInbox: View {
  @State private var messages = sampleMessages
  var body: some View {
    VStack {
      ForEach(messages.indices, id: \.self) { index in
        MessageRow(message: messages[index], position: index)
      }
      Button("Receive") { messages.insert(Message(id: 4, text: "Deploy done"), at: 0) }
    }
  }
}

/// The inbox keyed by the `enumerated()` offset: the same, spelled another way.
struct OffsetInbox: View {
  @State private var messages = sampleMessages
  var body: some View {
    List {
      ForEach(Array(messages.enumerated()), id: \.offset) { offset, message in
        MessageRow(message: message, position: offset)
      }
      Button("Receive") { messages.insert(Message(id: 4, text: "Deploy done"), at: 0) }
    }
  }
}

/// The inbox keyed by `0..<messages.count`: the same, spelled a third way.
struct RangeInbox: View {
  @State private var messages = sampleMessages
  var body: some View {
    VStack {
      ForEach(0..<messages.count, id: \.self) { index in
        MessageRow(message: messages[index], position: index)
      }
      Button("Receive") { messages.insert(Message(id: 4, text: "Deploy done"), at: 0) }
    }
  }
}

extension PrecisionCase {
  /// Consecutive real ids against positions, the next element inserted first.
  static let consecutiveIDs: [PrecisionCase] = [
    .fine("ForEach(messages) with auto-increment ids and ranks, a message received on top") {
      try await analyze(NewestFirstInbox()) { driver in
        try await driver.toggle("Lunch?")
        try await driver.tap("Receive")
      }
    },
    .fine("ForEach(items, id: \\.id) given their index, an item inserted first") {
      try await analyze(UrgentFirstQueue()) { driver in
        try await driver.toggle("Standup moved")
        try await driver.tap("Escalate")
      }
    },
    .fine("a leaderboard keyed by \\.playerID, the next id inserted first") {
      try await analyze(PlayerIDLeaderboard()) { driver in
        try await driver.toggle("#1 Ada")
        try await driver.tap("New leader")
      }
    },
    .bug("an inbox keyed by indices, a message received on top", .stateWrongRow) {
      try await analyze(IndexedInbox()) { driver in
        try await driver.toggle("Lunch?")
        try await driver.tap("Receive")
      }
    },
    .bug("an inbox keyed by the enumerated() offset, a message received on top", .stateWrongRow) {
      try await analyze(OffsetInbox()) { driver in
        try await driver.toggle("Lunch?")
        try await driver.tap("Receive")
      }
    },
    .bug("an inbox keyed by 0..<count, a message received on top", .stateWrongRow) {
      try await analyze(RangeInbox()) { driver in
        try await driver.toggle("Lunch?")
        try await driver.tap("Receive")
      }
    },
  ]
}
