import DemoApps
import Foundation
import ViewTraceKit

// The built-in catalog on the scenario tool every package gets, with the demo of its own.
exit(
  await ScenarioTool.run(
    Array(CommandLine.arguments.dropFirst()), registry: ScenarioCatalog.registry,
    toolName: "viewtrace", summary: "record, inspect and explain view-tree update traces.",
    commands: [demoCommand]))
