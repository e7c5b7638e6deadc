import Testing
import TraceTestSupport
import ViewRuntime

/// An avatar badge as apps draw it: a ring inside the circle's frame, a dashed capsule around a
/// tag, on a screen that asks for the dark scheme.
struct AvatarBadge: View {
  @Environment(\.colorScheme) private var colorScheme
  let initials: String
  var body: some View {
    VStack {
      Text(initials)
        .background(Circle().fill(.blue))
        .overlay(Circle().strokeBorder(.white, lineWidth: 2))
      Text("Pro")
        .overlay(Capsule().strokeBorder(style: StrokeStyle(lineWidth: 1, dash: [2])))
      RoundedRectangle(cornerRadius: 8).strokeBorder(Color.orange.opacity(0.5), lineWidth: 3)
      Text(colorScheme == .dark ? "dark" : "light")
    }
    .preferredColorScheme(.dark)
  }
}

@MainActor @Suite struct BorderAndSchemeTests {
  @Test func strokeBordersAndThePreferredSchemeAreKeptInTheTree() async throws {
    let driver = Driver(AvatarBadge(initials: "AB"))
    try await driver.start()
    let tree = driver.tree()
    #expect(tree.components(separatedBy: ".strokeBorder").count - 1 == 3)
    #expect(tree.contains(".preferredColorScheme"))
    // The window takes the scheme the badge prefers, and the badge reads it.
    #expect(throws: Never.self) { try driver.find(text: "dark") }
  }
}
