/// Declares a preview of the view its block makes, as SwiftUI's `#Preview` does. Here a preview
/// is also a scenario: a package's `ScenarioTool` lists it, `record` starts its view, lets it
/// settle and stops, and `explore` drives it (see ``Preview``).
///
/// ```swift
/// #Preview("Empty list") {
///   TodoList(todos: [])
/// }
/// ```
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ViewRuntimeMacros", type: "PreviewMacro")

/// Declares a preview with traits (`.sizeThatFitsLayout`, `.landscapeLeft`, …), as SwiftUI's
/// `#Preview(_:traits:_:body:)` does; the traits are kept with the preview and shown in its
/// scenario's summary.
@freestanding(declaration)
public macro Preview(
  _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>,
  _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
  @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "ViewRuntimeMacros", type: "PreviewMacro")

/// Marks a variable at the top of a `#Preview` block as the preview's own state, as in SwiftUI:
/// `@Previewable @State var isOn = false`. The preview's view holds it, so it lives in a slot and
/// writes to it update the view.
@attached(peer)
public macro Previewable() = #externalMacro(module: "ViewRuntimeMacros", type: "PreviewableMacro")
