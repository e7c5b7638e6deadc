import ViewRuntime

struct Recipe: Identifiable, Hashable {
  let id: Int
  let name: String
  let minutes: Int
}

/// A fake recipe backend: each search takes 300 ms and is recorded as an effect.
@MainActor
final class RecipeService {
  private let all = [
    Recipe(id: 1, name: "Pasta al pomodoro", minutes: 20),
    Recipe(id: 2, name: "Pancakes", minutes: 15),
    Recipe(id: 3, name: "Paella", minutes: 45),
    Recipe(id: 4, name: "Ratatouille", minutes: 60),
  ]

  func search(_ query: String) async throws -> [Recipe] {
    try await withEffect("GET /recipes?q=\(query)") {
      try await Task.sleep(for: .milliseconds(300))
      return all.filter { $0.name.localizedCaseInsensitiveContains(query) }
    }
  }
}

/// A search screen: `.searchable` drives a debounced `.task(id:)`, with a loading state, an
/// empty state, redacted placeholders while reloading, and navigation to a detail.
struct RecipeSearchScreen: View {
  let service: RecipeService
  @State private var query = ""
  @State private var results: [Recipe] = []
  @State private var isLoading = false

  var body: some View {
    NavigationStack {
      Group {
        if isLoading && results.isEmpty {
          ProgressView("Searching…")
        } else if results.isEmpty && !query.isEmpty {
          ContentUnavailableView.search(text: query)
        } else {
          List(results) { recipe in
            NavigationLink(value: recipe) {
              VStack(alignment: .leading) {
                Text(recipe.name)
                  .font(.headline)
                Text("\(recipe.minutes) min")
                  .font(.subheadline)
                  .foregroundStyle(.secondary)
              }
            }
          }
          .redacted(reason: isLoading ? .placeholder : [])
        }
      }
      .navigationTitle("Recipes")
      .navigationDestination(for: Recipe.self) { recipe in
        RecipeDetail(recipe: recipe)
      }
      .searchable(
        text: $query, placement: .navigationBarDrawer(displayMode: .always),
        prompt: "Search recipes"
      )
      .task(id: query) {
        guard !query.isEmpty else {
          results = []
          return
        }
        isLoading = true
        defer { isLoading = false }
        do {
          try await Task.sleep(for: .milliseconds(250))
          results = try await service.search(query)
        } catch {
          // Cancelled: a newer query replaced this one.
        }
      }
    }
  }
}

struct RecipeDetail: View {
  let recipe: Recipe
  @State private var servings = 2

  var body: some View {
    Form {
      Text(recipe.name).font(.title)
      Stepper("Servings: \(servings)", value: $servings, in: 1...12)
    }
    .navigationTitle(recipe.name)
    .navigationBarTitleDisplayMode(.inline)
  }
}
