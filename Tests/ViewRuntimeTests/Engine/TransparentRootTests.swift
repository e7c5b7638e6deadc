import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// An inbox whose stack shows an `if`/`else` as its root content, as mail screens write it.
struct BranchingInbox: View {
  @State var mails = ["Invoice", "Lunch?"]
  var body: some View {
    NavigationStack {
      if mails.isEmpty {
        Text("No mail")
      } else {
        List(mails, id: \.self) { mail in Text(mail) }
          .refreshable { mails = [] }
      }
    }
  }
}

/// A settings screen whose sheet content is a bare `switch` of two views.
struct SwitchingSheet: View {
  @State var isShown = false
  @State var signedIn = false
  var body: some View {
    VStack {
      Button("Open") { isShown = true }
    }
    .sheet(isPresented: $isShown) {
      switch signedIn {
      case true: Text("Account")
      case false: Button("Sign in") { signedIn = true }
      }
    }
  }
}

@MainActor @Suite struct TransparentRootTests {
  @Test func aStackWhoseRootIsAnIfElseShowsTheBranchAndFlipsIt() async throws {
    let driver = Driver(BranchingInbox())
    try await driver.start()
    #expect(driver.tree().contains("\"Lunch?\""))
    try await driver.refresh()
    let tree = driver.tree()
    #expect(tree.contains("\"No mail\""))
    #expect(!tree.contains("\"Lunch?\""))
    let trace = try driver.finish()
    let flips = trace.resolved(.identity).filter {
      $0.event.reason == DecisionReason.branchFlipped.rawValue
    }
    #expect(
      flips.contains { $0.event.code == IdentityDecision.inserted.rawValue && $0.name == "Text" })
  }

  @Test func aSheetWhoseContentIsASwitchShowsEachCase() async throws {
    let driver = Driver(SwitchingSheet())
    try await driver.start()
    try await driver.tap("Open")
    try await driver.tap("Sign in")
    #expect(driver.tree().contains("\"Account\""))
    _ = try driver.finish()
  }

  @Test(arguments: [0, 1, 2, 3])
  func aTransparentRootIsBuiltAsItsContent(spelling: Int) async throws {
    let driver: Driver
    switch spelling {
    case 0: driver = Driver(AnyView(Text("Erased")))
    case 1: driver = Driver(Group { Text("Erased") })
    case 2: driver = Driver(Optional(Text("Erased")))
    default: driver = Driver(AnyView(erasing: VStack { Text("Erased") }))
    }
    try await driver.start()
    #expect(driver.tree().contains("\"Erased\""))
    let trace = try driver.finish()
    #expect(trace.resolved(.display).contains { $0.after == #""Erased""# })
  }
}

/// A feed whose rows are an `if`/`else` each, in a lazy list.
struct MixedFeed: View {
  @State var pinned: Set<Int> = []
  var body: some View {
    List(0..<40, id: \.self) { n in
      if pinned.contains(n) {
        Label("Pinned \(n)", systemImage: "pin")
      } else {
        Button("Pin \(n)") { pinned.insert(n) }
      }
    }
  }
}

@MainActor @Suite struct TransparentRowTests {
  @Test func aLazyRowThatIsAnIfElseFlipsAndStaysInItsWindow() async throws {
    let driver = Driver(MixedFeed())
    try await driver.start()
    try await driver.tap("Pin 2")
    let tree = driver.tree()
    #expect(tree.contains("Pinned 2"))
    #expect(!tree.contains("Pin 39"))
    let trace = try driver.finish()
    let flips = trace.resolved(.identity).filter {
      $0.event.reason == DecisionReason.branchFlipped.rawValue
    }
    #expect(flips.count == 2)
  }
}
