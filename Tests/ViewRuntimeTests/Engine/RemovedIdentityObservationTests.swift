import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

struct StarsDetail: View {
  let store: StarStore
  @ObservedObject var legacy: LegacyStars
  var body: some View {
    Text("\(store.starred.count) starred, \(legacy.count) bumps")
  }
}

struct StarsBrowser: View {
  @State var store = StarStore()
  @StateObject var legacy = LegacyStars()
  @State var showsDetail = true
  var body: some View {
    VStack {
      Button("Hide") { showsDetail = false }
      Button("Star") { store.starred.insert(store.starred.count) }
      Button("Bump") { legacy.count += 1 }
      if showsDetail { StarsDetail(store: store, legacy: legacy) }
    }
  }
}

@MainActor @Suite struct RemovedIdentityObservationTests {
  @Test func aRemovedIdentityIsNotInvalidatedByModelsItRead() async throws {
    let driver = Driver(StarsBrowser())
    try await driver.start()
    try await driver.tap("Star")
    try await driver.tap("Hide")
    try await driver.tap("Star")
    try await driver.tap("Bump")
    let trace = try driver.finish()

    let detail = try #require(trace.resolved(.bodyBegin).first { $0.name == "StarsDetail" })
      .identity
    let invalidations = trace.resolved(.invalidate, at: detail)
    // Only the first star, while it was shown.
    #expect(invalidations.map(\.name) == ["StarStore.starred"])
    let hide = try #require(trace.resolved(.input).first { $0.name == "\"Hide\"" })
    #expect(invalidations.allSatisfy { $0.seq < hide.seq })
    #expect(trace.resolved(.bodyBegin, at: detail).allSatisfy { $0.seq < hide.seq })
  }
}
