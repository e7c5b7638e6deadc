/// What an event records. The raw values are part of the file format: never renumber them.
public enum EventKind: UInt8, CaseIterable, Sendable, CustomStringConvertible {
  /// An update began. `code`: ``UpdateTrigger``. `cause`: the input or task event that started it.
  case updateBegin = 1
  /// An update ended. `value`: the number of bodies evaluated in it.
  case updateEnd = 2
  /// A user input from the driver. `code`: ``InputAction``. `identity`: the target.
  /// `name`: how the target was found (e.g. `text "Save"`). `after`: the value typed, toggled or stepped to.
  case input = 3
  /// An identity was marked for re-evaluation. `code`: ``InvalidationReason``.
  /// `name`: what changed (`_count`, `Store.notes`, `\.colorScheme`, `@self(title)`; a parent's
  /// input that cannot be compared and was made afresh is marked `:closure` or `:binding`, as in
  /// `@self(onDelete:closure)`). `before`/`after`: for parent inputs, the values of the inputs
  /// that changed, from → to, one line per input named (see ``ChangedInputs``; empty for one
  /// marked, and in traces recorded before values were, format version 5 on).
  case invalidate = 4
  /// A body evaluation began. `name`: the view type.
  case bodyBegin = 5
  /// A body evaluation ended. `name`: the view type. `value`: its duration in nanoseconds.
  case bodyEnd = 6
  /// A body read a dependency. `code`: ``DependencyKind``. `name`: what it read. With code
  /// `clock`, outside any body: a task woke up, and `name` is what it slept on (`sleep 300 ms`,
  /// `timer 1 s`).
  case read = 7
  /// The identity of a child after its parent's body. `code`: ``IdentityDecision``.
  /// `reason`: ``DecisionReason``. `name`: the view type. `before`/`after`: explicit ids from → to.
  /// `site`: for a branch flip, the `file:line` of the `if`/`else` or `switch` that flipped; for
  /// an element added or removed, the `file:line` of its `ForEach`. `value`: for an element
  /// added or removed, its position among the `ForEach`'s rows (in the new list, or in the old
  /// one for a removed row) plus one; 0 otherwise, and in traces recorded before positions were
  /// (format version 4 on).
  case identity = 8
  /// A state slot was created. `name`: the property (`_count`). `type`: its value type.
  /// `site`: the declaration `file:line`. `after`: its initial value. `code`: ``SlotKind``.
  case slotCreate = 9
  /// A state slot was written. `name`: the property. `before` → `after`: the values.
  /// `code`: ``Writer``. `value`: the writing task's id, when `code` is `.task`.
  case slotWrite = 10
  /// A state slot was destroyed with its identity. `name`: the property. `before`: its last value.
  case slotDestroy = 11
  /// An identity became visible. `name`: the view type.
  case appear = 12
  /// An identity stopped being visible. `name`: the view type.
  case disappear = 13
  /// A task started. `value`: the task id. `code`: ``TaskKind``. `name`: a label.
  /// `site`: where it was declared. `after`: the `.task(id:)` value.
  case taskStart = 14
  /// A task was cancelled. `value`: the task id. `code`: ``CancelReason``.
  case taskCancel = 15
  /// A task ended. `value`: the task id. `code`: ``TaskOutcome``.
  case taskEnd = 16
  /// A named side effect began (e.g. `GET /notes/17`). `value`: the effect id. `name`: the effect.
  /// `site`: the call site.
  case effectBegin = 17
  /// A named side effect ended. `value`: the effect id. `name`: the effect. `code`: ``EffectOutcome``.
  case effectEnd = 18
  /// The runtime saw the app do something wrong. `code`: ``WarningKind``. `name`: the message.
  /// `site`: where, when known.
  case warning = 19
  /// A property of an `@Observable` model (or a `@Published` one of an `ObservableObject`) was
  /// written. `identity`: the model instance, its type and instance number (`Store#1`), not a
  /// view. `name`: the property (`starred`). `type`: the model type. `before` → `after`: the
  /// values, described as slot values are. `code`: ``Writer``. `value`: the writing task's id,
  /// when `code` is `.task`. (Format version 3 on.)
  case modelWrite = 20
  /// What a leaf view shows changed. `identity`: the leaf's path. `name`: the view type (`Text`,
  /// `Toggle`). `before` → `after`: the text or value shown, bounded as slot values are.
  /// (Format version 3 on.)
  case display = 21

  public var description: String { name }

  /// The stable name used in JSON Lines, XML and on the command line.
  public var name: String {
    switch self {
    case .updateBegin: "update-begin"
    case .updateEnd: "update-end"
    case .input: "input"
    case .invalidate: "invalidate"
    case .bodyBegin: "body-begin"
    case .bodyEnd: "body-end"
    case .read: "read"
    case .identity: "identity"
    case .slotCreate: "slot-create"
    case .slotWrite: "slot-write"
    case .slotDestroy: "slot-destroy"
    case .appear: "appear"
    case .disappear: "disappear"
    case .taskStart: "task-start"
    case .taskCancel: "task-cancel"
    case .taskEnd: "task-end"
    case .effectBegin: "effect-begin"
    case .effectEnd: "effect-end"
    case .warning: "warning"
    case .modelWrite: "model-write"
    case .display: "display"
    }
  }

  /// The kind named `name`, as ``name`` spells it.
  public init?(name: String) {
    guard let kind = Self.byName[name] else { return nil }
    self = kind
  }

  private static let byName = Dictionary(uniqueKeysWithValues: allCases.map { ($0.name, $0) })

  /// The payload fields this kind uses. Fields outside this set are always zero.
  public var fields: EventFields {
    switch self {
    case .updateBegin: [.code]
    case .updateEnd: [.value]
    case .input: [.code, .name, .after]
    case .invalidate: [.code, .name, .before, .after]
    case .bodyBegin: [.name]
    case .bodyEnd: [.name, .value]
    case .read: [.code, .name]
    case .identity: [.code, .reason, .name, .site, .before, .after, .value]
    case .slotCreate: [.code, .name, .type, .site, .after]
    case .slotWrite: [.code, .name, .before, .after, .value]
    case .slotDestroy: [.name, .before]
    case .appear, .disappear: [.name]
    case .taskStart: [.code, .name, .site, .after, .value]
    case .taskCancel: [.code, .value]
    case .taskEnd: [.code, .value]
    case .effectBegin: [.name, .site, .value]
    case .effectEnd: [.code, .name, .value]
    case .warning: [.code, .name, .site]
    case .modelWrite: [.code, .name, .type, .before, .after, .value]
    case .display: [.name, .before, .after]
    }
  }
}

/// The payload fields of ``TraceEvent`` beyond the common header.
public struct EventFields: OptionSet, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }
  public static let code = EventFields(rawValue: 1 << 0)
  public static let reason = EventFields(rawValue: 1 << 1)
  public static let name = EventFields(rawValue: 1 << 2)
  public static let type = EventFields(rawValue: 1 << 3)
  public static let site = EventFields(rawValue: 1 << 4)
  public static let before = EventFields(rawValue: 1 << 5)
  public static let after = EventFields(rawValue: 1 << 6)
  public static let value = EventFields(rawValue: 1 << 7)
}

extension EventKind {
  /// The vocabulary of this kind's `code`, nil when the kind has none: one line per kind with a
  /// code, the only place that says which enumeration each kind stores.
  public var codes: CodeVocabulary? {
    switch self {
    case .updateBegin: .updateTrigger
    case .input: .inputAction
    case .invalidate: .invalidationReason
    case .read: .dependencyKind
    case .identity: .identityDecision
    case .slotCreate: .slotKind
    case .slotWrite, .modelWrite: .writer
    case .taskStart: .taskKind
    case .taskCancel: .cancelReason
    case .taskEnd: .taskOutcome
    case .effectEnd: .effectOutcome
    case .warning: .warningKind
    default: nil
    }
  }
}
