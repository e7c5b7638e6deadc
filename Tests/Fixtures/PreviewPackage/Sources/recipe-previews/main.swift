import RecipeScreens
import ViewTraceKit

await ScenarioTool.main()
