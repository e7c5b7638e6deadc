import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

// The spellings of #Preview that SwiftUI files use, each found by `Preview.all`.

private struct Greeting: View {
  let name: String
  var body: some View { Text("Hello, \(name)") }
}

#Preview {
  Greeting(name: "Ada")
}

#Preview("Two lines") {
  Text("First")
  Text("Second")
}

#Preview("Early return", traits: .sizeThatFitsLayout) {
  let name = "Grace"
  return Greeting(name: name)
}

#Preview("Labelled body", body: { Greeting(name: "Alan") })

#Preview("Stateful", traits: .portrait, .landscapeRight) {
  @Previewable @State var taps = 0
  @Previewable @State var label = "Tap"
  VStack {
    Text("Taps: \(taps)")
    Button(label) { taps += 1 }
  }
}

#Preview("Private state") {
  @Previewable @State var greeting = Greeting(name: "Edsger")
  greeting
}

@MainActor @Suite struct PreviewMacroTests {
  /// The previews this file declares, in order.
  var previews: [Preview] {
    Preview.all.filter { $0.fileID == "ViewRuntimeTests/PreviewMacroTests.swift" }
  }

  @Test func everySpellingIsFoundWithItsNameTraitsAndLine() {
    #expect(
      previews.map(\.name) == [
        nil, "Two lines", "Early return", "Labelled body", "Stateful", "Private state",
      ])
    #expect(previews.map(\.line) == [13, 17, 22, 27, 29, 38])
    #expect(
      previews.map { $0.traits.map(\.description) } == [
        [], [], ["sizeThatFitsLayout"], [], ["portrait", "landscapeRight"], [],
      ])
    #expect(previews.allSatisfy { $0.module == "ViewRuntimeTests" })
    #expect(previews.first?.defaultName == "PreviewMacroTests")
  }

  @Test func aPreviewsBlockMakesItsView() async throws {
    let views = previews.prefix(4).map { $0.makeView() }
    #expect(
      views.map { "\(type(of: $0))".prefix { $0 != "<" } } == [
        "Greeting", "TupleView", "Greeting", "Greeting",
      ])
    let driver = Driver(previews[1].makeView(), name: "two-lines")
    try await driver.start()
    #expect(throws: Never.self) { try driver.find(text: "Second") }
  }

  @Test func previewableStateLivesInASlotOfThePreviewsView() async throws {
    let driver = Driver(previews[4].makeView(), name: "stateful")
    try await driver.start()
    try await driver.tap("Tap")
    let trace = try driver.finish()
    let created = trace.resolved(.slotCreate).map(\.name)
    #expect(created == ["_taps", "_label"])
    let write = try #require(trace.resolved(.slotWrite).first)
    #expect(write.identity == "PreviewContent")
    #expect(write.before == "0" && write.after == "1")
    #expect(throws: Never.self) { try driver.find(text: "Taps: 1") }
  }
}
