import ViewRuntime

struct TodoItem: Identifiable, Hashable {
  let id: Int
  var title: String
  var isDone = false
}

@Observable
final class TodoStore {
  var items: [TodoItem] = [
    TodoItem(id: 1, title: "Buy milk"),
    TodoItem(id: 2, title: "Walk the dog"),
    TodoItem(id: 3, title: "Call mom"),
  ]
  private var nextID = 4

  func add(_ title: String) {
    items.append(TodoItem(id: nextID, title: title))
    nextID += 1
  }
}

/// A to-do list: `List` over bindings, swipe actions, delete and move, an `EditButton` and an
/// add button in the toolbar, a field that adds on submit, and an empty state in an overlay.
struct TodoListScreen: View {
  @State private var store = TodoStore()
  @State private var newTitle = ""
  @FocusState private var isAdding: Bool

  var body: some View {
    NavigationStack {
      List {
        Section {
          HStack {
            TextField("New to-do", text: $newTitle)
              .focused($isAdding)
              .onSubmit(addItem)
              .submitLabel(.done)
            Button("Add", action: addItem)
              .disabled(newTitle.isEmpty)
          }
        }

        Section("To do") {
          ForEach($store.items) { $item in
            TodoRow(item: $item)
              .swipeActions(edge: .leading) {
                Button {
                  item.isDone.toggle()
                } label: {
                  Label("Done", systemImage: "checkmark")
                }
                .tint(.green)
              }
          }
          .onDelete { offsets in store.items.remove(atOffsets: offsets) }
          .onMove { store.items.move(fromOffsets: $0, toOffset: $1) }
        }
      }
      .listStyle(.insetGrouped)
      .navigationTitle("To-dos")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          EditButton()
        }
        ToolbarItem(placement: .primaryAction) {
          Button {
            isAdding = true
          } label: {
            Label("New", systemImage: "plus")
          }
        }
      }
      .overlay {
        if store.items.isEmpty {
          ContentUnavailableView(
            "Nothing to do", systemImage: "checkmark.circle",
            description: Text("Add a to-do above."))
        }
      }
    }
  }

  private func addItem() {
    guard !newTitle.isEmpty else { return }
    store.add(newTitle)
    newTitle = ""
  }
}

struct TodoRow: View {
  @Binding var item: TodoItem

  var body: some View {
    Toggle(isOn: $item.isDone) {
      Text(item.title)
        .strikethrough(item.isDone)
        .foregroundStyle(item.isDone ? .secondary : .primary)
    }
    .toggleStyle(.switch)
  }
}
