import Foundation
import ViewRuntime

// Loading and tasks: the lifecycle patterns tutorials teach, and the mistakes they warn about.

func fetchShowtimes() async -> [String] {
  try? await Task.sleep(nanoseconds: 200_000_000)
  return ["18:00", "20:30"]
}

/// The lifecycle tutorial's way: keep the handle, cancel it in `onDisappear`.
struct CancellingShowtimes: View {
  @State private var showtimes: [String] = []
  @State private var loadTask: Task<Void, Never>?
  var body: some View {
    Text("\(showtimes.count) showtimes")
      .onAppear { loadTask = Task { showtimes = await fetchShowtimes() } }
      .onDisappear {
        loadTask?.cancel()
        loadTask = nil
      }
  }
}

/// `.task` with `try?`: when the view is gone its result is simply dropped.
struct QuietTaskShowtimes: View {
  @State private var showtimes: [String] = []
  var body: some View {
    Text("\(showtimes.count) showtimes")
      .task { showtimes = await fetchShowtimes() }
  }
}

/// `onAppear { Task { } }` that polls: it goes on after the view is gone.
struct PollingPrice: View {
  @State private var price = 100
  var body: some View {
    Text("Price: \(price)")
      .onAppear {
        Task {
          for _ in 0..<3 {
            try? await Task.sleep(for: .seconds(1))
            price = await FakeAPI.fetch("GET /price", price + 1)
          }
        }
      }
  }
}

/// `.task` with a throwing load: the cancel stops it.
struct StructuredInbox: View {
  @State private var messages: [String] = []
  var body: some View {
    Text("\(messages.count) messages")
      .task {
        do { messages = try await FakeAPI.load("GET /inbox", ["Hi"]) } catch {}
      }
  }
}

/// A debounce with `try?`: the cancelled search runs on and writes its stale result.
struct DebouncedSearch: View {
  @State private var query = ""
  @State private var results: [String] = []
  var body: some View {
    searchForm($query, resultCount: results.count)
      .task(id: query) {
        try? await Task.sleep(for: .milliseconds(300))
        results = await FakeAPI.fetch("GET /search?q=\(query)", [query])
      }
  }
}

/// The same debounce with `try await`: the cancel ends the old search.
struct ThrowingDebouncedSearch: View {
  @State private var query = ""
  @State private var results: [String] = []
  var body: some View {
    searchForm($query, resultCount: results.count)
      .task(id: query) {
        do {
          try await Task.sleep(for: .milliseconds(300))
          results = try await FakeAPI.load("GET /search?q=\(query)", [query])
        } catch {}
      }
  }
}

/// A poller inside `.task` that swallows its cancellation with `try?`.
struct SwallowingPoller: View {
  @State private var ticks = 0
  var body: some View {
    Text("Ticks: \(ticks)")
      .task {
        for _ in 0..<3 {
          try? await Task.sleep(for: .seconds(1))
          await FakeAPI.fetch("GET /status", after: .milliseconds(10), ())
        }
      }
  }
}

@MainActor enum Analytics {
  static func log(_ event: String) async {
    await withEffect("POST /log?event=\(event)") { try? await Task.sleep(for: .milliseconds(50)) }
  }
}

/// A save button that logs with `Task.detached` and closes the form: fire-and-forget.
struct LoggingSaveForm: View {
  @State private var isOpen = true
  @State private var title = ""
  var body: some View {
    VStack {
      if isOpen {
        TextField("Title", text: $title)
        Button("Save") {
          Task.detached { await Analytics.log("saved") }
          isOpen = false
        }
      }
    }
  }
}

struct NewNoteSheet: View {
  @Environment(\.dismiss) private var dismiss
  @State private var title = ""
  var body: some View {
    VStack {
      TextField("Title", text: $title)
      Button("Save") {
        Task { await Analytics.log("note-saved") }
        dismiss()
      }
    }
  }
}

/// A sheet that logs its save in a `Task { }` and closes at once: the log outlives the sheet.
struct NotesHome: View {
  @State private var isAdding = false
  var body: some View {
    Button("New note") { isAdding = true }
      .sheet(isPresented: $isAdding) { NewNoteSheet() }
  }
}

/// Starts a tracking request from its body.
struct TrackedScreen: View {
  @State private var count = 0
  var body: some View {
    let _ = Task { await Analytics.log("rendered") }
    VStack {
      Text("Count: \(count)")
      Button("Add") { count += 1 }
    }
  }
}

extension PrecisionCase {
  static let tasks: [PrecisionCase] = [
    .fine("cancelled in onDisappear, closed at once") {
      try await analyze(Closable(content: CancellingShowtimes())) { driver in
        try await driver.tap("Close")
      }
    },
    .fine("try? in a .task whose view is gone") {
      try await analyze(Closable(content: QuietTaskShowtimes())) { driver in
        try await driver.tap("Close")
      }
    },
    .bug("onAppear Task that polls", .taskNotCancelled) {
      try await analyze(Closable(content: PollingPrice())) { driver in
        try await driver.advance(by: .milliseconds(1500))
        try await driver.tap("Close")
      }
    },
    .fine(".task with a throwing load, closed mid-load") {
      try await analyze(Closable(content: StructuredInbox())) { driver in
        try await driver.advance(by: .milliseconds(100))
        try await driver.tap("Close")
      }
    },
    .bug("debounce with try?", .taskWriteAfterCancel, .taskCancellationIgnored) {
      try await analyze(DebouncedSearch()) { driver in
        try await driver.type("a", into: "Search")
        try await driver.type("ab", into: "Search")
      }
    },
    .fine("debounce with try await") {
      try await analyze(ThrowingDebouncedSearch()) { driver in
        try await driver.type("a", into: "Search")
        try await driver.type("ab", into: "Search")
      }
    },
    .bug("poller that swallows its cancel", .taskCancellationIgnored) {
      try await analyze(Closable(content: SwallowingPoller())) { driver in
        try await driver.advance(by: .milliseconds(500))
        try await driver.tap("Close")
      }
    },
    .fine("Task.detached to log a save") {
      try await analyze(LoggingSaveForm()) { driver in
        try await driver.type("Groceries", into: "Title")
        try await driver.tap("Save")
      }
    },
    .fine("a sheet that logs its save and closes") {
      try await analyze(NotesHome()) { driver in
        try await driver.tap("New note")
        try await driver.type("Milk", into: "Title")
        try await driver.tap("Save")
      }
    },
    .bug("Task started in body", .effectInBody, .effectDuplicate) {
      try await analyze(TrackedScreen()) { driver in try await driver.tap("Add") }
    },
  ]
}
