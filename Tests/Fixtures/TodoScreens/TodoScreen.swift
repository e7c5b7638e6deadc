import ViewRuntime
import ViewTraceKit

/// A user's screen, as a package of their own would write it: a list of todos loaded by a
/// fake service, with a toggle per row and a sheet to add one.
@MainActor
public final class TodoService {
  public init() {}

  func load() async throws -> [String] {
    try await withEffect("GET /todos") {
      try await Task.sleep(for: .milliseconds(100))
      return ["Milk", "Bread"]
    }
  }
}

public struct TodoListScreen: View {
  let service: TodoService
  @State private var todos: [String] = []
  @State private var adding = false

  public init(service: TodoService) { self.service = service }

  public var body: some View {
    VStack {
      ForEach(todos, id: \.self) { todo in
        TodoRow(title: todo)
      }
      Button("Add") { adding = true }
    }
    .sheet(isPresented: $adding) {
      Button("Save") {
        todos.append("Eggs")
        adding = false
      }
    }
    .task { todos = (try? await service.load()) ?? [] }
  }
}

struct TodoRow: View {
  let title: String
  @State private var done = false
  var body: some View {
    HStack {
      Text(title)
      Toggle("Done", isOn: $done)
    }
  }
}

/// The package's scenarios, registered as a user's tool would; the last two fail on purpose:
/// one expects a finding its screen does not produce, one taps a button the screen lacks.
public enum TodoScenarios {
  public static let registry = ScenarioRegistry([
    Scenario(
      name: "todo-add", summary: "Adding a todo through the sheet",
      root: { TodoListScreen(service: TodoService()) },
      script: { driver in
        try await driver.tap("Add")
        try await driver.tap("Save")
      }),
    Scenario(
      name: "todo-check", summary: "Checking the second todo",
      root: { TodoListScreen(service: TodoService()) },
      script: { driver in
        try await driver.waitUntilIdle()
        try await driver.toggle("Done", index: 1)
      }),
    Scenario(
      name: "todo-reloads", summary: "Expects a second load the screen never makes",
      expect: [.effectDuplicate], root: { TodoListScreen(service: TodoService()) },
      script: { driver in try await driver.tap("Add") }),
    Scenario(
      name: "todo-missing", summary: "Taps a button the screen does not have",
      root: { TodoListScreen(service: TodoService()) },
      script: { driver in
        try await driver.tap("Add")
        try await driver.tap("Delete everything")
      }),
  ])
}
