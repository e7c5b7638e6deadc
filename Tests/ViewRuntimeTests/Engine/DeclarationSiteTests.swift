import RuntimeTestSupport
import Testing
import TraceFormat
import TraceTestSupport

@testable import ViewRuntime

/// A row whose body branches at one `if` and starts a task in one `onAppear`.
struct SitedRow: View {
  let number: Int
  let flipped: Bool
  var body: some View {
    Group {
      if flipped { Text("B \(number)") } else { Text("A \(number)") }
    }
    .onAppear { Task {} }
  }
}

/// Two ``SitedRow``s; the button flips both rows' branches.
struct SitedRows: View {
  @State var flipped = false
  var body: some View {
    VStack {
      Button("Flip") { flipped.toggle() }
      ForEach(0..<2) { number in SitedRow(number: number, flipped: flipped) }
    }
  }
}

@MainActor @Suite struct DeclarationSiteTests {
  @Test func rowsBuiltFromOneSiteRecordItsText() async throws {
    let driver = Driver(SitedRows())
    try await driver.start()
    try await driver.tap("Flip")
    let trace = try driver.finish()
    let file = "ViewRuntimeTests/DeclarationSiteTests.swift"
    let appear = SourceSite.of(".onAppear", in: file, after: "struct SitedRow:")
    let branch = SourceSite.of("if flipped", in: file, after: "struct SitedRow:")
    #expect(appear == "\(file):16" && branch == "\(file):14")

    let tasks = trace.resolved(.taskStart)
    #expect(tasks.count == 2)
    #expect(tasks.map(\.site) == [appear, appear])
    let flips = trace.resolved(.identity).filter {
      $0.event.reason == DecisionReason.branchFlipped.rawValue
    }
    #expect(flips.count == 4)
    #expect(flips.map(\.site) == Array(repeating: branch, count: 4))
  }

  @Test func aSiteIsWrittenOncePerFileAndLine() {
    let file: StaticString = "Module/File.swift"
    let first = DeclarationSites.site(file, 12)
    let again = DeclarationSites.site(file, 12)
    #expect(first == "Module/File.swift:12")
    #expect(again == first)
    // The same storage, not an equal string written again.
    #expect(storage(of: again) == storage(of: first))
    #expect(DeclarationSites.site(file, 13) == "Module/File.swift:13")
  }

  /// The site answered last is answered again without a look-up; another site after it is
  /// its own text, and the first one asked again is the text written for it.
  @Test func sitesAskedInTurnAreEachTheirOwnText() {
    let file: StaticString = "Module/Turns.swift"
    let first = DeclarationSites.site(file, 1)
    #expect(DeclarationSites.site(file, 1) == "Module/Turns.swift:1")
    #expect(DeclarationSites.site(file, 2) == "Module/Turns.swift:2")
    let again = DeclarationSites.site(file, 1)
    #expect(again == "Module/Turns.swift:1")
    #expect(storage(of: again) == storage(of: first))
    #expect(DeclarationSites.site("Other/Turns.swift", 1) == "Other/Turns.swift:1")
  }

  private func storage(of text: String) -> UnsafeRawPointer? {
    text.utf8.withContiguousStorageIfAvailable { UnsafeRawPointer($0.baseAddress) } ?? nil
  }
}
