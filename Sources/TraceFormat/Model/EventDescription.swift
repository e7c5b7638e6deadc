extension Trace {
  /// `event` on one readable line, with its strings and codes resolved:
  /// `#57 u2 0.601 ms identity NotesApp/…/List inserted (branch-flipped) name="List" ← #50`.
  public func describe(_ event: TraceEvent) -> String {
    var parts = [
      "\(event.seq)", "u\(event.update)", Self.milliseconds(event.time), event.kind.name,
      event.identity.isNone ? "-" : self[event.identity],
    ]
    for field in EventField.all where event.kind.fields.contains(field.set) {
      if let text = field.text(event, self) { parts.append(text) }
    }
    parts.append("← \(event.cause)")
    return parts.joined(separator: " ")
  }

  static func milliseconds(_ nanoseconds: UInt64) -> String {
    let micros = nanoseconds / 1_000
    let fraction = String(micros % 1_000)
    return "\(micros / 1_000).\(String(repeating: "0", count: 3 - fraction.count))\(fraction) ms"
  }
}

/// One payload field of an event: its name, and how to show and compare it.
struct EventField: Sendable {
  let name: String
  let set: EventFields
  /// The field shown on its own, in `describe`; nil to leave it out.
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
