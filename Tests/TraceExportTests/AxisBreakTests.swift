import Foundation
import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport

@testable import TraceExport

/// An honest axis: linear wherever it is not marked, each stretched instant marked with the real
/// time it covers, tick labels at round times on the linear stretches only.
@Suite struct AxisBreakTests {
  /// Five events 10 ms apart, a 300 ms gap, 40 events at one instant, five more 10 ms apart:
  /// bodies of one view begun and ended in turn.
  static func gapAndCluster() -> Trace {
    let b = TraceBuilder()
    let times =
      (0..<5).map { UInt64($0) * 10_000_000 } + Array(repeating: 340_000_000, count: 40)
      + (1...5).map { 340_000_000 + UInt64($0) * 10_000_000 }
    for (index, time) in times.enumerated() {
      b.time = time
      b.add(index.isMultiple(of: 2) ? .bodyBegin : .bodyEnd, "A", name: "A")
    }
    return b.trace
  }

  /// Ten bodies 1 ms apart, a minute idle, ten more 1 ms apart.
  static func longIdle() -> Trace {
    let b = TraceBuilder()
    let times =
      (0..<10).map { UInt64($0) * 1_000_000 }
      + (0..<10).map { 60_009_000_000 + UInt64($0) * 1_000_000 }
    for (index, time) in times.enumerated() {
      b.time = time
      b.add(index.isMultiple(of: 2) ? .bodyBegin : .bodyEnd, "A", name: "A")
    }
    return b.trace
  }

  @Test func aLongIdleStretchIsDrawnShorterAndSaysHowLongItWas() throws {
    let axis = TimeAxis(events: Self.longIdle().events)
    #expect(axis.breaks.count == 1)
    let idle = try #require(axis.breaks.first)
    #expect(idle.isIdle)
    #expect(idle.text == "60 s idle" && idle.shortText == "60 s")
    #expect([idle.startTime, idle.endTime] == [9_000_000, 60_009_000_000])
    // A quarter of the 18 ms the trace was busy; the events 1 ms apart keep their distance.
    #expect(idle.end - idle.start == 4_500_000)
    #expect(axis.positions.last == 18_000_000 + 4_500_000)
    let ticks = axis.ticks(from: 0, to: try #require(axis.positions.last), width: 1200)
    #expect(
      ticks.contains { $0.time < idle.startTime } && ticks.contains { $0.time > idle.endTime })
    for tick in ticks {
      #expect(axis.time(at: tick.position) == tick.time)
      #expect(!(idle.start < tick.position && tick.position < idle.end))
    }
  }

  @Test func theGapBesideTheClusterIsNotLongEnoughToShorten() {
    // 300 ms idle beside 90 ms of work, less than four times as long: drawn at its length.
    let axis = TimeAxis(events: Self.gapAndCluster().events)
    #expect(axis.breaks.allSatisfy { !$0.isIdle })
  }

  @Test func theClusterIsOneBreakThatSaysWhatItHolds() {
    let axis = TimeAxis(events: Self.gapAndCluster().events)
    #expect(axis.breaks.count == 1)
    let only = axis.breaks.first
    #expect(only?.events == 40)
    #expect(only.map { [$0.startTime, $0.endTime] } == [340_000_000, 340_000_000])
    #expect(only.map { $0.end - $0.start } == 39 * axis.spread)
    #expect(only?.text == "40 events at 340.000 ms")
    #expect(only?.shortText == "40 events")
  }

  @Test func ticksAreRoundTimesOnTheLinearStretchesOnly() throws {
    let axis = TimeAxis(events: Self.gapAndCluster().events)
    let end = try #require(axis.knots.last?.position)
    let ticks = axis.ticks(from: 0, to: end, width: 1200)
    // 390 ms, and 39 spreads of 3.9 ms for the cluster, on 1200 px: 80 px are about 36 ms of
    // axis, so ticks every 50 ms; 340 ms, where the break begins, is not a multiple of 50 ms.
    #expect(ticks.map(\.time) == stride(from: 0, through: 350_000_000, by: 50_000_000).map { $0 })
    #expect(ticks.first?.label == "0 ms")
    #expect(ticks.last?.label == "350 ms")
    let cluster = try #require(axis.breaks.first)
    for tick in ticks {
      // Where a tick stands, the axis reads its time, and no tick stands inside the break.
      #expect(axis.time(at: tick.position) == tick.time)
      #expect(!(cluster.start < tick.position && tick.position < cluster.end))
    }
    // Linear in each segment: equal steps of time are equal steps of position on either side.
    let before = ticks.filter { $0.position <= cluster.start }
    #expect(Set(zip(before, before.dropFirst()).map { $1.position - $0.position }) == [50_000_000])
    // From 300 ms to 350 ms: 50 ms of linear axis and the break's width between them.
    let across = ticks.drop { $0.time < 300_000_000 }.prefix(2).map(\.position)
    #expect(
      across.count == 2 && across[1] - across[0] == 50_000_000 + (cluster.end - cluster.start))
  }

  @Test func theSVGMarksTheBreakAndKeepsItsLabelsInTheFrame() throws {
    let svg = try ParsedXML(SVGTimeline.render(trace: Self.gapAndCluster()))
    let breaks = svg.all("rect", class: "break")
    #expect(breaks.count == 1)
    #expect(
      svg.all("title").contains {
        $0.text.hasPrefix("Axis break: 40 events at 340.000 ms, drawn wider than its time")
      })
    #expect(svg.all("text", class: "break-label").map(\.text) == ["⋯ 40 events at 340.000 ms ⋯"])
    let labels = svg.all("text", class: "tick-label")
    #expect(labels.first?.text == "0 ms")
    #expect(labels.last?.text == "350 ms")
  }
}
