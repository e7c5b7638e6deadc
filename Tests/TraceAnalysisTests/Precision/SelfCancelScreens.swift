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

extension PrecisionCase {
  static let selfCancels: [PrecisionCase] = [
    .bug(".task that sets phase = .loading in the .loaded case", "task/cancelled-by-own-write") {
      try await analyze(CachedProfile())
    },
    .bug(".task(id:) whose spinner replaces its List", "task/cancelled-by-own-write") {
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
  ]
}
