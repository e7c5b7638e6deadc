import Testing
import TraceAnalysis
import TraceFormat
import ViewRuntime
import ViewTraceKit

/// Findings that say what the user saw change, from the `display` events, and the tree after an
/// update with what each leaf showed.
@MainActor @Suite struct ShownChangeTests {
  @Test func aRowThatKeptItsStateSaysWhatItNowReads() async throws {
    let analysis = try await analyze(EnumeratedTodoList()) { driver in
      try await driver.tap("Buy milk")
      try await driver.type("plants", into: "Search")
    }
    let finding = try analysis.finding(.stateWrongRow)
    #expect(
      finding.summary.hasSuffix(
        "; on screen, TodoRow[id=0] now reads \"Water plants\" (was \"Buy milk\")"))
  }

  @Test func aResetSaysWhatTheNewIdentityShowsInstead() async throws {
    let flip = try await analyze(SignInScreen()) { driver in
      try await driver.type("ada@example.com", into: "Email")
      try await driver.toggle("Compact")
    }
    #expect(
      try flip.finding(.stateResetBranchFlip).summary.hasSuffix(
        "; on screen, TextField now shows placeholder \"Email\" (was \"ada@example.com\")"))
    let id = try await analyze(ContactScreen()) { driver in
      try await driver.type("Met at WWDC", into: "Note")
      try await driver.tap("Star")
    }
    #expect(
      try id.finding(.stateResetIDChanged).summary.hasSuffix(
        "; on screen, TextField now shows placeholder \"Note\" (was \"Met at WWDC\")"))
  }

  @Test func theTreeAfterAnUpdateSaysWhatEachLeafShowed() async throws {
    let analysis = try await analyze(EnumeratedTodoList()) { driver in
      try await driver.tap("Buy milk")
      try await driver.type("plants", into: "Search")
    }
    let last = try #require(analysis.timeline.updates.last?.number)
    let tree = try #require(analysis.timeline.tree(after: last))
    let row = try #require(tree.first { $0.path.hasSuffix("TodoRow[id=0]/VStack/Button[0]/Text") })
    #expect(row.shows == "\"Water plants\"" && row.showed == "\"Buy milk\"")
    let text = tree.text()
    // Row 0 reads the next todo and still shows the notes of the one it was expanded for.
    for line in [
      "    TextField[0] \"plants\" (was placeholder \"Search\")\n",
      "            Text \"Water plants\" (was \"Buy milk\")\n",
      "          Text[1.if] \"Balcony first\" (was \"Two litres, oat\")\n",
      "            Text \"Call mom\" - removed\n",
    ] {
      #expect(text.contains(line), "missing: \(line)")
    }
    let before = try #require(analysis.timeline.tree(after: last - 1)).text()
    #expect(before.contains("    TextField[0] placeholder \"Search\"\n"))
    #expect(before.contains("          Text[1.if] \"Two litres, oat\" +\n"))
    #expect(tree.json().contains(#""shows":"\"Water plants\"","showed":"\"Buy milk\"""#))
  }
}
