import TraceFormat

extension ViewHost {
  /// Records a `display` event when what the leaf `node` shows differs from what it showed
  /// when last recorded, its first showing included. `cause` is what rebuilt or changed it.
  func recordDisplay(of node: Node, cause: Seq) {
    let shown =
      if let control = node.descriptor.showsBinding {
        observedShown(of: node, control(node.view))
      } else {
        ViewHost.reading(as: node) { node.descriptor.shown?(node.view, node, node.displayed) }
      }
    guard shown != node.displayed else { return }
    let before = node.displayedSym
    node.displayed = shown
    node.displayedSym = if let shown { recorder.intern(shown) } else { .none }
    recorder.display(node, before: before, after: node.displayedSym, cause: cause)
  }
}

extension Recorder {
  /// Records that what the leaf `node` shows changed from `before` to `after` (symbols: a leaf
  /// keeps what it showed).
  func display(_ node: Node, before: Sym, after: Sym, cause: Seq) {
    record(
      .display, identity: node.pathSym, cause: cause, name: node.typeSym, before: before,
      after: after)
  }
}
