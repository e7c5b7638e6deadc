import BenchSupport
import DemoApps
import Foundation

/// `--explore-builds BUILD[,BUILD…]`: the same work for each `viewtrace` executable: every
/// catalog scenario explored to the end at `--explore-depth` (`viewtrace explore NAME --depth N
/// --json`, with a budget no scenario reaches), each run as its own process under
/// `/usr/bin/time`, the builds taking turns on every scenario so that the machine's load falls
/// on each alike. Prints each scenario's CPU seconds, states, sequences and finding kinds per
/// build, then the totals: CPU of the whole work, states per CPU second and their ratio to the
/// first build's. A build made before section 7 existed can be compared this way. CPU includes
/// each process's own start (about 10 ms).
enum ExploreBuilds {
  /// What one build's `explore --json` reported for one scenario, and its CPU seconds.
  struct Run {
    var cpu = 0.0
    var states = 0
    var sequences = 0
    var complete = false
    var kinds: [String] = []
  }

  static func run(builds: [String], depth: Int) throws {
    print(
      "explore to the end at depth \(depth), every catalog scenario, builds in turn "
        + "(\(builds.enumerated().map { "\($0.offset + 1) = \($0.element)" }.joined(separator: ", ")))"
    )
    print("scenario\tbuild\tCPU s\tstates\tsequences\tcomplete\tfindings")
    let output = FileManager.default.temporaryDirectory
      .appendingPathComponent("explore-builds-\(getpid())")
    defer { try? FileManager.default.removeItem(at: output) }
    var totals = Array(repeating: Run(), count: builds.count)
    var differing: [String] = []
    for scenario in ScenarioCatalog.all {
      var runs: [Run] = []
      for (index, build) in builds.enumerated() {
        let arguments = [
          "explore", scenario.name, "--depth", "\(depth)", "--budget", "1000000", "--json",
          "-o", output.path,
        ]
        let cost = try ProcessCost.measure(build, arguments, keepOutput: true)
        // `explore` exits 1 when it finds something.
        guard cost.status == 0 || cost.status == 1, var run = report(cost.output) else {
          print("\(scenario.name)\t\(index + 1)\tFAILED (exit \(cost.status)) \(cost.errors)")
          runs.append(Run())
          continue
        }
        run.cpu = cost.cpu
        runs.append(run)
        totals[index].cpu += run.cpu
        totals[index].states += run.states
        totals[index].sequences += run.sequences
        print(
          "\(scenario.name)\t\(index + 1)\t\(String(format: "%.2f", run.cpu))\t\(run.states)\t"
            + "\(run.sequences)\t\(run.complete ? "yes" : "NO")\t"
            + run.kinds.joined(separator: ","))
      }
      if Set(runs.map(\.kinds)).count > 1 { differing.append(scenario.name) }
    }
    print(
      "\nbuild\tCPU s\tstates\tsequences\tstates per CPU s\tCPU against build 1's"
        + "\tstates per CPU s against build 1's")
    for (index, total) in totals.enumerated() {
      let perSecond = Double(total.states) / max(total.cpu, 1e-9)
      let firstPerSecond = Double(totals[0].states) / max(totals[0].cpu, 1e-9)
      print(
        "\(index + 1)\t\(String(format: "%.2f", total.cpu))\t\(total.states)\t\(total.sequences)\t"
          + String(
            format: "%.1f\t%.3f×\t%.2f×", perSecond, total.cpu / max(totals[0].cpu, 1e-9),
            perSecond / max(firstPerSecond, 1e-9)))
    }
    print(
      differing.isEmpty
        ? "every scenario: the same finding kinds in every build"
        : "finding kinds differ in: \(differing.joined(separator: ", "))")
  }

  /// The figures of `explore --json`'s report, or nil when `data` is not one.
  private static func report(_ data: Data) -> Run? {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let states = object["states"] as? Int, let sequences = object["sequences"] as? Int,
      let complete = object["complete"] as? Bool,
      let findings = object["findings"] as? [[String: Any]]
    else { return nil }
    let kinds = findings.compactMap { $0["kind"] as? String }.sorted()
    return Run(states: states, sequences: sequences, complete: complete, kinds: kinds)
  }
}
