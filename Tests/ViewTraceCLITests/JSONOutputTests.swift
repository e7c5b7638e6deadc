import Foundation
import Testing

/// Every command that prints takes `--json`, and what it prints then parses as JSON (JSON Lines
/// for `events`). The commands are read from the usage, so a new one must be added here.
@Suite struct JSONOutputTests {
  static func path(_ name: String) -> String {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../traces/\(name)").standardized.path
  }

  /// The commands the usage lists, in its order.
  static func listedCommands() throws -> [String] {
    let usage = try CLI.run(["--help"]).stdout
    let list = usage.components(separatedBy: "commands:\n")[1].components(separatedBy: "\n\n")[0]
    return list.split(separator: "\n").map { String($0.split(separator: " ")[0]) }
  }

  @Test func everyCommandPrintsJSONThatParses() throws {
    let dir = try CLI.temporaryDirectory().path
    let trace = Self.path("notes-navigation.vtrace")
    let xml = dir + "/t.xml"
    #expect(try CLI.run(["export", trace, "-o", xml]).status == 0)
    let invocations: [String: [String]] = [
      "demo": ["-o", dir + "/demo"],
      "scenarios": [],
      "record": ["counter-observable", "-o", dir + "/c.vtrace"],
      "verify": [trace],
      "explore": ["counter-observable", "--depth", "1", "-o", dir + "/explored"],
      "info": [trace],
      "events": [trace, "--kind", "effect-begin"],
      "tree": [trace, "--at", "3"],
      "why": [trace, "NoteListScreen"],
      "explain": [trace],
      "replay": [trace, "--update", "2"],
      "diff": [trace, Self.path("notes-navigation-fixed.vtrace")],
      "convert": [trace, dir + "/t.jsonl"],
      "export": [trace, "-o", dir + "/t.svg"],
      "import": [xml, "-o", dir + "/imported.vtrace"],
    ]
    let commands = try Self.listedCommands()
    #expect(commands.count == 15)
    for command in commands {
      let args = try #require(invocations[command], "\(command) has no --json invocation here")
      let result = try CLI.run([command] + args + ["--json"])
      #expect(result.stderr == "", "\(command)")
      let documents =
        command == "events" ? result.stdout.split(separator: "\n") : [result.stdout[...]]
      #expect(!documents.isEmpty, "\(command)")
      for document in documents {
        #expect(
          (try? JSONSerialization.jsonObject(with: Data(document.utf8))) != nil,
          "\(command) printed \(document.prefix(200))")
      }
    }
  }

  @Test func replayJSONNamesEachEventsRow() throws {
    let result = try CLI.run(["replay", Self.path("feed-scroll.vtrace"), "--json"])
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let steps = try #require(object["steps"] as? [[String: Any]])
    let events = steps.flatMap { $0["events"] as? [[String: Any]] ?? [] }
    let liked = try #require(
      events.first { ($0["text"] as? String)?.hasPrefix(#"Text shows "Liked""#) == true })
    #expect(liked["row"] as? String == "row 2")
    #expect(liked["kind"] as? String == "display")
    #expect((liked["identity"] as? String)?.contains("/ForEach/FeedRow[id=2]/") == true)
  }

  /// Each clause of a summary comes with the events that show it, and they are in the chain.
  @Test func explainJSONCitesEachClausesEvents() throws {
    let result = try CLI.run(["explain", Self.path("notes-refresh-flicker.vtrace"), "--json"])
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    let findings = try #require(object["findings"] as? [[String: Any]])
    #expect(!findings.isEmpty)
    for finding in findings {
      let summary = try #require(finding["summary"] as? String)
      let chain = Set(try #require(finding["chain"] as? [Int]))
      let clauses = try #require(finding["clauses"] as? [[String: Any]])
      #expect(!clauses.isEmpty)
      for clause in clauses {
        let text = try #require(clause["text"] as? String)
        #expect(summary.contains(text))
        #expect(clause["claim"] is String)
        let evidence = try #require(clause["evidence"] as? [Int])
        #expect(!evidence.isEmpty && evidence.allSatisfy(chain.contains), "\(text)")
      }
    }
  }

  @Test func verifyJSONSaysHowTheFindingsDiffer() throws {
    let dir = try CLI.temporaryDirectory().path
    let flicker = dir + "/flicker.vtrace"
    #expect(try CLI.run(["record", "notes-refresh-flicker", "-o", flicker]).status == 0)
    let result = try CLI.run(["verify", flicker, dir + "/missing.vtrace", "--json"])
    #expect(result.status == 1)
    let object = try #require(
      JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
    #expect(object["verified"] as? Int == 1)
    let traces = try #require(object["traces"] as? [[String: Any]])
    #expect(traces[0]["same"] as? Bool == true)
    #expect(traces[0]["expectation"] is NSNull)
    #expect(traces[1]["error"] as? String == "missing.vtrace: no such file")
  }
}
