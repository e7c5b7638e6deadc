import Testing
import ViewRuntime
import ViewTraceKit

/// A mailbox filter as apps write it: a segmented picker over an enum with a `ForEach` of its
/// cases (tagged by their id, as SwiftUI does), and a picker of `.tag`ged texts.
struct MailboxFilterScreen: View {
  enum Filter: String, CaseIterable {
    case all = "All"
    case unread = "Unread"
    case flagged = "Flagged"
  }

  @State private var filter = Filter.all
  @State private var pageSize = 25

  var body: some View {
    VStack {
      Picker("Filter", selection: $filter) {
        ForEach(Filter.allCases, id: \.self) { filter in
          Text(filter.rawValue)
        }
      }
      .pickerStyle(.segmented)
      Picker("Page size", selection: $pageSize) {
        Text("10 per page").tag(10)
        Text("25 per page").tag(25)
      }
      Text("\(filter.rawValue), \(pageSize) a page")
    }
  }
}

/// Explore chooses each picker's options, by the text each option shows.
@MainActor
@Suite struct ExplorePickerTests {
  @Test func theDriverSelectsAnOptionTaggedByItsForEachID() async throws {
    let driver = Driver(MailboxFilterScreen())
    try await driver.start()
    try await driver.select("Flagged", in: "Filter")
    _ = try driver.find(text: "Flagged, 25 a page")
    try await driver.select("10 per page", in: "Page size")
    _ = try driver.find(text: "Flagged, 10 a page")
  }

  @Test func exploreOffersEachOptionOfEachPicker() async throws {
    let driver = Driver(MailboxFilterScreen())
    try await driver.start()
    #expect(
      driver.possibleActions().map(\.description) == [
        "try await driver.select(\"All\", in: \"Filter\")",
        "try await driver.select(\"Unread\", in: \"Filter\")",
        "try await driver.select(\"Flagged\", in: \"Filter\")",
        "try await driver.select(\"10 per page\", in: \"Page size\")",
        "try await driver.select(\"25 per page\", in: \"Page size\")",
      ])
    try await driver.perform(.select("Unread", in: ControlLocator("Filter")))
    _ = try driver.find(text: "Unread, 25 a page")
  }

  @Test func exploreReachesEveryCombinationOfOptions() async throws {
    let scenario = Scenario(
      name: "mailbox-filter", summary: "two pickers", root: { MailboxFilterScreen() },
      script: { _ in })
    let report = try await Explorer(scenario: scenario, limits: .init(depth: 2, seconds: 600)).run()
    #expect(report.complete)
    // Three filters times two page sizes.
    #expect(report.states == 6)
  }
}
