import Foundation
import Testing
import TraceAnalysis
import TraceTestSupport

@Suite struct RecordingCommandTests {
  @Test func scenariosListsNamesSummariesAndExpectations() throws {
    let result = try CLI.run(["scenarios", "--json"])
    #expect(result.status == 0)
    let list = try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let flicker = try #require(list.first { $0["name"] as? String == "notes-refresh-flicker" })
    #expect(flicker["expect"] as? [String] == [FindingKind.taskCancelledByOwnWrite.rawValue])
    #expect((flicker["summary"] as? String)?.isEmpty == false)
    let fixed = try #require(list.first { $0["name"] as? String == "notes-refresh-fixed" })
    #expect(fixed["expect"] as? [String] == [])
  }

  @Test func scenariosListsWhatAScreenDoesOnPurposeApart() throws {
    let result = try CLI.run(["scenarios", "--json"])
    let list = try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [[String: Any]])
    let reset = try #require(list.first { $0["name"] as? String == "article-id-reset" })
    #expect(reset["expect"] as? [String] == [])
    #expect(reset["info"] as? [String] == [FindingKind.stateResetIDChanged.rawValue])
    let text = try CLI.run(["scenarios"])
    #expect(text.stdout.contains("clean (info: \(FindingKind.stateResetIDChanged))"))
  }

  @Test func recordWritesADeterministicTrace() throws {
    let dir = try CLI.temporaryDirectory()
    let first = dir.appendingPathComponent("a.vtrace").path
    let second = dir.appendingPathComponent("b.vtrace").path
    let a = try CLI.run(["record", "notes-navigation", "-o", first])
    let b = try CLI.run(["record", "notes-navigation", "-o", second])
    #expect(a.status == 0 && b.status == 0)
    #expect(a.stdout.hasPrefix("recorded notes-navigation: "))
    let bytes = try Data(contentsOf: URL(fileURLWithPath: first))
    #expect(bytes.count > 100)
    #expect(bytes == (try Data(contentsOf: URL(fileURLWithPath: second))))
  }

  @Test func recordRefusesAnUnknownScenarioInOneLine() throws {
    let dir = try CLI.temporaryDirectory()
    let result = try CLI.run([
      "record", "notes-refresh", "-o", dir.appendingPathComponent("x.vtrace").path,
    ])
    #expect(result.status != 0)
    #expect(
      result.stderr
        == "viewtrace record: no scenario named 'notes-refresh'; did you mean notes-refresh-flicker, notes-refresh-fixed?\n"
    )
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.vtrace").path))
    // No close name: the same words as the scenario tool's commands, which share the lookup.
    let far = try CLI.run(["record", "gone", "-o", dir.appendingPathComponent("x.vtrace").path])
    #expect(
      far.stderr
        == "viewtrace record: no scenario named 'gone'; run `viewtrace scenarios` for the list\n"
    )
  }

  @Test func recordRefusesAnUnwritablePath() throws {
    let result = try CLI.run(["record", "notes-navigation", "-o", "/no/such/dir/x.vtrace"])
    #expect(result.status != 0)
    #expect(result.stderr.contains("the directory /no/such/dir does not exist"))
    #expect(result.stderr.split(separator: "\n").count == 1)
  }

  @Test func recordNeedsAnOutput() throws {
    let result = try CLI.run(["record", "notes-navigation"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("missing -o FILE"))
  }

  @Test func demoTellsTheStoryOfTheRefreshThatCancelsItself() throws {
    let dir = try CLI.temporaryDirectory()
    let result = try CLI.run(["demo", "-o", dir.path])
    #expect(result.status == 0)
    #expect(result.stdout.contains("refresh pull to refresh (300.003 ms)"))
    let fetches = result.stdout.split(separator: "\n").filter {
      $0.wholeMatch(of: /\ \ [\d.]+ [µm]?s  GET \/notes began \(effect \d\).*/) != nil
    }
    #expect(fetches.count == 3)
    #expect(result.stdout.contains("so its own write cancelled it: its GET /notes ended cancelled"))
    #expect(result.stdout.contains("swapping it out at \(NotesSites.branch)"))
    #expect(result.stdout.contains("task 1 cancelled (disappeared)"))
    for file in ["notes.vtrace", "notes.html", "notes.svg"] {
      #expect(FileManager.default.fileExists(atPath: dir.appendingPathComponent(file).path))
      #expect(result.stdout.contains(dir.appendingPathComponent(file).path))
    }
  }

  @Test func unknownCommandsAndOptionsAreUsageErrors() throws {
    let command = try CLI.run(["frobnicate"])
    #expect(command.status == 2)
    #expect(command.stderr.contains("unknown command 'frobnicate'"))
    let option = try CLI.run(["scenarios", "--bogus"])
    #expect(option.status == 2)
    #expect(option.stderr.contains("unknown option '--bogus'"))
  }
}
