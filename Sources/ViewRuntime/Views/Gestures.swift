import Foundation

/// A gesture, as in SwiftUI. Headless, only taps happen: the driver's `tap` performs a
/// `TapGesture`'s `onEnded` action attached with `.gesture`; other gestures compile, keep their
/// place in the tree and never fire.
@MainActor @preconcurrency
public protocol Gesture {
  associatedtype Value
}

/// A tap (or `count` taps).
public struct TapGesture: Gesture {
  public typealias Value = Void
  public let count: Int
  public init(count: Int = 1) { self.count = count }
}

/// A tap that reports where it landed; never fires headless.
public struct SpatialTapGesture: Gesture {
  public struct Value: Equatable, Sendable { public var location: CGPoint }
  public let count: Int
  public init(count: Int = 1, coordinateSpace: CoordinateSpace = .local) { self.count = count }
}

/// A long press; never fires headless.
public struct LongPressGesture: Gesture {
  public typealias Value = Bool
  public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {}
}

/// A drag; never fires headless.
public struct DragGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var time: Date
    public var location: CGPoint
    public var startLocation: CGPoint
    public var translation: CGSize
    public var velocity: CGSize
    public var predictedEndLocation: CGPoint
    public var predictedEndTranslation: CGSize
  }
  public init(minimumDistance: CGFloat = 10, coordinateSpace: CoordinateSpace = .local) {}
}

/// A pinch; never fires headless.
public struct MagnifyGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var magnification: CGFloat
    public var velocity: CGFloat
    public var startLocation: CGPoint
  }
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A pinch, by its older name; never fires headless.
public struct MagnificationGesture: Gesture {
  public typealias Value = CGFloat
  public init(minimumScaleDelta: CGFloat = 0.01) {}
}

/// A two-finger rotation; never fires headless.
public struct RotateGesture: Gesture {
  public struct Value: Equatable, Sendable {
    public var rotation: Angle
    public var velocity: Angle
    public var startLocation: CGPoint
  }
  public init(minimumAngleDelta: Angle = .degrees(1)) {}
}

/// Where a gesture's locations are measured; accepted and ignored.
public enum CoordinateSpace: Hashable {
  case local, global
  case named(AnyHashable)
}

/// A gesture with an action for when it ends.
public struct _EndedGesture<Base: Gesture>: Gesture {
  public typealias Value = Base.Value
  let base: Base
  let action: @MainActor (Base.Value) -> Void
}

/// A gesture with an action for each change.
public struct _ChangedGesture<Base: Gesture>: Gesture {
  public typealias Value = Base.Value
  let base: Base
}

/// A gesture that updates a `@GestureState` while it lasts.
public struct GestureStateGesture<Base: Gesture, State>: Gesture {
  public typealias Value = Base.Value
  let base: Base
}

/// Two gestures combined (simultaneously, in sequence, or exclusively).
public struct _CombinedGesture<First: Gesture, Second: Gesture>: Gesture {
  public typealias Value = (First.Value?, Second.Value?)
  let first: First
  let second: Second
}

extension Gesture {
  /// Runs `action` when the gesture ends.
  @preconcurrency public func onEnded(_ action: @escaping @MainActor (Value) -> Void)
    -> _EndedGesture<Self>
  {
    _EndedGesture(base: self, action: action)
  }

  /// Runs `action` as the gesture changes; headless it never changes.
  @preconcurrency public func onChanged(_ action: @escaping @MainActor (Value) -> Void)
    -> _ChangedGesture<Self> where Value: Equatable
  {
    _ChangedGesture(base: self)
  }

  /// Updates `state` while the gesture lasts; headless it never starts, so `state` keeps its
  /// initial value.
  public func updating<State>(
    _ state: GestureState<State>,
    body: @escaping @MainActor (Value, inout State, inout Transaction) -> Void
  ) -> GestureStateGesture<Self, State> {
    GestureStateGesture(base: self)
  }

  public func simultaneously<Other: Gesture>(with other: Other) -> _CombinedGesture<Self, Other> {
    _CombinedGesture(first: self, second: other)
  }

  public func sequenced<Other: Gesture>(before other: Other) -> _CombinedGesture<Self, Other> {
    _CombinedGesture(first: self, second: other)
  }

  public func exclusively<Other: Gesture>(before other: Other) -> _CombinedGesture<Self, Other> {
    _CombinedGesture(first: self, second: other)
  }
}

/// State that a gesture sets while it lasts and that returns to its initial value after, as
/// SwiftUI's `@GestureState`. Headless no gesture but a tap happens, so it keeps that value.
@MainActor @preconcurrency @propertyWrapper
public struct GestureState<Value>: DynamicProperty {
  public let wrappedValue: Value
  public init(wrappedValue: Value) { self.wrappedValue = wrappedValue }
  public init(initialValue: Value) { self.wrappedValue = initialValue }
  public var projectedValue: GestureState<Value> { self }
}

/// Which gestures of a view and its subviews a `.gesture` leaves active; accepted and ignored.
public struct GestureMask: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }
  public static let none = GestureMask([])
  public static let gesture = GestureMask(rawValue: 1)
  public static let subviews = GestureMask(rawValue: 2)
  public static let all: GestureMask = [.gesture, .subviews]
}

/// `.gesture` and its variants: kept in the tree; the driver can tap it when it is a tap that
/// ends in an action.
struct GestureModifier: BuiltinModifier, TapActionModifier {
  let name: String
  let tapAction: (@MainActor () -> Void)?
  func tapAction(at node: Node) -> (@MainActor () -> Void)? { tapAction }
}

extension View {
  /// Attaches `gesture`. The driver's `tap` performs a `TapGesture().onEnded { }`.
  public func gesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all) -> some View {
    modifier(GestureModifier(name: "gesture", tapAction: Self.tapAction(of: gesture)))
  }

  /// Attaches `gesture` alongside the subviews' gestures.
  public func simultaneousGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    modifier(GestureModifier(name: "simultaneousGesture", tapAction: Self.tapAction(of: gesture)))
  }

  /// Attaches `gesture` ahead of the subviews' gestures.
  public func highPriorityGesture<G: Gesture>(_ gesture: G, including mask: GestureMask = .all)
    -> some View
  {
    modifier(GestureModifier(name: "highPriorityGesture", tapAction: Self.tapAction(of: gesture)))
  }

  /// Runs `action` after a long press; headless it never fires.
  @preconcurrency public func onLongPressGesture(
    minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10,
    perform action: @escaping @MainActor () -> Void,
    onPressingChanged: (@MainActor (Bool) -> Void)? = nil
  ) -> some View {
    modifier(GestureModifier(name: "onLongPressGesture", tapAction: nil))
  }

  /// Names this view's coordinate space for gestures and geometry; accepted and ignored.
  public func coordinateSpace(name: some Hashable) -> some View {
    modifier(AppearanceModifier(name: "coordinateSpace", detail: "\(name)"))
  }

  private static func tapAction<G: Gesture>(of gesture: G) -> (@MainActor () -> Void)? {
    guard let ended = gesture as? _EndedGesture<TapGesture> else { return nil }
    return { ended.action(()) }
  }
}

/// Identifies views across a transition for `matchedGeometryEffect`, as SwiftUI's `@Namespace`.
@MainActor @preconcurrency @propertyWrapper
public struct Namespace: DynamicProperty {
  /// A namespace's identity; headless nothing is animated, so all namespaces are alike.
  public struct ID: Hashable, Sendable {}
  public init() {}
  public var wrappedValue: ID { ID() }
}

extension View {
  /// Matches this view's geometry with views of the same `id` in `namespace` during
  /// transitions; kept in the tree under its id, nothing is animated.
  public func matchedGeometryEffect<ID: Hashable>(
    id: ID, in namespace: Namespace.ID, isSource: Bool = true
  ) -> some View {
    modifier(AppearanceModifier(name: "matchedGeometryEffect", detail: "\(id)"))
  }
}
