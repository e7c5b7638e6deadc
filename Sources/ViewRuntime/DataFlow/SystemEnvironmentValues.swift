import Foundation

/// Environment values that screens commonly read or set: locale, time zone, calendar, size
/// classes and the scene phase. They carry what they are set to; headless nothing formats
/// with them on its own, and the size classes say iPhone in portrait.
private enum LocaleKey: EnvironmentKey {
  static let defaultValue = Locale(identifier: "en_US")
}

private enum TimeZoneKey: EnvironmentKey {
  static let defaultValue = TimeZone(identifier: "UTC")!
}

private enum CalendarKey: EnvironmentKey {
  static let defaultValue = Calendar(identifier: .gregorian)
}

private enum HorizontalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .compact
}

private enum VerticalSizeClassKey: EnvironmentKey {
  static let defaultValue: UserInterfaceSizeClass? = .regular
}

private enum ScenePhaseKey: EnvironmentKey {
  static let defaultValue = ScenePhase.active
}

/// A size class, as SwiftUI's `UserInterfaceSizeClass`.
public enum UserInterfaceSizeClass: Hashable, Sendable {
  case compact, regular
}

/// Whether the app is in front, as SwiftUI's `ScenePhase`. Headless, always `.active`
/// unless set with `.environment(\.scenePhase, …)`.
public enum ScenePhase: Hashable, Sendable {
  case background, inactive, active
}

extension EnvironmentValues {
  /// The locale; `en_US` by default (not the machine's, so that traces do not depend on it).
  public var locale: Locale {
    get { self[LocaleKey.self] }
    set { self[LocaleKey.self] = newValue }
  }

  /// The time zone; UTC by default.
  public var timeZone: TimeZone {
    get { self[TimeZoneKey.self] }
    set { self[TimeZoneKey.self] = newValue }
  }

  /// The calendar; Gregorian by default.
  public var calendar: Calendar {
    get { self[CalendarKey.self] }
    set { self[CalendarKey.self] = newValue }
  }

  /// The horizontal size class; `.compact` (an iPhone in portrait) by default.
  public var horizontalSizeClass: UserInterfaceSizeClass? {
    get { self[HorizontalSizeClassKey.self] }
    set { self[HorizontalSizeClassKey.self] = newValue }
  }

  /// The vertical size class; `.regular` by default.
  public var verticalSizeClass: UserInterfaceSizeClass? {
    get { self[VerticalSizeClassKey.self] }
    set { self[VerticalSizeClassKey.self] = newValue }
  }

  /// The scene phase; `.active` by default.
  public var scenePhase: ScenePhase {
    get { self[ScenePhaseKey.self] }
    set { self[ScenePhaseKey.self] = newValue }
  }
}
