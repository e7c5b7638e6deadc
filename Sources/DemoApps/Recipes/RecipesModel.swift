import ViewRuntime

/// A recipe in the list.
public struct Recipe: Decodable, Hashable, Identifiable, Sendable {
  public let id: Int
  public let title: String
  public let minutes: Int
}

/// A recipe with its steps.
public struct RecipeDetail: Decodable, Sendable {
  public let id: Int
  public let title: String
  public let steps: [String]
}

/// The recipes service: it calls `URLSession` directly, as an app's service does, with no
/// wrapper for the trace.
public struct RecipesAPI: Sendable {
  static let base = URL(string: "https://api.example.com")!

  public init() {}

  /// The most popular recipes.
  public func popular() async throws -> [Recipe] {
    let url = URL(string: "recipes?sort=popular", relativeTo: Self.base)!.absoluteURL
    let (data, _) = try await URLSession.shared.data(from: url)
    return try JSONDecoder().decode([Recipe].self, from: data)
  }

  /// The steps of recipe `id`.
  public func detail(of id: Int) async throws -> RecipeDetail {
    var request = URLRequest(url: Self.base.appendingPathComponent("recipes/\(id)"))
    request.setValue("application/json", forHTTPHeaderField: "Accept")
    let (data, _) = try await URLSession.shared.data(for: request)
    return try JSONDecoder().decode(RecipeDetail.self, from: data)
  }

  /// The answers the scenarios get: the captured archive, each after its recorded time.
  static var fixtures: NetworkFixtures {
    (try? NetworkFixtures.har(data: Data(archive.utf8), named: "recipes.har")) ?? .none
  }
}
