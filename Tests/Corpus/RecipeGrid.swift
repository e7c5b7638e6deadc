import ViewRuntime

// A grid of recipes pushed by value onto a stack, with a favourites filter in the toolbar, as
// Apple's sample apps write it.

struct Recipe: Identifiable, Hashable {
  let id: Int
  let name: String
  let minutes: Int
  let symbol: String
  var isFavorite = false
}

struct RecipeGridView: View {
  @State private var recipes = [
    Recipe(id: 1, name: "Shakshuka", minutes: 30, symbol: "frying.pan"),
    Recipe(
      id: 2, name: "Ramen", minutes: 45, symbol: "takeoutbag.and.cup.and.straw", isFavorite: true),
    Recipe(id: 3, name: "Pancakes", minutes: 20, symbol: "birthday.cake"),
    Recipe(id: 4, name: "Gazpacho", minutes: 15, symbol: "carrot"),
  ]
  @State private var showFavoritesOnly = false

  private let columns = [GridItem(.flexible()), GridItem(.flexible())]

  private var shown: [Recipe] {
    showFavoritesOnly ? recipes.filter(\.isFavorite) : recipes
  }

  var body: some View {
    NavigationStack {
      ScrollView {
        LazyVGrid(columns: columns, spacing: 12) {
          ForEach(shown) { recipe in
            NavigationLink(value: recipe.id) {
              VStack {
                Image(systemName: recipe.symbol)
                  .font(.largeTitle)
                  .frame(maxWidth: .infinity, minHeight: 80)
                  .background(.orange.gradient, in: .rect(cornerRadius: 12))
                Text(recipe.name)
                  .font(.headline)
                Text("\(recipe.minutes) min")
                  .font(.caption)
                  .foregroundStyle(.secondary)
              }
            }
            .buttonStyle(.plain)
          }
        }
        .padding(.horizontal)
      }
      .navigationTitle("Recipes")
      .navigationDestination(for: Recipe.ID.self) { id in
        if let index = recipes.firstIndex(where: { $0.id == id }) {
          RecipeDetail(recipe: recipes[index], isFavorite: $recipes[index].isFavorite)
        }
      }
      .toolbar {
        Toggle(isOn: $showFavoritesOnly) {
          Label("Favorites Only", systemImage: "heart")
        }
        .toggleStyle(.button)
      }
    }
  }
}

struct RecipeDetail: View {
  let recipe: Recipe
  @Binding var isFavorite: Bool

  var body: some View {
    VStack(spacing: 20) {
      Image(systemName: recipe.symbol)
        .resizable()
        .scaledToFit()
        .frame(width: 120, height: 120)
      Text(recipe.name)
        .font(.largeTitle)
      Text("Ready in \(recipe.minutes) minutes")
      Button {
        isFavorite.toggle()
      } label: {
        Label(
          isFavorite ? "Unfavorite" : "Favorite", systemImage: isFavorite ? "heart.fill" : "heart")
      }
      .buttonStyle(.bordered)
    }
    .navigationTitle(recipe.name)
    .navigationBarTitleDisplayMode(.inline)
  }
}

#Preview {
  RecipeGridView()
}

#Preview("Detail") {
  @Previewable @State var isFavorite = false
  NavigationStack {
    RecipeDetail(
      recipe: Recipe(id: 1, name: "Shakshuka", minutes: 30, symbol: "frying.pan"),
      isFavorite: $isFavorite)
  }
}
