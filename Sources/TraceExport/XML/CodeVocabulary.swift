import TraceFormat

/// The names of one code enumeration, both ways. Codes a version does not know are spelled as
/// their decimal number, so that nothing is lost.
struct CodeVocabulary: Sendable {
  private let byCode: [UInt8: String]
  private let byName: [String: UInt8]

  init<T: TraceCode>(_: T.Type) {
    var byCode: [UInt8: String] = [:]
    for value in T.allCases { byCode[value.rawValue] = value.name }
    self.byCode = byCode
    byName = Dictionary(uniqueKeysWithValues: byCode.map { ($1, $0) })
  }

  /// The name of `code`, or its number when it has none.
  func name(_ code: UInt8) -> String { byCode[code] ?? String(code) }

  /// The code named `name`, or spelled as a decimal number.
  func code(_ name: String) -> UInt8? {
    if let code = byName[name] { return code }
    guard !name.isEmpty, name.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }) else { return nil }
    return UInt8(name)
  }

  static let updateTrigger = CodeVocabulary(UpdateTrigger.self)
  static let inputAction = CodeVocabulary(InputAction.self)
  static let invalidationReason = CodeVocabulary(InvalidationReason.self)
  static let dependencyKind = CodeVocabulary(DependencyKind.self)
  static let identityDecision = CodeVocabulary(IdentityDecision.self)
  static let decisionReason = CodeVocabulary(DecisionReason.self)
  static let slotKind = CodeVocabulary(SlotKind.self)
  static let writer = CodeVocabulary(Writer.self)
  static let taskKind = CodeVocabulary(TaskKind.self)
  static let cancelReason = CodeVocabulary(CancelReason.self)
  static let taskOutcome = CodeVocabulary(TaskOutcome.self)
  static let effectOutcome = CodeVocabulary(EffectOutcome.self)
  static let warningKind = CodeVocabulary(WarningKind.self)
}

extension EventKind {
  /// The enumeration stored in `code` for this kind, or nil when the kind has no code.
  var codes: CodeVocabulary? {
    switch self {
    case .updateBegin: .updateTrigger
    case .input: .inputAction
    case .invalidate: .invalidationReason
    case .read: .dependencyKind
    case .identity: .identityDecision
    case .slotCreate: .slotKind
    case .slotWrite: .writer
    case .taskStart: .taskKind
    case .taskCancel: .cancelReason
    case .taskEnd: .taskOutcome
    case .effectEnd: .effectOutcome
    case .warning: .warningKind
    case .updateEnd, .bodyBegin, .bodyEnd, .slotDestroy, .appear, .disappear, .effectBegin: nil
    }
  }
}
