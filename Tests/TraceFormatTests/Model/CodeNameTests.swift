import Testing

@testable import TraceFormat

/// Code names as the docs spell them (issue 28, item 9): an acronym is one word, `task-id` and
/// `duplicate-id`, where the writers wrote `task-i-d` and `duplicate-i-d`; readers accept both.
@Suite struct CodeNameTests {
  @Test func anAcronymIsOneWord() {
    #expect(TaskKind.taskID.name == "task-id")
    #expect(WarningKind.duplicateID.name == "duplicate-id")
    #expect(WarningKind.writeDuringBody.name == "write-during-body")
  }

  @Test func theOldSpellingStillReads() {
    #expect(TaskKind(name: "task-id") == .taskID)
    #expect(TaskKind(name: "task-i-d") == .taskID)
    #expect(WarningKind(name: "duplicate-i-d") == .duplicateID)
    #expect(WarningKind(name: "duplicate-id") == .duplicateID)
    #expect(TaskKind(name: "task-i") == nil)
  }
}
