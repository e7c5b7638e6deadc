/// A `ForEach`'s ids as the trace writes them, in data order (a repeated id with its ` (2)`
/// suffix). Ascending integers are each written when read: a lazy container's start writes the
/// ids of its window's rows, not those of all its data.
final class WrittenIDs {
  let count: Int
  /// The text of the id at an offset.
  private let text: (Int) -> String
  /// The offset of the id a text writes, found without writing the ids; nil when every id is
  /// written and looked up.
  private let find: ((String) -> Int?)?
  private var written: [String]?
  private var positions: [String: Int]?

  /// Ids already written.
  init(_ ids: [String]) {
    count = ids.count
    written = ids
    text = { ids[$0] }
    find = nil
  }

  /// Integers in strictly ascending order, which repeat none, written as ``describeValue(_:)``
  /// writes them; nil when they are not in that order.
  init?(ascending ids: [Int]) {
    guard zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
    count = ids.count
    text = { String(ids[$0]) }
    find = { text in
      guard let id = Int(text), String(id) == text else { return nil }
      var low = 0
      var high = ids.count
      while low < high {
        let middle = (low + high) / 2
        if ids[middle] < id { low = middle + 1 } else { high = middle }
      }
      return low < ids.count && ids[low] == id ? low : nil
    }
  }

  subscript(offset: Int) -> String { written?[offset] ?? text(offset) }

  /// Every id, written once.
  var all: [String] {
    if let written { return written }
    let all = (0..<count).map(text)
    written = all
    return all
  }

  /// The offset of the id written `id`, found in constant (or, for integers, logarithmic) time
  /// after the first look-up.
  func index(of id: String) -> Int? {
    if let find { return find(id) }
    if positions == nil {
      var positions: [String: Int] = [:]
      positions.reserveCapacity(count)
      for (index, id) in all.enumerated() where positions[id] == nil { positions[id] = index }
      self.positions = positions
    }
    return positions?[id]
  }
}
