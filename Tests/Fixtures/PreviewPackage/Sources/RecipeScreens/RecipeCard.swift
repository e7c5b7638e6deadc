import ViewRuntime

struct RecipeCard: View {
  let recipe: Recipe
  @State private var servings = 2

  var body: some View {
    VStack(alignment: .leading) {
      Text(recipe.name)
        .font(.headline)
      Stepper("Serves \(servings)", value: $servings, in: 1...8)
    }
    .padding()
  }
}

struct RecipeCard_Previews: PreviewProvider {
  static var previews: some View {
    Group {
      RecipeCard(recipe: Recipe.samples[0])
      RecipeCard(recipe: Recipe.samples[1])
        .previewDisplayName("Soup card")
    }
    .previewLayout(.sizeThatFits)
  }
}
