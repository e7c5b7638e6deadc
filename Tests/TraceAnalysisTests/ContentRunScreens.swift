import ViewRuntime

// Screens whose model is read inside a closure that a container stored and calls again on its
// own (a `ForEach` row, a sheet's content, a navigation destination), written as real code
// writes them: rows inline in `List` and `LazyVStack`, and as a struct; the model in `@State`,
// `@Environment` and `@Bindable`. `why` must explain each re-run of what the closure built.
// (Issue 22's own screen, `RecipeBoxScreen`, is in InlineRowWhyTests.swift.)

/// The rows inline in a `LazyVStack`, the model from the environment.
struct PantryShelfScreen: View {
  @Environment(RecipeBox.self) private var box
  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(box.recipes) { recipe in
          HStack {
            Text(recipe.title)
            Text(box.isFavourite(recipe) ? "★" : "☆")
          }
          .contextMenu { Button("Star") { box.toggleFavourite(recipe) } }
        }
      }
    }
  }
}

/// The app that holds the box and hands it down through the environment.
struct PantryApp: View {
  @State private var box = RecipeBox()
  var body: some View { PantryShelfScreen().environment(box) }
}

/// The rows inline in a `List`, the model passed in `@Bindable`.
struct BindableBoxScreen: View {
  @Bindable var box: RecipeBox
  var body: some View {
    List(box.recipes) { recipe in
      HStack {
        Text(recipe.title)
        if box.isFavourite(recipe) { Image(systemName: "star.fill") }
        Button("Star") { box.toggleFavourite(recipe) }
      }
    }
  }
}

/// The rows as a struct that reads the model in its own body.
struct BoxRecipeRow: View {
  let recipe: BoxRecipe
  let box: RecipeBox
  var body: some View {
    HStack {
      Text(recipe.title)
      if box.isFavourite(recipe) { Image(systemName: "star.fill") }
      Button("Star") { box.toggleFavourite(recipe) }
    }
  }
}

struct StructRowBoxScreen: View {
  @State private var box = RecipeBox()
  var body: some View {
    List {
      ForEach(box.recipes) { recipe in BoxRecipeRow(recipe: recipe, box: box) }
    }
  }
}

/// A sheet whose content reads the model; its button stars the first recipe.
struct BoxSheetScreen: View {
  @State private var box = RecipeBox()
  @State private var showsFavourites = false
  var body: some View {
    VStack {
      Button("Favourites") { showsFavourites = true }
    }
    .sheet(isPresented: $showsFavourites) {
      VStack {
        Text("\(box.favourites.count) starred")
        Button("Star Soup") { box.toggleFavourite(box.recipes[0]) }
      }
    }
  }
}

/// A destination for a recipe's id, reading the model held in `@State`.
struct BoxDestinationScreen: View {
  @State private var box = RecipeBox()
  var body: some View {
    NavigationStack {
      List(box.recipes) { recipe in NavigationLink(recipe.title, value: recipe.id) }
        .navigationDestination(for: Int.self) { id in
          VStack {
            Text(box.favourites.contains(id) ? "★ favourite" : "not a favourite")
            Button("Star") { box.favourites.append(id) }
          }
        }
    }
  }
}

/// A note field with its own draft.
struct BoxNoteField: View {
  @State private var draft = ""
  var body: some View { TextField("Note", text: $draft) }
}

/// Rows inline whose `if` on the model builds the field in both branches: starring a row resets
/// its draft (a bug, told in the words of the row's closure).
struct StarredNoteBoxScreen: View {
  @State private var box = RecipeBox()
  var body: some View {
    List {
      ForEach(box.recipes) { recipe in
        VStack {
          if box.isFavourite(recipe) {
            BoxNoteField().bold()
          } else {
            BoxNoteField()
          }
          Button("Star") { box.toggleFavourite(recipe) }
        }
      }
    }
  }
}
