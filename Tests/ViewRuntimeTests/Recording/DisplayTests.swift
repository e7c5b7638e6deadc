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

/// What each leaf shows: in the trace, as `display` events.
@MainActor @Suite struct DisplayEventTests {
  /// The display events of `trace` after `seq`: `component before → after`.
  private func displays(_ trace: Trace, after seq: Seq = .none) -> [String] {
    trace.resolved(.display).filter { $0.seq > seq }.map {
      "\($0.identity.lastComponent) \($0.before) → \($0.after)"
    }
  }

  @Test func aRowThatShiftedReadsItsNewTextAndKeepsItsToggle() async throws {
    let driver = Driver(FilteredTodosScreen())
    try await driver.start()
    try await driver.toggle("Done", within: "Buy milk")
    try await driver.type("wat", into: "Find a todo")
    let trace = try driver.finish()
    let first = trace.resolved(.display).filter { $0.event.update == 1 }
    // Each leaf's first showing, caused by its insertion.
    #expect(first.count == 13)
    #expect(first.allSatisfy { trace.resolved(seq: $0.event.cause)?.kind == .identity })
    #expect(first.allSatisfy { $0.before.isEmpty })
    // A first showing says what it shows; a change, what it showed before.
    #expect(
      trace.describe(first[0].event, as: .prose) == #"TextField shows placeholder "Find a todo""#)
    let row0 = "FilteredTodosScreen/.searchable/List[content]/ForEach/FilteredTodoRow[id=0]/HStack/"
    #expect(
      first.filter { $0.identity.hasPrefix(row0) }.map { "\($0.name) \($0.after)" } == [
        "Image \"circle\"", "Text \"Buy milk\"", "Text \"Done\"", "Toggle off",
      ])
    let toggle = try #require(trace.resolved(.input).first)
    let typed = try #require(trace.resolved(.input).last)
    // The tap changes only what row 0 shows; the filter changes the field and row 0's text.
    #expect(
      displays(trace, after: toggle.seq) == [
        "Image[0] \"circle\" → \"checkmark.circle.fill\"", "Toggle[2] off → on",
        "TextField[search] placeholder \"Find a todo\" → \"wat\"",
        "Text[1] \"Buy milk\" → \"Water plants\"",
      ])
    let moved = try #require(trace.resolved(.display).last)
    #expect(moved.identity == row0 + "Text[1]" && moved.name == "Text")
    #expect(
      trace.describe(moved.event, as: .prose) == #"Text shows "Water plants" (was "Buy milk")"#)
    // Its cause walks back to the keystrokes: body of the row ← its new input ← the screen's
    // body ← the query written by the input.
    let chain = trace.causes(of: moved.seq).map(\.kind)
    #expect(
      chain == [
        .display, .bodyBegin, .invalidate, .bodyBegin, .invalidate, .slotWrite, .input,
      ])
    #expect(trace.causes(of: moved.seq).last?.seq == typed.seq)
  }

  @Test func togglesFieldsAndFormattedNumbersRecordEachChangeOnce() async throws {
    let toggle = Driver(NotificationsScreen())
    try await toggle.start()
    let started = toggle.trace.events.count
    try await toggle.toggle("Notify me")
    #expect(
      displays(toggle.trace, after: Seq(index: started - 1)) == [
        "Toggle[0] off → on", "Text[1] \"Notifications are off\" → \"You will be notified\"",
      ])
    try toggle.finish()

    let fields = Driver(SignUpScreen())
    try await fields.start()
    var seen = Seq(index: fields.trace.events.count - 1)
    try await fields.type("Ada", into: "Name")
    #expect(
      displays(fields.trace, after: seen) == [
        "TextField[0] placeholder \"Your name\" → \"Ada\"",
        "Text[2] \"Hello, stranger!\" → \"Hello, Ada!\"",
      ])
    seen = Seq(index: fields.trace.events.count - 1)
    try await fields.type("secret", into: "Password")
    // What the password field shows is its dots, never the password.
    #expect(
      displays(fields.trace, after: seen) == [
        "SecureField[1] placeholder \"Password\" → \"••••••\""
      ])
    let trace = try fields.finish()
    #expect(!trace.resolved(.display).contains { $0.after.contains("secret") })

    let order = Driver(OrderScreen())
    try await order.start()
    seen = Seq(index: order.trace.events.count - 1)
    try await order.step("Bags", by: 2)
    #expect(
      displays(order.trace, after: seen) == [
        "Stepper[0] 1 → 3", "Text[1] \"Total: €1,234.50\" → \"Total: €3,703.50\"",
        "ProgressView[6] \"Packing\" 0.1 → \"Packing\" 0.3",
      ])
    seen = Seq(index: order.trace.events.count - 1)
    try await order.set("Tip", to: 0.2)
    try await order.select("Large", in: "Size")
    #expect(
      displays(order.trace, after: seen) == [
        "Slider[2] 0.1 → 0.2", "Text[3] \"10%\" → \"20%\"", "Picker[4] \"Small\" → \"Large\"",
      ])
    try order.finish()
  }

  /// A leaf rebuilt showing the same text records nothing; one showing another records it
  /// quoted and escaped, at the cap as at the start.
  @Test func eachSpellingRecordsWhatItShowsWhenRebuilt() async throws {
    let driver = Driver(SpellingsScreen())
    try await driver.start()
    let started = Seq(index: driver.trace.events.count - 1)
    let x = String(repeating: "x", count: 198)
    let y = String(repeating: "y", count: 198)
    let z = String(repeating: "z", count: 198)
    #expect(
      displays(driver.trace) == [
        #"Text[0]  → "Taps: 0""#, #"Text[1]  → "Tab\there, \"quoted\", \\ and it\'s""#,
        #"Text[2]  → "say \"hi\"""#, #"Text[3]  → "★ 7""#, "Text[4]  → \"\(x)\"",
        "Text[5]  → \"\(y)\"", "Text[6]  → \"\(z)…", #"Label[7]  → "Label 0""#,
        #"Text  → "Add \"one\"""#, #"Image[9]  → "star""#, #"Text[10]  → """#,
        #"Text[11]  → "\"""#,
      ])
    try await driver.tap("Add \"one\"")
    #expect(
      displays(driver.trace, after: started) == [
        #"Text[0] "Taps: 0" → "Taps: 1""#, #"Text[2] "say \"hi\"" → "say \'bye\'\n""#,
        "Text[5] \"\(y)\" → \"\(y)…", #"Label[7] "Label 0" → "Label 1""#,
        #"Image[9] "star" → "star.fill""#, #"Text[10] "" → "é\u{7F}""#,
        #"Text[11] "\"" → "\\\"""#,
      ])
    try driver.finish()
  }

  @Test func aFieldBoundToAModelNoBodyReadsRecordsWhatItShowsAtTheKeystroke() async throws {
    let driver = Driver(DraftNoteScreen())
    try await driver.start()
    let started = Seq(index: driver.trace.events.count - 1)
    try await driver.type("Plan", into: "Title")
    try await driver.type("Plan B", into: "Title")
    let trace = try driver.finish()
    // No body reads the title, so nothing is invalidated and no update runs: the field shows
    // the text as it is typed, caused by the keystroke.
    let after = trace.events.filter { $0.seq > started }
    #expect(!after.contains { $0.kind == .invalidate || $0.kind == .updateBegin })
    #expect(
      displays(trace, after: started) == [
        "TextField placeholder \"Title\" → \"Plan\"", "TextField \"Plan\" → \"Plan B\"",
      ])
    let inputs = trace.resolved(.input).map(\.seq)
    #expect(trace.resolved(.display).suffix(2).map(\.event.cause) == inputs)
  }
}
