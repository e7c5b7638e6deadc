import TraceFormat

extension IdentityPath {
  /// The `ForEach` row this path is in or is, named as a reader knows it: by its id
  /// (`row 1041`, `row "Ada"`), or by its place for rows over positions (`row at index 3`);
  /// nil outside rows. A view given an id by `.id(_:)` is not a row.
  var rowName: String? {
    let parts = components
    for end in stride(from: parts.count - 1, through: 1, by: -1)
    where IdentityPath.type(of: parts[end - 1]) == "ForEach" {
      let row = IdentityPath(parts[...end].joined(separator: "/"))
      if let id = row.explicitID { return "row \(id)" }
      if let index = row.index { return "row at index \(index)" }
    }
    return nil
  }
}
