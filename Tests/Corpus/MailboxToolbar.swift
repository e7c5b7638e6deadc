import ViewRuntime

// A mailbox with swipe actions and its toolbar in a builder property, as open-source mail and
// reader apps write it.

struct Message: Identifiable, Hashable {
  let id: Int
  var sender: String
  var subject: String
  var isUnread: Bool
}

struct MailboxView: View {
  @State private var messages = [
    Message(id: 1, sender: "Ana", subject: "Lunch?", isUnread: true),
    Message(id: 2, sender: "Ben", subject: "Build is green", isUnread: false),
    Message(id: 3, sender: "Chloé", subject: "Slides", isUnread: true),
  ]
  @State private var showUnreadOnly = false

  private var visibleMessages: [Message] {
    showUnreadOnly ? messages.filter(\.isUnread) : messages
  }

  var body: some View {
    NavigationStack {
      List(visibleMessages) { message in
        VStack(alignment: .leading) {
          Text(message.sender)
            .font(.headline)
          Text(message.subject)
            .foregroundStyle(.secondary)
        }
        .swipeActions {
          Button(message.isUnread ? "Read" : "Unread") {
            toggleRead(message)
          }
          .tint(.blue)
        }
        .accessibilityAddTraits(message.isUnread ? .isSelected : [])
      }
      .navigationTitle("Inbox")
      .toolbar { toolbarContent }
    }
  }

  @ToolbarContentBuilder
  private var toolbarContent: some ToolbarContent {
    ToolbarItem(placement: .topBarTrailing) {
      Button("Filter", systemImage: "line.3.horizontal.decrease.circle") {
        showUnreadOnly.toggle()
      }
      .symbolVariant(showUnreadOnly ? .fill : .none)
    }
    ToolbarTitleMenu {
      Button("Mark All as Read") {
        for index in messages.indices { messages[index].isUnread = false }
      }
    }
  }

  private func toggleRead(_ message: Message) {
    guard let index = messages.firstIndex(where: { $0.id == message.id }) else { return }
    messages[index].isUnread.toggle()
  }
}

#Preview {
  MailboxView()
}
