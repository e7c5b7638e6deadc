import Foundation
import TraceAnalysis
import ViewRuntime

// Loading from two places at once: a `.task` and an `onAppear { Task { } }`, two `.task`s, a
// parent and its child, each asking for the same URL as the screen first appears; and the
// correct code beside it: two different requests, a load and a prefetch, a guarded load.

/// A recipes API that answers from a HAR-like table after 200 ms.
enum RecipesAPI {
  static let base = "https://api.example.com/recipes"
  static let fixtures = NetworkFixtures { request in
    let text = request.url?.query == "page=2" ? #"["Soup"]"# : #"["Stew","Pie"]"#
    return FixtureResponse(text: text, latency: .milliseconds(200))
  }

  static func recipes(page: Int = 1) async throws -> [String] {
    let url = URL(string: "\(base)?page=\(page)")!
    let (data, _) = try await URLSession.shared.data(from: url)
    return try JSONDecoder().decode([String].self, from: data)
  }

  static func tags() async throws -> [String] {
    var request = URLRequest(url: URL(string: "https://api.example.com/tags")!)
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let (data, _) = try await URLSession(configuration: .ephemeral).data(for: request)
    return (try? JSONDecoder().decode([String].self, from: data)) ?? []
  }
}

/// `.task` and `onAppear { Task { } }` both call the loader: two requests at the first appear.
struct TaskAndAppearRecipes: View {
  @State private var recipes: [String] = []
  var body: some View {
    List(recipes, id: \.self) { Text($0) }
      .task { await load() }
      .onAppear { Task { await load() } }
  }
  private func load() async {
    recipes = (try? await RecipesAPI.recipes()) ?? []
  }
}

/// Two `.task`s on one view call the same loader of an `@Observable` model.
@Observable @MainActor final class CookbookStore {
  var recipes: [String] = []
  var isLoading = false
  func load() async {
    do { recipes = try await RecipesAPI.recipes() } catch {}
  }
  /// Loads once: the flag is set before the first await, so a second call returns at once.
  func loadOnce() async {
    if isLoading { return }
    isLoading = true
    defer { isLoading = false }
    await load()
  }
}

struct TwoTasksRecipes: View {
  @State private var book = CookbookStore()
  var body: some View {
    VStack {
      Text("\(book.recipes.count) recipes")
    }
    .task { await book.load() }
    .task { await book.load() }
  }
}

/// The screen loads in its `.task`, and the list inside it loads again in its own.
struct ParentAndChildRecipes: View {
  @State private var book = CookbookStore()
  var body: some View {
    NavigationStack {
      CookbookList(book: book)
    }
    .task { await book.load() }
  }
}

struct CookbookList: View {
  let book: CookbookStore
  var body: some View {
    List(book.recipes, id: \.self) { Text($0) }
      .task { await book.load() }
  }
}

/// A view model that starts its own `Task` from `onAppear`, beside a `.task` that awaits it.
@Observable @MainActor final class RecipeFeed {
  var recipes: [String] = []
  func start() { Task { await refresh() } }
  func refresh() async {
    recipes = (try? await RecipesAPI.recipes()) ?? recipes
  }
}

struct ModelStartAndTaskRecipes: View {
  @State private var feed = RecipeFeed()
  var body: some View {
    Text("\(feed.recipes.count) recipes")
      .onAppear { feed.start() }
      .task { await feed.refresh() }
  }
}

/// `.task(id:)` for the selected page beside a `.task` that loads page 1: at the first appear both
/// ask for page 1, with a `URLRequest`.
struct PagedRecipes: View {
  @State private var page = 1
  @State private var recipes: [String] = []
  var body: some View {
    Text("Page \(page): \(recipes.count) recipes")
      .task(id: page) { await load(page) }
      .task { await load(1) }
  }
  private func load(_ page: Int) async {
    let url = URL(string: "\(RecipesAPI.base)?page=\(page)")!
    guard let (data, _) = try? await URLSession.shared.data(for: URLRequest(url: url)) else {
      return
    }
    recipes = (try? JSONDecoder().decode([String].self, from: data)) ?? []
  }
}

/// A service wrapped in `withEffect` by hand, called from `onAppear { Task { } }` on the screen
/// and from the `.task` of the text inside it.
struct WrappedServiceRecipes: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("\(count) recipes").task { count = await FakeAPI.fetch("GET /recipes", 2) }
    }
    .onAppear { Task { count = await FakeAPI.fetch("GET /recipes", 2) } }
  }
}

/// Correct: the `.task` loads recipes and `onAppear` loads the tags: two different requests.
struct RecipesAndTags: View {
  @State private var recipes: [String] = []
  @State private var tags: [String] = []
  var body: some View {
    Text("\(recipes.count) recipes, \(tags.count) tags")
      .task { recipes = (try? await RecipesAPI.recipes()) ?? [] }
      .onAppear { Task { tags = (try? await RecipesAPI.tags()) ?? [] } }
  }
}

/// Correct: one `.task` loads the first page, another prefetches the second.
struct PrefetchingRecipes: View {
  @State private var firstPage: [String] = []
  @State private var nextPage: [String] = []
  var body: some View {
    List(firstPage + nextPage, id: \.self) { Text($0) }
      .task { firstPage = (try? await RecipesAPI.recipes(page: 1)) ?? [] }
      .task { nextPage = (try? await RecipesAPI.recipes(page: 2)) ?? [] }
  }
}

/// Correct: both places call a loader guarded by a flag set before its first await.
struct GuardedRecipes: View {
  @State private var recipes: [String] = []
  @State private var isLoading = false
  var body: some View {
    Text("\(recipes.count) recipes")
      .task { await load() }
      .onAppear { Task { await load() } }
  }
  private func load() async {
    guard !isLoading else { return }
    isLoading = true
    recipes = (try? await RecipesAPI.recipes()) ?? []
    isLoading = false
  }
}

/// Correct: two `.task`s call a model's loader guarded inside the model.
struct GuardedModelRecipes: View {
  @State private var book = CookbookStore()
  var body: some View {
    Text("\(book.recipes.count) recipes")
      .task { await book.loadOnce() }
      .task { await book.loadOnce() }
  }
}

/// Correct: the load on appear, and pull to refresh asking for the same page again.
struct RefreshingRecipes: View {
  @State private var recipes: [String] = []
  var body: some View {
    List(recipes, id: \.self) { Text($0) }
      .task { recipes = (try? await RecipesAPI.recipes()) ?? [] }
      .refreshable { recipes = (try? await RecipesAPI.recipes()) ?? [] }
  }
}

/// Correct: a `.task` that loads, and another that polls the same URL every 30 seconds.
struct PollingRecipes: View {
  @State private var recipes: [String] = []
  var body: some View {
    Text("\(recipes.count) recipes")
      .task { recipes = (try? await RecipesAPI.recipes()) ?? [] }
      .task {
        while !Task.isCancelled {
          try? await Task.sleep(for: .seconds(30))
          recipes = (try? await RecipesAPI.recipes()) ?? recipes
        }
      }
  }
}

extension PrecisionCase {
  static let doubleLoads: [PrecisionCase] = [
    .fine("a .task and onAppear making two different requests") {
      try await analyze(RecipesAndTags(), fixtures: RecipesAPI.fixtures)
    },
    .fine("a load and a prefetch of the next page") {
      try await analyze(PrefetchingRecipes(), fixtures: RecipesAPI.fixtures)
    },
    .fine("a load from two places guarded by a flag set before the await") {
      try await analyze(GuardedRecipes(), fixtures: RecipesAPI.fixtures)
    },
    .fine("two .tasks calling a model's guarded loader") {
      try await analyze(GuardedModelRecipes(), fixtures: RecipesAPI.fixtures)
    },
    .fine("a load on appear and a pull to refresh") {
      try await analyze(RefreshingRecipes(), fixtures: RecipesAPI.fixtures) { driver in
        try await driver.advance(by: .seconds(1))
        try await driver.refresh()
      }
    },
    .fine("a load and a poll of the same URL") {
      try await analyze(Closable(content: PollingRecipes()), fixtures: RecipesAPI.fixtures) {
        driver in
        try await driver.advance(by: .seconds(65))
        try await driver.tap("Close")
      }
    },
    .bug(".task and onAppear { Task { } } calling one loader", .effectDuplicate) {
      try await analyze(TaskAndAppearRecipes(), fixtures: RecipesAPI.fixtures)
    },
    .bug("two .tasks calling one model's loader", .effectDuplicate) {
      try await analyze(TwoTasksRecipes(), fixtures: RecipesAPI.fixtures)
    },
    .bug("a screen and its list each loading in a .task", .effectDuplicate) {
      try await analyze(ParentAndChildRecipes(), fixtures: RecipesAPI.fixtures)
    },
    .bug(".task(id:) and .task asking for the first page", .effectDuplicate) {
      try await analyze(PagedRecipes(), fixtures: RecipesAPI.fixtures)
    },
    .bug("a wrapped service called on appear and by the inner view's .task", .effectDuplicate) {
      try await analyze(WrappedServiceRecipes())
    },
    .bug("a model's Task started on appear beside a .task", .effectDuplicate) {
      try await analyze(ModelStartAndTaskRecipes(), fixtures: RecipesAPI.fixtures)
    },
  ]
}
