import ViewRuntime

// A search that waits for typing to pause before asking a JSON API, cancelling the request it
// replaces, written with .task(id:) as WWDC and open-source clients write it.

struct Repository: Decodable, Identifiable, Hashable {
  let id: Int
  let fullName: String
  let stars: Int
}

struct RepositorySearchResponse: Decodable {
  let items: [Repository]
}

struct RepositoryAPI {
  var session = URLSession.shared

  func search(_ query: String) async throws -> [Repository] {
    var components = URLComponents(string: "https://api.example.com/search/repositories")!
    components.queryItems = [URLQueryItem(name: "q", value: query)]
    let (data, _) = try await session.data(from: components.url!)
    let decoder = JSONDecoder()
    decoder.keyDecodingStrategy = .convertFromSnakeCase
    return try decoder.decode(RepositorySearchResponse.self, from: data).items
  }
}

struct RepositorySearchView: View {
  let api = RepositoryAPI()
  @State private var query = "swift"
  @State private var results: [Repository] = []
  @State private var isSearching = false

  var body: some View {
    NavigationStack {
      List(results) { repository in
        HStack {
          Text(repository.fullName)
          Spacer()
          Label("\(repository.stars)", systemImage: "star")
            .labelStyle(.titleAndIcon)
            .font(.caption)
        }
      }
      .overlay {
        if isSearching && results.isEmpty {
          ProgressView()
        } else if !isSearching && results.isEmpty {
          ContentUnavailableView.search(text: query)
        }
      }
      .navigationTitle("Repositories")
      .searchable(text: $query)
      .task(id: query) {
        guard !query.isEmpty else {
          results = []
          return
        }
        do {
          try await Task.sleep(for: .milliseconds(300))
          isSearching = true
          results = try await api.search(query)
        } catch is CancellationError {
          return
        } catch {
          results = []
        }
        isSearching = false
      }
    }
  }
}

#Preview {
  RepositorySearchView()
}
