import Foundation
import TraceFormat

/// What recording costs per event against bare copy loops, measured the same way by
/// format-bench and runtime-bench: `events` recorded over and over until `total` events, each
/// loop timed on the recording thread's CPU clock, the loops taking turns, best of `trials`.
///
/// Recording is what the runtime does: `SinkRelay.record` into a run that goes to the sink
/// (`TraceFileWriter`, `MemorySink`) when full. `TraceFileWriter` is also measured taking one
/// event a call, as converters hand it events.
///
/// The bare loops are what a sink could do at the least, as a loop copying each event:
/// - `inCache`: into one buffer the size of `events`, rewritten every round. With the runtime's
///   10,009 events that is 640 KB, which stays in this core's cache: no sink writes like this.
/// - `overRing`: into 256 KiB blocks taken in turn round 4 MiB, the most a core's private cache
///   here holds twice over: memory used before but gone from that cache.
/// - `handedOver`: into 256 KiB blocks handed to a second thread that reads them and hands them
///   back (``BlockHandoff``), as `TraceFileWriter`'s batches go to its writer thread: the least a
///   sink that hands events to another thread can do. Each event's line moves to the other core
///   and back; on a saturated loop like this one that is most of what the file sink costs.
/// - `fresh`: into memory never used before, as a sink that keeps every event writes at the
///   least (page faults included); measured, as `MemorySink` is, up to `keptLimit` events.
public struct RecordCost {
  public var inCache = UInt64.max
  public var overRing = UInt64.max
  public var handedOver = UInt64.max
  public var fresh: UInt64?
  public var fileWriter = UInt64.max
  public var fileWriterOneByOne = UInt64.max
  public var memorySink: UInt64?
  public let total: Int

  /// Above this many events, the loops that keep every event are not run (they take
  /// 64 bytes an event).
  public static let keptLimit = 1_000_000

  static let blockEvents = 4096
  static let ringBlocks = 16

  /// Measures every loop on `events` (whose symbols refer to `strings`), writing the file
  /// sink's trace to `file`.
  public static func measure(
    events: [TraceEvent], header: TraceHeader, strings: StringTable, total: Int,
    trials: Int, file: URL
  ) throws -> RecordCost {
    var cost = RecordCost(total: total)
    let keeps = total <= keptLimit
    let ring = UnsafeMutablePointer<TraceEvent>.allocate(capacity: ringBlocks * blockEvents)
    let cache = UnsafeMutablePointer<TraceEvent>.allocate(capacity: events.count)
    defer {
      ring.deallocate()
      cache.deallocate()
    }
    // Touched once, so that no loop below pays for the first use of its memory.
    ring.initialize(repeating: events[0], count: ringBlocks * blockEvents)
    cache.initialize(repeating: events[0], count: events.count)
    try events.withUnsafeBufferPointer { events in
      for _ in 0..<trials {
        cost.inCache = min(
          cost.inCache, timed { copy(events, total, into: cache, wrap: events.count) })
        cost.overRing = min(
          cost.overRing,
          timed { copy(events, total, into: ring, wrap: ringBlocks * blockEvents) })
        // As many blocks queued as a waiting file sink queues batches (1 MiB).
        let handoff = BlockHandoff(blockEvents: blockEvents, queueLimit: 4)
        cost.handedOver = min(cost.handedOver, timed { handoff.copy(events, total) })
        handoff.stop()
        if keeps {
          let kept = UnsafeMutablePointer<TraceEvent>.allocate(capacity: total)
          cost.fresh = min(
            cost.fresh ?? .max, timed { copy(events, total, into: kept, wrap: total) })
          kept.deallocate()
        }

        // Waiting rather than dropping when the writer thread falls behind, so that every
        // event is recorded: this loop records far faster than an app does.
        let relay = SinkRelay(sinks: [try TraceFileWriter(url: file, waitWhenBehind: true)])
        relay.begin(header: header, strings: strings)
        cost.fileWriter = min(cost.fileWriter, timed { relayed(events, total, relay) })
        try relay.finish()

        let writer = try TraceFileWriter(url: file, waitWhenBehind: true)
        writer.begin(header: header, strings: strings)
        cost.fileWriterOneByOne = min(
          cost.fileWriterOneByOne, timed { oneByOne(events, total, writer) })
        try writer.finish()

        if keeps {
          let relay = SinkRelay(sinks: [MemorySink()])
          relay.begin(header: header, strings: strings)
          cost.memorySink = min(cost.memorySink ?? .max, timed { relayed(events, total, relay) })
        }
      }
    }
    return cost
  }

  /// Copies `total` events, taking `events` in turn, to `destination`, starting again at its
  /// start after `wrap` events.
  private static func copy(
    _ events: UnsafeBufferPointer<TraceEvent>, _ total: Int,
    into destination: UnsafeMutablePointer<TraceEvent>, wrap: Int
  ) {
    var from = 0
    var to = 0
    for _ in 0..<total {
      (destination + to).initialize(to: events[from])
      from += 1
      if from == events.count { from = 0 }
      to += 1
      if to == wrap { to = 0 }
    }
  }

  /// Records `total` events, taking `events` in turn, through `relay`, and flushes it.
  private static func relayed(
    _ events: UnsafeBufferPointer<TraceEvent>, _ total: Int, _ relay: SinkRelay
  ) {
    var from = 0
    for _ in 0..<total {
      relay.record(events[from])
      from += 1
      if from == events.count { from = 0 }
    }
    relay.flush()
  }

  /// Records `total` events, taking `events` in turn, into `writer`, one a call.
  private static func oneByOne(
    _ events: UnsafeBufferPointer<TraceEvent>, _ total: Int, _ writer: TraceFileWriter
  ) {
    var from = 0
    for _ in 0..<total {
      writer.record(events[from])
      from += 1
      if from == events.count { from = 0 }
    }
  }

  private static func timed(_ body: () throws -> Void) rethrows -> UInt64 {
    let start = threadCPUNanoseconds()
    try body()
    return threadCPUNanoseconds() - start
  }

  /// ns per event.
  private func perEvent(_ ns: UInt64) -> String {
    String(format: "%.2f", Double(ns) / Double(total))
  }

  private func ratio(_ ns: UInt64, to base: UInt64) -> String {
    String(format: "%.2f×", Double(ns) / Double(base))
  }

  /// The header of ``row``'s table.
  public static let tableHeader =
    "| events | bare, in cache | over a ring | handed over | fresh | TraceFileWriter in runs (× in cache, × handed over) | one a call (× handed over) | MemorySink in runs (× fresh) |\n|---|---|---|---|---|---|---|---|"

  /// The figures as a row of a Markdown table, in ns per event.
  public var row: String {
    let kept = fresh.map(perEvent) ?? "—"
    var memory = "—"
    if let memorySink, let fresh {
      memory = "\(perEvent(memorySink)) (\(ratio(memorySink, to: fresh)))"
    }
    return
      "| \(total) | \(perEvent(inCache)) | \(perEvent(overRing)) | \(perEvent(handedOver)) | \(kept) "
      + "| \(perEvent(fileWriter)) (\(ratio(fileWriter, to: inCache)), "
      + "\(ratio(fileWriter, to: handedOver))) | \(perEvent(fileWriterOneByOne)) "
      + "(\(ratio(fileWriterOneByOne, to: handedOver))) | \(memory) |"
  }
}
