import ViewRuntime

// A searchable list with scopes and suggestions, grouped into sections, as Apple's search
// documentation and sample code write it.

struct Country: Identifiable, Hashable {
  enum Region: String, CaseIterable, Identifiable {
    case all = "All"
    case europe = "Europe"
    case asia = "Asia"
    case americas = "Americas"
    var id: Self { self }
  }

  let code: String
  let name: String
  let region: Region

  var id: String { code }

  static let all = [
    Country(code: "PT", name: "Portugal", region: .europe),
    Country(code: "NO", name: "Norway", region: .europe),
    Country(code: "JP", name: "Japan", region: .asia),
    Country(code: "VN", name: "Vietnam", region: .asia),
    Country(code: "PE", name: "Peru", region: .americas),
    Country(code: "CA", name: "Canada", region: .americas),
  ]
}

struct CountrySearchView: View {
  @State private var query = ""
  @State private var scope = Country.Region.all
  @State private var recentSearches = ["Japan", "Peru"]

  private var results: [Country] {
    Country.all.filter { country in
      (scope == .all || country.region == scope)
        && (query.isEmpty || country.name.localizedCaseInsensitiveContains(query))
    }
  }

  var body: some View {
    NavigationStack {
      List {
        ForEach(Country.Region.allCases.dropFirst()) { region in
          let countries = results.filter { $0.region == region }
          if !countries.isEmpty {
            Section(region.rawValue) {
              ForEach(countries) { country in
                LabeledContent(country.name, value: country.code)
              }
            }
          }
        }
      }
      .navigationTitle("Countries")
      .searchable(text: $query, prompt: "Search countries")
      .searchScopes($scope) {
        ForEach(Country.Region.allCases) { region in
          Text(region.rawValue).tag(region)
        }
      }
      .searchSuggestions {
        if query.isEmpty {
          ForEach(recentSearches, id: \.self) { recent in
            Text(recent).searchCompletion(recent)
          }
        }
      }
      .onSubmit(of: .search) {
        if !query.isEmpty && !recentSearches.contains(query) {
          recentSearches.insert(query, at: 0)
        }
      }
      .overlay {
        if results.isEmpty {
          ContentUnavailableView.search(text: query)
        }
      }
    }
  }
}

#Preview {
  CountrySearchView()
}
