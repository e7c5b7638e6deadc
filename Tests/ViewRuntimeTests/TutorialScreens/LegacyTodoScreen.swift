import ViewRuntime

/// A to-do list as pre-iOS 16 tutorials write it: `NavigationView`, `NavigationLink(destination:)`,
/// `.navigationBarTitle`, `.navigationBarItems`, `@ObservedObject` assigned in `init`, `@State`
/// seeded with `State(initialValue:)`, and a sheet closed through `presentationMode`.
final class LegacyTodoStore: ObservableObject {
  @Published var todos = ["Milk"]
}

struct LegacyTodoScreen: View {
  @ObservedObject var store: LegacyTodoStore
  @State private var showsAdd = false

  init(store: LegacyTodoStore) {
    self.store = store
  }

  var body: some View {
    NavigationView {
      List {
        ForEach(store.todos, id: \.self) { todo in
          NavigationLink(destination: Text("About \(todo)")) { Text(todo) }
        }
      }
      .listStyle(GroupedListStyle())
      .navigationBarTitle("Todos", displayMode: .inline)
      .navigationBarItems(trailing: Button("Add") { showsAdd = true })
      .sheet(isPresented: $showsAdd) {
        LegacyAddTodo(store: store, name: "Eggs")
      }
    }
    .navigationViewStyle(StackNavigationViewStyle())
  }
}

struct LegacyAddTodo: View {
  @ObservedObject var store: LegacyTodoStore
  @State private var name: String
  @Environment(\.presentationMode) private var presentationMode

  init(store: LegacyTodoStore, name: String) {
    self.store = store
    _name = State(initialValue: name)
  }

  var body: some View {
    VStack {
      TextField("Name", text: $name)
      Button("Save") {
        store.todos.append(name)
        presentationMode.wrappedValue.dismiss()
      }
    }
  }
}
