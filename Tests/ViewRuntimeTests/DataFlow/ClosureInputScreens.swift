import ViewRuntime

// Screens that hand their rows closures and bindings the way list code does, for
// `ClosureInputTests`. Each offers "Tap", which writes a state the parent reads and no row does.
// In SwiftUI a closure cannot be compared: one made in the parent's body is a changed input
// every time that body runs, so the row re-runs with it; a `$item` binding compares by the
// location it reads and writes, so a row given one does not.

struct ClosureTodo: Identifiable, Equatable {
  let id: Int
  var title: String
  var isDone = false
}

let closureTodos = [
  ClosureTodo(id: 1, title: "Water plants"), ClosureTodo(id: 2, title: "Call Ada"),
]

/// A row with a delete callback, as list rows often take one.
struct DeletableTodoRow: View {
  let todo: ClosureTodo
  let onDelete: () -> Void
  var body: some View {
    HStack {
      Text(todo.title)
      Button("Delete \(todo.title)") { onDelete() }
    }
  }
}

/// `onDelete: { … }` written inline in the `ForEach` closure.
struct InlineCallbackList: View {
  @State private var taps = 0
  @State private var todos = closureTodos
  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      ForEach(todos) { todo in
        DeletableTodoRow(todo: todo, onDelete: { todos.removeAll { $0.id == todo.id } })
      }
      Button("Tap") { taps += 1 }
    }
  }
}

/// A row whose callback is optional and takes the id, passed by a method reference.
struct OptionalCallbackRow: View {
  let title: String
  var onSelect: ((Int) -> Void)? = nil
  let id: Int
  var body: some View {
    Button(title) { onSelect?(id) }
  }
}

/// `onSelect: select` (a method of the view, so a closure that captures `self`).
struct MethodCallbackList: View {
  @State private var taps = 0
  @State private var selected: Int?
  private func select(_ id: Int) { selected = id }
  var body: some View {
    List {
      Text("Taps: \(taps) selected: \(selected ?? 0)")
      ForEach(closureTodos) { todo in
        OptionalCallbackRow(title: todo.title, onSelect: select, id: todo.id)
      }
      Button("Tap") { taps += 1 }
    }
  }
}

/// A row that edits its todo through a binding.
struct TodoToggleRow: View {
  @Binding var todo: ClosureTodo
  var body: some View {
    Toggle(todo.title, isOn: $todo.isDone)
  }
}

/// `ForEach($todos) { $todo in … }`: each row's binding is the same location every time.
struct ElementBindingList: View {
  @State private var taps = 0
  @State private var todos = closureTodos
  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      ForEach($todos) { $todo in
        TodoToggleRow(todo: $todo)
      }
      Button("Tap") { taps += 1 }
    }
  }
}

/// A row flagged through a plain `Bool` binding.
struct FlagRow: View {
  let title: String
  @Binding var isFlagged: Bool
  var body: some View {
    Toggle(title, isOn: $isFlagged)
  }
}

/// `Binding(get:set:)` into a dictionary keyed by the row's id, rows inline in the `ForEach`.
struct DictionaryBindingList: View {
  @State private var taps = 0
  @State private var flags: [Int: Bool] = [:]
  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      ForEach(closureTodos) { todo in
        FlagRow(
          title: todo.title,
          isFlagged: Binding(get: { flags[todo.id, default: false] }, set: { flags[todo.id] = $0 }))
      }
      Button("Tap") { taps += 1 }
    }
  }
}

/// `Binding(get:set:)` into an array by index, the row struct's property spelled `_isFlagged`.
struct ArrayBindingList: View {
  @State private var taps = 0
  @State private var todos = closureTodos
  var body: some View {
    VStack {
      Text("Taps: \(taps)")
      ForEach(todos.indices, id: \.self) { index in
        FlagRow(
          title: todos[index].title,
          isFlagged: Binding(
            get: { todos[index].isDone }, set: { todos[index].isDone = $0 }))
      }
      Button("Tap") { taps += 1 }
    }
  }
}
