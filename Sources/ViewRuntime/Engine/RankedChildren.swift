/// The children of a node whose child list names only some of them (``ChildList/rank``): found
/// and placed by rank, in logarithmic time, so that reconciling a list costs its items, not the
/// node's children.
extension Node {
  /// The children by identity, with their positions.
  var childrenByKey: [IdentityKey: (index: Int, node: Node)] {
    var children: [IdentityKey: (index: Int, node: Node)] = [:]
    for (index, child) in self.children.enumerated() {
      children[IdentityKey(key: child.key, type: child.typeID)] = (index, child)
    }
    return children
  }

  /// The children that `list`'s items name, by identity, with their ranks as positions.
  func listedChildren(_ list: ChildList, rank: (ChildKey) -> Int?)
    -> [IdentityKey: (index: Int, node: Node)]
  {
    var listed: [IdentityKey: (index: Int, node: Node)] = [:]
    for item in list.items {
      guard let itemRank = rank(item.key) else { continue }
      let index = firstChild(rankedFrom: itemRank, rank: rank)
      guard index < children.count else { continue }
      let child = children[index]
      let identity = IdentityKey(key: item.key, type: item.viewType)
      if identity == IdentityKey(key: child.key, type: child.typeID) {
        listed[identity] = (itemRank, child)
      }
    }
    return listed
  }

  /// Inserts `child` among the children, after those of a lower rank.
  func insertChild(_ child: Node, rank: (ChildKey) -> Int?) {
    children.insert(child, at: firstChild(rankedFrom: rank(child.key) ?? .max, rank: rank))
  }

  /// The position of the first child whose rank is at least `lowest`.
  func firstChild(rankedFrom lowest: Int, rank: (ChildKey) -> Int?) -> Int {
    var low = 0
    var high = children.count
    while low < high {
      let middle = (low + high) / 2
      if rank(children[middle].key) ?? .max < lowest { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
