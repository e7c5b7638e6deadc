import Foundation
import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

/// Navigation destinations presented by a binding, written as tutorials write them.
@MainActor @Suite struct NavigationDestinationTutorialTests {
  @Test func presentedDestinationsPushAndPoppingResetsTheirBindings() async throws {
    let driver = Driver(ReadingListScreen())
    try await driver.start()
    try await driver.tap("Settings")
    try await driver.step("Font size: 14")
    _ = try driver.find(text: "Font size: 15")
    try await driver.tap("Add Sample Book")
    _ = try driver.find(text: "3 books")
    #expect(throws: DriverError.self) { try driver.find(text: "Dune") }
    try await driver.tap("Done")
    _ = try driver.find(text: "Dune")
    try await driver.tap("Settings")
    _ = try driver.find(text: "Font size: 14")
    try await driver.pop()
    try await driver.tap("Dune")
    _ = try driver.find(text: "0 notes")
    try await driver.pop()
    try await driver.tap("Emma")
    try await driver.advance(by: .seconds(1))
    _ = try driver.find(text: "1 notes")
    let trace = try driver.finish()
    let shows = trace.resolved(.slotWrite).filter { $0.name == "_showSettings" }
    #expect(
      shows.map { "\($0.before)→\($0.after)" } == [
        "false→true", "true→false", "false→true", "true→false",
      ])
    #expect(trace.decisions("ReadingSettingsView") == [.inserted, .removed, .inserted, .removed])
    #expect(Set(trace.decisionReasons("ReadingSettingsView")) == [.navigation])
    #expect(
      trace.resolved(.invalidate).contains {
        // `addSample` is a closure the parent makes in its body: changed every time, as in
        // SwiftUI, and marked so.
        $0.identity.hasSuffix("ReadingSettingsView[path0]")
          && $0.name == "@self(bookCount,addSample:closure)"
      })
    #expect(
      trace.resolved(.slotDestroy).filter { $0.name == "_fontSize" }.map(\.before) == ["15", "14"])
    let selected = trace.resolved(.slotWrite).filter { $0.name == "_selectedBook" }.map(\.after)
    #expect(selected.count == 3 && selected[1] == "nil")
    #expect(
      trace.changes("BookDetailView").map(\.identity.lastComponent) == [
        "BookDetailView[path0,id=1]", "BookDetailView[path0,id=1]", "BookDetailView[path0,id=2]",
      ])
    let cancels = trace.resolved(.taskCancel).filter {
      $0.event.code == CancelReason.disappeared.rawValue
    }
    #expect(cancels.count == 1 && cancels[0].identity.contains("BookDetailView[path0,id=1]"))
    #expect(
      trace.resolved(.disappear).contains {
        $0.identity.hasSuffix("/NavigationStack/.navigationDestination[root]")
      })
  }
}
