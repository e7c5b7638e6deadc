import TraceFormat

/// The identity and type symbols of an array of children, in order: the fields of their `kept`
/// decisions, read from each node once while the array stays the same.
///
/// Holding the array keeps its storage shared, so any change to a node's children makes a new
/// array at another address: a children buffer at ``children``'s address, of its count, holds
/// these nodes, whose symbols never change (``Node/pathSym``, ``Node/typeSym``).
@MainActor
final class KeptRowSymbols {
  let children: [Node]
  let symbols: [(path: Sym, type: Sym)]

  init(_ children: [Node]) {
    self.children = children
    symbols = Node.withUnretained(children) { nodes in
      nodes.map { $0._withUnsafeGuaranteedRef { ($0.pathSym, $0.typeSym) } }
    }
  }

  /// Whether `children` is the same array as ``children`` (its storage).
  func describes(_ nodes: UnsafeBufferPointer<Unmanaged<Node>>) -> Bool {
    nodes.count == symbols.count
      && children.withUnsafeBufferPointer {
        UnsafeRawPointer($0.baseAddress) == UnsafeRawPointer(nodes.baseAddress)
      }
  }

  /// These symbols when `children` is still ``children``, else the symbols of `children`.
  static func of(_ children: [Node], keeping last: KeptRowSymbols?) -> KeptRowSymbols {
    if let last, Node.withUnretained(children, last.describes) { return last }
    return KeptRowSymbols(children)
  }
}
