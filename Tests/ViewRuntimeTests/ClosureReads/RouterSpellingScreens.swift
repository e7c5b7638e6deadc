import ViewRuntime

// The router of `RoutedScreen` in the two other spellings real code uses: held in `@State` by
// the screen that binds it (`$router.path`, no `@Bindable`), and read from the environment and
// bound through a `@Bindable` local in the body.

/// The router in `@State`, bound by the same view with `$router.path`.
struct OwnRouterScreen: View {
  @State private var router = Router()
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

/// The router from the environment, bound through `@Bindable var router = router`.
struct EnvironmentRoutedScreen: View {
  @Environment(Router.self) private var router
  var body: some View {
    @Bindable var router = router
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

/// The app that holds the router and hands it down.
struct EnvironmentRouterApp: View {
  @State private var router = Router()
  var body: some View { EnvironmentRoutedScreen().environment(router) }
}
