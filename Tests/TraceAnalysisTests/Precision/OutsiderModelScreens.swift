import Foundation
import Observation
import ViewRuntime

// Screens written by outsiders: who owns a model, who observes what, and when a fetch runs again.

final class PlaylistViewModel: ObservableObject {
  @Published var songs: [String] = []
  @Published var isShuffled = false
  let playlistID: Int
  init(playlistID: Int) { self.playlistID = playlistID }
}

/// The view model made in `init` and held as `@ObservedObject`: every parent update makes another.
struct PlaylistPanel: View {
  @ObservedObject private var viewModel: PlaylistViewModel
  init(playlistID: Int) { viewModel = PlaylistViewModel(playlistID: playlistID) }
  var body: some View {
    VStack {
      Text("\(viewModel.songs.count) songs, shuffled: \(viewModel.isShuffled)")
      Button("Shuffle") { viewModel.isShuffled.toggle() }
    }
  }
}

/// The documented fix: `_viewModel = StateObject(wrappedValue:)` in `init`, made once.
struct OwnedPlaylistPanel: View {
  @StateObject private var viewModel: PlaylistViewModel
  init(playlistID: Int) {
    _viewModel = StateObject(wrappedValue: PlaylistViewModel(playlistID: playlistID))
  }
  var body: some View {
    VStack {
      Text("\(viewModel.songs.count) songs, shuffled: \(viewModel.isShuffled)")
      Button("Shuffle") { viewModel.isShuffled.toggle() }
    }
  }
}

/// Builds its playlist panel again each time the volume changes.
struct PlayerScreen<Panel: View>: View {
  @ViewBuilder let panel: () -> Panel
  @State private var volume = 5
  var body: some View {
    VStack {
      panel()
      Stepper("Volume \(volume)", value: $volume)
    }
  }
}

final class UserSession: ObservableObject {
  @Published var userName = "ada"
  @Published var unreadCount = 0
}

struct SessionGreeting: View {
  @EnvironmentObject var session: UserSession
  var body: some View { Text("Hello, \(session.userName)") }
}

/// A greeting that reads the name through `@EnvironmentObject`; new mail re-evaluates it.
struct InboxShell: View {
  @StateObject private var session = UserSession()
  var body: some View {
    VStack {
      SessionGreeting()
      Button("New mail") { session.unreadCount += 1 }
    }
    .environmentObject(session)
  }
}

struct SessionBadge: View {
  @EnvironmentObject var session: UserSession
  var body: some View { Text("\(session.userName): \(session.unreadCount) unread") }
}

/// A badge that reads both properties: every published change is one it shows.
struct BadgedInboxShell: View {
  @StateObject private var session = UserSession()
  var body: some View {
    VStack {
      SessionBadge()
      Button("New mail") { session.unreadCount += 1 }
    }
    .environmentObject(session)
  }
}

@Observable final class ThemeSettings {
  var accent = "blue"
  var fontScale = 1
}

struct AccentLabel: View {
  @Environment(ThemeSettings.self) private var theme
  var body: some View { Text("Accent: \(theme.accent)") }
}

/// An `@Observable` model in the environment: a font change leaves the accent label alone.
struct ThemedScreen: View {
  @State private var theme = ThemeSettings()
  var body: some View {
    VStack {
      AccentLabel()
      Button("Bigger") { theme.fontScale += 1 }
    }
    .environment(theme)
  }
}

struct Recipe: Identifiable, Hashable, Sendable {
  let id: Int
  let name: String
}

struct RecipeDetail: View {
  let recipe: Recipe
  var body: some View { Text(recipe.name) }
}

/// The list loads in `onAppear { Task { } }`: back from a recipe, it fetches again.
struct RecipeBook: View {
  @State private var recipes: [Recipe] = []
  var body: some View {
    NavigationStack {
      List {
        Section("All") {
          ForEach(recipes) { recipe in NavigationLink(recipe.name, value: recipe) }
        }
      }
      .onAppear {
        Task { recipes = await FakeAPI.fetch("GET /recipes", [Recipe(id: 1, name: "Soup")]) }
      }
      .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
    }
  }
}

/// The same list with the load guarded: back from a recipe, nothing is fetched.
struct GuardedRecipeBook: View {
  @State private var recipes: [Recipe] = []
  var body: some View {
    NavigationStack {
      List(recipes) { recipe in NavigationLink(recipe.name, value: recipe) }
        .task {
          guard recipes.isEmpty else { return }
          recipes = await FakeAPI.fetch("GET /recipes", [Recipe(id: 1, name: "Soup")])
        }
        .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
    }
  }
}

/// A dashboard that loads two parts at once with `async let`, and three tiles in a task group.
struct ParallelDashboard: View {
  @State private var summary = ""
  @State private var tiles: [String] = []
  var body: some View {
    VStack {
      Text(summary)
      ForEach(tiles, id: \.self) { Text($0) }
    }
    .task {
      async let user = FakeAPI.fetch("GET /me", "ada")
      async let count = FakeAPI.fetch("GET /stats", 3)
      summary = "\(await user): \(await count)"
      tiles = await withTaskGroup(of: String.self) { group in
        for id in 1...3 { group.addTask { await FakeAPI.fetch("GET /tiles/\(id)", "tile \(id)") } }
        var loaded: [String] = []
        for await tile in group { loaded.append(tile) }
        return loaded.sorted()
      }
    }
  }
}

/// The feed loads in the signed-in branch's `.task`: signing out and in again is a new session.
struct SessionGate: View {
  @State private var isSignedIn = false
  var body: some View {
    VStack {
      if isSignedIn {
        HomeFeed()
        Button("Sign out") { isSignedIn = false }
      } else {
        Button("Sign in") { isSignedIn = true }
      }
    }
  }
}

struct HomeFeed: View {
  @State private var posts: [String] = []
  var body: some View {
    Text("\(posts.count) posts")
      .task { posts = await FakeAPI.fetch("GET /feed", ["Hello"]) }
  }
}

/// The same feed in both branches of a layout `if`: switching the layout loads it again.
struct LayoutSwappedFeed: View {
  @State private var isCompact = false
  var body: some View {
    VStack {
      if isCompact {
        HomeFeed().padding(4)
      } else {
        HomeFeed()
      }
      Toggle("Compact", isOn: $isCompact)
    }
  }
}

/// A screen that loads in `onAppear { Task { } }` and shows a full screen cover: closing the
/// cover shows the screen again, which loads again.
struct CoveredDashboard: View {
  @State private var stats = ""
  @State private var isShowingTips = false
  var body: some View {
    VStack {
      Text(stats)
      Button("Tips") { isShowingTips = true }
    }
    .onAppear { Task { stats = await FakeAPI.fetch("GET /stats", "42") } }
    .fullScreenCover(isPresented: $isShowingTips) { Text("Tips") }
  }
}
