import ViewRuntime

// Screens that pass state down as bindings, in the spellings SwiftUI code uses, for
// `BindingTests`. Each says in a comment which bodies a write must re-run in SwiftUI.

struct BoundWrappedText: View {
  @Binding var text: String
  var body: some View { Text("Wrapped: \(text)") }
}

/// The parent only passes `$text` down: typing re-runs `BoundWrappedText` alone.
struct BoundTextScreen: View {
  @State private var text = ""
  var body: some View {
    VStack {
      TextField("Text", text: $text)
      BoundWrappedText(text: $text)
    }
  }
}

struct BoundStepper: View {
  @Binding var quantity: Int
  var body: some View {
    Stepper("Bags: \(quantity)", value: $quantity, in: 1...10).accessibilityIdentifier("Bags")
  }
}

/// The parent reads the quantity too (the total): a step re-runs both.
struct BoundCartScreen: View {
  @State private var quantity = 1
  var body: some View {
    VStack {
      BoundStepper(quantity: $quantity)
      Text("Total: \(quantity * 12) €")
    }
  }
}

struct BoundLeaf: View {
  @Binding var count: Int
  var body: some View { Text("Count: \(count)") }
}

struct BoundMiddle: View {
  @Binding var count: Int
  var body: some View { BoundLeaf(count: $count) }
}

/// Two levels down: only the grandchild reads the count.
struct BoundOuterScreen: View {
  @State private var count = 0
  var body: some View {
    VStack {
      BoundMiddle(count: $count)
      Button("Add") { count += 1 }
    }
  }
}

struct BoundTodo: Identifiable, Equatable {
  let id: Int
  var title: String
  var isDone = false
}

/// Reads its todo through the binding many times: still one dependency on what it shows.
struct BoundTodoRow: View {
  @Binding var todo: BoundTodo
  var body: some View {
    HStack {
      Toggle(todo.title, isOn: $todo.isDone)
      Text("#\(todo.id) \(todo.title): \(todo.isDone ? "done" : "open"), \(todo.title.count)")
    }
  }
}

/// `ForEach($todos)`: toggling one todo re-runs its row only; adding one adds a row; deleting
/// the first hands the rows after it bindings to other positions.
struct BoundTodoScreen: View {
  @State private var todos = [
    BoundTodo(id: 1, title: "Milk"), BoundTodo(id: 2, title: "Eggs"),
    BoundTodo(id: 3, title: "Bread"),
  ]
  var body: some View {
    VStack {
      ForEach($todos) { $todo in BoundTodoRow(todo: $todo) }
      Button("Add") { todos.append(BoundTodo(id: 4, title: "Tea")) }
      Button("Delete first") { todos.removeFirst() }
    }
  }
}

struct BoundFahrenheit: View {
  @Binding var value: Double
  var body: some View { Text("\(Int(value)) °F") }
}

/// A `Binding(get:set:)` computed over the parent's state, which the parent does not read.
struct BoundComputedScreen: View {
  @State private var celsius = 20.0
  var body: some View {
    VStack {
      BoundFahrenheit(
        value: Binding(get: { celsius * 9 / 5 + 32 }, set: { celsius = ($0 - 32) * 5 / 9 }))
      Button("Warmer") { celsius += 5 }
    }
  }
}

@Observable final class BoundProfile {
  var name = "Bo"
  var age = 30
}

struct BoundNameLabel: View {
  @Binding var name: String
  var body: some View { Text("Name: \(name)") }
}

struct BoundNameEditor: View {
  @Bindable var profile: BoundProfile
  var body: some View { BoundNameLabel(name: $profile.name) }
}

/// `$profile.name` of an `@Observable` through `@Bindable`: a rename re-runs the label only.
struct BoundProfileScreen: View {
  @State private var profile = BoundProfile()
  var body: some View {
    VStack {
      BoundNameEditor(profile: profile)
      Button("Rename") { profile.name = "Ann" }
      Button("Birthday") { profile.age += 1 }
    }
  }
}

final class BoundSettings: ObservableObject {
  @Published var volume = 1
  @Published var theme = "light"
}

struct BoundVolumeLabel: View {
  @Binding var volume: Int
  var body: some View { Text("Volume: \(volume)") }
}

/// `$settings.volume` of an `ObservableObject`: the parent observes it and re-runs on every
/// change; the label re-runs when the volume changed, not when the theme did.
struct BoundSettingsScreen: View {
  @StateObject private var settings = BoundSettings()
  var body: some View {
    VStack {
      BoundVolumeLabel(volume: $settings.volume)
      Button("Louder") { settings.volume += 1 }
      Button("Dark") { settings.theme = "dark" }
    }
  }
}

struct BoundVolumePanel: View {
  @EnvironmentObject var settings: BoundSettings
  var body: some View { BoundVolumeLabel(volume: $settings.volume) }
}

/// The same, through `@EnvironmentObject`.
struct BoundEnvironmentSettingsScreen: View {
  @StateObject private var settings = BoundSettings()
  var body: some View {
    VStack {
      BoundVolumePanel()
      Button("Louder") { settings.volume += 1 }
    }
    .environmentObject(settings)
  }
}

struct BoundNickname: View {
  @Binding var name: String
  var body: some View { Text("Nickname: \(name)") }
}

/// `Binding($nickname)` unwraps an optional state; the parent reads it to unwrap it.
struct BoundOptionalScreen: View {
  @State private var nickname: String? = "Bo"
  var body: some View {
    VStack {
      if let name = Binding($nickname) {
        BoundNickname(name: name)
      }
      Button("Rename") { nickname = "Max" }
    }
  }
}

/// A `.constant` binding never changes: a parent re-run for its own state leaves the child.
struct BoundConstantScreen: View {
  @State private var taps = 0
  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      BoundWrappedText(text: .constant("fixed"))
      Button("Tap") { taps += 1 }
    }
  }
}

/// A field's description, holding a binding among other values.
struct BoundFieldSpec<Value> {
  let title: String
  let value: Binding<Value>
}

/// Holds a binding inside a struct and does not read it: a new one to the same state, in an
/// equal struct, is no new input.
struct BoundFieldTitle: View {
  let spec: BoundFieldSpec<String>
  var body: some View { Text("Field: \(spec.title)") }
}

/// The parent re-runs for another state and passes the same `$text` again: the children stay.
struct BoundSameBindingScreen: View {
  @State private var text = "a"
  @State private var other = 0
  var body: some View {
    VStack {
      Text("Other: \(other)")
      BoundWrappedText(text: $text)
      BoundFieldTitle(spec: BoundFieldSpec(title: "Text", value: $text))
      Button("Other") { other += 1 }
    }
  }
}

/// A state no body reads, only the action and the appear handler: writing it re-runs nothing.
struct BoundUnreadScreen: View {
  @State private var log: [String] = []
  var body: some View {
    VStack {
      Text("Static")
      Button("Log") { log.append("tap \(log.count)") }
    }
    .onAppear { log.append("appeared") }
  }
}

/// Controls bound straight to state that no body reads: each shows its new value, and no body
/// re-runs.
struct BoundControlsScreen: View {
  enum Size: String, Hashable { case small, large }

  @State private var isOn = false
  @State private var volume = 0.5
  @State private var size = Size.small
  @State private var bags = 1
  @State private var name = ""

  var body: some View {
    VStack {
      Toggle("Wi-Fi", isOn: $isOn)
      Slider(value: $volume, in: 0...1, label: "Volume")
      Picker("Size", selection: $size) {
        Text("Small").tag(Size.small)
        Text("Large").tag(Size.large)
      }
      Stepper("Bags", value: $bags, in: 1...10)
      TextField("Name", text: $name)
    }
  }
}
