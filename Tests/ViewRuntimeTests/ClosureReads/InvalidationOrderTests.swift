import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// A summary of the favourites, a sibling of the rows that reads the same property.
private struct FavouritesSummary: View {
  let cookbook: Cookbook
  var body: some View { Text("\(cookbook.favourites.count) favourites") }
}

/// Several bodies read `favourites`: the screen, the rows (structs in a `ForEach`, and one
/// inline row per dish) and a sibling summary.
private struct SharedReadCookbookScreen: View {
  @State private var cookbook = Cookbook()
  var body: some View {
    VStack {
      Text(cookbook.favourites.isEmpty ? "No favourites" : "Favourites")
      ForEach(cookbook.dishes) { recipe in RecipeRow(recipe: recipe, cookbook: cookbook) }
      FavouritesSummary(cookbook: cookbook)
      List {
        ForEach(cookbook.dishes) { recipe in
          Text(cookbook.isFavourite(recipe) ? "★ \(recipe.title)" : recipe.title)
        }
      }
    }
  }
}

/// Observation calls the observers of one property in no fixed order; the invalidations one
/// write are recorded in the order the views were made, whatever read the property (a body or
/// a content closure), so two recordings of one scenario are the same. (The inline rows
/// read it too, in their closure: the screen's body builds them again, so they are not
/// invalidated.)
@MainActor @Suite struct InvalidationOrderTests {
  @Test func oneWriteInvalidatesItsReadersInTheOrderTheyWereMade() async throws {
    for _ in 0..<30 {
      let driver = Driver(SharedReadCookbookScreen())
      try await driver.start()
      try await driver.tap("Star", within: "Bread")
      let after = Aftermath(try driver.finish())
      // The screen's children are made before the `ForEach` makes its rows.
      #expect(
        after.invalidated == [
          "SharedReadCookbookScreen observable Cookbook.favourites",
          "FavouritesSummary[2] observable Cookbook.favourites",
          "RecipeRow[id=1] observable Cookbook.favourites",
          "RecipeRow[id=2] observable Cookbook.favourites",
        ])
      #expect(after.chains.allSatisfy { $0 == [.invalidate, .modelWrite, .input] })
    }
  }
}
