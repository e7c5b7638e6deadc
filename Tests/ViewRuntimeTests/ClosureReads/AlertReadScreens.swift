import Foundation
import ViewRuntime

// Screens whose alerts and dialogs read a model in their actions and message, written as real
// code writes them: an `@Observable` model in `@State`, an `ObservableObject` in `@StateObject`,
// a dialog presenting a value. New mail arrives (a task that sleeps) while it is shown.

/// A inbox: how many messages are unread.
@Observable final class InboxCount {
  var unread = 3
}

/// A title the screens show beside the alert; it reads nothing of the inbox.
struct FolderTitle: View {
  let title: String
  var body: some View { Text(title) }
}

/// Clearing the inbox asks first; the alert's button and message count the unread messages.
struct ClearInboxScreen: View {
  @State private var inbox = InboxCount()
  @State private var confirmsClear = false
  var body: some View {
    VStack {
      FolderTitle(title: "Inbox")
      Button("Clear all") { confirmsClear = true }
    }
    .task {
      try? await Task.sleep(for: .seconds(5))
      inbox.unread += 1
    }
    .alert("Clear the inbox?", isPresented: $confirmsClear) {
      Button("Delete \(inbox.unread)", role: .destructive) { inbox.unread = 0 }
      Button("Cancel", role: .cancel) {}
    } message: {
      Text("\(inbox.unread) unread messages will be deleted.")
    }
  }
}

/// The same inbox as an `ObservableObject`.
final class LegacyInboxCount: ObservableObject {
  @Published var unread = 3
}

/// Archiving a folder asks in a dialog presenting the folder; its actions and message read the
/// store.
struct ArchiveFolderScreen: View {
  @StateObject private var store = LegacyInboxCount()
  @State private var folderToArchive: String?
  @State private var confirmsArchive = false
  var body: some View {
    VStack {
      FolderTitle(title: "Folders")
      Button("Archive Work") {
        folderToArchive = "Work"
        confirmsArchive = true
      }
    }
    .task {
      try? await Task.sleep(for: .seconds(5))
      store.unread += 1
    }
    .confirmationDialog(
      "Archive the folder?", isPresented: $confirmsArchive, titleVisibility: .visible,
      presenting: folderToArchive
    ) { folder in
      Button("Archive \(folder) with \(store.unread) unread") { store.unread = 0 }
    } message: { folder in
      Text("\(folder) has \(store.unread) unread messages.")
    }
  }
}

/// Why a sync failed, with the text the alert shows.
enum SyncFailure: LocalizedError {
  case offline
  var errorDescription: String? { "You are offline" }
}

/// The messages waiting to be sent, shared through the environment.
@Observable final class Outbox {
  var waiting = 1
}

/// A sync that fails, shown with `.alert(isPresented:error:actions:message:)`: the message reads
/// the environment's outbox and a state value; both change while the alert is shown.
struct SyncStatusScreen: View {
  @Environment(Outbox.self) private var outbox
  @State private var failure: SyncFailure? = .offline
  @State private var showsFailure = true
  @State private var attempts = 1
  var body: some View {
    FolderTitle(title: "Sync")
      .task {
        try? await Task.sleep(for: .seconds(5))
        outbox.waiting += 1
        try? await Task.sleep(for: .seconds(5))
        attempts += 1
      }
      .alert(isPresented: $showsFailure, error: failure) { _ in
        Button("Retry (\(attempts))") { attempts += 1 }
      } message: { failure in
        Text("\(outbox.waiting) waiting; \(failure.localizedDescription)")
      }
  }
}

/// The app that holds the outbox.
struct SyncApp: View {
  @State private var outbox = Outbox()
  var body: some View { SyncStatusScreen().environment(outbox) }
}

/// The alert as iOS 13 code writes it: an `Alert` value made in the closure, the store passed in
/// `@ObservedObject`.
struct LegacyClearInboxScreen: View {
  @ObservedObject var store: LegacyInboxCount
  @State private var confirmsClear = true
  var body: some View {
    FolderTitle(title: "Inbox")
      .onAppear {
        DispatchQueue.main.asyncAfter(deadline: .now() + 5) { store.unread += 1 }
      }
      .alert(isPresented: $confirmsClear) {
        Alert(
          title: Text("Clear the inbox?"), message: Text("\(store.unread) unread messages"),
          primaryButton: .destructive(Text("Delete")) { store.unread = 0 },
          secondaryButton: .cancel())
      }
  }
}

/// A photo to share.
struct SharedPhoto: Identifiable {
  let id: Int
  let name: String
}

/// Sharing a photo asks in an iOS 13 `ActionSheet` presenting the photo; its message and
/// buttons read the `@Observable` inbox in `@State` and a `@State` recipient.
struct SharePhotoScreen: View {
  @State private var inbox = InboxCount()
  @State private var photoToShare: SharedPhoto?
  @State private var recipient = "Ada"
  var body: some View {
    VStack {
      FolderTitle(title: "Photos")
      Button("Share Beach") { photoToShare = SharedPhoto(id: 1, name: "Beach") }
    }
    .task {
      try? await Task.sleep(for: .seconds(5))
      inbox.unread += 1
      try? await Task.sleep(for: .seconds(5))
      recipient = "Grace"
    }
    .actionSheet(item: $photoToShare) { photo in
      ActionSheet(
        title: Text("Share \(photo.name)"),
        message: Text("\(recipient) has \(inbox.unread) unread messages"),
        buttons: [
          .default(Text("Send to \(recipient)")) { inbox.unread = 0 },
          .cancel(),
        ])
    }
  }
}
