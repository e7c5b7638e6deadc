import Testing
import TraceTestSupport

@testable import TraceFormat

/// The packed store must give back every event exactly as appended, whatever its fields hold:
/// values at the edges of their types, causes before, after and equal to the event, gaps in
/// the sequence numbers, and chunks cut at any point.
@Suite struct EventStoreTests {
  /// A deterministic stream of events, with edge values every so often.
  private static func events(_ count: Int) -> [TraceEvent] {
    var random = SplitMix(seed: 7)
    let edges: [UInt64] = [0, 1, 2, 255, 256, 1 << 32 - 1, 1 << 56, 1 << 57, .max - 1, .max]
    var seq: UInt64 = 1
    return (0..<count).map { i in
      func pick() -> UInt64 {
        i % 97 == 5 ? edges[Int(random.next() % UInt64(edges.count))] : random.next() % 1_000
      }
      seq += i % 500 == 3 ? random.next() % 5_000 : 1
      let cause: UInt64 =
        switch i % 7 {
        case 0: 0
        case 1: seq &+ 1
        case 2: seq
        case 3: pick()
        default: seq &- (random.next() % 50)
        }
      return TraceEvent(
        seq: Seq(rawValue: i % 1_003 == 9 ? pick() : seq), time: UInt64(i) * 1_000 &+ pick(),
        update: UInt32(truncatingIfNeeded: pick()), cause: Seq(rawValue: cause),
        kind: EventKind.allCases[Int(random.next() % UInt64(EventKind.allCases.count))],
        identity: Sym(rawValue: UInt32(truncatingIfNeeded: pick())),
        code: UInt8(truncatingIfNeeded: pick()), reason: UInt8(truncatingIfNeeded: pick()),
        name: Sym(rawValue: UInt32(truncatingIfNeeded: pick())),
        type: Sym(rawValue: UInt32(truncatingIfNeeded: pick())),
        site: Sym(rawValue: UInt32(truncatingIfNeeded: pick())),
        before: Sym(rawValue: UInt32(truncatingIfNeeded: pick())),
        after: Sym(rawValue: UInt32(truncatingIfNeeded: pick())), value: pick())
    }
  }

  @Test func everyEventReadsBackAsAppended() {
    let expected = Self.events(3 * EventStore.chunkSize + 17)
    var store = EventStore()
    for (i, event) in expected.enumerated() {
      store.append(event)
      if i % 1_000 == 0 || i == EventStore.chunkSize { #expect(store[i] == event) }
    }
    #expect(store.count == expected.count)
    #expect(Array(store) == expected)
    #expect(expected.indices.allSatisfy { store[$0] == expected[$0] })
  }

  /// Reading in order rebuilds the packed events a block at a time, field by field: it must
  /// give what reading each by index gives, across blocks, chunks and into the tail, and in a
  /// store with no packed chunk or none at all.
  @Test(arguments: [0, 1, 300, EventStore.chunkSize, 2 * EventStore.chunkSize + 300])
  func readingInOrderGivesWhatIndexingGives(count: Int) {
    let expected = Self.events(count)
    let store = EventStore(expected)
    var read: [TraceEvent] = []
    for event in store { read.append(event) }
    #expect(read == expected)
    #expect(read == store.indices.map { store[$0] })
  }

  @Test func theSameFieldInEveryEventTakesNoBits() {
    let event = TraceEvent(seq: Seq(rawValue: 9), time: .max, kind: .warning, value: .max)
    let store = EventStore(repeatElement(event, count: EventStore.chunkSize + 1))
    #expect(store.allSatisfy { $0 == event })
  }

  @Test func editsRepackTheStore() {
    let expected = Self.events(EventStore.chunkSize + 10)
    var store = EventStore(expected)
    store.remove(at: 3)
    store.removeLast()
    var edited = expected
    edited.remove(at: 3)
    edited.removeLast()
    #expect(Array(store) == edited && store == EventStore(edited))
    #expect(store.hashValue == EventStore(edited).hashValue)
  }

  /// docs/security-and-limits.md states this size: a scrolling list's events take under a
  /// third of their 64 bytes.
  @Test func aListSessionTakesUnder20BytesAnEvent() {
    let trace = SyntheticTrace.make(events: 100_000)
    #expect(trace.events.bytes < 20 * trace.events.count)
  }

  @Test func causeDistancesAreOneToOne() {
    for seq: UInt64 in [0, 1, 2, 1_000, .max - 1, .max] {
      for cause: UInt64 in [0, 1, 2, seq &- 1, seq, seq &+ 1, seq &+ 2, .max] {
        let distance = PackedEvents.causeDistance(cause, seq: seq)
        #expect(PackedEvents.cause(distance: distance, seq: seq) == cause)
      }
    }
  }
}

/// A small seeded generator, so that the test's events are the same on every run.
private struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

extension EventStoreTests {
  /// Packed fields of every width, from 1 bit to 64, at every offset in a word, read back as
  /// stored: two fields whose widths are `width` and `65 - width` make records that start and
  /// end anywhere in a word.
  @Test(arguments: [1, 2, 7, 8, 9, 31, 32, 33, 56, 57, 63, 64])
  func fieldsOfEveryWidthReadBack(width: Int) {
    let top: UInt64 = width == 64 ? .max : 1 << UInt64(width) - 1
    let otherTop: UInt64 = width == 1 ? .max : 1 << UInt64(65 - width) - 1
    var expected: [TraceEvent] = []
    for i in 0..<EventStore.chunkSize + 3 {
      let time: UInt64 = UInt64(i % 3) * (otherTop / 2)
      let value: UInt64 = i % 5 == 0 ? top : UInt64(i) & top
      expected.append(
        TraceEvent(seq: Seq(rawValue: UInt64(i + 1)), time: time, kind: .bodyBegin, value: value))
    }
    let store = EventStore(expected)
    #expect(Array(store) == expected)
    #expect(store[EventStore.chunkSize - 1] == expected[EventStore.chunkSize - 1])
    #expect(store[5].value == top)
  }
}
