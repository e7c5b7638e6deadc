/// Haptic feedback, as SwiftUI's `SensoryFeedback`. Headless there is no haptic engine:
/// `.sensoryFeedback` is kept in the tree under its name and plays nothing.
public struct SensoryFeedback: Hashable, Sendable {
  let name: String
  public static let success = SensoryFeedback(name: "success")
  public static let warning = SensoryFeedback(name: "warning")
  public static let error = SensoryFeedback(name: "error")
  public static let selection = SensoryFeedback(name: "selection")
  public static let increase = SensoryFeedback(name: "increase")
  public static let decrease = SensoryFeedback(name: "decrease")
  public static let start = SensoryFeedback(name: "start")
  public static let stop = SensoryFeedback(name: "stop")
  public static let impact = SensoryFeedback(name: "impact")
  public static func impact(weight: Weight = .medium, intensity: Double = 1) -> SensoryFeedback {
    impact
  }

  /// How heavy an impact feels.
  public enum Weight: Hashable, Sendable { case light, medium, heavy }
}

extension View {
  /// Plays `feedback` when `trigger` changes; headless nothing plays.
  public func sensoryFeedback<T: Equatable>(_ feedback: SensoryFeedback, trigger: T) -> some View {
    modifier(AppearanceModifier(name: "sensoryFeedback", detail: feedback.name))
  }
}
