import ViewRuntime

/// A tally counter the old way: an `ObservableObject` whose `@Published` changes notify every
/// view that observes it, whatever the view read.
@MainActor
public final class TallyModel: ObservableObject {
  @Published public var count = 0
  @Published public var lastSaved = "never"

  public init() {}

  public func increment() { count += 1 }
  public func save() { lastSaved = "\(count) at 10:00" }
}

/// The same counter with Observation: a change notifies only the views that read that property.
@Observable @MainActor
public final class ObservableTally {
  public var count = 0
  public var lastSaved = "never"

  public init() {}

  public func increment() { count += 1 }
  public func save() { lastSaved = "\(count) at 10:00" }
}
