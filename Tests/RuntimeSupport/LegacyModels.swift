import ViewRuntime

/// A legacy model with one published count.
public final class Tally: ObservableObject {
  @Published public var count = 0
  public init() {}
}

/// A ``Tally`` owned with `@StateObject`, shown and counted by "Add".
public struct TallyScreen: View {
  @StateObject private var tally = Tally()
  public init() {}
  public var body: some View {
    VStack {
      Text("\(tally.count)")
      Button("Add") { tally.count += 1 }
    }
  }
}

/// A legacy model whose views read the name and count the visits.
public final class Profile: ObservableObject {
  @Published public var name = "Ada"
  @Published public var visits = 0
  public init() {}
}
