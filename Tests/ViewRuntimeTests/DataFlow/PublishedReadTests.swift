import RuntimeTestSupport
import Testing
import TraceFormat
import ViewRuntime

struct ProfileName: View {
  @ObservedObject var profile: Profile
  var body: some View {
    VStack {
      Text(profile.name)
      Button("Visit") { profile.visits += 1 }
    }
  }
}

@MainActor @Suite struct PublishedReadTests {
  @Test func bodyRecordsThePublishedPropertiesItReads() async throws {
    let driver = Driver(ProfileName(profile: Profile()))
    try await driver.start()
    try await driver.tap("Visit")
    let trace = try driver.finish()
    let reads = trace.events.filter {
      $0.kind == .read && $0.code == DependencyKind.published.rawValue
    }.map { trace[$0.name] }
    #expect(reads.contains("Profile.name"))
    #expect(reads.contains("Profile#1"))
    #expect(!reads.contains("Profile.visits"))
    let invalidations = trace.events.filter { $0.kind == .invalidate }.map { trace[$0.name] }
    #expect(invalidations == ["Profile.visits"])
  }
}
