/// The stable names of the `code` and `reason` values of each kind, for JSON Lines and display.
enum CodeNames {
  /// Names by raw value, per raw kind; an empty table where the kind has no code.
  private static let codes: [[String?]] = (0..<32).map { raw in
    guard let kind = EventKind(rawValue: UInt8(raw)) else { return [] }
    return switch kind {
    case .updateBegin: table(UpdateTrigger.self)
    case .input: table(InputAction.self)
    case .invalidate: table(InvalidationReason.self)
    case .read: table(DependencyKind.self)
    case .identity: table(IdentityDecision.self)
    case .slotCreate: table(SlotKind.self)
    case .slotWrite: table(Writer.self)
    case .taskStart: table(TaskKind.self)
    case .taskCancel: table(CancelReason.self)
    case .taskEnd: table(TaskOutcome.self)
    case .effectEnd: table(EffectOutcome.self)
    case .warning: table(WarningKind.self)
    default: []
    }
  }
  private static let reasons: [String?] = table(DecisionReason.self)
  private static let codeValues: [[String: UInt8]] = codes.map(inverse)
  private static let reasonValues: [String: UInt8] = inverse(reasons)

  private static func table<T: TraceCode>(_: T.Type) -> [String?] {
    var names = [String?](repeating: nil, count: 256)
    for c in T.allCases { names[Int(c.rawValue)] = c.name }
    return names
  }

  private static func inverse(_ names: [String?]) -> [String: UInt8] {
    var values: [String: UInt8] = [:]
    for (i, name) in names.enumerated() { if let name { values[name] = UInt8(i) } }
    return values
  }

  /// The name of `code` for an event of `kind`, nil if it has none.
  static func code(_ code: UInt8, of kind: EventKind) -> String? {
    let names = codes[Int(kind.rawValue)]
    return names.isEmpty ? nil : names[Int(code)]
  }

  /// The name of `reason` (identity events).
  static func reason(_ reason: UInt8) -> String? { reasons[Int(reason)] }

  static func code(named name: String, of kind: EventKind) -> UInt8? {
    codeValues[Int(kind.rawValue)][name]
  }

  static func reason(named name: String) -> UInt8? { reasonValues[name] }

  /// Kinds by name.
  static let kinds: [String: EventKind] = Dictionary(
    uniqueKeysWithValues: EventKind.allCases.map { ($0.name, $0) })
}
