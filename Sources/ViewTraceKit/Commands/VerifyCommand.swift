import Foundation
import TraceAnalysis
import TraceFormat

/// `verify FILE…`: re-records the scenario each trace names and compares the events.
let verifyCommand = ToolCommand(
  name: "verify",
  summary: "re-run the scenario a trace names and check that it records the same events",
  help: { tool in
    """
    usage: \(tool) verify FILE... [--context N] [--no-expect]

    For each trace FILE (binary .vtrace or JSON Lines .jsonl, recorded in deterministic mode),
    plays again the scenario its header names and compares the new events with the file's,
    event by event, with strings resolved. On a difference it prints the first divergent
    event, the fields that differ and the events around it, and exits with status 1. When the
    events are the same but the findings differ from the scenario's `expect:` (and `info:`), it
    says how on one line (expected effect/duplicate, found none) and exits with status 1.

    options:
      --context N   events of context to show on each side of a divergence (default 3)
      --no-expect   do not check the findings against the scenario's expect:
    """
  },
  run: { args, context in
    let events = try args.integer("--context", as: Int.self, in: 0...1_000_000) ?? 3
    let checkExpect = !args.flag("--no-expect")
    var files: [String] = []
    while let file = args.optionalPositional() { files.append(file) }
    try args.finish()
    guard !files.isEmpty else { throw CLIError.usage("missing trace FILE") }
    guard files.count(where: { $0 == TraceInput.standardInput }) < 2 else {
      throw CLIError.usage("- (standard input) can be read once only")
    }
    guard files.count > 1 else {
      return try await Verification.verify(
        files[0], context: context, events: events, checkExpect: checkExpect) ? 0 : 1
    }
    var failed = 0
    for file in files {
      do {
        if try await !Verification.verify(
          file, context: context, events: events, checkExpect: checkExpect)
        {
          failed += 1
        }
      } catch {
        Output.error("\(context.speaker): \(CLIError(reporting: error).message)")
        failed += 1
      }
    }
    Output.print("\(files.count - failed) of \(files.count) traces verified")
    return failed == 0 ? 0 : 1
  })

/// Verifying one trace file against a new recording.
enum Verification {
  /// Re-records the scenario `file` names and reports; true when the events are the same.
  /// With `checkExpect`, same events whose findings differ from the scenario's `expect:` fail
  /// with a one-line error that says how.
  @MainActor
  static func verify(_ file: String, context: ToolContext, events: Int, checkExpect: Bool)
    async throws -> Bool
  {
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
    guard let divergence = TraceComparison.firstDivergence(expected: recorded, actual: fresh)
    else {
      if checkExpect, let difference = scenario.expectationDifference(Analysis(trace: fresh)) {
        throw CLIError("\(file): \(difference)")
      }
      Output.print(
        Output.style.green("ok") + " \(file): \(scenario.name), \(fresh.events.count) events")
      return true
    }
    Output.print(
      Output.style.red("DIVERGED") + " \(file): \(scenario.name) no longer records the same events")
    let comparison = TraceComparison.report(
      divergence, expected: recorded, actual: fresh, context: events)
    Output.print(
      comparison.split(separator: "\n", omittingEmptySubsequences: false)
        .map { TerminalText.escaped(String($0)) }.joined(separator: "\n"))
    return false
  }
}
