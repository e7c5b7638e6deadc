import Foundation
import ViewRuntime

// Work cancelled by its own writes: a refresh or a `.task` whose "loading" state swaps out the
// view that carries it, and the correct ways to show progress that keep that view in place.

enum ProfilePhase {
  case loading
  case loaded(String)
  case failed
}

/// A `.task` on the content of the `.loaded` case that starts by setting `phase = .loading`.
struct CachedProfile: View {
  @State private var phase = ProfilePhase.loaded("Cached bio")
  var body: some View {
    switch phase {
    case .loading:
      ProgressView()
    case .loaded(let bio):
      Text(bio)
        .task { await reload() }
    case .failed:
      Text("Could not load the profile")
    }
  }

  private func reload() async {
    phase = .loading
    do {
      phase = .loaded(try await FakeAPI.load("GET /profile", "Fresh bio"))
    } catch {
      phase = .failed
    }
  }
}

/// A `.task(id:)` on the results, which shows a spinner instead of them while it searches.
struct FilteredCatalog: View {
  @State private var category = "All"
  @State private var isSearching = false
  @State private var failed = false
  @State private var items = ["Lamp", "Desk"]
  var body: some View {
    VStack {
      if failed {
        Text("The search failed")
      } else if isSearching {
        ProgressView()
      } else {
        List(items, id: \.self) { Text($0) }
          .task(id: category) {
            isSearching = true
            do {
              items = try await FakeAPI.load("GET /items?category=\(category)", ["Desk"])
            } catch {
              failed = true
            }
            isSearching = false
          }
      }
    }
  }
}

/// A download the user can stop: the Cancel button cancels the task's handle.
struct CancellableDownload: View {
  @State private var task: Task<Void, Never>?
  @State private var isDownloading = false
  @State private var file = ""
  var body: some View {
    VStack {
      if isDownloading {
        ProgressView("Downloading…")
        Button("Cancel") { task?.cancel() }
      } else {
        Text(file.isEmpty ? "No file" : file)
        Button("Download") {
          task = Task {
            isDownloading = true
            defer { isDownloading = false }
            do { file = try await FakeAPI.load("GET /file", "report.pdf") } catch {}
          }
        }
      }
    }
  }
}

/// A spinner that loads with its own `.task`, and is replaced by the content it loaded.
struct SelfReplacingSpinner: View {
  @State private var names: [String]?
  var body: some View {
    if let names {
      List(names, id: \.self) { Text($0) }
    } else {
      ProgressView("Loading")
        .task { names = await FakeAPI.fetch("GET /names", ["Ada", "Grace"]) }
    }
  }
}

/// `.refreshable` on a `List` that `if isLoading` replaces with a spinner.
struct SpinnerSwapInbox: View {
  @State private var messages = ["Welcome"]
  @State private var isLoading = false
  var body: some View {
    if isLoading {
      ProgressView("Loading…")
    } else {
      List(messages, id: \.self) { Text($0) }
        .refreshable {
          isLoading = true
          defer { isLoading = false }
          if let fresh = try? await FakeAPI.load("GET /inbox", ["New", "Welcome"]) {
            messages = fresh
          }
        }
    }
  }
}

enum PostsState {
  case loading, loaded
}

/// `.refreshable` on a `List` in one case of a `switch` over a loading-state enum.
struct SwitchedPosts: View {
  @State private var state = PostsState.loaded
  @State private var posts = ["First"]
  var body: some View {
    switch state {
    case .loading:
      ProgressView()
    case .loaded:
      List(posts, id: \.self) { Text($0) }
        .refreshable { await reload() }
    }
  }

  private func reload() async {
    state = .loading
    do { posts = try await FakeAPI.load("GET /posts", ["Second", "First"]) } catch {}
    state = .loaded
  }
}

@Observable @MainActor final class GalleryModel {
  var photos = ["beach.jpg"]
  var isRefreshing = false

  func refresh() async {
    isRefreshing = true
    photos = await FakeAPI.fetch("GET /photos", ["sunset.jpg", "beach.jpg"])
    isRefreshing = false
  }
}

/// A `ScrollView` with `.refreshable`, swapped for a spinner by an `if` in a `Group`, its state
/// in an `@Observable` model.
struct GalleryScreen: View {
  @State private var model = GalleryModel()
  var body: some View {
    Group {
      if model.isRefreshing {
        ProgressView("Refreshing…")
      } else {
        ScrollView {
          ForEach(model.photos, id: \.self) { Text($0) }
        }
        .refreshable { await model.refresh() }
      }
    }
    .navigationTitle("Gallery")
  }
}

@MainActor final class WeatherViewModel: ObservableObject {
  @Published var isLoading = false
  @Published var forecast = ["Sunny"]

  func reload() async {
    isLoading = true
    if let fresh = try? await FakeAPI.load("GET /forecast", ["Rain", "Sunny"]) { forecast = fresh }
    isLoading = false
  }
}

/// `.refreshable` calling an `ObservableObject` view model whose `@Published isLoading` swaps
/// the `List` for a spinner.
struct WeatherScreen: View {
  @StateObject private var model = WeatherViewModel()
  var body: some View {
    if model.isLoading {
      ProgressView()
    } else {
      List(model.forecast, id: \.self) { Text($0) }
        .refreshable { await model.reload() }
    }
  }
}

/// Pull to refresh with the spinner over the `List`, which stays in place.
struct OverlaidInbox: View {
  @State private var messages = ["Welcome"]
  @State private var isLoading = false
  var body: some View {
    List(messages, id: \.self) { Text($0) }
      .overlay {
        if isLoading { ProgressView() }
      }
      .refreshable {
        isLoading = true
        defer { isLoading = false }
        if let fresh = try? await FakeAPI.load("GET /inbox", ["New", "Welcome"]) {
          messages = fresh
        }
      }
  }
}

/// Pull to refresh that shows placeholders in the rows while it loads.
struct RedactedPosts: View {
  @State private var posts = ["First"]
  @State private var isLoading = false
  var body: some View {
    List(posts, id: \.self) { Text($0) }
      .redacted(reason: isLoading ? .placeholder : [])
      .refreshable {
        isLoading = true
        posts = await FakeAPI.fetch("GET /posts", ["Second", "First"])
        isLoading = false
      }
  }
}

struct ForumThread: Hashable, Sendable {
  let id: Int
  let title: String
}

struct ThreadReplies: View {
  let thread: ForumThread
  @State private var replies: [String] = []
  @State private var isLoading = false
  var body: some View {
    List(replies, id: \.self) { Text($0) }
      .overlay {
        if isLoading { ProgressView() }
      }
      .refreshable {
        isLoading = true
        defer { isLoading = false }
        do { replies = try await FakeAPI.load("GET /threads/\(thread.id)", ["Agreed"]) } catch {}
      }
  }
}

/// A pushed screen's refresh, cancelled because the user went back while it ran.
struct ThreadBrowser: View {
  let threads = [ForumThread(id: 1, title: "Swift on Linux")]
  var body: some View {
    NavigationStack {
      List(threads, id: \.id) { thread in NavigationLink(thread.title, value: thread) }
        .navigationDestination(for: ForumThread.self) { ThreadReplies(thread: $0) }
    }
  }
}

/// A `.task(id:)` on the container, restarted on purpose by a reload button, whose spinner
/// replaces the list inside it.
struct ReloadableOrders: View {
  @State private var reloads = 0
  @State private var isLoading = false
  @State private var orders = ["#1"]
  var body: some View {
    VStack {
      Button("Reload") { reloads += 1 }
      if isLoading {
        ProgressView()
      } else {
        List(orders, id: \.self) { Text($0) }
      }
    }
    .task(id: reloads) {
      isLoading = true
      orders = await FakeAPI.fetch("GET /orders?reload=\(reloads)", ["#1", "#2"])
      isLoading = false
    }
  }
}

extension PrecisionCase {
  static let selfCancels: [PrecisionCase] = [
    .bug(".task that sets phase = .loading in the .loaded case", .taskCancelledByOwnWrite) {
      try await analyze(CachedProfile())
    },
    .bug(".task(id:) whose spinner replaces its List", .taskCancelledByOwnWrite) {
      try await analyze(FilteredCatalog())
    },
    .fine("a download cancelled by the user") {
      try await analyze(CancellableDownload()) { driver in
        try await driver.tap("Download")
        try await driver.advance(by: .milliseconds(50))
        try await driver.tap("Cancel")
      }
    },
    .fine("a spinner whose .task loads the content that replaces it") {
      try await analyze(SelfReplacingSpinner())
    },
    .bug("refresh of a List swapped by if isLoading", .taskCancelledByOwnWrite) {
      try await analyze(SpinnerSwapInbox()) { driver in try await driver.refresh() }
    },
    .bug("refresh of a List in a switch over a load state", .taskCancelledByOwnWrite) {
      try await analyze(SwitchedPosts()) { driver in try await driver.refresh() }
    },
    .bug("refresh of a ScrollView swapped in a Group", .taskCancelledByOwnWrite) {
      try await analyze(GalleryScreen()) { driver in try await driver.refresh() }
    },
    .bug("refresh whose @Published isLoading swaps its List", .taskCancelledByOwnWrite) {
      try await analyze(WeatherScreen()) { driver in try await driver.refresh() }
    },
    .fine("a refresh with a spinner over its List") {
      try await analyze(OverlaidInbox()) { driver in try await driver.refresh() }
    },
    .fine("a refresh that redacts its rows while loading") {
      try await analyze(RedactedPosts()) { driver in try await driver.refresh() }
    },
    .fine("a refresh cancelled by going back") {
      try await analyze(ThreadBrowser()) { driver in
        try await driver.tap("Swift on Linux")
        try await driver.refresh(waitForAction: false)
        try await driver.advance(by: .milliseconds(50))
        try await driver.pop()
      }
    },
    .fine(".task(id:) restarted on purpose, its spinner inside") {
      try await analyze(ReloadableOrders()) { driver in
        try await driver.waitUntilIdle()
        try await driver.tap("Reload")
      }
    },
  ]
}
