import Testing
import TraceFormat
import TraceTestSupport
import ViewRuntime

private final class Store: ObservableObject {
  @Published var count = 0
  @Published var names: [String]
  init(rows: Int) { names = (0..<rows).map { "Name \($0)" } }
}

private struct Row: View {
  @ObservedObject var store: Store
  let id: Int
  var body: some View { Text(store.names[id]) }
}

/// The screen that `SyntheticTrace.observers` records without the runtime.
private struct Board: View {
  @StateObject private var store = Store(rows: 3)
  var body: some View {
    VStack {
      Text("Count: \(store.count)")
      Button("Count") { store.count += 1 }
      ForEach(Array(store.names.indices), id: \.self) { Row(store: store, id: $0) }
    }
  }
}

/// The benchmarks' trace of many observers is what the runtime records for its screen.
@MainActor @Suite struct ObserverShapeTests {
  @Test func theSyntheticObserversAreTheRuntimesRecording() async throws {
    let driver = Driver(Board(), name: "Board")
    try await driver.start()
    try await driver.tap("Count")
    try await driver.tap("Count")
    let recorded = try driver.finish()
    let synthetic = SyntheticTrace.observers(3, taps: 2)
    /// Each event as `prose` writes it, with its update, identity and cause; the slot holding the
    /// store by name and type only (its value and site name this file).
    func lines(_ trace: Trace) -> [String] {
      trace.events.map { e in
        let words =
          e.kind == .slotCreate
          ? "\(trace[e.name]): \(trace[e.type])" : trace.describe(e, as: .prose)
        return "u\(e.update) \(e.cause) \(trace[e.identity]): \(words)"
      }
    }
    #expect(lines(recorded) == lines(synthetic))
    #expect(recorded.events.count == 122)
  }
}
