import Testing
import TraceAnalysis
import TraceFormat
import ViewRuntime

/// Recipes whose favourites decide which rows show a star.
@Observable final class RecipeBox {
  var recipes = [BoxRecipe(id: 1, title: "Soup"), BoxRecipe(id: 2, title: "Bread")]
  var favourites: [Int] = []

  func isFavourite(_ recipe: BoxRecipe) -> Bool { favourites.contains(recipe.id) }
  func toggleFavourite(_ recipe: BoxRecipe) {
    if let index = favourites.firstIndex(of: recipe.id) {
      favourites.remove(at: index)
    } else {
      favourites.append(recipe.id)
    }
  }
}

struct BoxRecipe: Identifiable, Hashable {
  let id: Int
  let title: String
}

/// Issue 22's cookbook, as its text writes it: rows inline in the `ForEach` closure of a `List`.
struct RecipeBoxScreen: View {
  @State private var cookbook = RecipeBox()
  var body: some View {
    List {
      ForEach(cookbook.recipes) { recipe in
        HStack {
          Text(recipe.title)
          if cookbook.isFavourite(recipe) { Image(systemName: "star.fill") }
        }
        .swipeActions { Button("Star") { cookbook.toggleFavourite(recipe) } }
      }
    }
  }
}

/// Issue 22's cookbook: the tap shows the star in the row that was starred, and the row's
/// invalidation has the model write as its cause. An inline row has no body: `why` explains its
/// re-run as its closure's (ContentRunWhyTests), not as a body.
@MainActor @Suite struct InlineRowWhyTests {
  @Test func theCookbookShowsTheStarAndTheRowsInvalidationNamesTheWrite() async throws {
    let driver = Driver(RecipeBoxScreen())
    try await driver.start()
    try await driver.tap("Star", within: "Bread")
    let tree = driver.tree()
    let trace = try driver.finish()
    #expect(tree.contains("Image[1.if] \"star.fill\""))
    let timeline = Timeline(trace: trace)
    let write = try #require(trace.resolved(.modelWrite).last)
    #expect(
      write.identity == "RecipeBox#1" && write.name == "favourites" && write.before == "[]"
        && write.after == "[2]")
    let invalidations = trace.resolved(.invalidate).filter { $0.seq > write.seq }
    #expect(invalidations.count == 2)
    #expect(invalidations.allSatisfy { $0.event.cause == write.seq })
    #expect(timeline.why(".swipeActions").isEmpty)
    #expect(timeline.contentRuns(".swipeActions").count == 2)
  }
}
