import Foundation
import Testing
import TraceFormat

@testable import ViewRuntime

/// A view whose explicit id is a fresh UUID on every update.
private struct FreshID: View {
  @State private var taps = 0

  var body: some View {
    VStack {
      Text("Taps \(taps)").id(UUID())
      Button("Tap") { taps += 1 }
    }
  }
}

@MainActor @Suite struct DeterministicNamesTests {
  private func record() async throws -> Trace {
    let driver = Driver(FreshID())
    try await driver.start()
    try await driver.tap("Tap")
    return try driver.finish()
  }

  @Test func uuidsAreNamedInOrderOfFirstAppearance() async throws {
    let trace = try await record()
    let ids = trace.events.filter {
      $0.kind == .identity && $0.code == IdentityDecision.inserted.rawValue && !$0.after.isNone
    }.map { trace[$0.after] }
    #expect(ids == ["UUID#1", "UUID#2"])
    #expect(!trace.strings.contains { $0.contains(try! Regex("[0-9A-F]{8}-[0-9A-F]{4}")) })
  }

  @Test func aTraceWithUUIDsIsTheSameOnEveryRun() async throws {
    let first = try await record()
    let second = try await record()
    #expect(first == second)
  }

  @Test func liveTracesKeepTheRealUUIDs() async throws {
    let driver = Driver(FreshID(), clock: .live)
    try await driver.start()
    let trace = try driver.finish()
    #expect(trace.strings.contains { $0.contains(try! Regex("[0-9A-F]{8}-[0-9A-F]{4}")) })
  }

  @Test func everyUUIDInAStringIsReplacedAndTheSameUUIDKeepsItsName() {
    var names = RunDependentValues()
    let a = "6f3c2a9e-1b2d-4c5e-8f90-0123456789ab"
    let b = "45307EEB-3D74-48C3-A4F3-3FFF85E08C96"
    #expect(names.stabilize("[\(a), \(b)]") == "[UUID#1, UUID#2]")
    #expect(names.stabilize("id=\(a.uppercased())") == "id=UUID#1")
    #expect(
      names.stabilize("not-a-uuid-at-all-0123456789abcdef0123")
        == "not-a-uuid-at-all-0123456789abcdef0123")
  }

  @Test func holdsUUIDTellsWhetherStabilizeChangesTheText() {
    let uuid = "6f3c2a9e-1b2d-4c5e-8f90-0123456789ab"
    let path = "Root/Row[\(uuid)]"
    #expect(RunDependentValues.holdsUUID(path))
    #expect(RunDependentValues.holdsUUID(path, from: 9))
    #expect(!RunDependentValues.holdsUUID(path, from: 10))
    #expect(!RunDependentValues.holdsUUID(String(uuid.dropLast())))
    #expect(!RunDependentValues.holdsUUID("not-a-uuid-at-all-0123456789abcdef0123"))
    #expect(!RunDependentValues.holdsUUID(""))
    var names = RunDependentValues()
    #expect(names.stabilize(path, from: 10) == path)
    #expect(names.stabilize(path, from: 9) == "Root/Row[UUID#1]")
  }
}
