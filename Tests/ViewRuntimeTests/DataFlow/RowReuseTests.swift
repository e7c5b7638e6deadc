import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

// A `ForEach($items)` that runs again because one element changed calls its content closure for
// the rows that may now build something else only: the changed element's, and those whose last
// call read more than their element (a parent's state), made a binding of their own, or built a
// view whose inputs cannot be compared (a closure). Every row still gets its `kept` decision, and
// the rows that run are the same as when every row was built again.

private struct Task: Identifiable, Equatable {
  let id: Int
  var isDone = false
}

/// Counts the calls of a content closure.
@MainActor private final class Calls {
  var count = 0
  func note() -> Int {
    count += 1
    return count
  }
}

private struct TaskRow: View {
  @Binding var task: Task
  var isSelected = false
  var body: some View {
    Toggle("Task \(task.id)\(isSelected ? " ✓" : "")", isOn: $task.isDone)
  }
}

private struct ActionTaskRow: View {
  @Binding var task: Task
  let onSelect: () -> Void
  var body: some View { Toggle("Task \(task.id)", isOn: $task.isDone) }
}

private struct ManualTaskRow: View {
  let isDone: Binding<Bool>
  let id: Int
  var body: some View { Toggle("Task \(id)", isOn: isDone) }
}

/// Rows bound to their element alone.
private struct TaskScreen: View {
  let calls: Calls
  @State private var tasks = (0..<4).map { Task(id: $0) }
  var body: some View {
    VStack {
      ForEach($tasks) { $task in
        let _ = calls.note()
        TaskRow(task: $task)
      }
    }
  }
}

/// Rows that show whether the parent's selection is theirs.
private struct SelectingTaskScreen: View {
  let calls: Calls
  @State private var tasks = (0..<4).map { Task(id: $0) }
  @State private var selection = -1
  var body: some View {
    VStack {
      Button("Select 2") { selection = 2 }
      ForEach($tasks) { $task in
        let _ = calls.note()
        TaskRow(task: $task, isSelected: selection == task.id)
      }
    }
  }
}

/// Rows given a closure.
private struct ActionTaskScreen: View {
  let calls: Calls
  @State private var tasks = (0..<4).map { Task(id: $0) }
  @State private var selection = -1
  var body: some View {
    VStack {
      ForEach($tasks) { $task in
        let _ = calls.note()
        ActionTaskRow(task: $task) { selection = task.id }
      }
    }
  }
}

/// Rows given a binding spelled with `Binding(get:set:)`.
private struct ManualTaskScreen: View {
  let calls: Calls
  @State private var tasks = (0..<4).map { Task(id: $0) }
  var body: some View {
    VStack {
      ForEach($tasks) { $task in
        let _ = calls.note()
        ManualTaskRow(isDone: Binding(get: { task.isDone }, set: { task.isDone = $0 }), id: task.id)
      }
    }
  }
}

@MainActor @Suite struct RowReuseTests {

  /// The decisions recorded after the first `count` events, as `kept` and the like.
  private func decisions(_ trace: Trace, after count: Int) -> [IdentityDecision] {
    trace.events.dropFirst(count).filter { $0.kind == .identity }.compactMap {
      IdentityDecision(rawValue: $0.code)
    }
  }

  @Test func aToggleCallsTheContentOfItsOwnRowAlone() async throws {
    let calls = Calls()
    let driver = Driver(TaskScreen(calls: calls))
    try await driver.start()
    #expect(calls.count == 4)

    let start = driver.trace.events.count
    try await driver.toggle("Task 1", inRow: 1)
    #expect(calls.count == 5)
    #expect(driver.trace.bodies(after: start) == ["TaskRow[id=1]"])
    // Each row is still decided kept (and the row's toggle and its label).
    #expect(decisions(driver.trace, after: start) == Array(repeating: .kept, count: 6))

    try await driver.toggle("Task 3", inRow: 3)
    #expect(calls.count == 6)
    _ = try driver.find(text: "Task 1")
    _ = try driver.finish()
  }

  @Test func rowsThatReadTheParentsStateAreBuiltAgainWhenItChanges() async throws {
    let calls = Calls()
    let driver = Driver(SelectingTaskScreen(calls: calls))
    try await driver.start()

    var start = driver.trace.events.count
    try await driver.tap("Select 2")
    #expect(calls.count == 8)
    #expect(driver.trace.bodies(after: start) == ["TaskRow[id=2]"])
    _ = try driver.find(text: "Task 2 ✓")

    // Each row's call read the selection: a toggle builds every row again.
    start = driver.trace.events.count
    try await driver.toggle("Task 1", inRow: 1)
    #expect(calls.count == 12)
    #expect(driver.trace.bodies(after: start) == ["TaskRow[id=1]"])
    _ = try driver.finish()
  }

  @Test func rowsWithAClosureOrABindingOfTheirOwnRunAgainOnEveryToggle() async throws {
    let closureCalls = Calls()
    let manualCalls = Calls()
    let screens: [(any View, Calls, String)] = [
      (ActionTaskScreen(calls: closureCalls), closureCalls, "ActionTaskRow"),
      (ManualTaskScreen(calls: manualCalls), manualCalls, "ManualTaskRow"),
    ]
    for (screen, calls, rowType) in screens {
      let driver = Driver(screen)
      try await driver.start()

      let start = driver.trace.events.count
      try await driver.toggle("Task 1", inRow: 1)
      #expect(calls.count == 8)
      #expect(driver.trace.bodies(after: start) == (0..<4).map { "\(rowType)[id=\($0)]" })
      _ = try driver.finish()
    }
  }
}
