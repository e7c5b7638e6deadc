extension Node {
  /// Calls `body` with `nodes` as unretained references, so that a loop over many children
  /// reads each without retaining and releasing it (the array keeps them alive meanwhile).
  static func withUnretained<Result>(
    _ nodes: [Node], _ body: (UnsafeBufferPointer<Unmanaged<Node>>) throws -> Result
  ) rethrows -> Result {
    try nodes.withUnsafeBufferPointer { buffer in
      try buffer.withMemoryRebound(to: Unmanaged<Node>.self) { try body($0) }
    }
  }
}
