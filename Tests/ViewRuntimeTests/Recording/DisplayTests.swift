import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// What each leaf shows: in the live tree.
@MainActor @Suite struct DisplayTests {
  @Test func liveTreeShowsTheTextThatShiftedIntoARow() async throws {
    let driver = Driver(FilteredTodosScreen())
    try await driver.start()
    try await driver.toggle("Done", within: "Buy milk")
    try await driver.type("wat", into: "Find a todo")
    // Row 0 kept its state and now reads "Water plants": the checkmark moved with it.
    #expect(
      driver.tree() == """
        FilteredTodosScreen  {_query="wat"}
          .searchable
            TextField[search] "wat"
            List[content]
              ForEach
                FilteredTodoRow[id=0]  {_isDone=true}
                  HStack
                    Image[0] "checkmark.circle.fill"
                    Text[1] "Water plants"
                    Toggle[2] on
                      Text "Done"
        """)
    try driver.finish()
  }

  @Test func liveTreeShowsToggleFieldsAndFormattedValues() async throws {
    let toggle = Driver(NotificationsScreen())
    try await toggle.start()
    try await toggle.toggle("Notify me")
    #expect(toggle.tree().contains("Toggle[0] on\n      Text \"Notify me\""))
    #expect(toggle.tree().contains("Text[1] \"You will be notified\""))
    try toggle.finish()

    let fields = Driver(SignUpScreen())
    try await fields.start()
    #expect(fields.tree().contains("TextField[0] placeholder \"Your name\""))
    #expect(fields.tree().contains("SecureField[1] placeholder \"Password\""))
    try await fields.type("Ada", into: "Name")
    try await fields.type("secret", into: "Password")
    let typed = fields.tree()
    #expect(typed.contains("TextField[0] \"Ada\"") && typed.contains("Text[2] \"Hello, Ada!\""))
    // The password shows as dots, in the tree as on the screen.
    #expect(typed.contains("SecureField[1] \"••••••\""))
    try fields.finish()

    let order = Driver(OrderScreen())
    try await order.start()
    try await order.step("Bags", by: 2)
    try await order.set("Tip", to: 0.2)
    try await order.select("Large", in: "Size")
    let tree = order.tree()
    for line in [
      "Stepper[0] 3", "Text[1] \"Total: €3,703.50\"", "Slider[2] 0.2", "Text[3] \"20%\"",
      "Picker[4] \"Large\"", "Label[5] \"Delivery\"", "ProgressView[6] \"Packing\" 0.3",
    ] {
      #expect((tree + "\n").contains("    \(line)\n"), "\(line) is not in the tree")
    }
    try order.finish()
  }
}
