import ViewRuntime

/// A note, as the notes service returns it.
public struct Note: Identifiable, Hashable, Sendable {
  public let id: Int
  public var title: String
  public var body: String
}

/// A simulated notes backend: each request takes a latency on the host's clock and is recorded
/// as an effect (`GET /notes`, `GET /notes/17`).
@MainActor
public final class NotesAPI {
  public var latency: Duration = .milliseconds(300)
  private var notes: [Note] = [
    Note(id: 1, title: "Groceries", body: "Milk, eggs, coffee"),
    Note(id: 2, title: "Trip", body: "Book the train to Lyon"),
    Note(id: 3, title: "Ideas", body: "A debugger for view trees"),
  ]

  public init() {}

  public func fetchNotes() async throws -> [Note] {
    try await withEffect("GET /notes") {
      try await Task.sleep(for: latency)
      return notes
    }
  }

  public func fetchNote(id: Int) async throws -> Note {
    try await withEffect("GET /notes/\(id)") {
      try await Task.sleep(for: latency)
      guard let note = notes.first(where: { $0.id == id }) else { throw NotesError.notFound(id) }
      return note
    }
  }

  /// Changes pushed by the server; it pushes none in the demos, so a listener waits until cancelled.
  public func changes() -> AsyncStream<Void> {
    AsyncStream { _ in }
  }
}

public enum NotesError: Error {
  case notFound(Int)
}

/// The notes list's state, shared through the environment.
@Observable @MainActor
public final class NotesStore {
  public var notes: [Note] = []
  public var isRefreshing = false
  public var errorMessage: String?
  @ObservationIgnored let api: NotesAPI

  public init(api: NotesAPI) { self.api = api }

  /// Loads the list.
  public func load() async {
    do {
      notes = try await api.fetchNotes()
    } catch is CancellationError {
    } catch {
      errorMessage = "Could not load the notes"
    }
  }

  /// Loads the list, then reloads it whenever the server says it changed, until cancelled.
  public func loadAndListen() async {
    await load()
    for await _ in api.changes() { await load() }
  }

  /// Pull to refresh: reloads and says so while it does.
  public func refresh() async {
    isRefreshing = true
    await load()
    isRefreshing = false
  }
}
