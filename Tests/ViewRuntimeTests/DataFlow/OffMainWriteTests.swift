import Dispatch
import Foundation
import Testing
import TraceFormat
import TraceTestSupport

@testable import ViewRuntime

/// A sensor written from a detached task.
@Observable final class Thermometer: @unchecked Sendable {
  var reading = 0
}

/// A feed written from a background queue, as a network callback would.
final class Headlines: ObservableObject, @unchecked Sendable {
  @Published var top = "none"
}

/// Records on which thread each model write ran.
final class WriteThreads: @unchecked Sendable {
  private let lock = NSLock()
  private var onMain: [String: Bool] = [:]
  subscript(name: String) -> Bool? {
    get { lock.withLock { onMain[name] } }
    set { lock.withLock { onMain[name] = newValue } }
  }
}

/// Writes its models off the main thread: an `@Observable` property from `Task.detached`, a
/// `@Published` one from a background queue; its body reads both.
struct OffMainWriters: View {
  let thermometer: Thermometer
  @ObservedObject var headlines: Headlines
  let background: DispatchQueue
  let fetched: DispatchGroup
  let threads: WriteThreads

  var body: some View {
    VStack {
      Text("reading \(thermometer.reading)")
      Text("headline \(headlines.top)")
      Button("Measure") {
        Task.detached { [thermometer, threads] in
          threads["reading"] = Thread.isMainThread
          thermometer.reading = 21
        }
      }
      Button("Fetch") {
        background.async(group: fetched) { [headlines, threads] in
          threads["top"] = Thread.isMainThread
          headlines.top = "rain"
        }
      }
    }
  }
}

@MainActor @Suite struct OffMainWriteTests {
  /// The writes run off the main thread, so do the models' observers; the host records the
  /// invalidation on the main actor and the body runs again there, with the new values.
  @Test func writesOffTheMainThreadInvalidateTheBodyThatReadThem() async throws {
    let threads = WriteThreads()
    let fetched = DispatchGroup()
    let driver = Driver(
      OffMainWriters(
        thermometer: Thermometer(), headlines: Headlines(),
        background: DispatchQueue(label: "feed"), fetched: fetched, threads: threads))
    try await driver.start()

    let beforeMeasure = driver.trace.events.count
    try await driver.tap("Measure")
    _ = try driver.find(text: "reading 21")
    #expect(threads["reading"] == false)
    let measured = Array(driver.trace.events[beforeMeasure...])
    let write = try #require(measured.first { $0.kind == .modelWrite })
    #expect(driver.trace[write.name] == "reading" && write.code == Writer.external.rawValue)
    #expect(driver.trace[write.before] == "0" && driver.trace[write.after] == "21")
    let invalidation = try #require(measured.first { $0.kind == .invalidate })
    #expect(invalidation.cause == write.seq)
    #expect(invalidation.code == InvalidationReason.observable.rawValue)
    #expect(driver.trace[invalidation.name] == "Thermometer.reading")
    #expect(driver.trace[invalidation.identity] == "OffMainWriters")
    #expect(
      measured.contains {
        $0.kind == .bodyBegin && $0.identity == invalidation.identity
          && $0.cause == invalidation.seq
      })

    let beforeFetch = driver.trace.events.count
    try await driver.tap("Fetch")
    // The driver does not know the queue: wait for its block, then for the hop it made.
    fetched.wait()
    try await driver.waitUntilIdle()
    _ = try driver.find(text: "headline rain")
    #expect(threads["top"] == false)
    let trace = try driver.finish()
    let fetchedEvents = Array(trace.events[beforeFetch...])
    let publishedWrite = try #require(fetchedEvents.first { $0.kind == .modelWrite })
    #expect(trace[publishedWrite.name] == "top" && publishedWrite.code == Writer.external.rawValue)
    #expect(trace[publishedWrite.after] == "\"rain\"")
    let published = try #require(fetchedEvents.first { $0.kind == .invalidate })
    #expect(published.cause == publishedWrite.seq)
    #expect(published.code == InvalidationReason.published.rawValue)
    #expect(trace[published.name] == "Headlines.top")
    #expect(trace[published.identity] == "OffMainWriters")
    #expect(
      fetchedEvents.contains {
        $0.kind == .bodyBegin && $0.identity == published.identity && $0.cause == published.seq
      })
  }
}
