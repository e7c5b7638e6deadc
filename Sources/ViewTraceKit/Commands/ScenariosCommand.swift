/// `scenarios`: the registered scenarios and the findings each must produce.
let scenariosCommand = ToolCommand(
  name: "scenarios",
  summary: "list the scenarios and the findings each must produce",
  help: { tool in
    """
    usage: \(tool) scenarios [--json]

    Lists the scenarios: each plays a screen through the driver. A scenario that shows a bug
    expects the finding kinds it must produce; its fixed twin expects none.

    options:
      --json   print an array of objects with name, app, summary, expect and info (findings
               the screen causes on purpose, which the analyzer should only mention)
    """
  },
  run: { args, context in
    let json = args.flag("--json")
    try args.finish()
    let scenarios = context.registry.all
    if json {
      let objects = scenarios.map { scenario in
        JSON.object([
          ("name", .string(scenario.name)), ("app", .string(scenario.app)),
          ("summary", .string(scenario.summary)),
          ("expect", .strings(scenario.expect.map(\.rawValue))),
          ("info", .strings(scenario.info.map(\.rawValue))),
        ])
      }
      Output.print(JSON.array(objects).rendered)
      return 0
    }
    let width = scenarios.map(\.name.count).max() ?? 0
    for scenario in scenarios {
      var expect =
        scenario.expect.isEmpty
        ? Output.style.green("clean") : scenario.expect.map(\.rawValue).joined(separator: ", ")
      if !scenario.info.isEmpty {
        expect += Output.style.dim(
          " (info: \(scenario.info.map(\.rawValue).joined(separator: ", ")))")
      }
      Output.print(
        Output.style.bold(scenario.name.padding(toLength: width, withPad: " ", startingAt: 0))
          + "  " + expect)
      Output.print(String(repeating: " ", count: width + 2) + Output.style.dim(scenario.summary))
    }
    return 0
  })
