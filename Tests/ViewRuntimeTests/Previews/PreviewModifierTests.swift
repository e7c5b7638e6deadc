import Foundation
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

// `#Preview(traits: .modifier(…))` with the spellings of PreviewModifier that SwiftUI files
// use: a context made once by `makeSharedContext()`, none, and one that fails.

@Observable
private final class PreviewShelf {
  var books = ["Dune", "Emma", "Ulysses"]
}

private struct PreviewShelfCount: View {
  @Environment(PreviewShelf.self) private var shelf
  var body: some View {
    Text("\(shelf.books.count) books")
  }
}

private struct SampleShelf: PreviewModifier {
  static func makeSharedContext() async throws -> PreviewShelf {
    try await Task.sleep(for: .milliseconds(30))
    return PreviewShelf()
  }

  func body(content: Content, context: PreviewShelf) -> some View {
    content.environment(context)
  }
}

private struct DarkFrame: PreviewModifier {
  func body(content: Content, context: Void) -> some View {
    content
      .padding()
      .environment(\.colorScheme, .dark)
  }
}

private struct BrokenShelf: PreviewModifier {
  struct Missing: Error, CustomStringConvertible {
    var description: String { "no sample data" }
  }

  static func makeSharedContext() async throws -> PreviewShelf { throw Missing() }

  func body(content: Content, context: PreviewShelf) -> some View {
    content.environment(context)
  }
}

extension PreviewTrait where T == Preview.ViewTraits {
  @MainActor fileprivate static var sampleShelf: Self { .modifier(SampleShelf()) }
}

private struct Scheme: View {
  @Environment(\.colorScheme) private var colorScheme
  var body: some View { Text(colorScheme == .dark ? "Dark" : "Light") }
}

#Preview("PreviewShelf", traits: .sampleShelf) {
  PreviewShelfCount()
}

#Preview("Framed", traits: .modifier(DarkFrame()), .sizeThatFitsLayout) {
  Scheme()
}

#Preview("Broken", traits: .modifier(BrokenShelf())) {
  PreviewShelfCount()
}

@MainActor @Suite struct PreviewModifierTests {
  func preview(_ name: String) throws -> Preview {
    try #require(
      Preview.all.first {
        $0.fileID == "ViewRuntimeTests/PreviewModifierTests.swift" && $0.name == name
      })
  }

  @Test func aModifierTraitIsNamedByItsType() throws {
    #expect(try preview("PreviewShelf").traits.map(\.description) == ["modifier(SampleShelf())"])
    #expect(
      try preview("Framed").traits.map(\.description) == [
        "modifier(DarkFrame())", "sizeThatFitsLayout",
      ])
  }

  @Test func theSharedContextIsMadeByATaskAndThenWrapsThePreview() async throws {
    let driver = Driver(try preview("PreviewShelf").makeView(), name: "shelf")
    try await driver.start()
    #expect(throws: DriverError.self) { try driver.find(text: "3 books") }
    try await driver.waitUntilIdle()
    _ = try driver.find(text: "3 books")
    let trace = try driver.finish()
    #expect(trace.resolved(.taskStart).map(\.identity) == ["PreviewModifierView/.task[else]"])
  }

  @Test func aModifierWithoutAContextWrapsThePreviewAtOnce() async throws {
    let driver = Driver(try preview("Framed").makeView(), name: "framed")
    try await driver.start()
    _ = try driver.find(text: "Dark")
    let trace = try driver.finish()
    #expect(trace.resolved(.taskStart).isEmpty)
  }

  @Test func aContextThatFailsIsShownInsteadOfThePreview() async throws {
    let driver = Driver(try preview("Broken").makeView(), name: "broken")
    try await driver.start()
    try await driver.waitUntilIdle()
    _ = try driver.find(text: "makeSharedContext() failed: no sample data")
    _ = try driver.finish()
  }
}
