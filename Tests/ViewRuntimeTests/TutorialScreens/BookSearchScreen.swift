import ViewRuntime

/// A search that runs when the search field is submitted, with a genre picker whose label is
/// hidden, as iOS 17 tutorials write it.
struct BookSearchScreen: View {
  @State private var query = ""
  @State private var genre = "All"
  @State private var searches: [String] = []

  var body: some View {
    NavigationStack {
      List(searches, id: \.self) { Text("Searched \($0)") }
        .searchable(text: $query, prompt: "Find a book")
        .onSubmit(of: .search) { searches.append("\(query) in \(genre)") }
        .toolbar {
          Picker("Genre", selection: $genre) {
            Text("All").tag("All")
            Text("SF").tag("SF")
          }
          .labelsHidden()
        }
    }
  }
}
