import ViewRuntime

// A two-column notes app: a sidebar selection drives the detail, which edits the selected note
// through @Bindable, as Apple's multiplatform samples write it.

@Observable
final class Note: Identifiable {
  let id = UUID()
  var title: String
  var body: String
  var modified: Date

  init(title: String, body: String, modified: Date = Date(timeIntervalSince1970: 1_700_000_000)) {
    self.title = title
    self.body = body
    self.modified = modified
  }
}

@Observable
final class NoteLibrary {
  var notes: [Note] = [
    Note(title: "Groceries", body: "Eggs, flour, basil"),
    Note(title: "Ideas", body: "A bird-watching log"),
  ]

  func addNote() -> Note {
    let note = Note(title: "New Note", body: "")
    notes.insert(note, at: 0)
    return note
  }
}

struct NotesSplitView: View {
  @State private var library = NoteLibrary()
  @State private var selection: Note.ID?
  @State private var columnVisibility = NavigationSplitViewVisibility.all

  var body: some View {
    NavigationSplitView(columnVisibility: $columnVisibility) {
      List(library.notes, selection: $selection) { note in
        VStack(alignment: .leading) {
          Text(note.title)
            .font(.headline)
          Text(note.modified, style: .date)
            .font(.caption)
        }
      }
      .navigationTitle("Notes")
      .navigationSplitViewColumnWidth(min: 200, ideal: 250)
      .toolbar {
        Button("New Note", systemImage: "square.and.pencil") {
          selection = library.addNote().id
        }
      }
    } detail: {
      if let note = library.notes.first(where: { $0.id == selection }) {
        NoteEditor(note: note)
      } else {
        Text("Select a note")
          .foregroundStyle(.secondary)
      }
    }
  }
}

struct NoteEditor: View {
  @Bindable var note: Note

  var body: some View {
    Form {
      TextField("Title", text: $note.title)
        .font(.title)
      TextEditor(text: $note.body)
        .frame(minHeight: 200)
        .accessibilityIdentifier("note-body")
    }
    .navigationTitle(note.title)
  }
}

#Preview {
  NotesSplitView()
}
