import TraceFormat

/// One statement of a finding's summary about what happened, with the events that show it:
/// "cancelled its running task" cites the `task-cancel`, "`_text` of Editor reset from "draft"
/// to """ the `slot-destroy` and the `slot-create`. A summary says nothing else about the trace:
/// the words between its clauses are fixed text (`Summary`, internal).
public struct Clause: Hashable, Sendable {
  /// What a clause states, which decides the kinds of event that can show it.
  public enum Claim: String, CaseIterable, Sendable {
    /// An input the user gave (tap, scroll, pop …).
    case input
    /// A body that ran, or a parent that gave a view new inputs.
    case evaluated
    /// A value a body read (a model instance it observes, a property).
    case read
    /// An identity decision: a view inserted, removed, replaced; a branch taken; an id changed.
    case decided
    /// A state slot destroyed and created again with another value.
    case reset
    /// A write to a state slot or a model property.
    case wrote
    /// A value a state slot held: from its creation, a write, or its destruction.
    case held
    /// A view that appeared or disappeared.
    case appeared
    /// A task started.
    case started
    /// A task cancelled.
    case cancelled
    /// A named effect (a request) that began or ended.
    case ran
    /// What a leaf showed on screen.
    case showed
    /// A warning the runtime recorded.
    case warned

    /// The kinds of event a clause of this claim may cite.
    public var shownBy: Set<EventKind> {
      switch self {
      case .input: [.input]
      case .evaluated: [.bodyBegin, .invalidate]
      case .read: [.read]
      case .decided: [.identity]
      case .reset: [.slotDestroy, .slotCreate]
      case .wrote: [.slotWrite, .modelWrite]
      case .held: [.slotCreate, .slotWrite, .slotDestroy]
      case .appeared: [.appear, .disappear]
      case .started: [.taskStart]
      case .cancelled: [.taskCancel]
      case .ran: [.effectBegin, .effectEnd]
      case .showed: [.display]
      case .warned: [.warning]
      }
    }
  }

  /// The words, as they stand in the summary.
  public let text: String
  /// What the words state.
  public let claim: Claim
  /// The events that show it happened, each in the finding's chain.
  public let evidence: [Seq]
  /// The values the words quote from those events (a slot's name, its old and new value).
  public let quotes: [String]
}

/// A finding's summary as a detector assembles it: clauses, each citing its events, joined by
/// fixed words. Fixed words are `StaticString`s, so nothing read from a trace can enter a summary
/// without a clause that cites the event it came from.
struct Summary {
  private(set) var text = ""
  private(set) var clauses: [Clause] = []

  /// Appends fixed words that state nothing about the trace (", so", ": @State takes …").
  mutating func say(_ words: StaticString) {
    text += words.description
  }

  /// Appends `words` stating `claim`, shown by the events `evidence` (`.none` entries dropped),
  /// which hold each of `quotes`.
  mutating func state(
    _ claim: Clause.Claim, _ words: String, cites evidence: [Seq], quoting quotes: [String] = []
  ) {
    text += words
    clauses.append(
      Clause(
        text: words, claim: claim, evidence: evidence.filter { !$0.isNone }, quotes: quotes))
  }

  /// Every event the clauses cite.
  var cited: [Seq] { clauses.flatMap(\.evidence) }

  /// Appends every clause and word of `other`.
  mutating func append(_ other: Summary) {
    text += other.text
    clauses += other.clauses
  }
}
