import ViewRuntime

/// `onAppear { Task { } }`: nothing cancels it, and it writes its state a second after it
/// appeared, even after the view went.
public struct UnstructuredTicker: View {
  @State var ticks = 0
  public init() {}
  public var body: some View {
    Text("Ticks: \(ticks)")
      .onAppear {
        Task {
          try? await Task.sleep(for: .seconds(1))
          ticks += 1
        }
      }
  }
}
