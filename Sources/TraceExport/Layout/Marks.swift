import TraceAnalysis
import TraceFormat

extension TimelineLayout {
  /// The layout's marks in drawing order, each made from what it marks when read: a 4-byte
  /// reference (a reset, a task's cancel or end, an input or warning, a finding) instead of a
  /// 40-byte ``Mark``.
  struct Marks: RandomAccessCollection {
    /// The kind in the top 3 bits, the index in the model's records of that kind in the rest:
    /// resets, tasks (cancels and ends), the inputs then the warnings, findings.
    private var refs: [UInt32] = []
    private let model: Timeline
    private let findings: [Finding]
    private let places: EventPlaces
    private let laneOfSymbol: [Int32]

    private static let indexBits = 29
    private static let indexMask: UInt32 = 1 << indexBits - 1

    /// No marks yet, of `findings` and what `model` holds, placed on `places`.
    init(model: Timeline, findings: [Finding], places: EventPlaces, laneOfSymbol: [Int32]) {
      self.model = model
      self.findings = findings
      self.places = places
      self.laneOfSymbol = laneOfSymbol
    }

    var startIndex: Int { 0 }
    var endIndex: Int { refs.count }

    subscript(position: Int) -> Mark { mark(refs[position]) }

    /// Room for `count` marks.
    mutating func reserveCapacity(_ count: Int) { refs.reserveCapacity(count) }

    /// Adds the mark of `kind` for record `index` (see `refs`), unless it concerns no lane.
    mutating func add(_ kind: MarkKind, _ index: Int) {
      precondition(index <= Int(Self.indexMask), "too many marks of one kind")
      let ref = UInt32(kind.rawValue) << Self.indexBits | UInt32(index)
      guard mark(ref).lane >= 0 else { return }
      refs.append(ref)
    }

    /// Puts the marks in drawing order: by position, seq and kind, then in the order they were
    /// added.
    mutating func sort() {
      var refs = self.refs
      self.refs = []
      let marks = self
      refs.sort { a, b in
        let (x, y) = (marks.mark(a), marks.mark(b))
        return (x.at, x.seq, x.kind.rawValue, a) < (y.at, y.seq, y.kind.rawValue, b)
      }
      self.refs = refs
    }

    private func lane(_ identity: Sym) -> Int32 { laneOfSymbol[Int(identity.rawValue)] }

    private func placed(_ kind: MarkKind, lane: Int32, seq: Seq, detail: Int) -> Mark {
      Mark(kind: kind, lane: lane, at: places.position(ofSeq: seq), seq: seq, detail: detail)
    }

    /// The mark at an event, on its identity's lane; its code as detail unless given.
    private func placed(_ kind: MarkKind, event: TraceEvent, detail: Int? = nil) -> Mark {
      placed(
        kind, lane: lane(event.identity), seq: event.seq, detail: detail ?? Int(event.code))
    }

    private func mark(_ ref: UInt32) -> Mark {
      let index = Int(ref & Self.indexMask)
      let kind = MarkKind(rawValue: UInt8(ref >> Self.indexBits)) ?? .reset
      switch kind {
      case .reset:
        let reset = model.resets[index]
        return placed(
          .reset, lane: lane(reset.new.identity), seq: reset.new.created,
          detail: Int(lane(reset.old.identity)))
      case .cancel:
        let task = model.tasks[index]
        return placed(
          .cancel, lane: lane(task.identity), seq: task.cancelled,
          detail: Int(task.cancelReason))
      case .finish:
        let task = model.tasks[index]
        return placed(
          .finish, lane: lane(task.identity), seq: task.ended, detail: Int(task.outcome))
      case .input, .warning:
        let inputs = model.inputs
        let seq = index < inputs.count ? inputs[index] : model.warnings[index - inputs.count]
        guard let event = model.trace.event(seq: seq) else { return noMark }
        return placed(event.kind == .input ? .input : .warning, event: event)
      case .finding:
        guard let seq = findings[index].symptom, let event = model.trace.event(seq: seq) else {
          return noMark
        }
        return placed(.finding, event: event, detail: index)
      }
    }

    /// What a reference to an event the trace does not hold reads as: no lane, never added.
    private var noMark: Mark { Mark(kind: .input, lane: -1, at: 0, seq: .none, detail: 0) }
  }
}
