/// A value that views read and that tells its readers when it changes: a state slot, a
/// published property.
@MainActor
protocol ReadSource: AnyObject {
  /// Notes the view evaluating now as a reader, directly or through a binding.
  func noteReader(_ node: Node, projection: ValueReaders.Projection?)
}

/// Finds what a view reads through a binding: the sources read while the outermost binding
/// being read computes its value become dependencies of the reader on what that binding
/// shows, not on the whole source (`$todos[2].isDone` depends on that flag alone).
@MainActor
enum BindingReads {
  /// The sources read so far by the outermost binding being read, while a view reads.
  private static var sources: [any ReadSource]?

  /// Reads `getter`, a binding's, noting its sources for the view reading now.
  static func read<Value>(
    _ getter: @escaping @MainActor () -> Value, of binding: BindingIdentity
  ) -> Value {
    guard sources == nil, let reader = ViewHost.currentReader else { return getter() }
    sources = []
    let value = getter()
    let read = sources ?? []
    sources = nil
    guard !read.isEmpty else { return value }
    let projection = ValueReaders.Projection(binding: binding, read: { getter() }, seen: value)
    for source in read { source.noteReader(reader, projection: projection) }
    return value
  }

  /// Whether a binding being read by a view is computing its value.
  static var isReadingBinding: Bool { sources != nil }

  /// Notes that `source` was read: for the binding being read if there is one, else directly
  /// by the view reading now.
  static func noteRead(of source: any ReadSource) {
    guard let reader = ViewHost.currentReader else { return }
    if sources != nil {
      sources!.append(source)
    } else {
      source.noteReader(reader, projection: nil)
    }
  }
}
