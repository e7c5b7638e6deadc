import ViewRuntime

/// The unread messages of the mailboxes inside, summed.
struct UnreadCountKey: PreferenceKey {
  static let defaultValue = 0
  static func reduce(value: inout Int, nextValue: () -> Int) {
    value += nextValue()
  }
}

/// A mailbox that reports its unread count to the screen through a preference.
struct MailboxRow: View {
  let name: String
  var isMuted = false
  @State private var unread: Int

  init(name: String, unread: Int, isMuted: Bool = false) {
    self.name = name
    self.isMuted = isMuted
    _unread = State(initialValue: unread)
  }

  var body: some View {
    HStack {
      Text(name)
      Spacer()
      Text("\(unread)")
        .foregroundStyle(.secondary)
      Button("Read \(name)") {
        unread = 0
      }
    }
    .preference(key: UnreadCountKey.self, value: unread)
    .transformPreference(UnreadCountKey.self) { count in
      if isMuted {
        count = 0
      }
    }
  }
}

/// Mailboxes written as a preferences tutorial writes them: each row sets its unread count,
/// the screen shows the total it receives with `onPreferenceChange`.
struct MailboxesScreen: View {
  @State private var totalUnread = 0
  @State private var showsArchive = false

  var body: some View {
    VStack(alignment: .leading) {
      Text("Unread: \(totalUnread)")
        .font(.headline)
      VStack {
        MailboxRow(name: "Inbox", unread: 3)
        MailboxRow(name: "Work", unread: 2)
        MailboxRow(name: "Spam", unread: 40, isMuted: true)
        if showsArchive {
          MailboxRow(name: "Archive", unread: 10)
        }
      }
      .onPreferenceChange(UnreadCountKey.self) { count in
        totalUnread = count
      }
      Toggle("Show Archive", isOn: $showsArchive)
    }
    .padding()
  }
}
