import DemoApps
import ViewTraceKit

/// `scenarios`, `verify` and `explore` are the scenario tool's commands (ViewTraceKit), run
/// against the built-in catalog: a package's own tool offers the same ones for its screens.
let scenariosCommand = scenarioToolCommand("scenarios")
let verifyCommand = scenarioToolCommand("verify")
let exploreCommand = scenarioToolCommand("explore")

/// The scenario tool's command `name`, with its summary and help, playing built-in scenarios.
private func scenarioToolCommand(_ name: String) -> Command {
  Command(
    name: name,
    summary: ScenarioTool.commands.first { $0.name == name }?.summary ?? "",
    help: ScenarioTool.help(for: name, toolName: "viewtrace") ?? "",
    run: { args in
      await ScenarioTool.run(
        [name] + args.takeAll(), registry: ScenarioCatalog.registry, toolName: "viewtrace")
    })
}
