import ViewRuntime

/// Product search, done right: the search runs in `.task(id: query)`, which cancels the
/// previous one on each keystroke, and the result count is derived from the results.
public struct SearchScreen: View {
  @State private var query = ""
  @State private var search = ProductSearch()

  public init() {}

  public var body: some View {
    VStack {
      TextField("Search", text: $query)
      SearchResults(search: search)
    }
    .task(id: query) { await search.run(query) }
  }
}

struct SearchResults: View {
  let search: ProductSearch

  var body: some View {
    VStack {
      Text("\(search.results.count) results")
      ForEach(search.results, id: \.self) { Text($0) }
    }
  }
}

/// The same search, but the result count is kept in `@State` and written by a computed
/// property that the body calls: a state write while the body is being evaluated.
public struct CountingSearchScreen: View {
  @State private var query = ""
  @State private var search = ProductSearch()
  @State private var resultCount = 0

  public init() {}

  public var body: some View {
    VStack {
      TextField("Search", text: $query)
      ForEach(results, id: \.self) { Text($0) }
      Text("\(resultCount) results")
    }
    .task(id: query) { await search.run(query) }
  }

  private var results: [String] {
    let results = search.results
    resultCount = results.count
    return results
  }
}

/// The same search, but the results view starts the search from its `init`, which runs each
/// time the parent's body does: a fetch started from a body, that nothing cancels.
public struct EagerSearchScreen: View {
  @State private var query = ""
  @State private var search = ProductSearch()

  public init() {}

  public var body: some View {
    VStack {
      TextField("Search", text: $query)
      EagerSearchResults(query: query, search: search)
    }
  }
}

struct EagerSearchResults: View {
  let search: ProductSearch

  init(query: String, search: ProductSearch) {
    self.search = search
    Task { await search.run(query) }
  }

  var body: some View {
    SearchResults(search: search)
  }
}
