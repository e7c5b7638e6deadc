import TraceFormat

/// The last text interned at one call site and its symbol: a list's rows record the same
/// names, types and sites one after the other, and comparing a text with the last one costs
/// less than hashing it and probing the string table.
struct LastInterned {
  /// The table `sym` is in: a cache that outlives a recorder (a view type's descriptor) is
  /// asked by the recorders of several runs in turn.
  private var table: StringTable.Identity?
  private var text = ""
  private var sym = Sym.none

  /// The symbol of `text` in `recorder`'s string table, as ``Recorder/intern(_:)`` gives it.
  @MainActor mutating func symbol(for text: String, in recorder: Recorder) -> Sym {
    let table = recorder.strings.identity
    if table == self.table, text == self.text { return sym }
    self.table = table
    self.text = text
    sym = recorder.intern(text)
    return sym
  }
}
