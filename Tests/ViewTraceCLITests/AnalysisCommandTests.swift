import DemoApps
import Foundation
import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport
import ViewTraceKit

/// `explain`, `why` and `tree` run on trace files recorded from the notes scenarios.
@MainActor @Suite struct AnalysisCommandTests {
  /// Records `scenario` into a trace file in a fresh directory.
  func traceFile(_ scenario: String) async throws -> String {
    let trace = try await ScenarioCatalog.scenario(named: scenario)!.record()
    let url = try CLI.temporaryDirectory().appendingPathComponent("\(scenario).vtrace")
    try trace.write(to: url)
    return url.path
  }

  @Test func explainPrintsTheRefreshChainAndTheFix() async throws {
    let file = try await traceFile("notes-refresh-flicker")
    let result = try CLI.run(["explain", file])
    #expect(result.status == 0)
    #expect(result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "notes-refresh-flicker: 1 finding (1 warning)")
    #expect(lines.contains("WARNING \(FindingKind.taskCancelledByOwnWrite)"))
    #expect(
      lines.contains {
        $0.hasPrefix(
          "  the refresh at \(NotesSites.refresh) set NotesStore.isRefreshing = true, which "
            + "removed List")
      })
    #expect(
      lines.contains { $0.contains("#65  u0    300.003 ms  input refresh pull to refresh") })
    #expect(
      lines.contains {
        $0.contains("#75  u3    300.004 ms  removed .navigationTitle (branch-flipped)")
      })
    #expect(
      lines.contains { $0.contains("#90  u3    300.004 ms  task 2 cancelled (disappeared)") })
    #expect(
      lines.contains {
        $0.contains("#104  u0    300.004 ms  GET /notes ended (cancelled, effect 2)")
      }
    )
    #expect(
      lines.contains {
        $0.contains(
          "#131  u4    300.005 ms  task 3 started (.task, \(NotesSites.task))")
      })
    #expect(lines.contains("  sites: \(NotesSites.refresh), \(NotesSites.branch)"))
    #expect(lines.last?.hasPrefix("  fix: Keep List in the tree") == true)
  }

  @Test func explainJSONListsEachFindingWithItsChain() async throws {
    let file = try await traceFile("notes-refresh-flicker")
    let result = try CLI.run(["explain", file, "--json"])
    #expect(result.status == 0)
    let object = try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any]
    let findings = try #require(object?["findings"] as? [[String: Any]])
    #expect(findings.count == 1)
    #expect(findings[0]["kind"] as? String == FindingKind.taskCancelledByOwnWrite.rawValue)
    #expect(findings[0]["severity"] as? String == "warning")
    let chain = try #require(findings[0]["chain"] as? [Int])
    #expect(chain.first == 65 && chain.last == 131)
    #expect(findings[0]["sites"] as? [String] == [NotesSites.refresh, NotesSites.branch])
    #expect((findings[0]["fix"] as? String)?.isEmpty == false)
    #expect((findings[0]["summary"] as? String)?.isEmpty == false)
  }

  @Test func failOnSetsTheExitStatusForCI() async throws {
    let file = try await traceFile("notes-refresh-flicker")
    #expect(try CLI.run(["explain", file, "--fail-on", "warning"]).status == 1)
    #expect(try CLI.run(["explain", file, "--fail-on", "error"]).status == 0)
    let fixed = try await traceFile("notes-refresh-fixed")
    let clean = try CLI.run(["explain", fixed, "--fail-on", "warning"])
    #expect(clean.status == 0)
    #expect(clean.stdout == "notes-refresh-fixed: no findings\n")
    #expect(try CLI.run(["explain", fixed, "--json"]).stdout == "{\"findings\":[]}\n")
  }

  @Test func whyExplainsEachEvaluation() async throws {
    let file = try await traceFile("notes-refresh-flicker")
    let result = try CLI.run(["why", file, "NoteListScreen", "--update", "3"])
    #expect(result.status == 0)
    #expect(
      result.stdout
        == "#70  u3    300.003 ms  NoteListScreen  NotesStore.isRefreshing: false → true  "
        + "…/NavigationStack/.navigationDestination[root]/NoteListScreen\n"
        + "(no body durations: they are measured only in live recordings, record --live)\n")
    let all = try CLI.run(["why", file, "NoteListScreen"])
    #expect(all.stdout.split(separator: "\n").count == 5)
    #expect(all.stdout.hasPrefix(" #11  u1"))
    #expect(all.stdout.contains("@identity"))
    let json = try CLI.run(["why", file, "NoteListScreen", "--json", "--update", "1"])
    #expect(json.stdout.hasPrefix("{\"evaluations\":[{\"seq\":11,\"update\":1,\"time\":1000,"))
    #expect(json.stdout.contains("\"tokens\":[\"@identity\"],\"duration\":null}"))
  }

  @Test func treeShowsTheTreeAfterAnUpdate() async throws {
    let file = try await traceFile("notes-refresh-flicker")
    let result = try CLI.run(["tree", file, "--at", "3"])
    #expect(result.status == 0)
    let lines = result.stdout.split(separator: "\n").map(String.init)
    #expect(lines.first == "tree after update 3 (* evaluated, + appeared, - disappeared)")
    #expect(lines[1].hasPrefix("NotesApp  _store = "))
    #expect(lines.contains("        NoteListScreen *"))
    #expect(lines.contains("          ProgressView[if] \"Refreshing…\" +"))
    #expect(lines.contains("          .navigationTitle[else] - removed"))
    let json = try CLI.run(["tree", file, "--at", "1", "--json"])
    #expect(json.stdout.hasPrefix("{\"nodes\":[{\"path\":\"NotesApp\",\"depth\":0,"))
  }

  @Test func errorsAreOneLineOnStderr() async throws {
    let dir = try CLI.temporaryDirectory()
    let missing = try CLI.run(["explain", dir.appendingPathComponent("none.vtrace").path])
    #expect(missing.status == 1)
    #expect(missing.stdout.isEmpty)
    #expect(missing.stderr.hasSuffix("none.vtrace: no such file\n"))
    #expect(missing.stderr.split(separator: "\n").count == 1)
    let garbage = dir.appendingPathComponent("garbage.vtrace")
    try Data("not a trace at all".utf8).write(to: garbage)
    let bad = try CLI.run(["explain", garbage.path])
    #expect(bad.status != 0)
    #expect(bad.stderr.hasPrefix("viewtrace explain: "))
    #expect(bad.stderr.split(separator: "\n").count == 1)
    let file = try await traceFile("notes-refresh-flicker")
    let usage = try CLI.run(["explain", file, "--fail-on", "info"])
    #expect(usage.status == 2)
    #expect(usage.stderr == "viewtrace explain: --fail-on takes error or warning, not 'info'\n")
    let noView = try CLI.run(["why", file, "Nothing"])
    #expect(noView.status == 1)
    #expect(
      noView.stderr
        == "viewtrace why: nothing matching 'Nothing' was evaluated: no body ran, and no row,"
        + " sheet content or destination was built again\n")
    let noUpdate = try CLI.run(["tree", file, "--at", "99"])
    #expect(noUpdate.status == 1)
    #expect(
      noUpdate.stderr
        == "viewtrace tree: the trace has no complete update 99; its updates are 1 to 4\n")
    #expect(try CLI.run(["why", file]).stderr == "viewtrace why: missing view type or path\n")
  }
}
