import Testing
import ViewRuntime

/// A shopping list as apps write it: rows inline in the `ForEach($items)` closure, each with a
/// toggle, a delete button and a link to its details; a sheet to add one, and a button that is
/// disabled while there is nothing to clear.
struct GroceryListScreen: View {
  struct Grocery: Identifiable {
    let id: String
    var bought = false
  }

  @State private var items = [Grocery(id: "Milk"), Grocery(id: "Bread")]
  @State private var isAdding = false

  var body: some View {
    NavigationStack {
      VStack {
        ForEach($items) { $item in
          HStack {
            Text(item.id)
            Toggle("Bought", isOn: $item.bought)
            Button("Delete") { items.removeAll { $0.id == item.id } }
            NavigationLink("Details", value: item.id)
          }
        }
        Button("Add") { isAdding = true }
        Button("Clear") { items.removeAll() }
          .disabled(!items.contains { $0.bought })
        Text("Total")
        VStack {
          Button("Sort") { items.sort { $0.id < $1.id } }
        }
        .accessibilityIdentifier("sorting")
      }
      .navigationDestination(for: String.self) { name in
        VStack {
          Text("About \(name)")
          Button("Delete") { items.removeAll { $0.id == name } }
        }
      }
      .sheet(isPresented: $isAdding) {
        VStack {
          Button("Save") {
            items.append(Grocery(id: "Eggs"))
            isAdding = false
          }
          Button("Delete") { isAdding = false }
        }
      }
    }
  }
}

/// How the driver finds the control a script names: every control the text matches counts,
/// several are an error unless `within:` or `index:` picks one, and only the views a person
/// could reach are searched.
@MainActor
@Suite struct ControlQueryTests {
  let screen =
    "GroceryListScreen/NavigationStack/.sheet[root]/.navigationDestination[content]/VStack"
  var rows: String { screen + "/ForEach[0]/HStack" }

  func started() async throws -> Driver {
    let driver = Driver(GroceryListScreen())
    try await driver.start()
    return driver
  }

  /// The lines of the tree that contain `part`, without their indentation.
  func lines(_ driver: Driver, containing part: String) -> [String] {
    driver.tree().split(separator: "\n").filter { $0.contains(part) }.map {
      String($0.drop { $0 == " " })
    }
  }

  @Test func aTextSeveralRowsShowIsAnAmbiguityThatListsEachRow() async throws {
    let driver = try await started()
    let error = await #expect(throws: DriverError.self) { try await driver.tap("Delete") }
    #expect(
      error?.description
        == "cannot tap \"Delete\": 2 controls match (0: \(rows)[id=\"Milk\"]/Button[2]"
        + " (within: \"Milk\"); 1: \(rows)[id=\"Bread\"]/Button[2] (within: \"Bread\"));"
        + " pick one with within: a text of its row, or index: N, or mark each with"
        + " .accessibilityIdentifier")
    #expect(lines(driver, containing: "Text[0]") == ["Text[0] \"Milk\"", "Text[0] \"Bread\""])
  }

  @Test func anIndexPicksAControlInTreeOrderAndOneTooFarSaysHowManyMatch() async throws {
    let driver = try await started()
    let error = await #expect(throws: DriverError.self) {
      try await driver.tap("Delete", index: 2)
    }
    #expect(error?.description == "cannot tap \"Delete\" at index 2: 2 controls match")
    try await driver.tap("Delete", index: 1)
    #expect(lines(driver, containing: "Text[0]") == ["Text[0] \"Milk\""])
    // One control left: index 0 finds it as no index would.
    try await driver.toggle("Bought", index: 0)
    #expect(lines(driver, containing: "Toggle") == ["Toggle[1] on"])
  }

  @Test func withinAndInRowFindTheControlOfOneInlineRow() async throws {
    let driver = try await started()
    try await driver.toggle("Bought", within: "Bread")
    try await driver.toggle("Bought", inRow: "Milk")
    try await driver.toggle("Bought", inRow: "Milk")
    #expect(lines(driver, containing: "Toggle") == ["Toggle[1] off", "Toggle[1] on"])
    try await driver.tap("Delete", within: "Milk")
    #expect(lines(driver, containing: "Text[0]") == ["Text[0] \"Bread\""])
  }

  @Test func aTextThatNoControlShowsIsNamedWithTheViewThatShowsIt() async throws {
    let driver = try await started()
    let error = await #expect(throws: DriverError.self) { try await driver.tap("Total") }
    #expect(
      error?.description
        == "cannot tap \"Total\": the view at \(screen)/Text[3] is a Text, not a control for that")
  }

  @Test func aDisabledControlIsFoundAndRefused() async throws {
    let driver = try await started()
    let error = await #expect(throws: DriverError.self) { try await driver.tap("Clear") }
    #expect(
      error?.description == "cannot tap \"Clear\" at \(screen)/.disabled[2]/Button: it is disabled")
    try await driver.toggle("Bought", within: "Milk")
    try await driver.tap("Clear")
    #expect(lines(driver, containing: "Text[0]").isEmpty)
  }

  @Test func anIdentifierOnAContainerFindsTheFirstControlInside() async throws {
    let driver = try await started()
    try await driver.tap("sorting")
    #expect(lines(driver, containing: "Text[0]") == ["Text[0] \"Bread\"", "Text[0] \"Milk\""])
  }

  @Test func aPresentedSheetIsTheOnlyPlaceSearchedForInput() async throws {
    let driver = try await started()
    try await driver.tap("Add")
    // The sheet's own "Delete" is the only one: the rows behind it are no candidates.
    try await driver.tap("Delete")
    #expect(lines(driver, containing: "[sheet]").isEmpty)
    #expect(lines(driver, containing: "Text[0]") == ["Text[0] \"Milk\"", "Text[0] \"Bread\""])
    try await driver.tap("Add")
    let error = await #expect(throws: DriverError.self) {
      try await driver.tap("Details", index: 0)
    }
    #expect(
      error?.description
        == "cannot tap \"Details\" at \(rows)[id=\"Milk\"]/NavigationLink[3]/Text: it is behind"
        + " the sheet presented at GroceryListScreen/NavigationStack/.sheet[root]/VStack[sheet];"
        + " dismiss it first")
    try await driver.tap("Save")
    #expect(
      lines(driver, containing: "Text[0]") == [
        "Text[0] \"Milk\"", "Text[0] \"Bread\"", "Text[0] \"Eggs\"",
      ])
  }

  @Test func aPushedScreenCoversTheControlsOfTheScreenBelow() async throws {
    let driver = try await started()
    try await driver.tap("Details", within: "Bread")
    let missing = await #expect(throws: DriverError.self) { try await driver.toggle("Bought") }
    #expect(
      missing?.description
        == "no visible view with text \"Bought\" under GroceryListScreen (searched 6 views;"
        + " texts shown: \"About Bread\", \"Delete\")")
    // The destination's "Delete" is the only one shown: the covered rows are not searched.
    try await driver.tap("Delete")
    #expect(
      lines(driver, containing: "Text[0]") == [
        "Text[0] \"Milk\"  (hidden)", "Text[0] \"About Bread\"",
      ])
  }
}
