import ViewRuntime

// A detail screen with links to sub-screens and a binding to checklist items, as cooking and
// to-do samples write it.

struct Ingredient: Hashable {
  var name: String
  var isChecked = false
}

struct IngredientChecklist: View {
  @Binding var ingredients: [Ingredient]

  var body: some View {
    List {
      ForEach($ingredients, id: \.name) { $ingredient in
        Toggle(ingredient.name, isOn: $ingredient.isChecked.animation())
      }
    }
    .navigationTitle("Ingredients")
  }
}

struct RecipeStepsView: View {
  @State private var ingredients = [
    Ingredient(name: "Flour"), Ingredient(name: "Eggs"), Ingredient(name: "Milk"),
  ]

  private var checkedCount: Int { ingredients.filter(\.isChecked).count }

  var body: some View {
    NavigationStack {
      List {
        Section {
          NavigationLink("Ingredients") {
            IngredientChecklist(ingredients: $ingredients)
          }
          ProgressView(
            "Ready", value: Double(checkedCount), total: Double(ingredients.count))
        }
        Section("Method") {
          NavigationLink {
            Text("Whisk everything together and rest for 30 minutes.")
          } label: {
            Label("Batter", systemImage: "1.circle")
          }
        }
      }
      .navigationTitle("Pancakes")
    }
  }
}

#Preview {
  RecipeStepsView()
}

#Preview("Checklist") {
  @Previewable @State var ingredients = [Ingredient(name: "Salt", isChecked: true)]
  NavigationStack {
    IngredientChecklist(ingredients: $ingredients)
  }
}
