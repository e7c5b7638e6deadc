import ViewRuntime

/// The notes app, written as a SwiftUI tutorial writes it: a list that loads with `.task`, pull
/// to refresh, and a pushed detail that loads with `.task(id:)`.
///
/// This version has two classic bugs. While refreshing it swaps out the List that carries the
/// refresh, which cancels it; the List comes back, and its `.task` runs `GET /notes` again.
/// And its `.task` sits on the list, which disappears under a pushed detail, so going back
/// fetches again.
public struct NotesApp: View {
  @State private var store: NotesStore

  public init(api: NotesAPI = NotesAPI()) { _store = State(initialValue: NotesStore(api: api)) }

  public var body: some View {
    NavigationStack {
      NoteListScreen()
        .navigationDestination(for: Note.self) { note in
          NoteDetailScreen(noteID: note.id, api: store.api)
        }
    }
    .environment(store)
  }
}

struct NoteListScreen: View {
  @Environment(NotesStore.self) private var store

  var body: some View {
    if store.isRefreshing {
      ProgressView("Refreshing…")
    } else {
      List(store.notes) { note in
        NavigationLink(note.title, value: note)
      }
      .task { await store.loadAndListen() }
      .refreshable { await store.refresh() }
      .navigationTitle("Notes")
    }
  }
}

/// The same app with both bugs fixed: the List stays in place while refreshing (the progress
/// shows above it), and the list loads once, from a `.task` on the NavigationStack, which never
/// disappears.
public struct FixedNotesApp: View {
  @State private var store: NotesStore

  public init(api: NotesAPI = NotesAPI()) { _store = State(initialValue: NotesStore(api: api)) }

  public var body: some View {
    NavigationStack {
      FixedNoteListScreen()
        .navigationDestination(for: Note.self) { note in
          NoteDetailScreen(noteID: note.id, api: store.api)
        }
    }
    .task { await store.loadAndListen() }
    .environment(store)
  }
}

struct FixedNoteListScreen: View {
  @Environment(NotesStore.self) private var store

  var body: some View {
    VStack {
      if store.isRefreshing {
        ProgressView("Refreshing…")
      }
      List(store.notes) { note in
        NavigationLink(note.title, value: note)
      }
      .refreshable { await store.refresh() }
      .navigationTitle("Notes")
    }
  }
}

/// A note's detail, loaded for the note it shows.
struct NoteDetailScreen: View {
  let noteID: Int
  let api: NotesAPI
  @State private var note: Note?
  @State private var isPinned = false

  var body: some View {
    VStack {
      if let note {
        Text(note.title).font(.title)
        Text(note.body)
        Toggle("Pinned", isOn: $isPinned)
      } else {
        ProgressView()
      }
    }
    .task(id: noteID) {
      note = try? await api.fetchNote(id: noteID)
    }
  }
}
