import Foundation
import TraceAnalysis
import TraceFormat

/// `explore NAME`: drives a scenario's screen without its script and reports what it finds.
let exploreCommand = ToolCommand(
  name: "explore",
  summary: "drive a scenario's screen by itself and report the findings it can produce",
  help: { tool in
    """
    usage: \(tool) explore NAME [--depth N] [--budget SECONDS] [--virtual MS] [-o DIR] [--json]
                                 [--no-expect]

    Hosts the screen of the scenario NAME and, without reading its script, tries what the
    screen offers: taps each button and link, flips toggles, steps steppers, types into
    fields, scrolls lazy lists, pulls to refresh, pops, dismisses sheets and lets time pass.
    Sequences are explored breadth first, each played as from a fresh screen (a screen left
    at rest, nothing pending, goes on to its next action instead of playing the same ones
    again); a state already seen (same identity tree and state values) is not explored
    again. The analyzer runs on
    every sequence. For each distinct finding it prints the shortest sequence that produces
    it, shrunk, as lines to paste into a scenario's script, and writes its trace into DIR.
    The kinds found are checked against the scenario's `expect:`: exits 0 when they are the
    same, 1 with one line that says how they differ (found effect/duplicate at RecipeDetail,
    not expected). A preview declares nothing, so exploring one, or any scenario with
    --no-expect, exits 0 when nothing is found and 1 otherwise.

    options:
      --depth N          the most actions in a sequence (default 4)
      --budget SECONDS   the real time to spend (default 60); the report says if it ran out
      --virtual MS       the most virtual time a sequence may let pass (default 60000)
      -o, --output DIR   where to write the traces (default NAME-explored)
      --json             print {"scenario","states","sequences","depth","complete","seconds",
                         "findings":[{"kind","severity","summary","actions","script","trace"}],
                         "expectation"}: how the kinds differ from expect:, null when they do not
      --no-expect        do not check the kinds found against the scenario's expect:
    """
  },
  run: { args, context in
    let json = args.flag("--json")
    let checkExpect = !args.flag("--no-expect")
    let depth = try args.integer("--depth", as: Int.self, in: 1...1_000) ?? 4
    let budget = try args.positiveNumber("--budget", atMost: 1_000_000) ?? 60
    let virtual = try args.integer("--virtual", as: Int.self, in: 1...86_400_000) ?? 60_000
    let output = try args.option("-o", "--output")
    let name = try args.positional("scenario name")
    try args.finish()
    let scenario = try context.scenario(named: name)
    let directory = URL(fileURLWithPath: output ?? "\(scenario.name)-explored")
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw CLIError("cannot create the directory \(directory.path)")
    }
    let explorer = Explorer(
      scenario: scenario,
      limits: Explorer.Limits(depth: depth, seconds: budget, virtualMilliseconds: virtual))
    let report = try await explorer.run { progress in
      Output.progress(
        "exploring \(scenario.name): depth \(progress.depth), \(progress.states) states, "
          + "\(progress.sequences) sequences, \(progress.findings) findings")
    }
    Output.progress(nil)
    var paths: [String] = []
    for (index, discovery) in report.discoveries.enumerated() {
      let url = directory.appendingPathComponent("\(scenario.name)-\(index + 1).vtrace")
      try discovery.trace.write(to: url)
      paths.append(url.path)
    }
    let checked = checkExpect && scenario.declaresFindings
    let difference =
      checked
      ? scenario.expectationDifference(
        report.discoveries.map { ($0.finding, $0.trace) }, checkingInfo: false) : nil
    Output.print(
      json
        ? ExplorationText.json(report, paths: paths, expectation: difference)
        : ExplorationText.text(report, paths: paths))
    if let difference { throw CLIError(difference) }
    return checked || report.discoveries.isEmpty ? 0 : 1
  })
