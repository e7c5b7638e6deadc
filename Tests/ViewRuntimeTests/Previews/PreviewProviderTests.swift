import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

// The spellings of PreviewProvider that SwiftUI files written before #Preview use, each view
// it lists found by `Preview.all` as a preview of its own.

private struct Badge: View {
  let title: String
  @State private var taps = 0
  var body: some View {
    Button("\(title) \(taps)") { taps += 1 }
  }
}

struct Badge_Previews: PreviewProvider {
  static var previews: some View {
    Badge(title: "One")
  }
}

struct BadgeGroupPreviews: PreviewProvider {
  static var previews: some View {
    Group {
      Badge(title: "Light")
        .previewDisplayName("Light")
      Badge(title: "Dark")
        .environment(\.colorScheme, .dark)
        .previewDisplayName("Dark")
    }
    .previewLayout(.sizeThatFits)
    .environment(\.locale, Locale(identifier: "fr_FR"))
  }
}

struct BadgeDevices_Previews: PreviewProvider {
  static var previews: some View {
    ForEach(["iPhone SE (3rd generation)", "iPad Pro (11-inch)"], id: \.self) { device in
      Badge(title: device)
        .previewDevice(PreviewDevice(rawValue: device))
        .previewDisplayName(device)
        .previewInterfaceOrientation(.landscapeLeft)
    }
  }
}

struct BadgeBlock_Previews: PreviewProvider {
  static let title = "Block"
  static var previews: some View {
    let badge = Badge(title: title)
    badge
    badge.previewLayout(.fixed(width: 200, height: 44))
  }
}

@MainActor @Suite struct PreviewProviderTests {
  /// The previews the providers of this file list, in order.
  var previews: [Preview] {
    Preview.all.filter {
      guard case .provider(let type, _, _) = $0.declaration else { return false }
      return type.hasPrefix("ViewRuntimeTests.Badge")
    }
  }

  @Test func eachViewAProviderListsIsAPreviewWithItsNameAndTraits() {
    // By the provider's type name: `_` sorts after the letters.
    #expect(
      previews.map(\.defaultName) == [
        "BadgeBlock", "BadgeBlock", "BadgeDevices", "BadgeDevices", "BadgeGroupPreviews",
        "BadgeGroupPreviews", "Badge",
      ])
    #expect(
      previews.map(\.name) == [
        nil, nil, "iPhone SE (3rd generation)", "iPad Pro (11-inch)", "Light", "Dark", nil,
      ])
    #expect(
      previews.map { $0.traits.map(\.description) } == [
        [], ["previewLayout(.fixed(width: 200.0, height: 44.0))"],
        [
          "previewDevice(\"iPhone SE (3rd generation)\")",
          "previewInterfaceOrientation(.landscapeLeft)",
        ],
        ["previewDevice(\"iPad Pro (11-inch)\")", "previewInterfaceOrientation(.landscapeLeft)"],
        ["previewLayout(.sizeThatFits)"], ["previewLayout(.sizeThatFits)"], [],
      ])
    #expect(
      previews.map(\.declaration.description) == [
        "PreviewProvider ViewRuntimeTests.BadgeBlock_Previews, 1 of 2",
        "PreviewProvider ViewRuntimeTests.BadgeBlock_Previews, 2 of 2",
        "PreviewProvider ViewRuntimeTests.BadgeDevices_Previews, 1 of 2",
        "PreviewProvider ViewRuntimeTests.BadgeDevices_Previews, 2 of 2",
        "PreviewProvider ViewRuntimeTests.BadgeGroupPreviews, 1 of 2",
        "PreviewProvider ViewRuntimeTests.BadgeGroupPreviews, 2 of 2",
        "PreviewProvider ViewRuntimeTests.Badge_Previews",
      ])
    #expect(previews.allSatisfy { $0.module == "ViewRuntimeTests" && $0.fileID == nil })
  }

  @Test func aGroupsModifiersWrapEachOfItsPreviewsAndPreviewModifiersAreLeftOut() async throws {
    let dark = try #require(previews.first { $0.name == "Dark" })
    let driver = Driver(dark.makeView(), name: "dark")
    try await driver.start()
    let tree = driver.tree()
    #expect(tree.contains(".environment"))
    #expect(!tree.contains(".preview"))
    try await driver.tap("Dark 0")
    #expect(throws: Never.self) { try driver.find(text: "Dark 1") }
    _ = try driver.finish()
  }

  @Test func eachPreviewMakesAFreshView() async throws {
    let device = try #require(previews.first { $0.name == "iPad Pro (11-inch)" })
    for _ in 0..<2 {
      let driver = Driver(device.makeView(), name: "device")
      try await driver.start()
      try await driver.tap("iPad Pro (11-inch) 0")
      let trace = try driver.finish()
      #expect(trace.resolved(.slotWrite).map(\.after) == ["1"])
    }
  }
}
