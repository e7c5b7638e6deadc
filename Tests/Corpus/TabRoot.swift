import ViewRuntime

// An app's root: tabs declared with Tab and a selection value, each its own NavigationStack,
// with a badge fed by a shared @Observable model, as iOS 18 apps write it.

enum AppTab: Hashable {
  case home, inbox, profile
}

@Observable
final class TabBadgeModel {
  var unread = 3
}

struct TabRootView: View {
  @State private var selection = AppTab.home
  @State private var model = TabBadgeModel()

  var body: some View {
    TabView(selection: $selection) {
      Tab("Home", systemImage: "house", value: .home) {
        NavigationStack {
          List {
            Button("Open Inbox") { selection = .inbox }
          }
          .navigationTitle("Home")
        }
      }
      Tab("Inbox", systemImage: "tray", value: .inbox) {
        NavigationStack {
          List {
            Text("\(model.unread) unread")
            Button("Mark All Read") { model.unread = 0 }
              .disabled(model.unread == 0)
          }
          .navigationTitle("Inbox")
        }
      }
      .badge(model.unread)
      Tab("Profile", systemImage: "person", value: .profile) {
        NavigationStack {
          Text("Signed in")
            .navigationTitle("Profile")
        }
      }
    }
  }
}

#Preview {
  TabRootView()
}
