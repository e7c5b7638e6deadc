/// An animation curve; headless, changes apply at once.
public struct Animation: Sendable {
  public static let `default` = Animation()
  public static let easeInOut = Animation()
  public static let spring = Animation()
  public static let linear = Animation()
}

/// A transition; headless, views come and go at once.
public struct AnyTransition: Sendable {
  public static let opacity = AnyTransition()
  public static let slide = AnyTransition()
  public static let scale = AnyTransition()
}

/// Runs `body` at once: animations take no time headless.
@MainActor
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result)
  rethrows -> Result
{
  try body()
}

extension View {
  /// Animations take no time headless: the change is applied at once.
  public func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View {
    modifier(AppearanceModifier(name: "animation", detail: ""))
  }
  public func transition(_ transition: AnyTransition) -> some View {
    modifier(AppearanceModifier(name: "transition", detail: ""))
  }
}

/// The rest of SwiftUI's animation and transition API. Headless, animations take no time and
/// transitions do nothing: these exist so that pasted code compiles, and change nothing.
extension Animation {
  public static let easeIn = Animation()
  public static let easeOut = Animation()
  public static let bouncy = Animation()
  public static let snappy = Animation()
  public static let smooth = Animation()
  public static let interactiveSpring = Animation()

  public static func easeInOut(duration: Double) -> Animation { Animation() }
  public static func easeIn(duration: Double) -> Animation { Animation() }
  public static func easeOut(duration: Double) -> Animation { Animation() }
  public static func linear(duration: Double) -> Animation { Animation() }
  public static func spring(
    response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0
  ) -> Animation { Animation() }
  public static func spring(duration: Double, bounce: Double = 0) -> Animation { Animation() }
  public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation {
    Animation()
  }

  public func delay(_ delay: Double) -> Animation { self }
  public func speed(_ speed: Double) -> Animation { self }
  public func repeatCount(_ count: Int, autoreverses: Bool = true) -> Animation { self }
  public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

extension AnyTransition {
  public static let identity = AnyTransition()
  public static func move(edge: Edge) -> AnyTransition { AnyTransition() }
  public static func push(from edge: Edge) -> AnyTransition { AnyTransition() }
  public static func offset(x: Double = 0, y: Double = 0) -> AnyTransition { AnyTransition() }
  public static func scale(scale: Double, anchor: UnitPoint = .center) -> AnyTransition {
    AnyTransition()
  }
  public static func asymmetric(insertion: AnyTransition, removal: AnyTransition)
    -> AnyTransition
  {
    AnyTransition()
  }
  public func combined(with other: AnyTransition) -> AnyTransition { self }
  public func animation(_ animation: Animation?) -> AnyTransition { self }
}

extension View {
  /// Scales the view; kept in the tree as `.scaleEffect`, otherwise ignored.
  public func scaleEffect(_ scale: Double, anchor: UnitPoint = .center) -> some View {
    modifier(AppearanceModifier(name: "scaleEffect", detail: "\(scale)"))
  }

  /// Rotates the view; kept in the tree as `.rotationEffect`, otherwise ignored.
  public func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
    modifier(AppearanceModifier(name: "rotationEffect", detail: "\(angle.degrees)"))
  }

  /// Moves the view; kept in the tree as `.offset`, otherwise ignored.
  public func offset(x: Double = 0, y: Double = 0) -> some View {
    modifier(AppearanceModifier(name: "offset", detail: "\(x),\(y)"))
  }

  /// Moves the view by `offset`; kept in the tree as `.offset`, otherwise ignored.
  public func offset(_ offset: CGSize) -> some View {
    self.offset(x: Double(offset.width), y: Double(offset.height))
  }
}

/// An angle, as SwiftUI's `Angle`.
public struct Angle: Hashable, Sendable {
  public var degrees: Double
  public init(degrees: Double) { self.degrees = degrees }
  public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
  public static func radians(_ radians: Double) -> Angle { Angle(degrees: radians * 180 / .pi) }
}
