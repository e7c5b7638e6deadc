import TraceAnalysis
import TraceFormat

/// The shared picture of a trace that every visual exporter draws: lanes in tree order and the
/// spans and marks on them, on one horizontal axis.
struct Timeline {
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
    /// The seq of the event that began it, or 0 when it began before the trace.
    var beginSeq: UInt64
    /// The seq of the event that ended it, or 0 when it was still open at the end.
    var endSeq: UInt64
    /// The label: view type, slot property, task label or effect name.
    var label: Sym
    /// Kind-specific: a ``BodyCause`` for bodies, the outcome code for tasks and effects,
    /// the trigger for updates.
    var detail: UInt8
    /// The update number for updates, the task or effect id for tasks and effects.
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
    var seq: UInt64
    /// The index of the finding for findings; the cancel reason or task outcome code otherwise.
    var detail: Int
  }

  /// How positions along the timeline are measured.
  enum Axis: Equatable {
    /// Nanoseconds since the start of the trace.
    case time
    /// Event sequence numbers, used when the clock barely moved (a virtual clock).
    case sequence
  }

  var trace: Trace
  var findings: [Finding]
  var axis: Axis
  var lanes: [Lane]
  /// The lane of each identity symbol, indexed by `Sym.rawValue`; -1 for none.
  var laneOfSymbol: [Int32]
  /// The axis position of the first and last event.
  var start: UInt64
  var end: UInt64
  var spans: [Span]
  var marks: [Mark]

  /// Where `event` sits on the axis.
  func position(of event: TraceEvent) -> UInt64 {
    axis == .time ? event.time : event.seq
  }

  /// The lane of `event`: its identity's lane, or the lane of events without identity.
  func lane(of event: TraceEvent) -> Int32 {
    laneOfSymbol[Int(event.identity.rawValue)]
  }

  /// A human reading of an axis position, e.g. `12.5 ms` or `#1234`.
  func format(_ position: UInt64) -> String {
    axis == .time ? Self.formatDuration(position) : "#\(position)"
  }

  /// The unit label of the axis.
  var axisUnit: String { axis == .time ? "time since start" : "event sequence number" }

  static func formatDuration(_ ns: UInt64) -> String {
    let value = Double(ns)
    let (scaled, unit): (Double, String) =
      switch ns {
      case ..<1_000: (value, "ns")
      case ..<1_000_000: (value / 1e3, "µs")
      case ..<1_000_000_000: (value / 1e6, "ms")
      default: (value / 1e9, "s")
      }
    let rounded = (scaled * 100).rounded() / 100
    return (rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)) + " " + unit
  }
}
