import Foundation
import Testing
import ViewRuntime
import ViewTraceKit

/// A list of items as apps write it: icon-only buttons and a toggle named only by the
/// `.accessibilityLabel` put on them, and a toolbar button found by its identifier.
struct IconOnlyItemsScreen: View {
  @State private var items: [String] = []
  @State private var isMuted = false

  var body: some View {
    NavigationStack {
      VStack {
        Text("\(items.count) items")
        HStack {
          Button {
            items.append("Item \(items.count + 1)")
          } label: {
            Image(systemName: "plus")
          }
          .accessibilityLabel("Add item")
          Toggle(isOn: $isMuted) {
            Image(systemName: "speaker.slash")
          }
          .accessibilityLabel("Mute")
        }
        Text(isMuted ? "Muted" : "Sound on")
      }
      .toolbar {
        ToolbarItem(placement: .primaryAction) {
          Button {
            items.removeAll()
          } label: {
            Image(systemName: "trash")
          }
          .accessibilityIdentifier("clear-items")
        }
      }
    }
  }
}

/// Rows with a star each, labelled the same: what `within:` and `index:` pick among.
struct StarredRowsScreen: View {
  @State private var starred: Set<String> = []
  let names = ["Ada", "Noah"]

  var body: some View {
    VStack {
      ForEach(names, id: \.self) { name in
        HStack {
          Text(name)
          Button {
            starred.insert(name)
          } label: {
            Image(systemName: starred.contains(name) ? "star.fill" : "star")
          }
          .accessibilityLabel("Favorite")
        }
      }
      Text("Starred: \(starred.sorted().joined(separator: ", "))")
    }
  }
}

/// A settings link and a help link shown as icons, named by their accessibility labels.
struct IconLinksScreen: View {
  @State private var opened: [URL] = []

  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink {
          Text("Settings page")
        } label: {
          Image(systemName: "gear")
        }
        .accessibilityLabel("Settings")
        Link(destination: URL(string: "https://example.com/help")!) {
          Image(systemName: "questionmark.circle")
        }
        .accessibilityLabel("Help")
        Text("Opened \(opened.count)")
      }
      .environment(
        \.openURL,
        OpenURLAction { url in
          opened.append(url)
          return .handled
        })
    }
  }
}

/// The driver finds a control by the accessibility label or identifier put on it from
/// outside, as XCUITest does, and explore names it so.
@MainActor
@Suite struct AccessibilityNamedControlTests {
  @Test func theDriverTapsAndTogglesByAccessibilityLabelAndIdentifier() async throws {
    let driver = Driver(IconOnlyItemsScreen())
    try await driver.start()
    try await driver.tap("Add item")
    try await driver.tap("Add item")
    _ = try driver.find(text: "2 items")
    try await driver.toggle("Mute")
    _ = try driver.find(text: "Muted")
    try await driver.tap("clear-items")
    _ = try driver.find(text: "0 items")
  }

  @Test func theDriverFollowsLinksByTheirAccessibilityLabel() async throws {
    let driver = Driver(IconLinksScreen())
    try await driver.start()
    try await driver.tap("Help")
    _ = try driver.find(text: "Opened 1")
    try await driver.tap("Settings")
    _ = try driver.find(text: "Settings page")
  }

  @Test func aSharedLabelIsAnAmbiguityPickedByRowOrIndex() async throws {
    let driver = Driver(StarredRowsScreen())
    try await driver.start()
    let error = await #expect(throws: DriverError.self) { try await driver.tap("Favorite") }
    #expect(error?.description.hasPrefix("cannot tap \"Favorite\": 2 controls match (0: ") == true)
    #expect(error?.description.contains("(within: \"Ada\")") == true)
    try await driver.tap("Favorite", within: "Noah")
    _ = try driver.find(text: "Starred: Noah")
    try await driver.tap("Favorite", index: 0)
    _ = try driver.find(text: "Starred: Ada, Noah")
  }

  @Test func exploreNamesControlsByTheirAccessibilityLabelAndIdentifier() async throws {
    let driver = Driver(IconOnlyItemsScreen())
    try await driver.start()
    #expect(
      driver.possibleActions().map(\.description) == [
        "try await driver.tap(\"Add item\")",
        "try await driver.toggle(\"Mute\")",
        "try await driver.tap(\"clear-items\")",
      ])
    try await driver.perform(.tap(ControlLocator("Add item")))
    _ = try driver.find(text: "1 items")
  }

  @Test func exploreTellsControlsWithTheSameLabelApartByTheirRow() async throws {
    let driver = Driver(StarredRowsScreen())
    try await driver.start()
    #expect(
      driver.possibleActions().map(\.description) == [
        "try await driver.tap(\"Favorite\", within: \"Ada\")",
        "try await driver.tap(\"Favorite\", within: \"Noah\")",
      ])
  }

  @Test func exploreLeavesTheFirstStateOfAnIconOnlyScreen() async throws {
    let scenario = Scenario(
      name: "icon-only", summary: "icon-only buttons", root: { IconOnlyItemsScreen() },
      script: { _ in })
    let report = try await Explorer(scenario: scenario, limits: .init(depth: 1, seconds: 600)).run()
    #expect(report.complete)
    // The first state, one more item, and muted; clearing no items changes nothing.
    #expect(report.states == 3)
  }
}
