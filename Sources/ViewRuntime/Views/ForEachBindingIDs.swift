extension ForEach {
  /// Rows for the elements of a bound collection, identified by `id` of each element, each
  /// given a binding to its element: SwiftUI's `ForEach($items, id: \.self) { $item in … }`.
  public init<C: MutableCollection & RandomAccessCollection>(
    _ data: Binding<C>, id: KeyPath<C.Element, ID>, file: StaticString = #fileID,
    line: UInt = #line, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
  ) where Data == Binding<C>, C.Index: Hashable {
    self.init(
      data, id: (\Binding<C.Element>.wrappedValue).appending(path: id), file: file, line: line,
      content: content)
  }
}
