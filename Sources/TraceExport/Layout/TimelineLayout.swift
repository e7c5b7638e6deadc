import TraceAnalysis
import TraceFormat

/// The shared picture of a trace that every visual exporter draws: lanes in tree order and the
/// spans and marks on them, on one horizontal axis.
///
/// It is drawn from TraceAnalysis's ``Timeline``, which pairs every beginning with its end and
/// decides why each body ran; the layout only places what the model holds.
struct TimelineLayout {
  /// One row: an identity, or the row for events that concern no identity.
  struct Lane {
    /// The identity path, or "" for the row of events without identity.
    var path: String
    /// What to print: the last path component.
    var name: String
    var depth: Int
    var parent: Int?
    /// Whether the trace never names this identity itself (only its descendants).
    var isImplied: Bool
    /// The index in the trace's events of the first event that names it; nil when implied.
    var firstEvent: Int? = nil
    /// The lane this one is drawn in while folded: itself for a lane shown by default (a view),
    /// else the view it belongs to (see ``ViewLanes``).
    var owner = 0
    /// The depth among the lanes shown by default.
    var shownDepth = 0
  }

  /// What a span shows.
  enum SpanKind: UInt8, CaseIterable {
    case lifetime, visible, body, slot, task, effect, update
  }

  /// Something with a beginning and an end on one lane (updates use lane -1).
  struct Span {
    var kind: SpanKind
    var lane: Int32
    var start: UInt64
    var end: UInt64
    /// The seq of the event that began it, or `.none` when it began before the trace.
    var beginSeq: Seq
    /// The seq of the event that ended it, or `.none` when it was still open at the end.
    var endSeq: Seq
    /// The label: view type, slot property, task label or effect name.
    var label: Sym
    /// Kind-specific: a `BodyCause` for bodies, the outcome code for tasks and effects,
    /// the trigger for updates.
    var detail: UInt8
    /// The update number for updates, the task or effect id for tasks and effects, the event
    /// that caused it for bodies (0 for none).
    var number: UInt64
  }

  /// What a mark shows.
  enum MarkKind: UInt8, CaseIterable {
    case reset, cancel, finish, input, warning, finding
  }

  /// Something that happened at one moment on one lane.
  struct Mark {
    var kind: MarkKind
    var lane: Int32
    var at: UInt64
    var seq: Seq
    /// The index of the finding for findings; the cancel reason or task outcome code otherwise.
    var detail: Int
  }

  /// How positions along the timeline are measured.
  enum Axis: Equatable {
    /// Nanoseconds since the start of the trace, with events at one instant spread apart into
    /// readable clusters (see ``TimeAxis``): the default.
    case time
    /// Nanoseconds since the start of the trace, exactly (for viewers that zoom by themselves).
    case traceTime
    /// Event sequence numbers.
    case sequence

    var isTime: Bool { self != .sequence }

    /// The spread of the ``TimeAxis``: 0 for trace time, nil to pick one.
    var spread: UInt64? { self == .traceTime ? 0 : nil }
  }

  /// The derived model the layout is drawn from.
  let model: Timeline
  var findings: [Finding]
  var axis: Axis
  /// The time axis: positions of the events and the map back to trace time.
  var timeAxis: TimeAxis
  var lanes: [Lane]
  /// The lane of each identity symbol, indexed by `Sym.rawValue`; -1 for none.
  var laneOfSymbol: [Int32]
  /// The axis position of the first and last event.
  var start: UInt64
  var end: UInt64
  /// The spans, by start (then beginning, kind and lane), each made when read.
  var spans: Spans
  /// The marks, by position (then seq and kind), each made when read.
  var marks: Marks
  /// Where the events sit on the axis.
  var places: EventPlaces

  var trace: Trace { model.trace }

  /// Where `event` sits on the axis.
  func position(of event: TraceEvent) -> UInt64 { places.position(ofSeq: event.seq) }

  /// Where the event `seq` sits on the axis.
  func position(ofSeq seq: Seq) -> UInt64 { places.position(ofSeq: seq) }

  /// Where the event at `index` in the trace's events sits on the axis.
  func position(atIndex index: Int) -> UInt64 { places.position(atIndex: index) }

  /// The trace time, since the first event, at an axis position.
  func time(at position: UInt64) -> UInt64 {
    axis.isTime ? timeAxis.time(at: position) : 0
  }

  /// The lane of `event`: its identity's lane, or the lane of events without identity.
  func lane(of event: TraceEvent) -> Int32 {
    laneOfSymbol[Int(event.identity.rawValue)]
  }

  /// A human reading of an axis position, e.g. `12.500 ms` or `#1234`; of a distance on the
  /// axis, e.g. `12.5 ms`, when `isDuration`.
  func format(_ position: UInt64, isDuration: Bool = false) -> String {
    guard axis.isTime else { return "#\(position)" }
    let time = time(at: position)
    return isDuration ? TraceTime.duration(time) : TraceTime.exact(time)
  }

  /// The unit label of the axis.
  var axisUnit: String { axis.isTime ? "time since start" : "event sequence number" }

}
