import Foundation

/// An app, declared as in SwiftUI: its `body` is its scenes.
///
/// The runtime models no app lifecycle, scene phases or windows: ``Driver/init(app:name:clock:sinks:)``
/// hosts the content of the app's first `WindowGroup`, and running an `@main` app hosts that
/// content headless, runs it on the virtual clock until it is idle and prints the view tree.
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
  /// The content of its first window, if it has one.
  var firstWindowContent: (any View)? { get }
}

extension PrimitiveScene {
  public var body: Never { fatalError("\(Self.self) is primitive and has no body") }
}

extension Scene {
  /// The content of the first window this scene declares, if any.
  var firstWindowContent: (any View)? {
    if let primitive = self as? any PrimitiveScene { return primitive.firstWindowContent }
    return Body.self == Never.self ? nil : body.firstWindowContent
  }
}

/// Windows that show `content`: the window of a headless app.
public struct WindowGroup<Content: View>: PrimitiveScene {
  public typealias Body = Never
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  /// The title is not shown headless.
  public init(_ title: String, @ViewBuilder content: () -> Content) { self.init(content: content) }

  /// The id is not used headless: the runtime hosts the first window only.
  public init(id: String, @ViewBuilder content: () -> Content) { self.init(content: content) }

  var firstWindowContent: (any View)? { content }
}

/// Several scenes side by side, as a ``SceneBuilder`` block makes them.
public struct TupleScene<each S: Scene>: PrimitiveScene {
  public typealias Body = Never
  let scenes: (repeat each S)

  var firstWindowContent: (any View)? {
    for scene in repeat each scenes {
      if let content = scene.firstWindowContent { return content }
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
  /// Hosts the content of `app`'s first `WindowGroup`; throws if it declares no window.
  public convenience init<A: App>(
    app: A, name: String? = nil, clock: ClockMode = .deterministic, sinks: [any TraceSink] = []
  ) throws {
    guard let content = app.body.firstWindowContent else {
      throw AppHostingError(description: "\(A.self) declares no WindowGroup to host")
    }
    self.init(
      hosting: content, name: name ?? String(describing: A.self), clock: clock, sinks: sinks)
  }

  private convenience init<Content: View>(
    hosting content: Content, name: String, clock: ClockMode, sinks: [any TraceSink]
  ) {
    self.init(content, name: name, clock: clock, sinks: sinks)
  }
}
