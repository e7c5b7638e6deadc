/// Whether the views inside are being edited, as SwiftUI's `EditMode`.
public enum EditMode: Hashable, Sendable {
  case inactive, transient, active

  /// True unless inactive.
  public var isEditing: Bool { self != .inactive }
}

/// The edit mode binding placed in the environment, with its value at that moment: a new
/// mode is then a changed environment value, which invalidates the views that read it.
struct EditModeEntry: Equatable {
  let binding: Binding<EditMode>
  let value: EditMode

  nonisolated static func == (a: EditModeEntry, b: EditModeEntry) -> Bool { a.value == b.value }
}

private enum EditModeKey: EnvironmentKey {
  static let defaultValue: EditModeEntry? = nil
}

extension EnvironmentValues {
  /// The edit mode of the views inside: a `NavigationStack` provides one (kept in its `_editMode`
  /// slot, created at the first change), and `.environment(\.editMode, $mode)` places the
  /// app's. Nil outside both.
  public var editMode: Binding<EditMode>? {
    get {
      // Its readers depend on the environment key, which changes with the mode (the entry
      // compares values), not on the binding's source: reading it is no dependency of its own.
      self[EditModeKey.self].map { entry in
        MainActor.assumeIsolated {
          let binding = entry.binding
          return Binding(
            get: { ViewHost.withoutReadTracking { binding.wrappedValue } },
            set: { binding.wrappedValue = $0 })
        }
      }
    }
    set {
      self[EditModeKey.self] = newValue.map { binding in
        EditModeEntry(
          binding: binding,
          value: MainActor.assumeIsolated { binding.wrappedValue })
      }
    }
  }
}

extension NavigationState {
  /// The environment of the stack's screens: the stack's edit mode, unless an ancestor placed
  /// one.
  func screenEnvironment(node: Node) -> EnvironmentValues {
    var environment = node.environment
    guard environment.editMode == nil else { return environment }
    environment.editMode = Binding(
      get: { [weak self] in (self?.editModeSlot?.read() as? EditMode) ?? .inactive },
      set: { [weak self, link = node.link] mode in
        guard let self, let node = link.object else { return }
        let slot =
          editModeSlot
          ?? {
            let slot = node.slot(
              "_editMode", kind: .state, typeName: "EditMode",
              site: "NavigationStack"
            ) { EditMode.inactive }
            // The stack read the edit mode before the slot existed: it depends on it.
            slot.noteReader(node, projection: nil)
            return slot
          }()
        editModeSlot = slot
        slot.write(mode)
      })
    return environment
  }
}
