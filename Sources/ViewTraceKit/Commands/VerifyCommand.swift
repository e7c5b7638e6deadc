import Foundation
import TraceAnalysis
import TraceFormat

/// `verify FILE…`: re-records the scenario each trace names and compares the events.
let verifyCommand = ToolCommand(
  name: "verify",
  summary: "re-run the scenario a trace names and check that it records the same events",
  help: { tool in
    """
    usage: \(tool) verify FILE... [--context N] [--no-expect] [--json]

    For each trace FILE (binary .vtrace or JSON Lines .jsonl, recorded in deterministic mode),
    plays again the scenario its header names and compares the new events with the file's,
    event by event, with strings resolved. On a difference it prints the first divergent
    event, the fields that differ and the events around it, and exits with status 1. When the
    events are the same but the findings differ from the scenario's `expect:` (and `info:`), it
    says how on one line (expected effect/duplicate, found none) and exits with status 1.

    options:
      --context N   events of context to show on each side of a divergence (default 3)
      --no-expect   do not check the findings against the scenario's expect:
      --json        print {"verified","traces":[{"file","scenario","events","same",
                    "divergence":{"index","fields","expected","actual"},"expectation","error"}]}
                    (null where there is nothing to say)
    """
  },
  run: { args, context in
    let events = try args.integer("--context", as: Int.self, in: 0...1_000_000) ?? 3
    let checkExpect = !args.flag("--no-expect")
    let json = args.flag("--json")
    var files: [String] = []
    while let file = args.optionalPositional() { files.append(file) }
    try args.finish()
    guard !files.isEmpty else { throw CLIError.usage("missing trace FILE") }
    guard files.count(where: { $0 == TraceInput.standardInput }) < 2 else {
      throw CLIError.usage("- (standard input) can be read once only")
    }
    if json {
      var results: [Result<Verification, CLIError>] = []
      for file in files {
        do {
          results.append(
            .success(try await Verification(file, context: context, checkExpect: checkExpect)))
        } catch {
          results.append(.failure(CLIError(reporting: error)))
        }
      }
      Output.print(Verification.json(results, files: files))
      return results.allSatisfy { (try? $0.get())?.passed == true } ? 0 : 1
    }
    guard files.count > 1 else {
      let verification = try await Verification(
        files[0], context: context, checkExpect: checkExpect)
      return try verification.report(context: events) ? 0 : 1
    }
    var failed = 0
    for file in files {
      do {
        let verification = try await Verification(file, context: context, checkExpect: checkExpect)
        if try !verification.report(context: events) { failed += 1 }
      } catch {
        Output.error("\(context.speaker): \(CLIError(reporting: error).message)")
        failed += 1
      }
    }
    Output.print("\(files.count - failed) of \(files.count) traces verified")
    return failed == 0 ? 0 : 1
  })

/// One trace file verified against a new recording of its scenario.
struct Verification {
  let file: String
  let scenario: String
  /// The file's trace, and the new recording.
  let recorded: Trace
  let fresh: Trace
  /// Where the new events first differ from the file's; nil when they are the same.
  let divergence: TraceDivergence?
  /// How the new recording's findings differ from the scenario's `expect:`, on one line; nil
  /// when they agree or were not checked.
  let expectation: String?

  /// Whether the events are the same and the findings as expected.
  var passed: Bool { divergence == nil && expectation == nil }

  /// Re-records the scenario `file` names and compares; with `checkExpect`, checks the findings
  /// of same events against the scenario's `expect:`. Throws when `file` cannot be verified.
  @MainActor
  init(_ file: String, context: ToolContext, checkExpect: Bool) async throws {
    let (recorded, report) = try Trace.read(
      from: URL(fileURLWithPath: TraceInput.readable(file)))
    guard report.complete else {
      throw CLIError("\(file) is cut short (\(report.events) events, no end): record it again")
    }
    guard recorded.header.clock == .deterministic else {
      throw CLIError(
        "\(file) was recorded with the live clock; only deterministic traces can be verified")
    }
    if let explored = context.registry.all.first(where: {
      Explorer.traceName(of: $0.name) == recorded.header.scenario
    }) {
      throw CLIError(
        "\(file) was written by explore from \(explored.name)'s screen, not by a script: "
          + "paste its sequence into a scenario and record that to verify it")
    }
    let scenario = try context.scenario(named: recorded.header.scenario, fromTrace: true)
    let fresh = try await scenario.play(clock: .deterministic)
    let divergence = TraceComparison.firstDivergence(expected: recorded, actual: fresh)
    self.file = file
    self.scenario = scenario.name
    self.recorded = recorded
    self.fresh = fresh
    self.divergence = divergence
    expectation =
      checkExpect && divergence == nil
      ? scenario.expectationDifference(Analysis(trace: fresh)) : nil
  }
}
