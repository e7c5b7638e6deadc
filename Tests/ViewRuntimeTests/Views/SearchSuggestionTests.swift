import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// A search with a scope bar and suggestions that complete the query, as SwiftUI apps write it.
private struct CitySearch: View {
  enum Region: String, CaseIterable {
    case all = "All"
    case europe = "Europe"
    case asia = "Asia"
  }
  private let cities = [("Lisbon", Region.europe), ("Osaka", Region.asia), ("Oslo", Region.europe)]
  @State private var query = ""
  @State private var region = Region.all

  var body: some View {
    List {
      ForEach(cities.map(\.0), id: \.self) { city in
        if matches(city) { Text("City \(city)") }
      }
    }
    .searchable(text: $query)
    .searchScopes($region) {
      ForEach(Region.allCases, id: \.self) { Text($0.rawValue).tag($0) }
    }
    .searchSuggestions {
      Text("Suggest Oslo").searchCompletion("Oslo")
    }
  }

  private func matches(_ city: String) -> Bool {
    let region = cities.first { $0.0 == city }!.1
    return (query.isEmpty || city.contains(query)) && (self.region == .all || region == self.region)
  }
}

@MainActor @Suite struct SearchSuggestionTests {
  @Test func aTappedSuggestionWritesItsCompletionIntoTheSearchText() async throws {
    let driver = Driver(CitySearch(), name: "search")
    try await driver.start()
    try await driver.tap("Suggest Oslo")
    _ = try driver.find(text: "City Oslo")
    #expect(throws: (any Error).self) { try driver.find(text: "City Lisbon") }
    let trace = try driver.finish()
    let writes = trace.resolved(.slotWrite).map(\.name)
    #expect(writes == ["_query"])
  }

  @Test func theScopeBarIsAPickerOfTheTaggedScopes() async throws {
    let driver = Driver(CitySearch(), name: "search")
    try await driver.start()
    try await driver.select("Asia", in: "Search Scope")
    _ = try driver.find(text: "City Osaka")
    #expect(throws: (any Error).self) { try driver.find(text: "City Oslo") }
    let trace = try driver.finish()
    #expect(trace.resolved(.slotWrite).map(\.name) == ["_region"])
  }
}
