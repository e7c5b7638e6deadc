/// Declares an environment value with its default, as SwiftUI's `@Entry`:
///
/// ```swift
/// extension EnvironmentValues {
///   @Entry var appTheme: AppTheme = .ocean
/// }
/// ```
///
/// The macro makes the key (`__Key_appTheme`, recorded as `appTheme`) and the accessors, so the
/// value is read with `@Environment(\.appTheme)` and set with `.environment(\.appTheme, …)`.
@attached(accessor)
@attached(peer, names: prefixed(__Key_))
public macro Entry() = #externalMacro(module: "ViewRuntimeMacros", type: "EntryMacro")
