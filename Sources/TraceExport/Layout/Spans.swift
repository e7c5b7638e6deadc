import TraceAnalysis
import TraceFormat

extension TimelineLayout {
  /// The layout's spans in drawing order, each made from the model's own record when read.
  ///
  /// A span is held as a 4-byte reference to the record it shows (an update, a body, a stay on
  /// screen, a slot, a task or an effect), not as a 56-byte ``Span``: at 10^7 events that is
  /// about 20 MB instead of 280 MB. Only the lifetimes are made at once, as each is placed from
  /// its identity's neighbours; they are few.
  struct Spans: RandomAccessCollection {
    /// The kind in the top 3 bits, the index in the model's records of that kind (in
    /// `lifetimes` for lifetimes) in the rest.
    private var refs: [UInt32] = []
    private var lifetimes: [Span] = []
    private let model: Timeline
    private let places: EventPlaces
    private let laneOfSymbol: [Int32]
    /// Where spans that began before the trace, or were open at its end, begin or end.
    private let start: UInt64
    private let end: UInt64

    private static let indexBits = 29
    private static let indexMask: UInt32 = 1 << indexBits - 1

    /// No spans yet, placed on `places` between `start` and `end`.
    init(
      model: Timeline, places: EventPlaces, laneOfSymbol: [Int32], start: UInt64, end: UInt64
    ) {
      self.model = model
      self.places = places
      self.laneOfSymbol = laneOfSymbol
      self.start = start
      self.end = end
    }

    var startIndex: Int { 0 }
    var endIndex: Int { refs.count }

    subscript(position: Int) -> Span { span(refs[position]) }

    /// Room for `count` spans.
    mutating func reserveCapacity(_ count: Int) { refs.reserveCapacity(count) }

    /// Adds the model's record `index` of `kind`, unless it concerns no lane (updates span
    /// every lane).
    mutating func add(_ kind: SpanKind, _ index: Int, identity: Sym = .none) {
      guard kind == .update || lane(identity) >= 0 else { return }
      append(kind, index)
    }

    /// Adds a lifetime made by the caller.
    mutating func add(lifetime: Span) {
      lifetimes.append(lifetime)
      append(.lifetime, lifetimes.count - 1)
    }

    private mutating func append(_ kind: SpanKind, _ index: Int) {
      precondition(index <= Int(Self.indexMask), "too many spans of one kind")
      refs.append(UInt32(kind.rawValue) << Self.indexBits | UInt32(index))
    }

    /// Puts the spans in drawing order: by start, beginning, kind and lane, then in the order
    /// they were added.
    mutating func sort() {
      var refs = self.refs
      self.refs = []
      let spans = self
      refs.sort { a, b in
        let (x, y) = (spans.span(a), spans.span(b))
        return (x.start, x.beginSeq, x.kind.rawValue, x.lane, a)
          < (y.start, y.beginSeq, y.kind.rawValue, y.lane, b)
      }
      self.refs = refs
    }

    private func lane(_ identity: Sym) -> Int32 { laneOfSymbol[Int(identity.rawValue)] }

    /// A span on `lane` from the event `begin` to the event `end`; `.none` for either means it
    /// began before the trace (at `from`) or was still open at its end.
    func placed(
      _ kind: SpanKind, lane: Int32, begin: Seq, end: Seq, from: UInt64? = nil,
      label: Sym = .none, detail: UInt8 = 0, number: UInt64 = 0
    ) -> Span {
      let start = begin.isNone ? from ?? self.start : places.position(ofSeq: begin)
      let stop = end.isNone ? self.end : places.position(ofSeq: end)
      return Span(
        kind: kind, lane: lane, start: start, end: Swift.max(stop, start), beginSeq: begin,
        endSeq: end,
        label: label, detail: detail, number: number)
    }

    private func span(_ ref: UInt32) -> Span {
      let index = Int(ref & Self.indexMask)
      switch SpanKind(rawValue: UInt8(ref >> Self.indexBits)) ?? .lifetime {
      case .lifetime:
        return lifetimes[index]
      case .update:
        let update = model.updates[index]
        return placed(
          .update, lane: -1, begin: update.begin, end: update.end, detail: update.trigger,
          number: UInt64(update.number))
      case .body:
        let body = model.bodies[index]
        return placed(
          .body, lane: lane(body.identity), begin: body.begin, end: body.end, label: body.type,
          detail: body.cause.rawValue, number: body.causeEvent.rawValue)
      case .visible:
        let stay = model.appearances[index]
        return placed(
          .visible, lane: lane(stay.identity), begin: stay.appeared, end: stay.disappeared,
          label: stay.type)
      case .slot:
        let slot = model.slots[index]
        return placed(
          .slot, lane: lane(slot.identity), begin: slot.created, end: slot.destroyed,
          label: slot.name)
      case .task:
        let task = model.tasks[index]
        return placed(
          .task, lane: lane(task.identity), begin: task.started, end: task.ended,
          label: task.name, detail: task.ended.isNone ? .max : task.outcome, number: task.id)
      case .effect:
        let effect = model.effects[index]
        return placed(
          .effect, lane: lane(effect.identity), begin: effect.begin, end: effect.end,
          label: effect.name, detail: effect.end.isNone ? .max : effect.outcome,
          number: effect.id)
      }
    }
  }
}
