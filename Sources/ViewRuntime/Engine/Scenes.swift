import Foundation

/// An app, declared as in SwiftUI: its `body` is its scenes.
///
/// The runtime models no app lifecycle, scene phases or windows: ``Driver/init(app:name:clock:sinks:)``
/// hosts the app as the root of the tree, whose body builds the content of its first
/// `WindowGroup` (what the app's body and that content read re-runs it), and running an `@main`
/// app hosts it headless, runs it on the virtual clock until it is idle and prints the view tree.
@MainActor @preconcurrency
public protocol App {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
  init()
}

extension App {
  /// Runs the app headless: hosts its first window on the virtual clock until it is idle (or,
  /// if its tasks keep sleeping, says so on standard error) and prints its view tree.
  public static func main() async throws {
    let driver = try Driver(app: Self())
    try await driver.start()
    do {
      try await driver.waitUntilIdle()
    } catch {
      FileHandle.standardError.write(Data("\(Self.self): \(error)\n".utf8))
    }
    print(driver.tree())
    try driver.finish()
  }
}

/// A part of an app's interface, declared as in SwiftUI: a `WindowGroup`, or a scene made of
/// other scenes through its `body`.
@MainActor @preconcurrency
public protocol Scene {
  associatedtype Body: Scene
  @SceneBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Scene {}

/// A scene the runtime knows directly, that can say what its first window shows.
@MainActor
protocol PrimitiveScene: Scene where Body == Never {
  /// The call that builds the content of its first window, if it has one; not called yet.
  var firstWindow: (() -> any View)? { get }
}

extension PrimitiveScene {
  public var body: Never { fatalError("\(Self.self) is primitive and has no body") }
}

extension Scene {
  /// The call that builds the content of the first window this scene declares, if any. Its
  /// body is evaluated now; the window's content closure is not called.
  var firstWindow: (() -> any View)? {
    if let primitive = self as? any PrimitiveScene { return primitive.firstWindow }
    return Body.self == Never.self ? nil : body.firstWindow
  }
}

/// Windows that show `content`: the window of a headless app. The content closure is called
/// when the window is built, as the app's body is evaluated (``Driver/init(app:name:clock:sinks:)``).
public struct WindowGroup<Content: View>: PrimitiveScene {
  public typealias Body = Never
  let content: () -> Content

  public init(@ViewBuilder content: @escaping () -> Content) { self.content = content }

  /// The title is not shown headless.
  public init(_ title: String, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content)
  }

  /// The id is not used headless: the runtime hosts the first window only.
  public init(id: String, @ViewBuilder content: @escaping () -> Content) {
    self.init(content: content)
  }

  var firstWindow: (() -> any View)? { { content() } }
}

/// Several scenes side by side, as a ``SceneBuilder`` block makes them.
public struct TupleScene<each S: Scene>: PrimitiveScene {
  public typealias Body = Never
  let scenes: (repeat each S)

  var firstWindow: (() -> any View)? {
    for scene in repeat each scenes {
      if let window = scene.firstWindow { return window }
    }
    return nil
  }
}

/// Builds scenes from a block of scene declarations, as in SwiftUI.
@resultBuilder @MainActor
public enum SceneBuilder {
  public static func buildBlock<S: Scene>(_ scene: S) -> S { scene }

  public static func buildBlock<each S: Scene>(_ scenes: repeat each S) -> TupleScene<repeat each S>
  {
    TupleScene(scenes: (repeat each scenes))
  }
}

/// Why an app cannot be hosted.
public struct AppHostingError: Error, CustomStringConvertible {
  public let description: String
}

extension Driver {
  /// Hosts `app` as the root of the tree, named by its type: its body is evaluated as a view's
  /// is, building the content of its first `WindowGroup`. Throws if the app declares no window.
  public convenience init<A: App>(
    app: A, name: String? = nil, clock: ClockMode = .deterministic, sinks: [any TraceSink] = []
  ) throws {
    guard app.body.firstWindow != nil else {
      throw AppHostingError(description: "\(A.self) declares no WindowGroup to host")
    }
    self.init(
      AppRoot(app: app), name: name ?? String(describing: A.self), clock: clock, sinks: sinks)
  }
}

/// An app hosted as the root view: its dynamic properties (`@State`, `@StateObject`) are its
/// slots, and its body evaluates the app's scenes and calls its first window's content closure,
/// so that what either reads is the app's dependency, as in SwiftUI, where a change evaluates
/// the app's body again. Windows other than the first are not built.
struct AppRoot<A: App>: View, NamedView, PropertyOwnerForwarding {
  let app: A

  var displayName: String { String(describing: A.self).prefix { $0 != "<" }.description }
  var propertyOwner: Any { app }

  var body: AnyView {
    guard let window = app.body.firstWindow else { return AnyView(EmptyView()) }
    return AnyView(window())
  }
}
