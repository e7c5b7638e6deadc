import ViewRuntime

extension Scenario {
  /// The scenario of a preview (a `#Preview`, or one of a `PreviewProvider`'s), named `name`: its script is empty, so `record` starts the
  /// preview's view, lets it settle and stops, and `explore` drives it from there. `fixtures`
  /// answer the requests its services make through `URLSession`.
  public init(preview: Preview, name: String, fixtures: NetworkFixtures = .none) {
    let traits =
      preview.traits.isEmpty
      ? "" : " (\(preview.traits.map(\.description).joined(separator: ", ")))"
    self.init(
      name: name, app: preview.module,
      summary: "\(preview.declaration)\(traits)", fixtures: fixtures,
      root: { preview.makeView() }, script: { _ in })
    declaresFindings = false
  }
}

extension ScenarioRegistry {
  /// The scenarios of `previews`, each named by its preview's name, or its `Preview.defaultName`
  /// when it has none; a name taken by an earlier preview gets `-2`, `-3`, … in order. `fixtures` answer
  /// the requests the previews' services make.
  public init(previews: [Preview], fixtures: NetworkFixtures = .none) {
    var counts: [String: Int] = [:]
    self.init(
      previews.map { preview in
        let base = preview.name ?? preview.defaultName
        let count = counts[base, default: 0] + 1
        counts[base] = count
        return Scenario(
          preview: preview, name: count == 1 ? base : "\(base)-\(count)", fixtures: fixtures)
      })
  }

  /// The scenarios of every preview in this process (`Preview.all`), with no fixtures.
  @MainActor public static var previews: ScenarioRegistry {
    ScenarioRegistry(previews: Preview.all)
  }
}
