/// One payload field of an event: its name, and how to show and compare it.
struct EventField: Sendable {
  let name: String
  let set: EventFields
  /// The field shown on its own, in ``EventWording/fields``; nil to leave it out.
  let text: @Sendable (TraceEvent, Trace) -> String?
  /// The field's value with strings resolved, for comparison and divergence reports.
  let value: @Sendable (TraceEvent, Trace) -> String

  static let all: [EventField] = [
    EventField(
      name: "code", set: .code, text: { e, _ in codeName(e) }, value: { e, _ in codeName(e) }),
    EventField(
      name: "reason", set: .reason, text: { e, _ in "(\(reasonName(e)))" },
      value: { e, _ in reasonName(e) }),
    string("name", .name, \.name),
    string("type", .type, \.type),
    string("site", .site, \.site),
    string("before", .before, \.before),
    string("after", .after, \.after),
    EventField(
      name: "value", set: .value, text: { e, _ in "value=\(e.value)" },
      value: { e, _ in String(e.value) }),
  ]

  private static func string(
    _ name: String, _ set: EventFields, _ sym: KeyPath<TraceEvent, Sym> & Sendable
  )
    -> EventField
  {
    EventField(
      name: name, set: set,
      text: { e, trace in e[keyPath: sym].isNone ? nil : "\(name)=\(quoted(trace[e[keyPath: sym]]))"
      },
      value: { e, trace in trace[e[keyPath: sym]] })
  }

  private static func codeName(_ e: TraceEvent) -> String {
    e.kind.codes?.knownName(e.code) ?? "code \(e.code)"
  }

  private static func reasonName(_ e: TraceEvent) -> String {
    CodeVocabulary.decisionReason.knownName(e.reason) ?? "reason \(e.reason)"
  }

  private static func quoted(_ s: String) -> String {
    "\""
      + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
      + "\""
  }
}
