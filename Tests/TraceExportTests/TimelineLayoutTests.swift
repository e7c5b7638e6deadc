import Foundation
import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport

@testable import TraceExport

/// The shared layout: lanes in tree order, pairing of begins and ends, resets, the axis.
@Suite struct TimelineLayoutTests {
  @Test func ancestorsAreImpliedAndChildrenKeepTheirFirstAppearanceOrder() {
    let b = TraceBuilder()
    b.add(.appear, "Root/b/leaf", name: "Leaf")
    b.add(.appear, "Root/a", name: "A")
    b.add(.appear, "Root", name: "Root")
    let timeline = TimelineLayout(Timeline(trace: b.trace), findings: [])
    #expect(timeline.lanes.map(\.path) == ["Root", "Root/b", "Root/b/leaf", "Root/a"])
    #expect(timeline.lanes.map(\.name) == ["Root", "b", "leaf", "a"])
    #expect(timeline.lanes.map(\.depth) == [0, 1, 2, 1])
    #expect(timeline.lanes.map(\.isImplied) == [false, true, false, false])
    #expect(timeline.lanes.map(\.parent) == [nil, 0, 1, 0])
  }

  /// A path whose parent would be `""` is a root, and a path ending in `/` is named in full.
  @Test func pathsWithEmptyComponentsKeepTheirLanes() {
    let b = TraceBuilder()
    b.add(.appear, "/x", name: "X")
    b.add(.appear, "/x/y", name: "Y")
    b.add(.appear, "A/", name: "A")
    let timeline = TimelineLayout(Timeline(trace: b.trace), findings: [])
    #expect(timeline.lanes.map(\.path) == ["/x", "/x/y", "A", "A/"])
    #expect(timeline.lanes.map(\.name) == ["x", "y", "A", "A/"])
    #expect(timeline.lanes.map(\.parent) == [nil, 0, nil, 2])
    #expect(timeline.lanes.map(\.isImplied) == [false, false, true, false])
  }

  /// A slot of an identity that left and came back later (a row scrolled back, a screen pushed
  /// again) starts afresh: no identity was replaced, so no state was reset.
  @Test func aSlotReCreatedOnTheSameLaneInALaterUpdateIsNotAReset() {
    let b = TraceBuilder()
    b.update = 1
    b.add(.slotCreate, "A/x", name: "_v", after: "0")
    b.add(.slotDestroy, "A/x", name: "_v", before: "3")
    b.update = 5
    b.add(.slotCreate, "A/x", name: "_v", after: "0")
    let timeline = TimelineLayout(Timeline(trace: b.trace), findings: [])
    #expect(timeline.marks.filter { $0.kind == .reset }.isEmpty)
    #expect(timeline.spans.filter { $0.kind == .slot }.map(\.endSeq) == [2, 0])
  }

  @Test func whatIsStillOpenEndsWithTheTrace() {
    let b = TraceBuilder()
    b.add(.taskStart, "A", code: TaskKind.unstructured.rawValue, name: "poll", value: 9)
    b.add(.taskCancel, "A", code: CancelReason.explicit.rawValue, value: 9)
    b.add(.bodyBegin, "A", name: "A")
    let timeline = TimelineLayout(Timeline(trace: b.trace), findings: [])
    let task = timeline.spans.first { $0.kind == .task }
    #expect(task?.endSeq == 0)
    #expect(task?.end == timeline.end)
    #expect(
      timeline.describe(task!) == "task 9 poll of A: 0 µs – 2 µs (still open at the end), running")
    #expect(timeline.marks.map(\.kind) == [.cancel])
  }

  @Test func marksIncludingFindingsAreInPositionOrder() {
    let trace = SampleTraces.branchFlip()
    let timeline = TimelineLayout(
      Timeline(trace: trace), findings: [SampleTraces.branchFlipFinding(in: trace)])
    #expect(timeline.marks.map(\.at) == timeline.marks.map(\.at).sorted())
    #expect(
      timeline.marks.map(\.kind) == [.input, .input, .cancel, .reset, .finding, .finish, .warning])
  }

  @Test func eventsAtOneInstantAreSpreadIntoAClusterOnTheTimeAxis() throws {
    // Twenty events: the first ten at one instant, the rest 1 ms later, also at one instant
    // (the builder moves its clock 1 µs on before each event).
    let b = TraceBuilder()
    for index in 0..<20 {
      b.time = index < 10 ? 4_000 : 1_004_000
      b.add(index.isMultiple(of: 2) ? .bodyBegin : .bodyEnd, "A", name: "A")
    }
    let clustered = b.trace
    let timeline = TimelineLayout(Timeline(trace: clustered), findings: [])
    #expect(timeline.axis == .time)
    // Half the trace's duration shared by its events: 1 ms / 40.
    #expect(timeline.timeAxis.spread == 25_000)
    let positions = clustered.events.map { timeline.position(of: $0) }
    #expect(positions.prefix(3) == [0, 25_000, 50_000])
    #expect(positions[10] == 225_000 + 1_000_000)
    #expect(timeline.format(positions[9]) == "0 µs")
    #expect(timeline.format(positions[10]) == "1.000 ms")
    #expect(timeline.format(positions[19] + 500_000) == "1.500 ms")
    #expect(timeline.timeAxis.position(atTime: 1_000_000) == positions[10])
    let svg = try ParsedXML(SVGTimeline.render(trace: clustered))
    #expect(svg.all("text", class: "axis-label").first?.text == "time since start")
    #expect(svg.all("text", class: "tick-label").first?.text == "0 µs")
  }

  @Test func theSequenceAxisIsTheEventNumbers() {
    let b = TraceBuilder()
    b.add(.bodyBegin, "A", name: "A")
    b.add(.bodyEnd, "A", name: "A")
    let timeline = TimelineLayout(Timeline(trace: b.trace), findings: [], axis: .sequence)
    #expect(timeline.spans.first { $0.kind == .body }.map { [$0.start, $0.end] } == [1, 2])
    #expect(timeline.format(12) == "#12")
    #expect(timeline.axisUnit == "event sequence number")
  }

  @Test func traceTimeIsExactlyTheClockSinceTheFirstEvent() {
    let b = TraceBuilder()
    b.add(.bodyBegin, "A", name: "A")
    b.add(.bodyEnd, "A", name: "A")
    b.add(.bodyBegin, "A", name: "A")
    let timeline = TimelineLayout(Timeline(trace: b.trace), findings: [], axis: .traceTime)
    #expect(b.trace.events.map { timeline.position(of: $0) } == [0, 1_000, 2_000])
  }
}

/// Lanes by view: modifiers fold into the view they modify, built-in views inside a view into it.
@Suite struct ViewLaneTests {
  static func trace(_ name: String) throws -> Trace {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../traces/\(name).vtrace")
    return try Trace.read(from: url).0
  }

  func shown(_ timeline: TimelineLayout) -> [String] {
    timeline.lanes.enumerated().filter { $0.offset == $0.element.owner }.map(\.element.path)
  }

  @Test func fourRowsOfACustomRowViewShowThirteenLanes() throws {
    let timeline = TimelineLayout(
      Timeline(trace: try Self.trace("orders-stable-ids")), findings: [])
    let rows = "OrdersScreen/VStack/List[1]/IdentifiedOrderRows/ForEach/OrderRow"
    #expect(
      shown(timeline) == [
        "OrdersScreen", "OrdersScreen/VStack", "OrdersScreen/VStack/List[1]",
        "OrdersScreen/VStack/List[1]/IdentifiedOrderRows",
        "OrdersScreen/VStack/List[1]/IdentifiedOrderRows/ForEach",
        "\(rows)[id=1003]", "\(rows)[id=1003]/VStack", "\(rows)[id=1002]",
        "\(rows)[id=1002]/VStack",
        "\(rows)[id=1001]", "\(rows)[id=1001]/VStack", "\(rows)[id=1004]",
        "\(rows)[id=1004]/VStack",
      ])
    #expect(timeline.lanes.count == 26)
  }

  @Test func aModifierBelongsToTheViewWhoseBodyDeclaredIt() throws {
    let timeline = TimelineLayout(
      Timeline(trace: try Self.trace("notes-refresh-flicker")), findings: [])
    let screen = "NotesApp/.environment/NavigationStack/.navigationDestination[root]/NoteListScreen"
    let list = "\(screen)/.navigationTitle[else]/.refreshable/.task/List"
    #expect(
      shown(timeline) == [
        "NotesApp", "NotesApp/.environment/NavigationStack", screen, list,
        "\(screen)/ProgressView[if]",
      ])
    #expect(timeline.lanes.map(\.shownDepth).prefix(3) == [0, 0, 1])
    func owner(_ path: String) -> String? {
      timeline.lanes.first { $0.path == path }.map { timeline.lanes[$0.owner].path }
    }
    // NoteListScreen's body wrote the .task and .refreshable around its List: their work is
    // drawn in its lane, not in the List's; the List's rows are built-in views inside the List.
    #expect(owner("\(screen)/.navigationTitle[else]/.refreshable/.task") == screen)
    #expect(owner("\(screen)/.navigationTitle[else]/.refreshable") == screen)
    #expect(owner("\(screen)/.navigationTitle[else]") == screen)
    #expect(owner("\(list)/ForEach") == list)
    #expect(owner("NotesApp/.environment") == "NotesApp")
    #expect(
      owner("NotesApp/.environment/NavigationStack/.navigationDestination[root]") == "NotesApp")
    // Every task is drawn in the lane of the view that declared it.
    let tasks = timeline.spans.filter { $0.kind == .task }
    #expect(!tasks.isEmpty)
    #expect(tasks.allSatisfy { timeline.lanes[timeline.lanes[Int($0.lane)].owner].path == screen })
  }

  @Test func aTaskBarIsNamedAsItsCodeSpellsIt() throws {
    let timeline = TimelineLayout(
      Timeline(trace: try Self.trace("recipes-double-load")), findings: [])
    let names = timeline.spans.filter { $0.kind == .task }.map { timeline.barName($0) }
    #expect(names == ["Task { }", ".task", ".task"])
    let effect = try #require(timeline.spans.first { $0.kind == .effect })
    #expect(timeline.barName(effect) == "GET https://api.example.com/recipes?sort=popular")
  }
}
