import Testing
import TraceFormat

@testable import TraceExport

/// The shared layout: lanes in tree order, pairing of begins and ends, resets, the axis.
@Suite struct TimelineTests {
  @Test func ancestorsAreImpliedAndChildrenKeepTheirFirstAppearanceOrder() {
    let b = TraceBuilder()
    b.add(.appear, "Root/b/leaf", name: "Leaf")
    b.add(.appear, "Root/a", name: "A")
    b.add(.appear, "Root", name: "Root")
    let timeline = Timeline(trace: b.trace, findings: [])
    #expect(timeline.lanes.map(\.path) == ["Root", "Root/b", "Root/b/leaf", "Root/a"])
    #expect(timeline.lanes.map(\.name) == ["Root", "b", "leaf", "a"])
    #expect(timeline.lanes.map(\.depth) == [0, 1, 2, 1])
    #expect(timeline.lanes.map(\.isImplied) == [false, true, false, false])
    #expect(timeline.lanes.map(\.parent) == [nil, 0, 1, 0])
  }

  @Test func aSlotReCreatedOnTheSameLaneIsAResetWhateverTheUpdate() {
    let b = TraceBuilder()
    b.update = 1
    b.add(.slotCreate, "A/x", name: "_v", after: "0")
    b.add(.slotDestroy, "A/x", name: "_v", before: "3")
    b.update = 5
    let again = b.add(.slotCreate, "A/x", name: "_v", after: "0")
    let timeline = Timeline(trace: b.trace, findings: [])
    #expect(timeline.marks.filter { $0.kind == .reset }.map(\.seq) == [again])
    #expect(timeline.spans.filter { $0.kind == .slot }.map(\.endSeq) == [2, 0])
  }

  @Test func aSiblingCreatedInALaterUpdateIsNotAReset() {
    let b = TraceBuilder()
    b.update = 1
    b.add(.slotCreate, "List/1", name: "_v", after: "0")
    b.add(.slotDestroy, "List/1", name: "_v", before: "3")
    b.update = 2
    b.add(.slotCreate, "List/2", name: "_v", after: "0")
    #expect(Timeline(trace: b.trace, findings: []).marks.filter { $0.kind == .reset }.isEmpty)
  }

  @Test func whatIsStillOpenEndsWithTheTrace() {
    let b = TraceBuilder()
    b.add(.taskStart, "A", code: TaskKind.unstructured.rawValue, name: "poll", value: 9)
    b.add(.taskCancel, "A", code: CancelReason.explicit.rawValue, value: 9)
    b.add(.bodyBegin, "A", name: "A")
    let timeline = Timeline(trace: b.trace, findings: [])
    let task = timeline.spans.first { $0.kind == .task }
    #expect(task?.endSeq == 0)
    #expect(task?.end == timeline.end)
    #expect(
      timeline.describe(task!) == "task 9 poll of A: 1 µs – 3 µs (still open at the end), running")
    #expect(timeline.marks.map(\.kind) == [.cancel])
  }

  @Test func marksIncludingFindingsAreInPositionOrder() {
    let trace = SampleTraces.branchFlip()
    let timeline = Timeline(trace: trace, findings: [SampleTraces.branchFlipFinding(in: trace)])
    #expect(timeline.marks.map(\.at) == timeline.marks.map(\.at).sorted())
    #expect(
      timeline.marks.map(\.kind) == [.input, .input, .cancel, .reset, .finding, .finish, .warning])
  }

  @Test func aClockThatBarelyMovesGivesASequenceAxis() throws {
    let b = TraceBuilder()
    for _ in 0..<10 {
      b.add(.bodyBegin, "A", name: "A")
      b.add(.bodyEnd, "A", name: "A")
    }
    let still = Trace(
      header: b.trace.header, strings: b.trace.strings,
      events: b.trace.events.map {
        var e = $0
        e.time = 5
        return e
      })
    let timeline = Timeline(trace: still, findings: [])
    #expect(timeline.axis == .sequence)
    #expect(timeline.format(12) == "#12")
    let svg = try ParsedXML(SVGTimeline.render(trace: still))
    #expect(svg.all("text", class: "axis-label").first?.text == "event sequence number")
    #expect(Timeline(trace: b.trace, findings: []).axis == .time)
  }
}
