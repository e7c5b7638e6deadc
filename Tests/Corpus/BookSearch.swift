import ViewRuntime

// A searchable list with an empty state, as course projects write it.

struct Book: Identifiable, Hashable {
  let id = UUID()
  let title: String
  let author: String
  let rating: Int
}

struct BookSearchView: View {
  let books: [Book]
  @State private var searchText = ""

  var results: [Book] {
    if searchText.isEmpty { return books }
    return books.filter { $0.title.localizedCaseInsensitiveContains(searchText) }
  }

  var body: some View {
    NavigationStack {
      List(results) { book in
        VStack(alignment: .leading) {
          Text(book.title)
            .font(.headline)
          Text(book.author)
            .foregroundStyle(.secondary)
        }
        .accessibilityElement(children: .combine)
        .accessibilityValue("\(book.rating) stars")
      }
      .overlay {
        if results.isEmpty {
          ContentUnavailableView.search(text: searchText)
        }
      }
      .navigationTitle("Books")
      .searchable(text: $searchText, prompt: "Title")
    }
  }
}

#Preview {
  BookSearchView(books: [
    Book(title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", rating: 5),
    Book(title: "Kindred", author: "Octavia E. Butler", rating: 4),
    Book(title: "Dune", author: "Frank Herbert", rating: 4),
  ])
}

#Preview("No books") {
  BookSearchView(books: [])
}
