import ViewRuntime

// A to-do list edited in place through bindings to its rows, with reordering and an edit
// button, as course projects write it.

struct TodoItem: Identifiable, Hashable {
  var id = UUID()
  var title: String
  var isDone = false
}

struct TodoEditingList: View {
  @State private var items = [
    TodoItem(title: "Buy milk"),
    TodoItem(title: "Call the plumber", isDone: true),
    TodoItem(title: "Book flights"),
  ]
  @State private var newTitle = ""

  private var remaining: Int { items.filter { !$0.isDone }.count }

  var body: some View {
    NavigationStack {
      List {
        Section {
          ForEach($items) { $item in
            HStack {
              Button {
                item.isDone.toggle()
              } label: {
                Image(systemName: item.isDone ? "checkmark.circle.fill" : "circle")
              }
              .buttonStyle(.plain)
              .accessibilityLabel(
                item.isDone ? "Mark \(item.title) not done" : "Mark \(item.title) done")
              TextField("Title", text: $item.title)
                .strikethrough(item.isDone)
            }
          }
          .onDelete { items.remove(atOffsets: $0) }
          .onMove { items.move(fromOffsets: $0, toOffset: $1) }
        } footer: {
          Text("\(remaining) remaining")
        }

        Section {
          HStack {
            TextField("New to-do", text: $newTitle)
              .onSubmit(addItem)
              .submitLabel(.done)
            Button("Add", action: addItem)
              .disabled(newTitle.trimmingCharacters(in: .whitespaces).isEmpty)
          }
        }
      }
      .navigationTitle("To-Do")
      .toolbar {
        ToolbarItem(placement: .topBarLeading) {
          EditButton()
        }
        ToolbarItem(placement: .topBarTrailing) {
          Button("Clear Done") {
            items.removeAll(where: \.isDone)
          }
          .disabled(items.allSatisfy { !$0.isDone })
        }
      }
    }
  }

  private func addItem() {
    let title = newTitle.trimmingCharacters(in: .whitespaces)
    guard !title.isEmpty else { return }
    items.append(TodoItem(title: title))
    newTitle = ""
  }
}

#Preview {
  TodoEditingList()
}
