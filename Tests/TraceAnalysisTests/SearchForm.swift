import ViewRuntime

/// The search screens' form: the field that edits `query` and the count of results.
@MainActor func searchForm(_ query: Binding<String>, resultCount: Int) -> some View {
  VStack {
    TextField("Search", text: query)
    Text("\(resultCount) results")
  }
}
