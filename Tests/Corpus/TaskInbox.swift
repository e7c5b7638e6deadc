import ViewRuntime

// An inbox of tasks from an @Observable store in the environment, with swipe actions, a
// confirmation before deleting, and a filter in the toolbar, as open-source task apps write it.

struct InboxTask: Identifiable, Hashable {
  let id: Int
  var title: String
  var isFlagged = false
  var isCompleted = false
}

@Observable
final class InboxStore {
  var tasks = [
    InboxTask(id: 1, title: "Review pull request"),
    InboxTask(id: 2, title: "Reply to Maria", isFlagged: true),
    InboxTask(id: 3, title: "Renew passport"),
  ]

  func toggleFlag(_ task: InboxTask) {
    guard let index = tasks.firstIndex(of: task) else { return }
    tasks[index].isFlagged.toggle()
  }

  func complete(_ task: InboxTask) {
    guard let index = tasks.firstIndex(of: task) else { return }
    tasks[index].isCompleted = true
  }

  func delete(_ task: InboxTask) {
    tasks.removeAll { $0.id == task.id }
  }
}

struct TaskInboxView: View {
  @Environment(InboxStore.self) private var store
  @State private var taskToDelete: InboxTask?
  @State private var showCompleted = false

  var body: some View {
    NavigationStack {
      List {
        ForEach(store.tasks.filter { showCompleted || !$0.isCompleted }) { task in
          HStack {
            Image(systemName: task.isCompleted ? "checkmark.circle.fill" : "circle")
            Text(task.title)
            Spacer()
            if task.isFlagged {
              Image(systemName: "flag.fill")
                .foregroundStyle(.orange)
            }
          }
          .swipeActions(edge: .trailing) {
            Button("Delete", role: .destructive) { taskToDelete = task }
            Button("Flag") { store.toggleFlag(task) }
              .tint(.orange)
          }
          .swipeActions(edge: .leading) {
            Button("Done") { store.complete(task) }
              .tint(.green)
          }
        }
      }
      .navigationTitle("Inbox")
      .toolbar {
        Toggle("Show Completed", isOn: $showCompleted)
      }
      .confirmationDialog(
        "Delete this task?",
        isPresented: Binding(
          get: { taskToDelete != nil }, set: { if !$0 { taskToDelete = nil } }),
        presenting: taskToDelete
      ) { task in
        Button("Delete \(task.title)", role: .destructive) {
          store.delete(task)
        }
      } message: { task in
        Text("“\(task.title)” will be removed.")
      }
    }
  }
}

#Preview {
  TaskInboxView()
    .environment(InboxStore())
}
