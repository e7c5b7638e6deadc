import Testing
import TraceFormat

@MainActor @Suite struct FeedAndNotesEvidenceTests {
  @Test func aLongListRealizesRowsAsTheyScrollInAndKeepsTheirState() async throws {
    let trace = try await Evidence("feed-scroll")
    let scroll = try trace.input("row 500")
    let realized = trace.events(after: scroll).filter {
      $0.isDecision(.inserted, at: "FeedRow[id=500]")
    }
    #expect(realized.first?.reason(DecisionReason.self) == .realized)
    let rows = trace.events(.identity) {
      $0.name == "FeedRow" && $0.code(IdentityDecision.self) == .inserted
    }
    #expect(rows.count == 40, "four windows of ten rows, out of 5,000")
    #expect(trace.events(.slotDestroy).isEmpty)
    #expect(
      !trace.events.contains { $0.kind == .identity && $0.code(IdentityDecision.self) == .removed })
    let backToTop = try trace.input("row 0")
    let reappeared = trace.events(after: backToTop).filter {
      $0.kind == .appear && $0.path.hasSuffix("FeedRow[id=2]")
    }
    #expect(reappeared.count == 1)
  }

  @Test func refreshingSwapsTheListAndRunsItsTaskAgain() async throws {
    let flicker = try await Evidence("notes-refresh-flicker")
    let fixed = try await Evidence("notes-refresh-fixed")
    let loads: (Evidence) -> Int = { $0.events(.effectBegin) { $0.name == "GET /notes" }.count }
    #expect(loads(flicker) == loads(fixed) + 1)
    #expect(
      flicker.events(.identity) { $0.reason(DecisionReason.self) == .branchFlipped }.count >= 2)
  }

  @Test func goingBackRunsTheListTaskAgain() async throws {
    let buggy = try await Evidence("notes-navigation")
    let fixed = try await Evidence("notes-navigation-fixed")
    let loads: (Evidence) -> Int = { $0.events(.effectBegin) { $0.name == "GET /notes" }.count }
    #expect(loads(buggy) == 3)
    #expect(loads(fixed) == 1)
  }
}
