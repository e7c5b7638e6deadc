import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

struct FeedRow: View {
  let number: Int
  @State var liked = false
  var body: some View {
    Text("Row \(number)").onAppear {}
  }
}

struct Feed: View {
  var body: some View {
    List(0..<100) { number in FeedRow(number: number) }
  }
}

struct Detail: View {
  let id: Int
  @State var draft = ""
  var body: some View {
    Text("Detail \(id)")
      .task {
        try? await Task.sleep(for: .seconds(30))
      }
  }
}

struct Browser: View {
  var body: some View {
    NavigationStack {
      VStack {
        NavigationLink("Open 7", value: 7)
      }
      .navigationDestination(for: Int.self) { id in Detail(id: id) }
    }
  }
}

struct SheetHost: View {
  @State var showing = false
  var body: some View {
    VStack {
      Button("Compose") { showing = true }
    }
    .sheet(isPresented: $showing) { Detail(id: 1) }
  }
}

@MainActor @Suite struct ContainerTests {
  @Test func lazyRowsAppearAndDisappearAsTheWindowScrolls() async throws {
    let driver = Driver(Feed())
    try await driver.start()
    #expect(driver.findAll(type: "FeedRow").count == 10)
    try await driver.scroll(to: 50)
    let trace = try driver.finish()
    let appeared = trace.resolved(.appear).filter { $0.name == "FeedRow" }.map(
      \.identity.lastComponent)
    #expect(appeared.first == "FeedRow[index=0]")
    #expect(appeared.contains("FeedRow[index=55]"))
    #expect(!appeared.contains("FeedRow[index=60]"))
    let disappeared = trace.resolved(.disappear).filter { $0.name == "FeedRow" }
    #expect(disappeared.count == 10)
    let realized = trace.resolved(.identity).filter {
      $0.event.reason == DecisionReason.realized.rawValue
    }
    #expect(realized.count == 10)
    // Rows scrolled away keep their state.
    #expect(trace.resolved(.slotDestroy).isEmpty)
  }

  @Test func aPopDestroysTheDestinationsStateAndCancelsItsTasks() async throws {
    let driver = Driver(Browser())
    try await driver.start()
    try await driver.tap("Open 7")
    _ = try driver.find(text: "Detail 7")
    try await driver.pop()
    let trace = try driver.finish()

    let pushed = try #require(
      trace.resolved(.identity).first { $0.identity.hasSuffix("Detail[path0,id=7]") })
    #expect(pushed.event.reason == DecisionReason.navigation.rawValue)
    let destroyed = try #require(trace.resolved(.slotDestroy).first { $0.name == "_draft" })
    #expect(destroyed.identity.hasSuffix("Detail[path0,id=7]"))
    let cancel = try #require(trace.resolved(.taskCancel).first)
    #expect(cancel.identity.hasSuffix("Detail[path0,id=7]/.task"))
    // The covered root disappeared under the detail and appeared again after the pop.
    let rootAppears = trace.resolved(.appear).filter {
      $0.identity.hasSuffix("NavigationStack/.navigationDestination[root]")
    }
    #expect(rootAppears.count == 2)
  }

  @Test func dismissingASheetRemovesItsIdentity() async throws {
    let driver = Driver(SheetHost())
    try await driver.start()
    try await driver.tap("Compose")
    _ = try driver.find(text: "Detail 1")
    try await driver.dismissSheet()
    let trace = try driver.finish()
    let decisions = trace.resolved(.identity).filter {
      $0.identity.hasSuffix("Detail[sheet]")
        && $0.event.reason == DecisionReason.presentation.rawValue
    }
    #expect(
      decisions.map(\.event.code) == [
        IdentityDecision.inserted.rawValue, IdentityDecision.removed.rawValue,
      ])
    #expect(trace.resolved(.taskCancel).count == 1)
  }
}

struct ClassicBrowser: View {
  var body: some View {
    NavigationStack {
      List(1..<4) { id in
        NavigationLink("Item \(id)", destination: Detail(id: id))
      }
    }
  }
}

@MainActor @Test func aLinkWithADestinationViewPushesItAndBackRemovesIt() async throws {
  let driver = Driver(ClassicBrowser())
  try await driver.start()
  try await driver.tap("Item 2")
  _ = try driver.find(text: "Detail 2")
  try await driver.pop()
  #expect(throws: DriverError.self) { try driver.find(text: "Detail 2") }
  let trace = try driver.finish()
  let decisions = trace.resolved(.identity).filter {
    $0.identity.hasSuffix("Detail[path0,id=NavigationLink[index=2%5D]")
  }
  #expect(
    decisions.map(\.event.code) == [
      IdentityDecision.inserted.rawValue, IdentityDecision.removed.rawValue,
    ])
}
