import DemoApps

/// `viewtrace scenarios`: the built-in scenarios.
let scenariosCommand = Command(
  name: "scenarios",
  summary: "list the built-in scenarios and the findings each must produce",
  help: """
    usage: viewtrace scenarios [--json]

    Lists the built-in scenarios: each plays a demo screen through the driver. A scenario that
    shows a bug expects the finding kinds it must produce; its fixed twin expects none.

    options:
      --json   print an array of objects with name, app, summary, expect and info (findings
               the screen causes on purpose, which the analyzer should only mention)
    """,
  run: { args in
    let json = args.flag("--json")
    try args.finish()
    let scenarios = ScenarioCatalog.all
    if json {
      let objects = scenarios.map { scenario in
        JSON.object([
          ("name", .string(scenario.name)), ("app", .string(scenario.app)),
          ("summary", .string(scenario.summary)),
          ("expect", .array(scenario.expect.map(JSON.string))),
          ("info", .array(scenario.info.map(JSON.string))),
        ])
      }
      Output.print(JSON.array(objects).rendered)
      return 0
    }
    let width = scenarios.map(\.name.count).max() ?? 0
    for scenario in scenarios {
      var expect =
        scenario.expect.isEmpty ? Output.green("clean") : scenario.expect.joined(separator: ", ")
      if !scenario.info.isEmpty {
        expect += Output.dim(" (info: \(scenario.info.joined(separator: ", ")))")
      }
      Output.print(
        Output.bold(scenario.name.padding(toLength: width, withPad: " ", startingAt: 0)) + "  "
          + expect)
      Output.print(String(repeating: " ", count: width + 2) + Output.dim(scenario.summary))
    }
    return 0
  })
