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
  /// The sources read so far by the getter whose sources are being collected, and how many
  /// times read tracking was suppressed when it began (reads it makes untracked are no
  /// sources of its own).
  private static var collecting: (sources: [any ReadSource], suppression: Int)?

  /// Reads `getter`, a binding's, noting its sources for the view reading now. A binding
  /// whose location is known always reads the same sources; one of unknown location
  /// (`Binding(get:set:)`) may read others later, which must then re-run the reader. One that
  /// may read `@Observable` models (``BindingLocation/mayReadModels``) has them observed for a
  /// container that reads it (``ViewHost/observingBindingRead(by:_:)``). One that shows a state
  /// slot's value as it is (`showsSlot`: `$items`, read by its `ForEach`) shows another value
  /// whenever the slot changes: its reader reads the slot, as if directly, with nothing to
  /// compare when it is written.
  static func read<Value>(
    _ getter: @escaping @MainActor () -> Value, of binding: BindingIdentity,
    location: BindingLocation, showsSlot: Bool
  ) -> Value {
    guard collecting == nil, let reader = ViewHost.currentReader else { return getter() }
    // The value and its sources apart: a tuple of a generic value is a type looked up each read.
    var read: [any ReadSource] = []
    let value =
      location.mayReadModels
      ? ViewHost.observingBindingRead(by: reader) { collect(getter, into: &read) }
      : collect(getter, into: &read)
    guard !read.isEmpty else { return value }
    let projection =
      showsSlot
      ? nil
      : ValueReaders.Projection(
        binding: binding, read: { getter() }, seen: value,
        sources: location.isKnown ? nil : read, element: location.element)
    RowCallReads.reading(at: location, by: reader) {
      for source in read { source.noteReader(reader, projection: projection) }
    }
    return value
  }

  /// Runs `getter` and returns its value with the sources it read, whether a view is
  /// reading or not.
  static func sources<Value>(of getter: () -> Value) -> (Value, [any ReadSource]) {
    var read: [any ReadSource] = []
    let value = collect(getter, into: &read)
    return (value, read)
  }

  /// Runs `getter` and returns its value, with the sources it read in `sources`.
  private static func collect<Value>(
    _ getter: () -> Value, into sources: inout [any ReadSource]
  ) -> Value {
    let outer = collecting
    collecting = ([], ViewHost.readTrackingSuppressed)
    defer { collecting = outer }
    let value = getter()
    sources = collecting?.sources ?? []
    return value
  }

  /// Whether a binding's sources are being collected.
  static var isReadingBinding: Bool { collecting != nil }

  /// Notes that `source` was read: for the binding being read if there is one, else directly
  /// by the view reading now.
  static func noteRead(of source: any ReadSource) {
    if let suppression = collecting?.suppression {
      guard suppression == ViewHost.readTrackingSuppressed else { return }
      collecting?.sources.append(source)
    } else if let reader = ViewHost.currentReader {
      source.noteReader(reader, projection: nil)
    }
  }
}
