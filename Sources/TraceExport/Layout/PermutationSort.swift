extension Array {
  /// Sorts the array as `sort(by:)` does (stably, equal elements in their order), but through
  /// an order of 4-byte indices moved into place afterwards: the standard sort's buffer of
  /// elements would be as large as half the array, hundreds of megabytes for the spans of 10^7
  /// events.
  mutating func sortThroughIndices(by areInIncreasingOrder: (Element, Element) -> Bool) {
    precondition(count < Int(UInt32.max), "too many elements to sort by 32-bit indices")
    var order = [UInt32](0..<UInt32(count))
    // The index breaks ties, so that equal elements keep their order, as a stable sort keeps it.
    order.sort { i, j in
      let (a, b) = (self[Int(i)], self[Int(j)])
      if areInIncreasingOrder(a, b) { return true }
      if areInIncreasingOrder(b, a) { return false }
      return i < j
    }
    // Element i goes where order says: follow each cycle of the permutation, marking what moved.
    let moved = UInt32.max
    for start in order.indices where order[start] != moved {
      let first = self[start]
      var hole = start
      while true {
        let from = Int(order[hole])
        order[hole] = moved
        if from == start {
          self[hole] = first
          break
        }
        self[hole] = self[from]
        hole = from
      }
    }
  }
}
