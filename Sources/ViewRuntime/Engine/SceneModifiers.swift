import Observation

/// A scene whose windows' content a scene modifier changes (`.environment(_:)` on a
/// `WindowGroup`): the modifier wraps the content each time the window is built.
struct ModifiedScene<Content: Scene>: PrimitiveScene {
  typealias Body = Never
  let content: Content
  let modify: @MainActor (AnyView) -> any View

  var firstWindow: (() -> any View)? {
    guard let window = content.firstWindow else { return nil }
    return { modify(AnyView(window())) }
  }
}

extension Scene {
  /// Places an `@Observable` model in the environment of the scene's windows, for
  /// `@Environment(Model.self)`.
  public func environment<T: AnyObject & Observable>(_ object: T?) -> some Scene {
    ModifiedScene(content: self) { $0.environment(object) }
  }

  /// Sets an environment value for the scene's windows.
  public func environment<V>(_ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V)
    -> some Scene
  {
    ModifiedScene(content: self) { $0.environment(keyPath, value) }
  }

  /// Places an `ObservableObject` in the environment of the scene's windows, for
  /// `@EnvironmentObject`.
  public func environmentObject<T: ObservableObject>(_ object: T) -> some Scene {
    ModifiedScene(content: self) { $0.environmentObject(object) }
  }
}
