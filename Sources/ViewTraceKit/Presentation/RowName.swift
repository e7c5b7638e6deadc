import TraceFormat

extension IdentityPath {
  /// The `ForEach` rows this path is in or is, named as a reader knows them, outermost first: by
  /// id (`row 1041`, `row "Ada"`), or by place for rows over positions (`row at index 3`), a row
  /// of a list inside a row after its own (`row 1002, row "Pencils"`); nil outside rows. A view
  /// given an id by `.id(_:)` is not a row.
  var rowName: String? {
    let parts = components
    var names: [String] = []
    for end in parts.indices.dropFirst() where IdentityPath.type(of: parts[end - 1]) == "ForEach" {
      let row = IdentityPath(parts[...end].joined(separator: "/"))
      if let id = row.explicitID {
        names.append("row \(id)")
      } else if let index = row.index {
        names.append("row at index \(index)")
      }
    }
    return names.isEmpty ? nil : names.joined(separator: ", ")
  }
}
