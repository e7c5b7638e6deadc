import Testing
import ViewRuntime

// `possibleActions()` names every control of a screen from one walk of it (`ControlNames`):
// the names, and their order, are those a search per control gives: a name several controls
// share is told apart by a text of the control's row, and where rows share that text too, by
// the control's index.

private struct Chore: Identifiable {
  let id: Int
  let title: String
}

private struct ChoreScreen: View {
  @State private var chores = [
    Chore(id: 1, title: "Dishes"), Chore(id: 2, title: "Laundry"),
    Chore(id: 3, title: "Dishes"), Chore(id: 4, title: "Trash"),
  ]
  @State private var done: Set<Int> = []
  @State private var urgent: Set<Int> = []
  @State private var helpers = 1
  @State private var note = ""
  var body: some View {
    VStack {
      Text("Chores")
      ForEach(chores) { chore in
        HStack {
          Text(chore.title)
          Button("Done") { done.insert(chore.id) }
          Toggle(
            "Urgent",
            isOn: Binding(
              get: { urgent.contains(chore.id) },
              set: { if $0 { urgent.insert(chore.id) } else { urgent.remove(chore.id) } }))
        }
      }
      Stepper("Helpers \(helpers)", value: $helpers)
      Button("Clear") { done.removeAll() }
        .accessibilityIdentifier("clear-all")
      TextField("Note", text: $note)
    }
  }
}

@MainActor @Suite struct PossibleActionsNamingTests {
  @Test func sharedNamesAreToldApartByTheirRowElseByTheirIndex() async throws {
    let driver = Driver(ChoreScreen())
    try await driver.start()
    #expect(
      driver.possibleActions().map(\.description) == [
        "try await driver.tap(\"Done\", index: 0)",
        "try await driver.toggle(\"Urgent\", index: 0)",
        "try await driver.tap(\"Done\", within: \"Laundry\")",
        "try await driver.toggle(\"Urgent\", within: \"Laundry\")",
        "try await driver.tap(\"Done\", index: 2)",
        "try await driver.toggle(\"Urgent\", index: 2)",
        "try await driver.tap(\"Done\", within: \"Trash\")",
        "try await driver.toggle(\"Urgent\", within: \"Trash\")",
        "try await driver.step(\"Helpers 1\", by: 1)",
        "try await driver.step(\"Helpers 1\", by: -1)",
        "try await driver.tap(\"clear-all\")",
        "try await driver.type(\"a\", into: \"Note\")",
      ])
    // Each name finds its control: the third row's toggle, then the second's.
    try await driver.perform(driver.possibleActions()[5])
    try await driver.perform(driver.possibleActions()[3])
    _ = try driver.finish()
  }
}
