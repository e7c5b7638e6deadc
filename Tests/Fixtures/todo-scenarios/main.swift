import TodoScreens
import ViewTraceKit

await ScenarioTool.main(TodoScenarios.registry)
