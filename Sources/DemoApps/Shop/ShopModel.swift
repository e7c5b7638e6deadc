import ViewRuntime

/// The shop's products, and a simulated search backend (`GET /search?q=bea`).
@MainActor
public final class ShopAPI {
  let products = ["Beans, espresso", "Beans, filter", "Bread knife", "Bear-shaped mug", "Kettle"]

  public init() {}

  public func search(_ query: String) async throws -> [String] {
    try await withEffect("GET /search?q=\(query)") {
      try await Task.sleep(for: .milliseconds(150))
      return products.filter { query.isEmpty || $0.lowercased().hasPrefix(query.lowercased()) }
    }
  }
}

/// The search results, shared by the search field and the result list.
@Observable @MainActor
public final class ProductSearch {
  public private(set) var results: [String] = []
  @ObservationIgnored let api: ShopAPI

  public init(api: ShopAPI = ShopAPI()) { self.api = api }

  /// Searches for `query`; a cancelled search changes nothing.
  public func run(_ query: String) async {
    guard let found = try? await api.search(query) else { return }
    results = found
  }
}

/// The cart's gift note, edited through `@Bindable`.
@Observable @MainActor
public final class GiftOptions {
  public var note = ""
  public init() {}
}
