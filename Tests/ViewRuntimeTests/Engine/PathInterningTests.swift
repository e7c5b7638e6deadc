import Foundation
import Testing
import TraceFormat

@testable import ViewRuntime

/// A stack whose explicit id is a UUID, holding a row of two texts.
private struct KeyedStack: View {
  let id: UUID

  var body: some View {
    VStack {
      HStack {
        Text("Inside")
        Text("Beside")
      }
    }
    .id(id)
  }
}

/// A node's path interned from its parent's hash, the UUIDs of deterministic mode named in the
/// node that holds them and in every path below it.
@MainActor @Suite struct PathInterningTests {
  private static let id = UUID(uuidString: "6F3C2A9E-1B2D-4C5E-8F90-0123456789AB")!

  private func paths(clock: ClockMode) async throws -> [String] {
    let driver = Driver(KeyedStack(id: Self.id), clock: clock)
    try await driver.start()
    let trace = try driver.finish()
    // A path hashed otherwise than a lookup of its text would be interned twice.
    #expect(Set(trace.strings).count == trace.strings.count)
    return trace.events.filter { $0.kind == .identity }.map { trace[$0.identity] }
  }

  private func expected(naming id: String) -> [String] {
    let stack = "KeyedStack/.id/VStack[id=\(id)]"
    return ["KeyedStack/.id", stack, stack + "/HStack", stack + "/HStack/Text[0]"]
      + [stack + "/HStack/Text[1]"]
  }

  @Test func pathsBelowAUUIDNameIt() async throws {
    let paths = try await paths(clock: .deterministic)
    #expect(paths == expected(naming: "UUID#1"))
  }

  @Test func liveTracesKeepTheUUIDInEveryPathBelowIt() async throws {
    let paths = try await paths(clock: .live)
    #expect(paths == expected(naming: Self.id.uuidString))
  }

  @Test func readNamesHoldEachNameOnce() {
    var names = ReadNames()
    #expect(!names.contains("a"))
    // Names compare as strings do, as a set of strings compares them: "e\u{301}" is "é".
    let added = ["a", "a", "b", "c", "d", "b", "d", "a", "é", "e\u{301}"].map { names.insert($0) }
    #expect(added == [true, false, true, true, true, false, false, false, true, false])
    #expect(["a", "b", "c", "d", "é"].allSatisfy(names.contains))
    #expect(!names.contains("e"))
    names.removeAll()
    #expect(!["a", "b", "c", "d", "é"].contains(where: names.contains))
    let again = ["c", "c"].map { names.insert($0) }
    #expect(again == [true, false])
  }
}
