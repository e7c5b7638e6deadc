/// A trace's events, packed: about a quarter of the 64 bytes a ``TraceEvent`` takes, so that a
/// trace of 10^7 events fits in a few hundred megabytes.
///
/// It reads as an array of events does (a `RandomAccessCollection` of ``TraceEvent`` indexed
/// from 0): each event is rebuilt when it is read. Events are added with `append`, which is
/// cheap; setting an event repacks its chunk, and other changes (`remove`, `replaceSubrange`)
/// unpack and repack the whole store, for tests that edit a trace.
///
///     var events = EventStore()
///     events.append(TraceEvent(seq: Seq(index: 0), kind: .updateBegin))
///     for event in events where event.kind == .updateBegin { … }
///
/// Reading the events in order (`for … in`, its ``Iterator``) rebuilds them a block at a time,
/// and costs less than reading them by index.
///
/// Events are kept in chunks of ``chunkSize``: the last chunk as plain events, each full one
/// packed, every field in as few bits as its spread over the chunk needs.
public struct EventStore: Sendable {
  /// The events in a chunk: packed chunks hold exactly this many.
  public static let chunkSize = 1 << chunkShift
  static let chunkShift = 12

  private var packed: [PackedEvents] = []
  /// The events after the packed chunks, fewer than ``chunkSize``.
  private var tail: [TraceEvent] = []

  public init() {}

  /// The memory the events take, in bytes: the packed chunks and the tail's capacity.
  var bytes: Int {
    packed.reduce(tail.capacity * MemoryLayout<TraceEvent>.stride) { $0 + $1.size }
  }
}

extension EventStore: RandomAccessCollection {
  public var startIndex: Int { 0 }
  public var endIndex: Int { packed.count << Self.chunkShift + tail.count }

  /// The event at `index`, rebuilt from its chunk; setting it repacks the chunk.
  public subscript(index: Int) -> TraceEvent {
    get {
      let chunk = index >> Self.chunkShift
      let offset = index & (Self.chunkSize - 1)
      return chunk < packed.count ? packed[chunk].event(at: offset) : tail[offset]
    }
    set {
      let chunk = index >> Self.chunkShift
      let offset = index & (Self.chunkSize - 1)
      guard chunk < packed.count else {
        tail[offset] = newValue
        return
      }
      var events = (0..<Self.chunkSize).map { packed[chunk].event(at: $0) }
      events[offset] = newValue
      packed[chunk] = events.withUnsafeBufferPointer { PackedEvents(packing: $0) }
    }
  }
}

extension EventStore {
  /// The sequence number of the event at `index`, read alone (a search reads only that).
  func seq(at index: Int) -> Seq {
    let chunk = index >> Self.chunkShift
    let offset = index & (Self.chunkSize - 1)
    return chunk < packed.count ? packed[chunk].seq(at: offset) : tail[offset].seq
  }

  /// Reads the events in order. It rebuilds the packed events 256 at a time, field by field,
  /// into a buffer of its own (16 KB, made at its first packed event), instead of each event
  /// whole from its chunk as reading by index does.
  public struct Iterator: IteratorProtocol {
    /// The events an iterator rebuilds at once: a whole number of them fill a chunk.
    static let blockSize = 256

    private let packed: [PackedEvents]
    private let tail: [TraceEvent]
    private let end: Int
    private var index: Int
    /// The events from `blockStart` to `blockEnd`, rebuilt.
    private var block: [TraceEvent] = []
    private var blockStart = 0
    private var blockEnd = 0

    init(_ store: EventStore) {
      packed = store.packed
      tail = store.tail
      end = store.endIndex
      index = 0
    }

    /// The next event, or `nil` after the last.
    public mutating func next() -> TraceEvent? {
      guard index < end else { return nil }
      defer { index += 1 }
      let number = index >> EventStore.chunkShift
      guard number < packed.count else { return tail[index & (EventStore.chunkSize - 1)] }
      if index >= blockEnd { rebuild(chunk: number) }
      return block[index - blockStart]
    }

    /// Rebuilds the block that starts at `index`, in chunk `number`.
    private mutating func rebuild(chunk number: Int) {
      if block.isEmpty {
        block = Array(repeating: TraceEvent(kind: .updateBegin), count: Self.blockSize)
      }
      block.withUnsafeMutableBufferPointer {
        packed[number].decode(
          from: index & (EventStore.chunkSize - 1), count: Self.blockSize, into: $0.baseAddress!)
      }
      blockStart = index
      blockEnd = index + Self.blockSize
    }
  }

  /// An iterator from the first event.
  public func makeIterator() -> Iterator { Iterator(self) }
}

extension EventStore: MutableCollection {}

extension EventStore: RangeReplaceableCollection {
  /// Adds `event` at the end; every ``chunkSize`` events, the chunk they fill is packed.
  public mutating func append(_ event: TraceEvent) {
    if tail.isEmpty { tail.reserveCapacity(Self.chunkSize) }
    tail.append(event)
    if tail.count == Self.chunkSize {
      tail.withUnsafeBufferPointer { packed.append(PackedEvents(packing: $0)) }
      tail.removeAll(keepingCapacity: true)
    }
  }

  /// Replaces the events in `range` with `events`, by unpacking and repacking the whole store.
  public mutating func replaceSubrange<C: Collection<TraceEvent>>(
    _ range: Range<Int>, with events: C
  ) {
    var all = Array(self)
    all.replaceSubrange(range, with: events)
    self = EventStore()
    for event in all { append(event) }
  }
}

extension EventStore: ExpressibleByArrayLiteral {
  public init(arrayLiteral events: TraceEvent...) { self.init(events) }
}

extension EventStore: Hashable {
  public static func == (a: EventStore, b: EventStore) -> Bool {
    a.count == b.count && a.elementsEqual(b)
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(count)
    for event in self { hasher.combine(event) }
  }
}
