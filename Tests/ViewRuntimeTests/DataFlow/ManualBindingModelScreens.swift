import ViewRuntime

// `Binding(get:set:)` into an `@Observable` model, next to the model's own binding, with the
// model read from the environment (a `@Bindable` local) and passed in `@Bindable`. "Tap" writes
// a property the parent reads and no child does: the manual binding's child re-runs with the
// parent, the `$board.isOn` one does not.

@Observable final class FlagBoard {
  var taps = 0
  var isOn = false
}

/// The board from the environment.
struct EnvironmentFlagBoardScreen: View {
  @Environment(FlagBoard.self) private var board
  var body: some View {
    @Bindable var board = board
    VStack {
      Text("Taps: \(board.taps)")
      ManualFlagLabel(isOn: Binding(get: { board.isOn }, set: { board.isOn = $0 }))
      ManualFlagLabel(isOn: $board.isOn)
      Button("Tap") { board.taps += 1 }
    }
  }
}

struct FlagBoardApp: View {
  @State private var board = FlagBoard()
  var body: some View { EnvironmentFlagBoardScreen().environment(board) }
}

/// The board passed in `@Bindable`.
struct BindableFlagBoardScreen: View {
  @Bindable var board: FlagBoard
  var body: some View {
    VStack {
      Text("Taps: \(board.taps)")
      ManualFlagLabel(isOn: Binding(get: { board.isOn }, set: { board.isOn = $0 }))
      ManualFlagLabel(isOn: $board.isOn)
      Button("Tap") { board.taps += 1 }
    }
  }
}
