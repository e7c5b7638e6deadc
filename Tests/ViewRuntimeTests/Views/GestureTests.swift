import Testing
import TraceTestSupport
import ViewRuntime

/// A card that counts taps through a tap gesture, and can be dragged (which never happens
/// headless).
struct GestureCard: View {
  @Namespace private var cards
  @State private var taps = 0
  @State private var dragged = CGSize.zero
  @GestureState private var isPressed = false
  var body: some View {
    VStack {
      Text("Taps: \(taps)")
        .gesture(TapGesture().onEnded { taps += 1 })
        .matchedGeometryEffect(id: "card", in: cards)
      Text("Drag me")
        .offset(dragged)
        .gesture(
          DragGesture()
            .onChanged { dragged = $0.translation }
            .onEnded { _ in dragged = .zero }
        )
        .simultaneousGesture(
          LongPressGesture().updating($isPressed) { now, state, _ in state = now })
      Text(isPressed ? "Pressed" : "Idle")
    }
  }
}

@MainActor @Suite struct GestureTests {
  @Test func theDriverTapsATapGestureAndOtherGesturesKeepTheirPlace() async throws {
    let driver = Driver(GestureCard())
    try await driver.start()
    try await driver.tap("Taps: 0")
    let write = try #require(driver.trace.resolved(.slotWrite).first)
    #expect(write.name == "_taps" && write.before == "0" && write.after == "1")
    #expect(throws: Never.self) { try driver.find(text: "Taps: 1") }
    // A drag cannot be performed headless: tapping it says so, and nothing changes.
    await #expect(throws: (any Error).self) { try await driver.tap("Drag me") }
    #expect(throws: Never.self) { try driver.find(text: "Idle") }
    let tree = driver.tree()
    #expect(tree.contains(".gesture") && tree.contains(".matchedGeometryEffect"))
    #expect(tree.contains(".simultaneousGesture"))
    try driver.finish()
  }
}
