import Foundation
import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport

@testable import TraceExport

/// The Chrome export of every checked-in trace and of the sample traces keeps the Trace Event
/// Format's rules (see ``TraceEventRules``).
@Suite struct ChromeTraceRulesTests {
  typealias Object = [String: Any]

  static let checkedIn: [URL] = {
    let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../traces")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return names.filter { $0.hasSuffix(".vtrace") }.sorted().map {
      folder.appendingPathComponent($0)
    }
  }()

  func violations(_ data: Data) throws -> [String] {
    let root = try #require(try JSONSerialization.jsonObject(with: data) as? Object)
    return TraceEventRules.violations(in: root)
  }

  @Test func everyCheckedInTraceKeepsTheRules() throws {
    #expect(Self.checkedIn.count >= 30)
    for url in Self.checkedIn {
      let (trace, _) = try Trace.read(from: url)
      let analysis = Analysis(trace: trace)
      let data = try ChromeTrace.render(timeline: analysis.timeline, findings: analysis.findings)
      #expect(try violations(data) == [], "\(url.lastPathComponent)")
    }
  }

  @Test func sampleTracesKeepTheRules() throws {
    let flip = SampleTraces.branchFlip()
    let traces = [
      (flip, [SampleTraces.branchFlipFinding(in: flip)]), (SampleTraces.evil(), []),
      (SampleTraces.everyCode(), []),
    ]
    for (trace, findings) in traces {
      #expect(try violations(ChromeTrace.render(trace: trace, findings: findings)) == [])
    }
  }

  @Test func threadsHaveShortNamesAndTheirPathsInArgs() throws {
    for url in Self.checkedIn {
      let (trace, _) = try Trace.read(from: url)
      let root = try JSONSerialization.jsonObject(with: try ChromeTrace.render(trace: trace))
      let events = try #require((root as? Object)?["traceEvents"] as? [Object])
      for event in events where event["name"] as? String == "thread_name" {
        let args = try #require(event["args"] as? Object)
        let name = try #require(args["name"] as? String)
        #expect(!name.isEmpty && !name.hasPrefix(" "), "\(url.lastPathComponent)")
        if let path = args["path"] as? String {
          #expect(IdentityPath(path).last == name, "\(url.lastPathComponent): \(path)")
        } else {
          #expect(name == "updates")
        }
      }
    }
  }

  /// The checker itself finds each broken rule.
  @Test func theRulesCatchWhatPerfettoWouldMisread() throws {
    let broken: [Object] = [
      ["ph": "M", "pid": 1, "tid": 1, "name": "thread_name", "args": ["name": "A"]],
      ["ph": "B", "pid": 1, "tid": 1, "name": "open", "ts": 1.0],
      ["ph": "X", "pid": 1, "tid": 1, "name": "a", "ts": 2.0, "dur": 4.0],
      ["ph": "X", "pid": 1, "tid": 1, "name": "b", "ts": 3.0, "dur": 4.0],
      ["ph": "s", "pid": 1, "tid": 1, "name": "caused", "ts": 2.0, "id": 7],
      ["ph": "f", "pid": 1, "tid": 1, "name": "caused", "ts": 2.0, "id": 7, "bp": "e"],
      ["ph": "b", "pid": 1, "tid": 2, "name": ".task", "cat": "task", "ts": 1.0, "id": "task-1"],
    ]
    #expect(
      TraceEventRules.violations(in: ["traceEvents": broken]) == [
        "thread 2 has no thread_name",
        "thread 1: 1 B without an E",
        "thread 1: slice at 3.0 overlaps one ending at 6.0",
        "async task task-1 .task: 1 begins, 0 ends",
        "flow 7: starts and finishes on thread 1 at 2.0",
      ])
    #expect(
      TraceEventRules.violations(in: ["traceEvents": [["ph": "Q", "pid": 1]]]) == [
        "event 0: ph Q is not a phase"
      ])
  }
}
