@_exported import Foundation
@_exported import Observation
import TraceFormat

// What a screen author needs of the trace format, and no more: the trace a driver returns, and
// where to record it. Code that reads events imports TraceFormat itself.
@_exported import enum TraceFormat.ClockMode
@_exported import struct TraceFormat.Trace
@_exported import class TraceFormat.TraceFileWriter
@_exported import protocol TraceFormat.TraceSink

#if canImport(FoundationNetworking)
  // On Linux, URLSession lives here; `import SwiftUI` brings it on Apple platforms.
  @_exported import FoundationNetworking
#endif

/// A piece of user interface, described as a value.
///
/// As in SwiftUI, `body` is a description that the runtime asks for when it needs it; user code
/// never calls it. Nothing lives in the struct between updates: state lives in slots keyed by the
/// view's identity (see ``State``).
@MainActor @preconcurrency
public protocol View {
  associatedtype Body: View
  @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("Never has no body") }
}

/// A view the runtime understands directly instead of through a body: containers, controls,
/// modifiers. Its `body` is never asked for.
@MainActor
protocol PrimitiveView: View where Body == Never {
  /// Adds the children of this view to `list`. `node` is the view's identity, for views that
  /// keep runtime state (tasks, navigation, presentation).
  func makeChildren(_ list: inout ChildList, node: Node)
}

extension PrimitiveView {
  public var body: Never { fatalError("\(Self.self) is primitive and has no body") }
}

/// A view that stands for its content in its parent's child list instead of being a node of its
/// own: tuples, conditionals, optionals, `EmptyView`, `Group`, `AnyView`.
@MainActor
protocol TransparentView: RuntimeHooks {
  /// Adds this view's content to `list`, under the structural key `key`.
  func flatten(into list: inout ChildList, key: ChildKey)
}
