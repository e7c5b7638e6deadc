/// The names of one code enumeration (a ``TraceCode``), both ways: the one map from the numbers
/// in an event's `code` and `reason` fields to the names that JSON Lines, XML and the command
/// line use. ``EventKind/codes`` gives the vocabulary of each kind's `code`.
public struct CodeVocabulary: Sendable {
  private let names: [String?]
  private let codes: [String: UInt8]

  /// The vocabulary of the enumeration `T`.
  public init<T: TraceCode>(_: T.Type) {
    var names = [String?](repeating: nil, count: 256)
    for value in T.allCases { names[Int(value.rawValue)] = value.name }
    self.names = names
    codes = Dictionary(uniqueKeysWithValues: T.allCases.map { ($0.name, $0.rawValue) })
  }

  /// The name of `code`, nil when the enumeration has no such case (a newer writer's).
  public func knownName(_ code: UInt8) -> String? { names[Int(code)] }

  /// The name of `code`, or its decimal number when it has none, so that nothing is lost.
  public func name(_ code: UInt8) -> String { names[Int(code)] ?? String(code) }

  /// The code named `name`.
  public func code(named name: String) -> UInt8? { codes[name] }

  /// The code that `text` names or spells as a decimal number, as ``name(_:)`` writes it.
  public func code(_ text: String) -> UInt8? {
    if let code = codes[text] { return code }
    guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
    return UInt8(text)
  }

  public static let updateTrigger = CodeVocabulary(UpdateTrigger.self)
  public static let inputAction = CodeVocabulary(InputAction.self)
  public static let invalidationReason = CodeVocabulary(InvalidationReason.self)
  public static let dependencyKind = CodeVocabulary(DependencyKind.self)
  public static let identityDecision = CodeVocabulary(IdentityDecision.self)
  /// The vocabulary of every `reason` field (identity decisions).
  public static let decisionReason = CodeVocabulary(DecisionReason.self)
  public static let slotKind = CodeVocabulary(SlotKind.self)
  public static let writer = CodeVocabulary(Writer.self)
  public static let taskKind = CodeVocabulary(TaskKind.self)
  public static let cancelReason = CodeVocabulary(CancelReason.self)
  public static let taskOutcome = CodeVocabulary(TaskOutcome.self)
  public static let effectOutcome = CodeVocabulary(EffectOutcome.self)
  public static let warningKind = CodeVocabulary(WarningKind.self)
}
