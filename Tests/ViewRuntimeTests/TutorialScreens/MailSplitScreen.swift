import ViewRuntime

struct Mailbox: Identifiable, Hashable {
  let id: String
  let name: String
  let icon: String
  let unread: Int
}

/// A master-detail screen: a `NavigationSplitView` whose sidebar list selects what the detail
/// column shows, with a composer in a popover.
struct MailSplitScreen: View {
  let mailboxes = [
    Mailbox(id: "inbox", name: "Inbox", icon: "tray", unread: 3),
    Mailbox(id: "sent", name: "Sent", icon: "paperplane", unread: 0),
    Mailbox(id: "archive", name: "Archive", icon: "archivebox", unread: 12),
  ]
  @State private var selection: Mailbox.ID?
  @State private var columnVisibility = NavigationSplitViewVisibility.all

  var body: some View {
    NavigationSplitView(columnVisibility: $columnVisibility) {
      List(mailboxes, selection: $selection) { mailbox in
        Label(mailbox.name, systemImage: mailbox.icon)
          .badge(mailbox.unread)
      }
      .navigationTitle("Mailboxes")
    } detail: {
      if let selection, let mailbox = mailboxes.first(where: { $0.id == selection }) {
        MailboxDetail(mailbox: mailbox)
      } else {
        ContentUnavailableView("No Mailbox Selected", systemImage: "tray")
      }
    }
  }
}

struct MailboxDetail: View {
  let mailbox: Mailbox
  @State private var showsComposer = false
  @State private var loadedFor: String?

  var body: some View {
    VStack(alignment: .leading, spacing: 8) {
      Text(mailbox.name)
        .font(.largeTitle)
      Text("\(mailbox.unread) unread")
        .foregroundStyle(.secondary)
      Text("Loaded for \(loadedFor ?? "nothing")")
    }
    .toolbar {
      ToolbarItem {
        Button("Compose", systemImage: "square.and.pencil") {
          showsComposer = true
        }
      }
    }
    .popover(isPresented: $showsComposer) {
      ComposerView()
    }
    .task {
      loadedFor = mailbox.name
    }
  }
}

struct ComposerView: View {
  @Environment(\.dismiss) private var dismiss
  @State private var subject = ""

  var body: some View {
    VStack {
      TextField("Subject", text: $subject)
      Button("Send") { dismiss() }
        .disabled(subject.isEmpty)
    }
    .padding()
  }
}
