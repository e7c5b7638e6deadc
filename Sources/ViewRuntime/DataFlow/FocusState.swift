import TraceFormat

/// Which control has the keyboard focus, as SwiftUI's `@FocusState`: a `Bool` for one field, or
/// an optional value naming one of several. It lives in a slot of the view's identity, like
/// `@State`; the driver moves the focus to a field when it types into it.
@MainActor @preconcurrency @propertyWrapper
public struct FocusState<Value: Hashable>: DynamicProperty, InstallableProperty,
  RuntimeManagedProperty
{
  let state: State<Value>

  public init(file: StaticString = #fileID, line: UInt = #line) where Value == Bool {
    state = State(wrappedValue: false, file: file, line: line)
  }

  public init<T: Hashable>(file: StaticString = #fileID, line: UInt = #line) where Value == T? {
    state = State(wrappedValue: nil, file: file, line: line)
  }

  public var wrappedValue: Value {
    get { state.wrappedValue }
    nonmutating set { state.wrappedValue = newValue }
  }

  /// A binding for `.focused(_:)` and `.focused(_:equals:)`.
  public var projectedValue: Binding { Binding(state: state.projectedValue) }

  func install(on node: Node, label: String) { state.install(on: node, label: label) }

  /// The focus as the `.focused` modifiers take it.
  @MainActor
  public struct Binding {
    let state: ViewRuntime.Binding<Value>
    public var wrappedValue: Value {
      get { state.wrappedValue }
      nonmutating set { state.wrappedValue = newValue }
    }
  }
}

/// `.focused`: what the focus becomes when the user starts editing a field inside.
struct FocusedModifier: BuiltinModifier {
  let focus: @MainActor () -> Void
  var name: String { "focused" }
}

extension View {
  /// Ties `condition` to whether a field inside has the focus.
  public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
    modifier(FocusedModifier(focus: { condition.wrappedValue = true }))
  }

  /// Sets the focus to `value` when a field inside gets it.
  public func focused<Value: Hashable>(_ binding: FocusState<Value?>.Binding, equals value: Value)
    -> some View
  {
    modifier(FocusedModifier(focus: { binding.wrappedValue = value }))
  }
}
