import ViewRuntime

/// The popular recipes, loaded once by the stack's `.task` (it stays in the tree while a
/// recipe is open, so going back does not load again).
struct RecipesScreen: View {
  let api: RecipesAPI
  @State private var recipes: [Recipe] = []

  var body: some View {
    NavigationStack {
      RecipeList(recipes: recipes, api: api)
    }
    .task { recipes = (try? await api.popular()) ?? [] }
  }
}

/// The same screen after a second load was added "to be sure": the `.task` and the
/// `onAppear { Task { } }` beside it both ask for the popular recipes as the screen appears.
struct DoubleLoadRecipesScreen: View {
  let api: RecipesAPI
  @State private var recipes: [Recipe] = []

  var body: some View {
    NavigationStack {
      RecipeList(recipes: recipes, api: api)
    }
    .task { await load() }
    .onAppear { Task { await load() } }
  }

  private func load() async {
    recipes = (try? await api.popular()) ?? []
  }
}

/// The recipes, each opening its steps.
struct RecipeList: View {
  let recipes: [Recipe]
  let api: RecipesAPI

  var body: some View {
    List(recipes) { recipe in
      NavigationLink("\(recipe.title) · \(recipe.minutes) min", value: recipe)
    }
    .navigationTitle("Popular")
    .navigationDestination(for: Recipe.self) { recipe in
      RecipeStepsScreen(recipe: recipe, api: api)
    }
  }
}

/// A recipe's steps, loaded as the screen appears.
struct RecipeStepsScreen: View {
  let recipe: Recipe
  let api: RecipesAPI
  @State private var steps: [String] = []

  var body: some View {
    List(steps, id: \.self) { step in
      Text(step)
    }
    .navigationTitle(recipe.title)
    .task { steps = (try? await api.detail(of: recipe.id).steps) ?? [] }
  }
}
