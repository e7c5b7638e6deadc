import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// An app file as a SwiftUI tutorial writes it, with a scene of its own and old-style previews.
struct CounterApp: App {
  var body: some Scene {
    CounterScenes()
  }
}

struct CounterScenes: Scene {
  var body: some Scene {
    WindowGroup("Counter") {
      CounterContent()
    }
    WindowGroup(id: "about") {
      Text("About")
    }
  }
}

struct CounterContent: View {
  @State private var count = 0
  var body: some View {
    VStack {
      Text("Count: \(count)")
      Button("Add") { count += 1 }
    }
  }
}

struct CounterContent_Previews: PreviewProvider {
  static var previews: some View { CounterContent() }
}

struct WindowlessApp: App {
  var body: some Scene {}
}

@MainActor @Suite struct AppHostingTests {
  @Test func anAppIsHostedThroughItsFirstWindow() async throws {
    let driver = try Driver(app: CounterApp())
    try await driver.start()
    try await driver.tap("Add")
    let trace = try driver.finish()
    #expect(trace.header.scenario == "CounterApp")
    let write = try #require(trace.resolved(.slotWrite).first)
    // The app is the root of the tree; its window's content is its child.
    #expect(write.identity == "CounterApp/CounterContent")
    #expect(write.name == "_count" && write.before == "0" && write.after == "1")
    #expect(throws: Never.self) { try driver.find(text: "Count: 1") }
    // Only the first window is hosted.
    #expect(throws: (any Error).self) { try driver.find(text: "About") }
  }

  @Test func anAppWithoutAWindowIsRefusedWithAReason() {
    #expect {
      _ = try Driver(app: WindowlessApp())
    } throws: { error in
      "\(error)" == "WindowlessApp declares no WindowGroup to host"
    }
  }
}
