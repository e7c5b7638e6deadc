/// Watches one call of a `ForEach`'s content closure: whether it made its container depend on
/// anything but the row's own element, and whether it spelled a `Binding(get:set:)` afresh.
///
/// What the call reads through the row's binding to its element (`item.title` through `$item`)
/// is part of the collection, which the `ForEach` depends on whole; a state it reads otherwise
/// (a parent's `@State` the closure captured) is a dependency of that call only, which calling
/// it again renews. A call that did neither builds the same row from the same element
/// (``ForEachReuse``). (`@Observable` reads are the call's own, observed by its
/// ``ContentBuild``, and need no watching here.)
@MainActor
enum RowCallReads {
  private struct Watch {
    let reader: Node
    /// Where the row's own element is, for a row of a bound collection.
    let own: BindingLocation?
    var readOther = false
    /// Whether the reads being noted now are through a binding to the row's own element.
    var throughOwn = false
  }

  private static var watch: Watch?
  /// How many `Binding(get:set:)` were made so far (a count that only grows).
  private(set) static var manualBindings = 0

  /// Runs `call`, a content call of the `ForEach` at `reader` for the row whose element is at
  /// `own`, and returns its result with whether it read anything else for the `ForEach` or made
  /// a binding of its own.
  static func watching<T>(_ reader: Node, own: BindingLocation?, _ call: () -> T) -> (
    T, dependsOnMore: Bool
  ) {
    let outer = watch
    let manual = manualBindings
    watch = Watch(reader: reader, own: own)
    defer { watch = outer }
    let result = call()
    return (result, watch?.readOther == true || manualBindings != manual)
  }

  /// Notes that a binding with no location was made.
  static func madeManualBinding() { manualBindings &+= 1 }

  /// Runs `note`, which notes `reader`'s read through a binding at `location`: a read of the
  /// watched row's own element when the location is within it.
  static func reading(at location: BindingLocation, by reader: Node, _ note: () -> Void) {
    guard let current = watch, current.reader === reader, let own = current.own,
      location.root === own.root, location.path.starts(with: own.path)
    else { return note() }
    watch?.throughOwn = true
    defer { watch?.throughOwn = current.throughOwn }
    note()
  }

  /// Notes that `reader` now depends on a value it read (``ValueReaders``).
  static func noted(by reader: Node) {
    guard let current = watch, current.reader === reader, !current.throughOwn else { return }
    watch?.readOther = true
  }
}
