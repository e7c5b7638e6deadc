import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport

/// What `diff` compares, counted from the timeline's stays, slots and tasks.
@Suite struct BehaviourTests {
  @Test func eachViewCountsItsStaysOnScreenSlotsAndTasks() {
    let b = TraceBuilder()
    b.add(.bodyBegin, "App", name: "App")
    b.add(.bodyEnd, "App", name: "App")
    b.add(.bodyBegin, "App/Row[1]", name: "Row")
    b.add(.bodyEnd, "App/Row[1]", name: "Row")
    b.add(.slotCreate, "App/Row[1]", name: "_on", after: "false")
    b.add(.appear, "App/Row[1]/Text", name: "Text")
    b.add(.disappear, "App/Row[1]/Text", name: "Text")
    b.add(.appear, "App/Row[1]/Text", name: "Text")
    b.add(.taskStart, "App/Row[1]", code: TaskKind.task.rawValue, name: "load", value: 1)
    b.add(.taskCancel, "App/Row[1]", code: CancelReason.disappeared.rawValue, value: 1)
    b.add(.slotDestroy, "App/Row[1]", name: "_on", before: "true")
    let counts = Behaviour(Analysis(trace: b.trace))
    func count(_ what: String, _ view: String = "Row") -> Int? {
      counts.counts.first { $0.key.what == what && $0.key.subject == view }?.value
    }
    #expect(count("bodies") == 1)
    #expect(count("appears") == 2)
    #expect(count("disappears") == 1)
    #expect(count("tasks started") == 1)
    #expect(count("tasks cancelled") == 1)
    #expect(count("slots destroyed") == 1)
    #expect(counts.values.values.first == ["_on: true"])
    // Destroyed with its view, not replaced: no state was reset.
    #expect(count("state resets") == nil)
    #expect(count("bodies", "(root)") == 1)
  }

  @Test func aViewsPlaceSpellsTheViewsTheDeveloperWroteAsStars() {
    let b = TraceBuilder()
    for path in [
      "NotesApp", "NotesApp/.task/NavigationStack/.navigationDestination/NoteListScreen[root]",
    ] {
      b.add(.bodyBegin, path, name: IdentityPath(path).type)
      b.add(.bodyEnd, path, name: IdentityPath(path).type)
    }
    let behaviour = Behaviour(Analysis(trace: b.trace))
    #expect(behaviour.places["NoteListScreen"] == "*/NavigationStack/*[root]")
    #expect(behaviour.places["NotesApp"] == "*")
  }
}
