import Testing
import TraceFormat
import ViewRuntime

struct Counter: View {
  @State var count = 0
  var body: some View {
    VStack {
      Text("Count: \(count)")
      Button("Add") { count += 1 }
    }
  }
}

@Observable @MainActor final class Loader {
  var items: [String] = []
  var isLoading = false
  func load() async {
    isLoading = true
    let result = await withEffect("GET /items") { () -> [String] in
      try? await Task.sleep(for: .milliseconds(300))
      return ["a", "b"]
    }
    items = result
    isLoading = false
  }
}

struct LoaderView: View {
  @State var loader = Loader()
  var body: some View {
    VStack {
      if loader.isLoading { ProgressView() } else { Text("Items: \(loader.items.count)") }
    }
    .task { await loader.load() }
  }
}

@MainActor @Suite struct SmokeTests {
  @Test func counter() async throws {
    let driver = Driver(Counter())
    try await driver.start()
    try await driver.tap("Add")
    _ = try driver.find(text: "Count: 1")
    let trace = try driver.finish()
    for e in trace.events { print(e.seq, e.kind, trace[e.identity], trace[e.name], trace[e.before], trace[e.after], "cause", e.cause) }
  }

  @Test func loader() async throws {
    let driver = Driver(LoaderView())
    try await driver.start()
    print(driver.tree())
    try await driver.waitUntilIdle()
    print(driver.tree())
    _ = try driver.find(text: "Items: 2")
    let trace = try driver.finish()
    for e in trace.events { print(e.seq, e.time, e.update, e.kind, trace[e.identity], trace[e.name], trace[e.before], trace[e.after], "cause", e.cause) }
  }
}
