/// The small enumerations stored in an event's `code` and `reason` fields.
/// Raw values are part of the file format: append new cases, never renumber.
public protocol TraceCode: RawRepresentable, CaseIterable, Sendable where RawValue == UInt8 {}

extension TraceCode {
  /// The stable kebab-case name used in JSON Lines, XML and on the command line; an acronym is
  /// one word (`taskID` is `task-id`).
  public var name: String { kebabCase(String(describing: self), acronymsWhole: true) }

  /// The case named `name`, as ``name`` spells it or as the writers did before, a letter of an
  /// acronym at a time (`task-i-d`).
  public init?(name: String) {
    guard
      let match = Self.allCases.first(where: {
        $0.name == name || kebabCase(String(describing: $0), acronymsWhole: false) == name
      })
    else { return nil }
    self = match
  }
}

/// `camel` in kebab case: a dash before each capital, or with `acronymsWhole` only before the
/// first of a run of capitals.
func kebabCase(_ camel: String, acronymsWhole: Bool) -> String {
  var out = ""
  var previousUpper = false
  for ch in camel {
    if ch.isUppercase && !(acronymsWhole && previousUpper) { out += "-" }
    out += ch.lowercased()
    previousUpper = ch.isUppercase
  }
  return out
}

/// What started an update.
public enum UpdateTrigger: UInt8, TraceCode {
  case initial, input, task, lifecycle, external
}

/// A scripted user input.
public enum InputAction: UInt8, TraceCode {
  case tap, typeText, toggle, step, scroll, push, pop, refresh, dismiss, select, submit
}

/// Why an identity was invalidated.
public enum InvalidationReason: UInt8, TraceCode {
  /// A state slot it read was written: its own, or another view's read through a binding.
  case slot
  /// An `@Observable` property it read changed.
  case observable
  /// An `ObservableObject` it observes published a change.
  case published
  /// An environment value it read changed.
  case environment
  /// Its parent built it with different inputs.
  case parentInputs
}

/// What a body read.
public enum DependencyKind: UInt8, TraceCode {
  case slot, observable, published, environment, binding
  /// Not a body's: a task resumed when the host's clock reached its deadline (a sleep ended, an
  /// `asyncAfter` block or a timer tick came due). Its cause is the task's event before the
  /// wait; the task's next event names it as its cause.
  case clock
}

/// What became of a child identity after its parent's body.
public enum IdentityDecision: UInt8, TraceCode {
  case kept, inserted, removed, moved
}

/// Why an identity decision was made.
public enum DecisionReason: UInt8, TraceCode {
  /// Same position, same type, same id.
  case unchanged
  /// The parent itself is new.
  case firstAppearance
  /// An `if`/`else`, optional or `switch` took another branch.
  case branchFlipped
  /// An explicit `.id(_:)` value changed (`before` → `after`).
  case idChanged
  /// A `ForEach` element was added.
  case elementAdded
  /// A `ForEach` element was removed.
  case elementRemoved
  /// A `ForEach` element changed position.
  case elementMoved
  /// A different view type now stands at this position.
  case typeChanged
  /// Pushed onto or popped from a navigation path.
  case navigation
  /// A sheet was presented or dismissed.
  case presentation
  /// A lazy row scrolled into the visible window for the first time.
  case realized
  /// Its parent was removed.
  case parentRemoved
  /// Kept, and its body skipped: inputs differed (`before`: their names, comma-separated), but
  /// its type's `==` said the new view equals the old (an `Equatable` view, `.equatable()`).
  case equatableEqual
}

/// What kind of slot holds a view's state.
public enum SlotKind: UInt8, TraceCode {
  case state, stateObject
}

/// Who wrote a state slot.
public enum Writer: UInt8, TraceCode {
  /// A user action: a button, a binding from a control, a gesture.
  case action
  /// An asynchronous task.
  case task
  /// A body, while it was being evaluated (a bug in the app).
  case body
  /// An `onAppear`, `onDisappear` or `onChange` closure.
  case lifecycle
  /// Code outside the runtime's knowledge (a test, a timer).
  case external
}

/// How a task was started.
public enum TaskKind: UInt8, TraceCode {
  /// `.task { }`
  case task
  /// `.task(id:) { }`
  case taskID
  /// `Task { }`, which nothing cancels.
  case unstructured
  /// A `.refreshable` action.
  case refresh
}

extension TaskKind {
  /// How the task is written in code: `.task`, `.task(id:)`, `Task { }`, `.refreshable`.
  public var spelledInCode: String {
    switch self {
    case .task: ".task"
    case .taskID: ".task(id:)"
    case .unstructured: "Task { }"
    case .refresh: ".refreshable"
    }
  }
}

/// Why a task was cancelled.
public enum CancelReason: UInt8, TraceCode {
  /// Its view disappeared or its identity left the tree.
  case disappeared
  /// Its `.task(id:)` value changed.
  case idChanged
  /// The app cancelled it through its handle.
  case explicit
  /// The host shut down.
  case hostStopped
}

/// How a task ended.
public enum TaskOutcome: UInt8, TraceCode {
  case finished
  case finishedAfterCancel
  case threw
}

/// How a named side effect ended.
public enum EffectOutcome: UInt8, TraceCode {
  case succeeded, failed, cancelled
}

/// What the runtime warned about.
public enum WarningKind: UInt8, TraceCode {
  case writeDuringBody
  case effectInBody
  case duplicateID
  case writeAfterCancel
  case publishDuringBody
  case other
  /// A request made through `URLSession` that no fixture answered; it failed at once.
  case unansweredRequest
}
