import Foundation
import ViewRuntime

/// Todos filtered by a search field, rows identified by their position (`\.offset`): typing a
/// filter shifts "Water plants" into row 0.
struct FilteredTodosScreen: View {
  @State private var query = ""
  private let todos = ["Buy milk", "Water plants", "Call mom"]

  var body: some View {
    List {
      ForEach(Array(visible.enumerated()), id: \.offset) { _, title in
        FilteredTodoRow(title: title)
      }
    }
    .searchable(text: $query, prompt: "Find a todo")
  }

  private var visible: [String] {
    query.isEmpty ? todos : todos.filter { $0.localizedCaseInsensitiveContains(query) }
  }
}

struct FilteredTodoRow: View {
  let title: String
  @State private var isDone = false

  var body: some View {
    HStack {
      Image(systemName: isDone ? "checkmark.circle.fill" : "circle")
      Text(title)
      Toggle("Done", isOn: $isDone)
    }
  }
}

/// A switch whose state a text repeats.
struct NotificationsScreen: View {
  @State private var notify = false

  var body: some View {
    Form {
      Toggle("Notify me", isOn: $notify)
      Text(notify ? "You will be notified" : "Notifications are off")
    }
  }
}

/// A name field, a password field and a greeting made of concatenated texts.
struct SignUpScreen: View {
  @State private var name = ""
  @State private var password = ""

  var body: some View {
    VStack {
      TextField("Name", text: $name, prompt: Text("Your name"))
      SecureField("Password", text: $password)
      Text("Hello, ") + Text(name.isEmpty ? "stranger" : name) + Text("!")
    }
  }
}

/// A quantity stepper, a formatted total, a slider with its percentage and a picker.
struct OrderScreen: View {
  enum Size: String, CaseIterable, Hashable { case small, large }

  @State private var quantity = 1
  @State private var tip = 0.1
  @State private var size = Size.small
  private let format = FloatingPointFormatStyle<Double>.Currency(code: "EUR").locale(
    Locale(identifier: "en_US"))

  var body: some View {
    VStack {
      Stepper("Bags", value: $quantity, in: 1...10)
      Text("Total: \(Double(quantity) * 1234.5, format: format)")
      Slider(value: $tip, in: 0...0.3, label: "Tip")
      Text(tip, format: .percent.locale(Locale(identifier: "en_US")))
      Picker("Size", selection: $size) {
        ForEach(Size.allCases, id: \.self) { size in Text(size.rawValue.capitalized).tag(size) }
      }
      Label("Delivery", systemImage: "truck")
      ProgressView("Packing", value: Double(quantity), total: 10)
    }
  }
}

@Observable final class DraftNote {
  var title = ""
}

/// A field bound through `@Bindable` to a model property that no body reads.
struct DraftNoteScreen: View {
  @State private var note = DraftNote()

  var body: some View { DraftTitleField(note: note) }
}

struct DraftTitleField: View {
  @Bindable var note: DraftNote

  var body: some View { TextField("Title", text: $note.title) }
}

/// A leaf of each spelling that shows text, each rebuilt by a tap: some show the same text
/// after it, some another, with characters that quoting escapes and texts at the cap.
struct SpellingsScreen: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      Text("Tab\there, \"quoted\", \\ and it's")
      Text(verbatim: taps == 0 ? "say \"hi\"" : "say 'bye'\n")
      Text("★ \(7)")
      Text(String(repeating: "x", count: 198))
      Text(String(repeating: "y", count: 198 + taps))
      Text(String(repeating: "z", count: 199))
      Label("Label \(taps)", systemImage: "star")
      Button("Add \"one\"") { taps += 1 }
      Image(systemName: taps == 0 ? "star" : "star.fill")
      Text(taps == 0 ? "" : "é\u{7F}")
      Text(taps == 0 ? "\"" : "\\\"")
    }
  }
}
