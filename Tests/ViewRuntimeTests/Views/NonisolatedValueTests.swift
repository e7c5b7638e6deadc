import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

// Model code as SwiftUI apps write it: values of Text, Image and Color made and held off the
// main actor, in Swift 6 mode.

struct Landmark: Hashable, Sendable {
  var name: String
  var imageName: String
  var isFavorite: Bool

  var image: Image { Image(imageName) }
  var title: Text { Text(name) }
  var badge: Image { Image(systemName: isFavorite ? "star.fill" : "star") }
}

enum Theme {
  static let accent: Color = .white
  static let warning = Color.orange.opacity(0.8)
  static let header = LinearGradient(
    colors: [.blue, .purple], startPoint: .top, endPoint: .bottom)
}

actor ThumbnailCache {
  private var images: [String: Image] = [:]

  func image(named name: String) -> Image {
    if let image = images[name] { return image }
    let image = Image(name)
    images[name] = image
    return image
  }
}

struct LandmarkRow: View {
  let landmark: Landmark

  var body: some View {
    HStack {
      landmark.image
      landmark.title
      landmark.badge
    }
    .foregroundStyle(Theme.accent)
  }
}

@Suite struct NonisolatedValueTests {
  @Test func modelsMakeTextImageAndColorOffTheMainActor() async {
    let landmark = Landmark(name: "Turtle Rock", imageName: "turtlerock", isFavorite: true)
    let made = await Task.detached {
      (landmark.image, landmark.title, Theme.accent, Theme.header.styleName)
    }.value
    #expect(made.0 == Image("turtlerock"))
    #expect(made.1 == Text("Turtle Rock"))
    #expect(made.2 == .white && Theme.warning.name == "orange.opacity(0.8)")
    #expect(made.3 == "LinearGradient")
    #expect(await ThumbnailCache().image(named: "lake") == Image("lake"))
  }

  @MainActor @Test func theModelsValuesShowInTheRow() async throws {
    let landmark = Landmark(name: "Turtle Rock", imageName: "turtlerock", isFavorite: false)
    let driver = Driver(LandmarkRow(landmark: landmark), name: "landmark-row")
    try await driver.start()
    let trace = try driver.finish()
    let shown = trace.resolved(.display).map { "\($0.identity): \($0.after)" }
    #expect(
      shown == [
        "LandmarkRow/.foregroundStyle/HStack/Image[0]: \"turtlerock\"",
        "LandmarkRow/.foregroundStyle/HStack/Text[1]: \"Turtle Rock\"",
        "LandmarkRow/.foregroundStyle/HStack/Image[2]: \"star\"",
      ])
  }
}
