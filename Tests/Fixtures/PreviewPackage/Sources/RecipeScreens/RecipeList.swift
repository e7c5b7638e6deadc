import ViewRuntime

struct Recipe: Identifiable, Hashable {
  let id = UUID()
  var name: String
  var minutes: Int
  var isFavorite = false
}

@Observable
final class RecipeBook {
  var recipes: [Recipe]

  init(recipes: [Recipe] = Recipe.samples) {
    self.recipes = recipes
  }
}

extension Recipe {
  static let samples = [
    Recipe(name: "Pancakes", minutes: 20),
    Recipe(name: "Tomato soup", minutes: 35),
    Recipe(name: "Risotto", minutes: 45),
  ]
}

struct RecipeList: View {
  @Environment(RecipeBook.self) private var book
  @State private var showFavoritesOnly = false

  var body: some View {
    NavigationStack {
      List {
        Toggle("Favorites only", isOn: $showFavoritesOnly)
        ForEach(book.recipes.filter { !showFavoritesOnly || $0.isFavorite }) { recipe in
          NavigationLink(value: recipe) {
            RecipeRow(recipe: recipe)
          }
        }
      }
      .navigationTitle("Recipes")
      .navigationDestination(for: Recipe.self) { recipe in
        Text(recipe.name)
      }
    }
  }
}

struct RecipeRow: View {
  let recipe: Recipe

  var body: some View {
    HStack {
      Text(recipe.name)
      Spacer()
      Text("\(recipe.minutes) min")
        .foregroundStyle(.secondary)
    }
  }
}

#Preview {
  RecipeList()
    .environment(RecipeBook())
}

#Preview("Empty book") {
  RecipeList()
    .environment(RecipeBook(recipes: []))
}

#Preview("Row", traits: .sizeThatFitsLayout) {
  RecipeRow(recipe: Recipe.samples[0])
}
