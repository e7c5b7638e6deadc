import ViewRuntime

// Screens whose parent re-points a child's binding to another source holding an equal value,
// in the spellings SwiftUI code uses, for `RebindingTests`. Each offers "Switch" (re-point),
// "New" (write the new source) and "Old" (write the old source). In SwiftUI the child's
// inputs changed at the switch (a binding's location is part of it), the new source's write
// re-runs it and the old source's does not.

struct RepointLabel<Value>: View {
  @Binding var value: Value
  var body: some View { Text("Value: \(value)") }
}

/// `useFirst ? $first : $second` over two `@State`s.
struct RepointStateScreen: View {
  @State private var useFirst = true
  @State private var first = 1
  @State private var second = 1
  var body: some View {
    VStack {
      RepointLabel(value: useFirst ? $first : $second)
      Button("Switch") { useFirst.toggle() }
      Button("New") { second = 2 }
      Button("Old") { first = 3 }
    }
  }
}

struct RepointNote {
  var title: String
  var pinned = false
}

/// Passes its binding on without reading it.
struct RepointRelay: View {
  @Binding var value: Int
  var body: some View { RepointLabel(value: $value) }
}

/// `useFirst ? $first : $second` handed through a view that does not read it.
struct RepointRelayScreen: View {
  @State private var useFirst = true
  @State private var first = 1
  @State private var second = 1
  var body: some View {
    VStack {
      RepointRelay(value: useFirst ? $first : $second)
      Button("Switch") { useFirst.toggle() }
      Button("New") { second = 2 }
      Button("Old") { first = 3 }
    }
  }
}

private enum RepointValueKey: EnvironmentKey {
  static var defaultValue: Binding<Int>? { nil }
}

extension EnvironmentValues {
  fileprivate var repointValue: Binding<Int>? {
    get { self[RepointValueKey.self] }
    set { self[RepointValueKey.self] = newValue }
  }
}

struct RepointEnvironmentLabel: View {
  @Environment(\.repointValue) private var value
  var body: some View { Text("Value: \(value?.wrappedValue ?? 0)") }
}

/// The binding travels in the environment.
struct RepointEnvironmentScreen: View {
  @State private var useFirst = true
  @State private var first = 1
  @State private var second = 1
  var body: some View {
    VStack {
      RepointEnvironmentLabel().environment(\.repointValue, useFirst ? $first : $second)
      Button("Switch") { useFirst.toggle() }
      Button("New") { second = 2 }
      Button("Old") { first = 3 }
    }
  }
}

/// `editing ? $draft.title : $saved.title`: the same property of two states.
struct RepointDraftScreen: View {
  @State private var editing = false
  @State private var saved = RepointNote(title: "A")
  @State private var draft = RepointNote(title: "A")
  var body: some View {
    VStack {
      RepointLabel(value: editing ? $draft.title : $saved.title)
      Button("Switch") { editing.toggle() }
      Button("New") { draft.title = "B" }
      Button("Old") { saved.title = "C" }
    }
  }
}

/// `$items[index]`: the index moves to an element with an equal value.
struct RepointItemsScreen: View {
  @State private var index = 0
  @State private var items = [1, 1, 5]
  var body: some View {
    VStack {
      RepointLabel(value: $items[index])
      Button("Switch") { index = 1 }
      Button("New") { items[1] = 2 }
      Button("Old") { items[0] = 3 }
    }
  }
}

@Observable final class RepointModel {
  var x = 1
  var y = 1
}

struct RepointModelEditor: View {
  @Bindable var model: RepointModel
  let useX: Bool
  var body: some View { RepointLabel(value: useX ? $model.x : $model.y) }
}

/// `@Bindable` model, `$model.x` or `$model.y`.
struct RepointModelScreen: View {
  @State private var model = RepointModel()
  @State private var useX = true
  var body: some View {
    VStack {
      RepointModelEditor(model: model, useX: useX)
      Button("Switch") { useX.toggle() }
      Button("New") { model.y = 2 }
      Button("Old") { model.x = 3 }
    }
  }
}

final class RepointSettings: ObservableObject {
  @Published var a = 1
  @Published var b = 1
}

/// An `ObservableObject`'s `$settings.a` or `$settings.b`: the screen observes the object and
/// re-runs on every change; the label re-runs when what it shows changed.
struct RepointSettingsScreen: View {
  @StateObject private var settings = RepointSettings()
  @State private var useA = true
  var body: some View {
    VStack {
      RepointLabel(value: useA ? $settings.a : $settings.b)
      Button("Switch") { useA.toggle() }
      Button("New") { settings.b = 2 }
      Button("Old") { settings.a = 3 }
    }
  }
}

struct RepointFieldRow: View {
  let field: BoundFieldSpec<Int>
  var body: some View { Text("\(field.title): \(field.value.wrappedValue)") }
}

/// The binding travels inside a struct.
struct RepointFieldScreen: View {
  @State private var useFirst = true
  @State private var first = 1
  @State private var second = 1
  var body: some View {
    VStack {
      RepointFieldRow(field: BoundFieldSpec(title: "Value", value: useFirst ? $first : $second))
      Button("Switch") { useFirst.toggle() }
      Button("New") { second = 2 }
      Button("Old") { first = 3 }
    }
  }
}

/// A `Binding(get:set:)` whose getter picks the state by another: the child reads both, and
/// re-runs at the switch because the getter reads another state since.
struct RepointComputedScreen: View {
  @State private var useFirst = true
  @State private var first = 1
  @State private var second = 1
  var body: some View {
    VStack {
      RepointLabel(
        value: Binding(
          get: { useFirst ? first : second },
          set: { if useFirst { first = $0 } else { second = $0 } }))
      Button("Switch") { useFirst.toggle() }
      Button("New") { second = 2 }
      Button("Old") { first = 3 }
    }
  }
}

/// A `Binding(get:set:)` over `items[i]`, `i` captured when the parent re-runs: spelled afresh,
/// it is a changed input, though it shows an equal value.
struct RepointCapturedScreen: View {
  @State private var index = 0
  @State private var items = [1, 1, 5]
  var body: some View {
    let i = index
    VStack {
      Text("Row \(i)")
      RepointLabel(value: Binding(get: { items[i] }, set: { items[i] = $0 }))
      Button("Switch") { index = 1 }
      Button("New") { items[1] = 2 }
      Button("Old") { items[0] = 3 }
    }
  }
}

/// A `Binding(get:set:)` over `first` or `second`, chosen by a flag captured when the parent
/// re-runs, handed through a view that does not read it: spelled afresh, it is a changed input
/// of the relay, which hands it on to the label.
struct RepointCapturedRelayScreen: View {
  @State private var useFirst = true
  @State private var first = 1
  @State private var second = 1
  var body: some View {
    let useFirst = useFirst
    VStack {
      RepointRelay(
        value: Binding(
          get: { useFirst ? first : second },
          set: { if useFirst { first = $0 } else { second = $0 } }))
      Button("Switch") { self.useFirst.toggle() }
      Button("New") { second = 2 }
      Button("Old") { first = 3 }
    }
  }
}

/// A `Binding(get:set:)` over `model.x` or `model.y`, chosen by a flag captured when the parent
/// re-runs: spelled afresh, it is a changed input.
struct RepointCapturedModelScreen: View {
  @State private var model = RepointModel()
  @State private var useX = true
  var body: some View {
    let useX = useX
    VStack {
      RepointLabel(
        value: Binding(
          get: { useX ? model.x : model.y },
          set: { if useX { model.x = $0 } else { model.y = $0 } }))
      Button("Switch") { self.useX.toggle() }
      Button("New") { model.y = 2 }
      Button("Old") { model.x = 3 }
    }
  }
}

/// The parent re-runs for a state of its own and spells afresh a binding to the same location:
/// `$count`, `$note.title`, `$items[0]`, and one inside a struct; no child given one re-runs.
/// The child given a `Binding(get:set:)` over the same state re-runs: its closures cannot be
/// compared. A later write re-runs the children that show it.
struct RepointSameLocationScreen: View {
  @State private var taps = 0
  @State private var count = 1
  @State private var note = RepointNote(title: "A")
  @State private var items = [1, 2]
  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      RepointLabel(value: $count)
      RepointLabel(value: $note.title)
      RepointLabel(value: $items[0])
      RepointLabel(value: Binding(get: { count * 10 }, set: { count = $0 / 10 }))
      RepointFieldRow(field: BoundFieldSpec(title: "Field", value: $count))
      Button("Tap") { taps += 1 }
      Button("Count") { count += 1 }
    }
  }
}
