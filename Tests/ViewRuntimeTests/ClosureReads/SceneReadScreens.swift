import ViewRuntime

// Apps whose `WindowGroup` content reads the app's own state, as app files are written.

/// Who is signed in, shared by the whole app.
@Observable final class AppSession {
  var isSignedIn = false
  var name = "Ada"
  /// Read only by a window the runtime does not host.
  var syncCount = 0
}

/// An app that picks its first screen from the session it holds in `@State`, reading it right
/// in the window's content, and hands the session down through the environment.
struct SessionApp: App {
  @State private var session = AppSession()

  var body: some Scene {
    WindowGroup {
      Group {
        if session.isSignedIn {
          SessionHomeScreen()
        } else {
          SessionLoginScreen()
        }
      }
      .environment(session)
    }
    WindowGroup(id: "sync") {
      Text("Synced \(session.syncCount) times")
    }
  }
}

struct SessionLoginScreen: View {
  @Environment(AppSession.self) private var session
  var body: some View {
    VStack {
      Text("Welcome")
      Button("Sign in") { session.isSignedIn = true }
    }
  }
}

struct SessionHomeScreen: View {
  @Environment(AppSession.self) private var session
  var body: some View {
    VStack {
      Text("Hello, \(session.name)")
      Button("Sync") { session.syncCount += 1 }
      Button("Sign out") { session.isSignedIn = false }
    }
  }
}

/// Books on a shelf, held by the app as a plain stored property.
@Observable final class Bookshelf {
  var titles = ["Emma", "Persuasion"]
}

/// An app that holds its model in a plain `let`, a flag in `@State` that the onboarding screen
/// sets through a binding, and declares its window in a scene of its own.
struct BookshelfApp: App {
  let shelf = Bookshelf()
  @State private var hasOnboarded = false

  var body: some Scene {
    BookshelfScene(shelf: shelf, hasOnboarded: $hasOnboarded)
  }
}

struct BookshelfScene: Scene {
  let shelf: Bookshelf
  @Binding var hasOnboarded: Bool

  var body: some Scene {
    WindowGroup("Bookshelf") {
      NavigationStack {
        if hasOnboarded {
          BookshelfScreen(shelf: shelf)
        } else {
          OnboardingScreen(isDone: $hasOnboarded)
        }
      }
      .safeAreaInset(edge: .bottom) {
        Text("\(shelf.titles.count) books")
      }
    }
  }
}

struct OnboardingScreen: View {
  @Binding var isDone: Bool
  var body: some View {
    Button("Start reading") { isDone = true }
  }
}

struct BookshelfScreen: View {
  let shelf: Bookshelf
  var body: some View {
    List {
      ForEach(shelf.titles, id: \.self) { title in
        Text(title)
      }
      Button("Add Emma's sequel") { shelf.titles.append("Sanditon") }
    }
  }
}

/// A cart kept as an `ObservableObject` in the app's `@StateObject`.
final class AppCart: ObservableObject {
  @Published var items: [String] = []
  @Published var coupon = ""
}

/// An app whose window shows a count read from its `@StateObject` cart, above a screen that
/// takes the cart from the environment and never reads it in its body.
struct CartApp: App {
  @StateObject private var cart = AppCart()

  var body: some Scene {
    WindowGroup {
      VStack {
        Text("\(cart.items.count) in cart")
        CartShelfScreen()
      }
      .environmentObject(cart)
    }
  }
}

struct CartShelfScreen: View {
  @EnvironmentObject var cart: AppCart
  var body: some View {
    Button("Add tea") { cart.items.append("Tea") }
  }
}

/// Notes, locked or not, placed in the environment by a scene modifier.
@Observable final class NotesStore {
  var notes: [String] = []
  var isLocked = false
}

/// An app that reads whether its store is locked in its window's content, and hands the store
/// to every window with the scene's `.environment(_:)`, as iOS 17 app files write it.
struct NotesApp: App {
  @State private var store = NotesStore()

  var body: some Scene {
    WindowGroup {
      if store.isLocked {
        Text("Locked")
      } else {
        NotesListScreen()
      }
    }
    .environment(store)
  }
}

struct NotesListScreen: View {
  @Environment(NotesStore.self) private var store
  var body: some View {
    VStack {
      Text("\(store.notes.count) notes")
      Button("New note") { store.notes.append("Untitled") }
      Button("Lock") { store.isLocked = true }
    }
  }
}
