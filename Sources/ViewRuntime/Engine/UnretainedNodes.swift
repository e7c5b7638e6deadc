import TraceFormat

extension Node {
  /// Calls `body` with `nodes` as unretained references, so that a loop over many children
  /// reads each without retaining and releasing it (the array keeps them alive meanwhile).
  ///
  /// Nonisolated, as the closures it forms for the buffer's functions are: formed on the main
  /// actor, each would check the actor it runs on at each call. `body` is the caller's.
  nonisolated static func withUnretained<Result>(
    _ nodes: [Node], _ body: (UnsafeBufferPointer<Unmanaged<Node>>) throws -> Result
  ) rethrows -> Result {
    try nodes.withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: Unmanaged<Node>.self) { try body($0) }
    }
  }
}

extension Node {
  /// ``withUnretained(_:_:)`` for a queue of nodes with their causes.
  nonisolated static func withUnretained<Result>(
    _ queue: [(Node, Seq)], _ body: (UnsafeBufferPointer<(Unmanaged<Node>, Seq)>) throws -> Result
  ) rethrows -> Result {
    try queue.withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: (Unmanaged<Node>, Seq).self) { try body($0) }
    }
  }
}

extension Unmanaged where Instance == Node {
  /// `_withUnsafeGuaranteedRef(_:)` for the main actor: `body`, formed there, is passed on as it
  /// is, where a closure formed for the nonisolated function would check the actor at each call.
  @MainActor
  func withNode<Result>(_ body: (Node) -> Result) -> Result { _withUnsafeGuaranteedRef(body) }
}

extension Node {
  /// An array of at most `capacity` nodes, made in place in a buffer allocated at that size:
  /// `fill` initializes the first ones and returns how many. Reserving capacity in an empty
  /// array and appending to it goes through the standard library's generic growth path, and
  /// each append checks that the array is unique.
  ///
  /// Nonisolated, as ``withUnretained(_:_:)`` is: the closure it forms for the array's
  /// initializer, formed on the main actor, would check the actor it runs on.
  nonisolated static func array(
    capacity: Int, _ fill: (UnsafeMutablePointer<Node>) -> Int
  ) -> [Node] {
    guard capacity > 0 else { return [] }
    return [Node](unsafeUninitializedCapacity: capacity) { buffer, count in
      count = fill(buffer.baseAddress!)
    }
  }
}
