import Foundation
import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport

@testable import TraceExport

@Suite struct ChromeTraceTests {
  typealias Object = [String: Any]

  func events(_ trace: Trace = SampleTraces.branchFlip()) throws -> [Object] {
    let data = try ChromeTrace.render(
      trace: trace, findings: [SampleTraces.branchFlipFinding(in: trace)])
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? Object)
    return try #require(root["traceEvents"] as? [Object])
  }

  /// The events of the checked-in trace `traces/<name>.vtrace`, exported.
  func events(ofCheckedIn name: String) throws -> [Object] {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../traces/\(name).vtrace")
    let (trace, _) = try Trace.read(from: url)
    let root = try JSONSerialization.jsonObject(with: try ChromeTrace.render(trace: trace))
    return try #require((root as? Object)?["traceEvents"] as? [Object])
  }

  func args(_ event: Object) -> Object { event["args"] as? Object ?? [:] }

  @Test func processAndThreadsAreNamedInTreeOrder() throws {
    let events = try events()
    let names = events.filter {
      $0["ph"] as? String == "M" && $0["name"] as? String == "thread_name"
    }
    #expect(names.map { $0["tid"] as? Int } == [0, 1, 2, 3])
    // Short names (the view's type with its key); the identity path in args.
    #expect(
      names.map { args($0)["name"] as? String } == [
        "updates", "App", "then:Counter", "else:Counter",
      ])
    #expect(
      names.map { args($0)["path"] as? String } == [
        nil, "App", "App/then:Counter", "App/else:Counter",
      ])
    let process = events.first { $0["name"] as? String == "process_name" }
    #expect(process.map { args($0)["name"] as? String } == "ViewTrace: test")
    #expect(events.filter { $0["name"] as? String == "thread_sort_index" }.count == 4)
  }

  @Test func bodiesAreCompleteSlicesOnTheirLane() throws {
    let bodies = try events().filter { $0["cat"] as? String == "body" }
    #expect(bodies.count == 5)
    #expect(bodies.allSatisfy { $0["ph"] as? String == "X" })
    let counter = try #require(bodies.first { args($0)["seq"] as? Int == 16 })
    #expect(counter["tid"] as? Int == 2)
    #expect(counter["ts"] as? Double == 15)  // µs since the first event
    #expect(counter["dur"] as? Double == 1)
    #expect(counter["name"] as? String == "Counter")
    #expect(args(counter)["cause"] as? String == "slot")
  }

  @Test func flowsRunFromTheInvalidationToTheBody() throws {
    let events = try events()
    let starts = events.filter { $0["ph"] as? String == "s" }
    let ends = events.filter { $0["ph"] as? String == "f" }
    let bodies = Set(
      events.filter { $0["cat"] as? String == "body" }.compactMap { args($0)["seq"] as? Int })
    // App's first body has no recorded cause.
    #expect(starts.filter { bodies.contains($0["id"] as? Int ?? 0) }.count == 4)
    let start = try #require(starts.first { $0["id"] as? Int == 16 })
    let end = try #require(ends.first { $0["id"] as? Int == 16 })
    #expect(start["ts"] as? Double == 14)
    #expect(start["tid"] as? Int == 2)
    #expect(end["ts"] as? Double == 15)
    #expect(end["bp"] as? String == "e")
    let invalidate = try #require(
      events.first { $0["ph"] as? String == "X" && args($0)["seq"] as? Int == 15 })
    #expect(invalidate["name"] as? String == "invalidate _count (slot)")
    #expect(invalidate["dur"] as? Double == 0.001)
  }

  @Test func flowsFollowCauseLinksAcrossThreadsOrTime() throws {
    func flow(_ id: Int, in events: [Object]) -> String {
      let ends = events.filter {
        ["s", "f"].contains($0["ph"] as? String) && $0["id"] as? Int == id
      }
      return ends.map { "\($0["ph"] ?? "") \($0["tid"] ?? "") \($0["ts"] as? Double ?? -1)" }
        .joined(separator: ", ")
    }
    func thread(_ name: String, in events: [Object]) -> Int? {
      events.first {
        $0["name"] as? String == "thread_name" && args($0)["name"] as? String == name
      }?["tid"] as? Int
    }
    // Work is drawn on the thread of the view that declared it, and the virtual clock gives a
    // cause and its effect one instant: in the flicker trace every cause (the refresh starting
    // its task, the task its fetch, a write its invalidation, an invalidation its body) is on
    // its effect's thread at its time, where an arrow would have no length. None is drawn.
    let flicker = try events(ofCheckedIn: "notes-refresh-flicker")
    #expect(flicker.filter { ["s", "f"].contains($0["ph"] as? String) }.isEmpty)
    // In the fixed screen the app's .task loads the notes: its fetch's end (#37) writes
    // NotesStore.notes (on no lane), which invalidates the list screen (#39) on another thread.
    // The .refreshable's fetch (#92) begins 1 µs after the write that caused it, on its thread.
    let fixed = try events(ofCheckedIn: "notes-refresh-fixed")
    let app = try #require(thread("FixedNotesApp", in: fixed))
    let screen = try #require(thread("FixedNoteListScreen", in: fixed))
    #expect(flow(39, in: fixed) == "s \(app) 300002.0, f \(screen) 300002.0")
    #expect(flow(92, in: fixed) == "s \(screen) 300003.0, f \(screen) 300004.0")
    #expect(fixed.filter { $0["ph"] as? String == "s" }.count == 2)
    // Each end of a flow is a tiny slice for it to bind to, named in the trace's words.
    let effectEnd = try #require(
      fixed.first { $0["ph"] as? String == "X" && args($0)["seq"] as? Int == 37 })
    #expect(effectEnd["tid"] as? Int == app)
    #expect(effectEnd["name"] as? String == "GET /notes ended (succeeded, effect 1)")
    #expect(effectEnd["dur"] as? Double == 0.001)
    let effectBegin = try #require(
      fixed.first { $0["ph"] as? String == "X" && args($0)["seq"] as? Int == 92 })
    #expect(effectBegin["name"] as? String == "GET /notes began (effect 2)")
  }

  @Test func slotAndTaskEventsAreInstants() throws {
    let events = try events()
    let instants = events.filter { $0["ph"] as? String == "i" && $0["cat"] as? String == "event" }
    #expect(instants.map { $0["name"] as? String ?? "" }.contains("task-cancel 1 (disappeared)"))
    #expect(
      instants.contains {
        $0["name"] as? String == "slot-destroy _count" && $0["s"] as? String == "t"
      })
    // A write that caused an invalidation is a tiny slice instead, for its flow to bind to.
    let write = try #require(events.first { $0["name"] as? String == "slot-write _count" })
    #expect(write["ph"] as? String == "X" && write["dur"] as? Double == 0.001)
    #expect(args(write)["before"] as? String == "0")
    #expect(args(write)["after"] as? String == "1")
    let tasks = events.filter { $0["cat"] as? String == "task" }
    #expect(tasks.map { $0["ph"] as? String } == ["b", "e"])
    #expect(tasks.map { $0["id"] as? String } == ["task-1", "task-1"])
    // A `.task` with a label of its own: its spelling, then the label.
    #expect(tasks.map { $0["name"] as? String } == [".task load", ".task load"])
    let finding = try #require(events.first { $0["cat"] as? String == "finding" })
    #expect(finding["name"] as? String == "warning: \(FindingKind.stateResetBranchFlip)")
  }

  @Test func hostileTextSurvivesAndCannotBreakOut() throws {
    let data = try ChromeTrace.render(trace: SampleTraces.evil())
    let text = String(decoding: data, as: UTF8.self)
    #expect(!text.contains("<"))
    #expect(!text.contains("\u{2028}"))
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? Object)
    let events = try #require(root["traceEvents"] as? [Object])
    let body = try #require(events.first { $0["cat"] as? String == "body" })
    #expect(body["name"] as? String == SampleTraces.evilName)
    let effect = try #require(events.first { $0["cat"] as? String == "effect" })
    #expect(effect["name"] as? String == SampleTraces.evilEffect)
  }

  @Test func timestampsAreMicrosecondsOfTraceTime() throws {
    let events = try events(ofCheckedIn: "notes-refresh-flicker")
    // Every event has the fields Perfetto reads; slices have a duration, async spans an id.
    for event in events where event["ph"] as? String != "M" {
      #expect(event["pid"] is Int && event["tid"] is Int && event["name"] is String)
      #expect((event["ts"] as? Double).map { $0 >= 0 } == true)
      if event["ph"] as? String == "X" {
        #expect((event["dur"] as? Double).map { $0 >= 0 } == true)
      }
      if ["b", "e"].contains(event["ph"] as? String) { #expect(event["id"] is String) }
    }
    let refresh = try #require(
      events.first { $0["name"] as? String == "input refresh: pull to refresh" })
    let fetches = events.filter { $0["ph"] as? String == "b" && $0["cat"] as? String == "effect" }
    #expect(
      fetches.map { $0["name"] as? String } == ["GET /notes", "GET /notes", "GET /notes"])
    #expect(fetches.map { args($0)["number"] as? Int } == [1, 2, 3])
    let tasks = events.filter { $0["ph"] as? String == "b" && $0["cat"] as? String == "task" }
    // Named as the code spells them, not by the runtime's labels ("task", "refresh").
    #expect(tasks.map { $0["name"] as? String } == [".task", ".refreshable", ".task"])
    // The refresh's own fetch starts at once and ends at once, cancelled with the List that
    // carried the refresh; the re-created .task's starts when the List is back (two 1 µs steps
    // of the virtual clock after the input) and lasts 300 ms.
    let input = try #require(refresh["ts"] as? Double)
    #expect(input == 300_003)
    #expect(fetches.compactMap { $0["ts"] as? Double }.map { $0 - input } == [-300_001, 1, 2])
    let ends = events.filter { $0["ph"] as? String == "e" && $0["cat"] as? String == "effect" }
    #expect(ends.compactMap { $0["ts"] as? Double }.map { $0 - input } == [-1, 1, 300_002])
  }
}
