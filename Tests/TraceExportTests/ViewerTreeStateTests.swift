import Foundation
import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport

@testable import TraceExport

/// The replay's tree after each update is `tree --at N`: applying the page's changes as they
/// come, with no rule of its own (as viewer.js does), gives what `Timeline.tree(after:)` folds.
@Suite struct ViewerTreeStateTests {
  @Test(arguments: Repository.traceNames)
  func applyingTheChangesGivesTreeAt(name: String) throws {
    let trace = try Repository.trace(named: name).0
    let timeline = Timeline(trace: trace)
    let data = try ViewerPage(HTMLViewer.render(timeline: timeline)).data
    let strings = try #require(data["strings"] as? [String])
    let paths = try #require((data["lanes"] as? [String: Any])?["path"] as? [String])
    let updates = try #require(data["updates"] as? [[String: Any]])
    var alive = Set<Int>()
    var slots: [Int: [(name: Int, value: Int)]] = [:]
    var shows: [Int: Int] = [:]
    for update in updates {
      let ops = try #require(update["ops"] as? [Int])
      var removed = Set<Int>()
      for j in stride(from: 0, to: ops.count, by: 5) {
        let (op, lane, name, value) = (ops[j], ops[j + 1], ops[j + 2], ops[j + 3])
        switch ViewerUpdates.Op(rawValue: min(op, ViewerUpdates.Op.mark.rawValue)) {
        case .enter:
          alive.insert(lane)
          slots[lane] = []
          shows[lane] = nil
        case .leave: alive.remove(lane)
        case .slotCreate, .slotWrite:
          if let k = slots[lane]?.firstIndex(where: { $0.name == name }) {
            slots[lane]?[k].value = value
          } else {
            slots[lane]?.append((name, value))
          }
        case .shows: shows[lane] = value
        case .mark where op - ViewerUpdates.Op.mark.rawValue == TreeMark.removed.rawValue:
          removed.insert(lane)
        default: break
        }
      }
      let lines = alive.union(removed).map { lane in
        paths[lane] + " | "
          + (slots[lane] ?? []).map { "\(strings[$0.name]) = \(strings[$0.value])" }
          .joined(separator: ", ") + " | " + (shows[lane].map { strings[$0] } ?? "")
      }.sorted()
      let n = try #require(update["n"] as? Int)
      let expected = (timeline.tree(after: UInt32(n)) ?? []).map { node in
        node.path + " | " + node.slots.map { "\($0.name) = \($0.value)" }.joined(separator: ", ")
          + " | " + (node.shows ?? "")
      }.sorted()
      #expect(lines == expected, "update \(n)")
    }
  }
}
