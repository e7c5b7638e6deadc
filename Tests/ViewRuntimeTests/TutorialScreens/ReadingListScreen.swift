import ViewRuntime

struct Book: Identifiable, Hashable {
  let id: Int
  let title: String
}

/// A reading list: a settings screen pushed with `navigationDestination(isPresented:)` from a
/// toolbar button, and a book's detail pushed with `navigationDestination(item:)` when a row is
/// tapped. The settings have state of their own and are built from the list's state; the
/// detail loads its notes in a `.task`.
struct ReadingListScreen: View {
  @State private var books = [Book(id: 1, title: "Dune"), Book(id: 2, title: "Emma")]
  @State private var selectedBook: Book?
  @State private var showSettings = false

  var body: some View {
    NavigationStack {
      List(books) { book in
        Button(book.title) { selectedBook = book }
      }
      .navigationTitle("Reading List")
      .toolbar {
        ToolbarItem(placement: .topBarTrailing) {
          Button("Settings") { showSettings = true }
        }
      }
      .navigationDestination(isPresented: $showSettings) {
        ReadingSettingsView(bookCount: books.count) {
          books.append(Book(id: books.count + 1, title: "Sample"))
        }
      }
      .navigationDestination(item: $selectedBook) { book in
        BookDetailView(book: book)
      }
    }
  }
}

struct ReadingSettingsView: View {
  let bookCount: Int
  let addSample: @MainActor () -> Void
  @Environment(\.dismiss) private var dismiss
  @State private var fontSize = 14

  var body: some View {
    Form {
      Stepper("Font size: \(fontSize)", value: $fontSize, in: 10...30)
      Text("\(bookCount) books")
      Button("Add Sample Book", action: addSample)
      Button("Done") { dismiss() }
    }
    .navigationTitle("Settings")
  }
}

struct BookDetailView: View {
  let book: Book
  @State private var notes: [String] = []

  var body: some View {
    VStack {
      Text(book.title)
        .font(.title)
      Text("\(notes.count) notes")
    }
    .task {
      try? await Task.sleep(for: .seconds(1))
      notes = ["A great opening"]
    }
  }
}
