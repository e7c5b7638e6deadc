import ViewRuntime

extension Scenario {
  /// The scenario of a `#Preview`, named `name`: its script is empty, so `record` starts the
  /// preview's view, lets it settle and stops, and `explore` drives it from there.
  public init(preview: Preview, name: String) {
    let traits =
      preview.traits.isEmpty
      ? "" : " (\(preview.traits.map(\.description).joined(separator: ", ")))"
    self.init(
      name: name, app: preview.module,
      summary: "#Preview in \(preview.fileID):\(preview.line)\(traits)",
      root: { preview.makeView() }, script: { _ in })
    declaresFindings = false
  }
}

extension ScenarioRegistry {
  /// The scenarios of `previews`, each named by its preview's name, or its file's when it has
  /// none; a name taken by an earlier preview gets `-2`, `-3`, … in order.
  public init(previews: [Preview]) {
    var counts: [String: Int] = [:]
    self.init(
      previews.map { preview in
        let base = preview.name ?? preview.fileName
        let count = counts[base, default: 0] + 1
        counts[base] = count
        return Scenario(preview: preview, name: count == 1 ? base : "\(base)-\(count)")
      })
  }

  /// The scenarios of every `#Preview` in this process (`Preview.all`).
  public static var previews: ScenarioRegistry { ScenarioRegistry(previews: Preview.all) }
}
