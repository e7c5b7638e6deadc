import Foundation
import Testing

@testable import TraceFormat

/// Decoding ahead on a helper thread must not change what a read gives: events, strings, report
/// and errors are those of decoding everything on the reader's thread.
@Suite struct DecodeAheadTests {
  /// Everything a read of `url` gives, as one comparable value.
  struct Outcome: Equatable {
    var events: [RandomTraces.Resolved] = []
    var notes: [String] = []
    var dropped: [UInt64] = []
    var error: String?
  }

  static func read(_ url: URL, salvage: Bool, decodeAhead: Bool) -> Outcome {
    var outcome = Outcome()
    do {
      let reader = try TraceReader(url: url, salvage: salvage, decodeAhead: decodeAhead)
      while let item = try reader.nextItem() {
        switch item {
        case .event(let e): outcome.events.append(RandomTraces.Resolved(e, reader.strings))
        case .dropped(let n): outcome.dropped.append(n)
        }
      }
      outcome.notes = reader.report.notes
    } catch {
      outcome.error = error.description
    }
    return outcome
  }

  @Test func aLargeTraceReadsTheSameOnOneThreadAndOnTwo() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("large.vtrace")
    let trace = RandomTraces.make(events: 60_000, seed: 11, stringHeavy: true)
    try RandomTraces.record(trace, to: url)
    let types = RandomTraces.chunks(in: try Data(contentsOf: url)).map(\.type)
    #expect(types.filter { $0 == 2 }.count > 8 && types.contains(4))

    let ahead = Self.read(url, salvage: false, decodeAhead: true)
    #expect(ahead == Self.read(url, salvage: false, decodeAhead: false))
    #expect(ahead.events == RandomTraces.resolved(trace) && ahead.notes.isEmpty)
  }

  @Test func damagedFilesReadTheSameOnOneThreadAndOnTwo() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("small.vtrace")
    try RandomTraces.record(
      RandomTraces.make(events: 160, seed: 42, stringHeavy: true), to: url, chunkBytes: 200)
    let data = try Data(contentsOf: url)
    #expect(RandomTraces.chunks(in: data).count > 6)
    let damaged = dir.appendingPathComponent("damaged.vtrace")
    var rng = SeededRandom(seed: 9)
    for offset in stride(from: 0, to: data.count, by: 3) {
      var flipped = data
      flipped[offset] ^= UInt8.random(in: 1...255, using: &rng)
      for bytes in [data.prefix(offset), flipped] {
        try bytes.write(to: damaged)
        for salvage in [false, true] {
          let ahead = Self.read(damaged, salvage: salvage, decodeAhead: true)
          #expect(
            ahead == Self.read(damaged, salvage: salvage, decodeAhead: false),
            "byte \(offset), salvage \(salvage)")
        }
      }
    }
  }

  @Test func aReaderLeftHalfwayStopsCleanly() throws {
    let dir = try RandomTraces.directory()
    defer { try? FileManager.default.removeItem(at: dir) }
    let url = dir.appendingPathComponent("large.vtrace")
    let trace = RandomTraces.make(events: 30_000, seed: 5)
    try RandomTraces.record(trace, to: url)
    for taken in [0, 1, 5_000, 29_999] {
      let reader = try TraceReader(url: url, decodeAhead: true)
      for i in 0..<taken {
        let e = try reader.next()
        #expect(e?.seq == trace.events[i].seq)
      }
    }
  }
}
