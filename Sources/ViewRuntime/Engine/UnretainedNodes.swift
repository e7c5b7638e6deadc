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
