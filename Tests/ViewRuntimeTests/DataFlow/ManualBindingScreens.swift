import ViewRuntime

// Screens that pass a child a `Binding(get:set:)`, in the spellings SwiftUI code uses, for
// `ComputedBindingTests`. Each offers "Tap", which writes a state the parent reads and no
// child does. In SwiftUI a binding made with `Binding(get:set:)` holds closures, which cannot
// be compared: one spelled afresh is a changed input, so its child re-runs with its parent,
// while a child given `$value`, or the same binding again, does not.

struct ManualFlagLabel: View {
  @Binding var isOn: Bool
  var body: some View { Text("On: \(isOn)") }
}

/// `Binding(get: { value }, set: { value = $0 })` next to `$value`.
struct ManualInlineScreen: View {
  @State private var taps = 0
  @State private var value = false
  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      ManualFlagLabel(isOn: Binding(get: { value }, set: { value = $0 }))
      ManualFlagLabel(isOn: $value)
      Button("Tap") { taps += 1 }
      Button("Flip") { value.toggle() }
    }
  }
}

/// The manual binding made by a computed property, next to `$value`.
struct ManualComputedPropertyScreen: View {
  @State private var taps = 0
  @State private var value = false
  private var manualBinding: Binding<Bool> {
    Binding(get: { value }, set: { value = $0 })
  }
  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      ManualFlagLabel(isOn: manualBinding)
      ManualFlagLabel(isOn: $value)
      Button("Tap") { taps += 1 }
    }
  }
}

struct ManualRow: View {
  let title: String
  @Binding var isSelected: Bool
  var body: some View { Text("\(title): \(isSelected)") }
}

/// Rows selected through `Binding(get: { selection.contains(item) }, set: …)`.
struct ManualSelectionScreen: View {
  @State private var taps = 0
  @State private var selection: Set<String> = ["Milk"]
  private let items = ["Milk", "Eggs"]
  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      ForEach(items, id: \.self) { item in
        ManualRow(
          title: item,
          isSelected: Binding(
            get: { selection.contains(item) },
            set: { if $0 { selection.insert(item) } else { selection.remove(item) } }))
      }
      Button("Tap") { taps += 1 }
    }
  }
}

struct ManualNote {
  var title: String
  var pinned = false
}

struct ManualTitleLabel: View {
  @Binding var title: String
  var body: some View { Text("Title: \(title)") }
}

/// `manual.title`, a projection of a manual binding, next to `$note.title`.
struct ManualProjectionScreen: View {
  @State private var taps = 0
  @State private var note = ManualNote(title: "A")
  private var manual: Binding<ManualNote> {
    Binding(get: { note }, set: { note = $0 })
  }
  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      ManualTitleLabel(title: manual.title)
      ManualTitleLabel(title: $note.title)
      Button("Tap") { taps += 1 }
    }
  }
}

@Observable final class ManualFlagModel {
  var isOn = false
  var note = ManualNote(title: "A")
}

/// Re-runs when its taps change and hands its binding on unchanged.
struct ManualRelay: View {
  let taps: Int
  @Binding var isOn: Bool
  var body: some View {
    VStack {
      Text("Relay taps: \(taps)")
      ManualFlagLabel(isOn: $isOn)
    }
  }
}

/// Manual bindings made once, in `init`, and passed on as they are, or projected afresh
/// (`note.title`): the same input every time.
struct ManualStoredScreen: View {
  @State private var taps = 0
  private let model: ManualFlagModel
  private let isOn: Binding<Bool>
  private let note: Binding<ManualNote>
  init() {
    let model = ManualFlagModel()
    self.model = model
    isOn = Binding(get: { model.isOn }, set: { model.isOn = $0 })
    note = Binding(get: { model.note }, set: { model.note = $0 })
  }
  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      ManualFlagLabel(isOn: isOn)
      ManualRelay(taps: taps, isOn: isOn)
      ManualTitleLabel(title: note.title)
      Button("Tap") { taps += 1 }
      Button("Flip") { model.isOn.toggle() }
    }
  }
}
