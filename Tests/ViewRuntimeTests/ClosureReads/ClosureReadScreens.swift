import Foundation
import ViewRuntime

// Screens that read models inside closures the runtime stores and calls outside any body (a
// `ForEach` row, a sheet's content, a navigation destination), written as real code writes
// them: rows inline and as structs; models in `@State`, `@Environment`, `@Bindable`, a
// `@StateObject`; plain `@State` values.

struct Dish: Identifiable, Hashable {
  let id: Int
  let title: String
}

/// A cookbook, the model of issue 22's screen.
@Observable final class Cookbook {
  var dishes = [Dish(id: 1, title: "Soup"), Dish(id: 2, title: "Bread")]
  var favourites: Set<Int> = []
  var heading = "Recipes"

  func isFavourite(_ recipe: Dish) -> Bool { favourites.contains(recipe.id) }
  func toggleFavourite(_ recipe: Dish) {
    if favourites.contains(recipe.id) {
      favourites.remove(recipe.id)
    } else {
      favourites.insert(recipe.id)
    }
  }
}

/// Issue 22's screen: rows inline in the `ForEach` closure, the model in `@State`.
struct InlineCookbookScreen: View {
  @State private var cookbook = Cookbook()
  var body: some View {
    List {
      ForEach(cookbook.dishes) { recipe in
        HStack {
          Text(recipe.title)
          if cookbook.isFavourite(recipe) { Image(systemName: "star.fill") }
        }
        .swipeActions { Button("Star") { cookbook.toggleFavourite(recipe) } }
      }
    }
  }
}

/// The same rows in a lazy stack, the model from the environment.
struct EnvironmentCookbookScreen: View {
  @Environment(Cookbook.self) private var cookbook
  var body: some View {
    ScrollView {
      LazyVStack {
        ForEach(cookbook.dishes) { recipe in
          HStack {
            Text(recipe.title)
            if cookbook.isFavourite(recipe) { Image(systemName: "star.fill") }
          }
          .contextMenu { Button("Star") { cookbook.toggleFavourite(recipe) } }
        }
      }
    }
  }
}

/// The environment's cookbook, held by the app.
struct CookbookApp: View {
  @State private var cookbook = Cookbook()
  var body: some View { EnvironmentCookbookScreen().environment(cookbook) }
}

/// The rows inline in a grid, the model passed in `@Bindable` (the row reads through it).
struct BindableCookbookScreen: View {
  @Bindable var cookbook: Cookbook
  var body: some View {
    LazyVGrid(columns: [GridItem(.flexible())]) {
      ForEach(cookbook.dishes) { recipe in
        VStack {
          Text(recipe.title)
          Text(cookbook.isFavourite(recipe) ? "★" : "☆")
          Button("Star") { cookbook.toggleFavourite(recipe) }
        }
      }
    }
  }
}

/// The rows as a struct that reads the model in its body: tracked before issue 22 too.
struct RecipeRow: View {
  let recipe: Dish
  let cookbook: Cookbook
  var body: some View {
    HStack {
      Text(recipe.title)
      if cookbook.isFavourite(recipe) { Image(systemName: "star.fill") }
      Button("Star") { cookbook.toggleFavourite(recipe) }
    }
  }
}

struct StructRowCookbookScreen: View {
  @State private var cookbook = Cookbook()
  var body: some View {
    VStack {
      ForEach(cookbook.dishes) { recipe in RecipeRow(recipe: recipe, cookbook: cookbook) }
    }
  }
}

/// Favourites in a plain `@State` set, read inline by each row.
struct StateSetCookbookScreen: View {
  @State private var favourites: Set<Int> = []
  private let dishes = [Dish(id: 1, title: "Soup"), Dish(id: 2, title: "Bread")]
  var body: some View {
    VStack {
      ForEach(dishes) { recipe in
        HStack {
          Text(recipe.title)
          if favourites.contains(recipe.id) { Image(systemName: "star.fill") }
          Button("Star") { favourites.insert(recipe.id) }
        }
      }
    }
  }
}

/// A legacy store: its publishes invalidate the view that holds it, which builds the rows anew.
final class LegacyCookbook: ObservableObject {
  @Published var favourites: Set<Int> = []
  let dishes = [Dish(id: 1, title: "Soup"), Dish(id: 2, title: "Bread")]
}

struct StateObjectCookbookScreen: View {
  @StateObject private var cookbook = LegacyCookbook()
  var body: some View {
    List {
      ForEach(cookbook.dishes) { recipe in
        HStack {
          Text(recipe.title)
          if cookbook.favourites.contains(recipe.id) { Image(systemName: "star.fill") }
          Button("Star") { cookbook.favourites.insert(recipe.id) }
        }
      }
    }
  }
}

/// The legacy store passed in, observed by the screen.
struct ObservedObjectCookbookScreen: View {
  @ObservedObject var cookbook: LegacyCookbook
  var body: some View {
    VStack {
      ForEach(cookbook.dishes) { recipe in
        Text(cookbook.favourites.contains(recipe.id) ? "★ \(recipe.title)" : recipe.title)
      }
      Button("Star Soup") { cookbook.favourites.insert(1) }
    }
  }
}

/// A sheet whose content reads the model; its button renames the cookbook.
struct SheetCookbookScreen: View {
  @State private var cookbook = Cookbook()
  @State private var showsInfo = false
  var body: some View {
    VStack {
      Button("Info") { showsInfo = true }
    }
    .sheet(isPresented: $showsInfo) {
      VStack {
        Text(cookbook.heading)
        Button("Rename") { cookbook.heading = "Favourites" }
      }
    }
  }
}

/// A sheet for an item whose content reads a plain `@State` value of the presenter.
struct ItemSheetScreen: View {
  @State private var shown: Dish?
  @State private var servings = 2
  var body: some View {
    VStack {
      Button("Open Soup") { shown = Dish(id: 1, title: "Soup") }
    }
    .sheet(item: $shown) { recipe in
      VStack {
        Text("\(recipe.title) for \(servings)")
        Button("More") { servings += 1 }
      }
    }
  }
}

/// Destinations for values, reading the model held in `@State`.
struct DestinationCookbookScreen: View {
  @State private var cookbook = Cookbook()
  var body: some View {
    NavigationStack {
      VStack {
        Text("Home")
        NavigationLink("Soup", value: 1)
      }
      .navigationDestination(for: Int.self) { id in
        VStack {
          Text(cookbook.favourites.contains(id) ? "★ favourite" : "not a favourite")
          Button("Star") { cookbook.favourites.insert(id) }
        }
      }
    }
  }
}

/// A destination shown while a flag says so, reading the model.
struct PresentedDestinationScreen: View {
  @State private var cookbook = Cookbook()
  @State private var showsDetail = false
  var body: some View {
    NavigationStack {
      Button("Open") { showsDetail = true }
        .navigationDestination(isPresented: $showsDetail) {
          VStack {
            Text(cookbook.heading)
            Button("Rename") { cookbook.heading = "Favourites" }
          }
        }
    }
  }
}

/// A destination for an item, reading the model.
struct ItemDestinationScreen: View {
  @State private var cookbook = Cookbook()
  @State private var opened: Int?
  var body: some View {
    NavigationStack {
      Button("Open") { opened = 2 }
        .navigationDestination(item: $opened) { id in
          VStack {
            Text(cookbook.favourites.contains(id) ? "★ \(id)" : "☆ \(id)")
            Button("Star") { cookbook.favourites.insert(id) }
          }
        }
    }
  }
}

/// Content a `GeometryReader` builds, reading the model.
struct GeometryCookbookScreen: View {
  @State private var cookbook = Cookbook()
  var body: some View {
    VStack {
      GeometryReader { proxy in
        Text("\(cookbook.heading) in \(Int(proxy.size.width))")
      }
      Button("Rename") { cookbook.heading = "Favourites" }
    }
  }
}

/// Closures a container runs at once, in the body that wrote them: the body's reads.
struct BodyClosuresScreen: View {
  @State private var cookbook = Cookbook()
  var body: some View {
    NavigationStack {
      List {
        Section {
          Text("Soup")
        } header: {
          Text(cookbook.heading)
        } footer: {
          Text("\(cookbook.favourites.count) favourites")
        }
      }
      .overlay { Text(cookbook.favourites.isEmpty ? "none" : "some") }
      .toolbar { ToolbarItem { Button("Star") { cookbook.favourites.insert(1) } } }
    }
  }
}

/// A router that drives a stack, tabs and a sheet through bindings into it.
@Observable final class Router {
  var path: [Int] = []
  var tab = 0
  var sheet: Dish?
  var selection: Int?
}

/// The router in `@State`, bound with `$router.path`.
struct StateRouterScreen: View {
  @State private var router = Router()
  var body: some View { RoutedScreen(router: router) }
}

/// The router passed in and bound through `@Bindable`.
struct RoutedScreen: View {
  @Bindable var router: Router
  var body: some View {
    TabView(selection: $router.tab) {
      NavigationStack(path: $router.path) {
        VStack {
          Button("Push") { router.path.append(7) }
          Button("Second tab") { router.tab = 1 }
          Button("Open sheet") { router.sheet = Dish(id: 1, title: "Soup") }
        }
        .navigationDestination(for: Int.self) { Text("Screen \($0)") }
      }
      .tag(0)
      Text("Second").tag(1)
    }
    .sheet(item: $router.sheet) { Text("Sheet \($0.title)") }
  }
}

/// The same screen, everything in `@State`: the bindings the router's must behave like.
struct StateBindingsScreen: View {
  @State private var path: [Int] = []
  @State private var tab = 0
  @State private var sheet: Dish?
  var body: some View {
    TabView(selection: $tab) {
      NavigationStack(path: $path) {
        VStack {
          Button("Push") { path.append(7) }
          Button("Second tab") { tab = 1 }
          Button("Open sheet") { sheet = Dish(id: 1, title: "Soup") }
        }
        .navigationDestination(for: Int.self) { Text("Screen \($0)") }
      }
      .tag(0)
      Text("Second").tag(1)
    }
    .sheet(item: $sheet) { Text("Sheet \($0.title)") }
  }
}

/// A list whose selection lives on the router, shown by a text that reads it.
struct RouterSelectionScreen: View {
  @State private var router = Router()
  var body: some View {
    VStack {
      List([Dish(id: 1, title: "Soup"), Dish(id: 2, title: "Bread")], selection: $router.selection)
      {
        Text($0.title)
      }
      Text("Selected: \(router.selection.map(String.init) ?? "none")")
    }
  }
}

struct StateSelectionScreen: View {
  @State private var selection: Int?
  var body: some View {
    VStack {
      List([Dish(id: 1, title: "Soup"), Dish(id: 2, title: "Bread")], selection: $selection) {
        Text($0.title)
      }
      Text("Selected: \(selection.map(String.init) ?? "none")")
    }
  }
}

/// The router kept the iOS 13 way, bound with `$router.path` through `@StateObject`.
final class LegacyRouter: ObservableObject {
  @Published var path: [Int] = []
  @Published var tab = 0
  @Published var sheet: Dish?
}

struct StoreRouterScreen: View {
  @StateObject private var router = LegacyRouter()
  var body: some View {
    TabView(selection: $router.tab) {
      NavigationStack(path: $router.path) {
        VStack {
          Button("Push") { router.path.append(7) }
          Button("Second tab") { router.tab = 1 }
          Button("Open sheet") { router.sheet = Dish(id: 1, title: "Soup") }
        }
        .navigationDestination(for: Int.self) { Text("Screen \($0)") }
      }
      .tag(0)
      Text("Second").tag(1)
    }
    .sheet(item: $router.sheet) { Text("Sheet \($0.title)") }
  }
}

/// The same list, its selection on the legacy router.
struct StoreSelectionScreen: View {
  @StateObject private var router = LegacySelection()
  var body: some View {
    VStack {
      List([Dish(id: 1, title: "Soup"), Dish(id: 2, title: "Bread")], selection: $router.selection)
      {
        Text($0.title)
      }
      Text("Selected: \(router.selection.map(String.init) ?? "none")")
    }
  }
}

final class LegacySelection: ObservableObject {
  @Published var selection: Int?
}

/// A detail pushed for the router's item, bound with `$router.detail` on an `@State` model.
@Observable final class DetailRouter {
  var detail: Int?
}

struct RouterDetailScreen: View {
  @State private var router = DetailRouter()
  var body: some View {
    NavigationStack {
      Button("Show 4") { router.detail = 4 }
        .navigationDestination(item: $router.detail) { Text("Detail \($0)") }
    }
  }
}

struct StateDetailScreen: View {
  @State private var detail: Int?
  var body: some View {
    NavigationStack {
      Button("Show 4") { detail = 4 }
        .navigationDestination(item: $detail) { Text("Detail \($0)") }
    }
  }
}

/// `List(data)` rows written in the list's closure, the model in `@State`.
struct ListRowsCookbookScreen: View {
  @State private var cookbook = Cookbook()
  var body: some View {
    VStack {
      List(cookbook.dishes) { dish in
        Text(cookbook.isFavourite(dish) ? "★ \(dish.title)" : dish.title)
      }
      Button("Star Bread") { cookbook.favourites.insert(2) }
    }
  }
}

/// A full-screen cover for an item and a popover, both reading the model.
struct CoverCookbookScreen: View {
  @State private var cookbook = Cookbook()
  @State private var covered: Dish?
  @State private var showsPopover = false
  var body: some View {
    VStack {
      Button("Cover Soup") { covered = Dish(id: 1, title: "Soup") }
      Button("Pop") { showsPopover = true }
    }
    .fullScreenCover(item: $covered) { dish in
      VStack {
        Text("\(dish.title) in \(cookbook.heading)")
        Button("Rename") { cookbook.heading = "Favourites" }
      }
    }
    .popover(isPresented: $showsPopover) {
      VStack {
        Text(cookbook.heading)
        Button("Rename here") { cookbook.heading = "Mine" }
      }
    }
  }
}

/// A `ScrollViewReader`'s content reading the model, in a tab of a `TabView` whose other tab,
/// a `Group` and a `ViewThatFits` run in the body.
struct ReaderTabsScreen: View {
  @State private var cookbook = Cookbook()
  var body: some View {
    TabView {
      ScrollViewReader { _ in
        VStack {
          Text(cookbook.heading)
          Button("Rename") { cookbook.heading = "Favourites" }
        }
      }
      Group {
        ViewThatFits { Text("\(cookbook.favourites.count) starred") }
      }
    }
  }
}
