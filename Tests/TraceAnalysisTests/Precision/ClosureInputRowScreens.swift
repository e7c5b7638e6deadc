import TraceAnalysis
import ViewRuntime

// Rows given closures made in the parent's body (a delete callback, inline or trailing) and
// rows given `$message` bindings, written inline in the `ForEach` closure as list
// code is. As in SwiftUI, a closure made afresh is a changed input every time the parent runs, so
// these rows re-run whenever a message arrives or goes; that alone is no element moving through
// the rows. Keyed by their messages the lists are correct; keyed by position, with a message
// added on top, the like stays with the position: the bug.

/// A message row with its own like and a delete callback from its parent.
struct CallbackMessageRow: View {
  let message: Message
  let onDelete: () -> Void
  @State private var isLiked = false
  var body: some View {
    HStack {
      Toggle(message.text, isOn: $isLiked)
      Button("Delete \(message.id)") { onDelete() }
    }
  }
}

/// `ForEach(messages)`, each row given `onDelete: { … }`; a message arrives at the bottom.
struct CallbackInbox: View {
  @State private var messages = sampleMessages
  var body: some View {
    VStack {
      ForEach(messages) { message in
        CallbackMessageRow(
          message: message, onDelete: { messages.removeAll { $0.id == message.id } })
      }
      Button("Receive") { messages.append(Message(id: messages.count + 1, text: "Deploy done")) }
    }
  }
}

/// A message edited through a binding to it, liked on its own.
struct EditableMessage: Identifiable {
  let id: Int
  var text: String
  var isRead = false
}

struct BoundMessageRow: View {
  @Binding var message: EditableMessage
  @State private var isLiked = false
  var body: some View {
    VStack {
      Toggle(message.text, isOn: $isLiked)
      Toggle("Read \(message.id)", isOn: $message.isRead)
    }
  }
}

/// `ForEach($messages) { $message in … }`: the last message is deleted by its row's callback.
struct BoundCallbackInbox: View {
  @State private var messages = sampleMessages.map { EditableMessage(id: $0.id, text: $0.text) }
  var body: some View {
    List {
      ForEach($messages) { $message in
        BoundMessageRow(message: $message)
          .swipeActions { Button("Archive") { archive(message.id) } }
      }
      Button("Archive last") { archive(messages[messages.count - 1].id) }
    }
  }

  private func archive(_ id: Int) { messages.removeAll { $0.id == id } }
}

/// The callback inbox keyed by `indices`: a message on top moves every like down one message.
struct IndexedCallbackInbox: View {
  @State private var messages = sampleMessages
  var body: some View {
    VStack {
      ForEach(messages.indices, id: \.self) { index in
        CallbackMessageRow(message: messages[index], onDelete: { messages.remove(at: index) })
      }
      Button("Receive") { messages.insert(Message(id: 4, text: "Deploy done"), at: 0) }
    }
  }
}

/// Rows keyed by the `enumerated()` offset, each deleted by `onDelete: { … }` at its offset: a
/// message on top moves every like down one message.
struct OffsetCallbackInbox: View {
  @State private var messages = sampleMessages
  var body: some View {
    List {
      ForEach(Array(messages.enumerated()), id: \.offset) { offset, message in
        CallbackMessageRow(message: message) { messages.remove(at: offset) }
      }
      Button("Receive") { messages.insert(Message(id: 4, text: "Deploy done"), at: 0) }
    }
  }
}

extension PrecisionCase {
  /// Rows given closures and bindings, correct and keyed by position.
  static let closureInputRows: [PrecisionCase] = [
    .fine("ForEach(messages) given onDelete: { … }, a message appended") {
      try await selectThenReceive(CallbackInbox())
    },
    .fine("ForEach($messages) { $message in … } with a swipe action, the last one archived") {
      try await analyze(BoundCallbackInbox()) { driver in
        try await driver.toggle("Standup moved")
        try await driver.tap("Archive last")
      }
    },
    .bug(
      "an inbox keyed by indices, given onDelete: { … }, a message received on top",
      .stateWrongRow
    ) {
      try await selectThenReceive(IndexedCallbackInbox())
    },
    .bug(
      "rows keyed by the enumerated() offset, given a trailing onDelete closure, one on top",
      .stateWrongRow
    ) {
      try await selectThenReceive(OffsetCallbackInbox())
    },
  ]
}
