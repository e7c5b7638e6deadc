import ViewRuntime

// Lists whose rows hold state: identity by position, whatever spells it, and its fixes.

struct Todo: Identifiable, Hashable, Sendable {
  let id: Int
  var title: String
  var notes: String
}

let sampleTodos = [
  Todo(id: 1, title: "Buy milk", notes: "Two litres, oat"),
  Todo(id: 2, title: "Water plants", notes: "Balcony first"),
  Todo(id: 3, title: "Call mom", notes: "Sunday evening"),
]

extension Todo {
  /// The todos whose title contains `search`; all of them while it is empty.
  static func matching(_ search: String, in todos: [Todo]) -> [Todo] {
    search.isEmpty ? todos : todos.filter { $0.title.localizedCaseInsensitiveContains(search) }
  }
}

/// A row that expands to show its notes.
struct TodoRow: View {
  let todo: Todo
  @State private var isExpanded = false
  var body: some View {
    VStack {
      Button(todo.title) { isExpanded.toggle() }
      if isExpanded { Text(todo.notes) }
    }
  }
}

/// `ForEach(Array(….enumerated()), id: \.offset)`: a search filter moves one row's expansion
/// onto another todo.
struct EnumeratedTodoList: View {
  @State private var todos = sampleTodos
  @State private var search = ""
  var body: some View {
    VStack {
      TextField("Search", text: $search)
      ForEach(Array(Todo.matching(search, in: todos).enumerated()), id: \.offset) { _, todo in
        TodoRow(todo: todo)
      }
    }
  }
}

/// `ForEach(todos.indices, id: \.self)`: deleting the first todo gives its expansion to the next.
struct IndicesTodoList: View {
  @State private var todos = sampleTodos
  var body: some View {
    VStack {
      ForEach(todos.indices, id: \.self) { index in TodoRow(todo: todos[index]) }
      Button("Delete first") { todos.removeFirst() }
    }
  }
}

struct FavoriteRow: View {
  let name: String
  @State private var isFavorite = false
  var body: some View { Toggle(name, isOn: $isFavorite) }
}

/// `ForEach(0..<names.count, id: \.self)`: a range keyed by itself is still positions.
struct RangeFavoritesList: View {
  @State private var names = ["Ann", "Bob"]
  var body: some View {
    VStack {
      ForEach(0..<names.count, id: \.self) { i in FavoriteRow(name: names[i]) }
      Button("Add Zoe on top") { names.insert("Zoe", at: 0) }
    }
  }
}

/// Rows keyed by a computed index, a wrapper made for the ForEach.
struct NumberedTodoList: View {
  struct Numbered: Hashable {
    let number: Int
    let todo: Todo
  }
  @State private var todos = sampleTodos
  var numbered: [Numbered] {
    todos.indices.map { Numbered(number: $0 + 1, todo: todos[$0]) }
  }
  var body: some View {
    VStack {
      ForEach(numbered, id: \.number) { row in TodoRow(todo: row.todo) }
      Button("Done with first") { todos.remove(at: 0) }
    }
  }
}

/// The fix: rows identified by their todo, with swipe-style deletion.
struct IdentifiedTodoList: View {
  @State private var todos = sampleTodos
  @State private var search = ""
  var body: some View {
    VStack {
      TextField("Search", text: $search)
      ForEach(Todo.matching(search, in: todos)) { todo in TodoRow(todo: todo) }
      Button("Delete first") { todos.removeFirst() }
    }
  }
}

/// Index rows that hold no state of their own: positions are fine.
struct IndexedLabelsList: View {
  @State private var names = ["Ann", "Bob"]
  var body: some View {
    VStack {
      ForEach(names.indices, id: \.self) { i in Text("\(i + 1). \(names[i])") }
      Button("Add Zoe on top") { names.insert("Zoe", at: 0) }
    }
  }
}

/// Index rows with state in a list that only grows at the end: every row keeps its element.
struct AppendOnlyFavorites: View {
  @State private var names = ["Ann", "Bob"]
  var body: some View {
    VStack {
      ForEach(names.indices, id: \.self) { i in FavoriteRow(name: names[i]) }
      Button("Add Zoe") { names.append("Zoe") }
    }
  }
}

/// A row that is told how to delete itself, as list tutorials pass an action down.
struct DeletableTodoRow: View {
  let todo: Todo
  let onDelete: () -> Void
  @State private var isExpanded = false
  var body: some View {
    VStack {
      Button(todo.title) { isExpanded.toggle() }
      if isExpanded { Text(todo.notes) }
      Button("Delete \(todo.title)") { onDelete() }
    }
  }
}

/// Identified rows, each with a delete action made in the parent's body.
struct DeletableTodoList: View {
  @State private var todos = sampleTodos
  var body: some View {
    VStack {
      ForEach(todos) { todo in
        DeletableTodoRow(todo: todo) { todos.removeAll { $0.id == todo.id } }
      }
    }
  }
}

extension PrecisionCase {
  static let rows: [PrecisionCase] = [
    .bug("enumerated offsets", .stateWrongRow) {
      try await analyze(EnumeratedTodoList()) { driver in
        try await driver.tap("Buy milk")
        try await driver.type("plants", into: "Search")
      }
    },
    .bug("indices keyed by self", .stateWrongRow) {
      try await analyze(IndicesTodoList()) { driver in
        try await driver.tap("Buy milk")
        try await driver.tap("Delete first")
      }
    },
    .bug("range keyed by self", .stateWrongRow) {
      try await analyze(RangeFavoritesList()) { driver in
        try await driver.toggle("Ann")
        try await driver.tap("Add Zoe on top")
      }
    },
    .bug("computed index", .stateWrongRow) {
      try await analyze(NumberedTodoList()) { driver in
        try await driver.tap("Buy milk")
        try await driver.tap("Done with first")
      }
    },
    .fine("identified rows, filtered and deleted") {
      try await analyze(IdentifiedTodoList()) { driver in
        try await driver.tap("Buy milk")
        try await driver.type("plants", into: "Search")
        try await driver.type("", into: "Search")
        try await driver.tap("Delete first")
      }
    },
    .fine("identified rows with a delete action") {
      try await analyze(DeletableTodoList()) { driver in
        try await driver.tap("Water plants")
        try await driver.tap("Delete Buy milk")
      }
    },
    .fine("index rows without state") {
      try await analyze(IndexedLabelsList()) { driver in
        try await driver.tap("Add Zoe on top")
      }
    },
    .fine("index rows that only grow at the end") {
      try await analyze(AppendOnlyFavorites()) { driver in
        try await driver.toggle("Ann")
        try await driver.tap("Add Zoe")
      }
    },
  ]
}
