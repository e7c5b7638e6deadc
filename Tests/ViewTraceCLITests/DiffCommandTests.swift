import Foundation
import Testing
import TraceAnalysis

@Suite struct DiffCommandTests {
  @Test func aTraceAndItsJSONLinesTwinRecordTheSameEvents() throws {
    let dir = try CLI.temporaryDirectory()
    let binary = dir.appendingPathComponent("a.vtrace").path
    let twin = dir.appendingPathComponent("a.jsonl").path
    #expect(try CLI.run(["record", "profile-branch-flip", "-o", binary]).status == 0)
    #expect(try CLI.run(["convert", binary, twin]).status == 0)
    let result = try CLI.run(["diff", binary, twin])
    #expect(result.status == 0)
    #expect(result.stdout == "same behaviour\n")
    let events = try CLI.run(["diff", binary, twin, "--events"])
    #expect(events.status == 0)
    #expect(events.stdout.hasPrefix("same events: "))
  }

  @Test func aBugAndItsFixDivergeWhereTheFixChangesBehaviour() throws {
    let dir = try CLI.temporaryDirectory()
    let buggy = dir.appendingPathComponent("bug.vtrace").path
    let fixed = dir.appendingPathComponent("fix.vtrace").path
    #expect(try CLI.run(["record", "profile-branch-flip", "-o", buggy]).status == 0)
    #expect(try CLI.run(["record", "profile-disabled-fixed", "-o", fixed]).status == 0)
    let result = try CLI.run(["diff", buggy, fixed, "--events", "--context", "1"])
    #expect(result.status == 1)
    #expect(result.stdout.hasPrefix("first difference at event "))
    #expect(result.stdout.contains("(A) ≠ "))
    #expect(result.stdout.contains("- A   + B") || result.stdout.contains("- A"))
  }

  /// The checked-in trace of the scenario `name`.
  private func trace(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../traces/\(name).vtrace").standardized.path
  }

  /// The rows of `viewtrace diff` on the checked-in traces of `a` and `b`, by what and subject.
  private func differences(_ a: String, _ b: String) throws -> [String: (Int, Int)] {
    let result = try CLI.run(["diff", trace(a), trace(b), "--json"])
    #expect(result.status == 1)
    let json = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as! [String: Any]
    #expect(json["same"] as? Bool == false)
    var rows: [String: (Int, Int)] = [:]
    for row in json["differences"] as! [[String: Any]] {
      rows["\(row["what"]!) \(row["view"]!)"] = (row["a"] as! Int, row["b"] as! Int)
    }
    return rows
  }

  @Test func theRefreshFixRunsOneFetchFewerAndStopsTheListFlickering() throws {
    let rows = try differences("notes-refresh-flicker", "notes-refresh-fixed")
    #expect(rows["effect GET /notes"]! == (3, 2))
    #expect(rows["disappears (all views)"]! == (12, 1))
    #expect(rows["tasks cancelled (all views)"]! == (3, 1))
    #expect(rows["finding \(FindingKind.taskCancelledByOwnWrite)"]! == (1, 0))
    #expect(rows["bodies (all views)"] == nil)
  }

  @Test func theProfileFixDestroysNoSlot() throws {
    let rows = try differences("profile-branch-flip", "profile-disabled-fixed")
    #expect(rows["slots destroyed (all views)"]! == (2, 0))
    #expect(rows["slots destroyed NameField"]! == (2, 0))
    // Of the two, one lost a value: the reset the finding accuses.
    #expect(rows["state resets (all views)"]! == (1, 0))
    #expect(rows["state resets NameField"]! == (1, 0))
    #expect(rows["finding \(FindingKind.stateResetBranchFlip)"]! == (1, 0))
    let table = try CLI.run(["diff", trace("profile-branch-flip"), trace("profile-disabled-fixed")])
    #expect(table.status == 1)
    #expect(table.stdout.hasPrefix("behaviour differs in 19 counts:\n"))
    #expect(table.stdout.contains("    A: _name: \"\", _name: \"Ada Lovelace\"\n"))
    #expect(table.stdout.contains("    A: _name: \"Ada Lovelace\" → \"\"\n"))
  }

  @Test func theShowtimesFixCancelsItsTask() throws {
    let rows = try differences("showtimes-unstructured-task", "showtimes-cancelled-handle")
    #expect(rows["tasks cancelled (all views)"]! == (0, 1))
    #expect(
      rows["tasks cancelled UnstructuredShowtimesScreen → CancellingShowtimesScreen"]! == (0, 1))
    #expect(rows["finding \(FindingKind.taskNotCancelled)"]! == (1, 0))
  }

  @Test func theOrdersFixKeepsTheExpandedRowWithItsOrder() throws {
    let rows = try differences("orders-index-identity", "orders-stable-ids")
    #expect(rows["finding \(FindingKind.stateWrongRow)"]! == (1, 0))
    // Issue 25, item 7: which order held the expanded state before and after.
    let table = try CLI.run(["diff", trace("orders-index-identity"), trace("orders-stable-ids")])
    #expect(
      table.stdout.contains(
        "    A: OrderRow[index=1] kept _isExpanded = true while it was given another element"))
    #expect(
      table.stdout.contains(
        "now reads \"Order #1003 for Grace\" (was \"Order #1002 for Ada\")\n"))
  }

  /// Issue 25, item 7: a fix that renamed the view it fixed listed both apart, each against 0.
  @Test func aViewRenamedByItsFixIsComparedWithTheViewItReplaced() throws {
    let rows = try differences("notes-navigation", "notes-navigation-fixed")
    let pair = "NoteListScreen → FixedNoteListScreen"
    #expect(rows["tasks started \(pair)"]! == (3, 0))
    #expect(rows["tasks cancelled \(pair)"]! == (3, 0))
    // Counts the rename left equal are no difference.
    #expect(rows["bodies \(pair)"] == nil)
    #expect(!rows.keys.contains { $0.hasSuffix("NoteListScreen") && !$0.contains(pair) })
    // IndexedOrderRows and IdentifiedOrderRows do the same at one place: no row names either.
    let orders = try differences("orders-index-identity", "orders-stable-ids")
    #expect(!orders.keys.contains { $0.contains("OrderRows") }, "\(orders.keys)")
  }

  @Test func aMissingFileIsOneLine() throws {
    let result = try CLI.run(["diff", "/no/such.vtrace", "/no/other.vtrace"])
    #expect(result.status == 1)
    #expect(result.stderr.split(separator: "\n").count == 1)
  }
}
