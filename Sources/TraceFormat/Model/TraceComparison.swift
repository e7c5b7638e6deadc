/// Where two traces of the same scenario first differ, compared event by event with strings
/// resolved (two recordings may number their strings differently and still be the same trace).
public struct TraceDivergence: Sendable, Hashable {
  /// The position of the first differing event, from 0.
  public let index: Int
  /// The event the expected trace has there; nil when it ended before.
  public let expected: TraceEvent?
  /// The event the actual trace has there; nil when it ended before.
  public let actual: TraceEvent?
  /// The fields that differ (`kind`, `identity`, `reason`, `after` …); empty when one side ended.
  public let fields: [String]
}

/// Compares a recorded trace with a new recording of the same scenario.
public enum TraceComparison {
  /// The first event at which `actual` differs from `expected`, or nil when their events are the
  /// same. Headers are not compared: a trace is judged by what it recorded.
  public static func firstDivergence(expected: Trace, actual: Trace) -> TraceDivergence? {
    for index in 0..<max(expected.events.count, actual.events.count) {
      guard index < expected.events.count, index < actual.events.count else {
        return TraceDivergence(
          index: index,
          expected: expected.events.indices.contains(index) ? expected.events[index] : nil,
          actual: actual.events.indices.contains(index) ? actual.events[index] : nil, fields: [])
      }
      let fields = differences(
        expected.events[index], in: expected, actual.events[index], in: actual)
      if !fields.isEmpty {
        return TraceDivergence(
          index: index, expected: expected.events[index], actual: actual.events[index],
          fields: fields)
      }
    }
    return nil
  }

  /// The names of the fields in which `a` (of `ta`) and `b` (of `tb`) differ.
  static func differences(_ a: TraceEvent, in ta: Trace, _ b: TraceEvent, in tb: Trace) -> [String]
  {
    var fields: [String] = []
    if a.seq != b.seq { fields.append("seq") }
    if a.time != b.time { fields.append("time") }
    if a.update != b.update { fields.append("update") }
    if a.cause != b.cause { fields.append("cause") }
    if a.kind != b.kind { return fields + ["kind"] }
    if ta[a.identity] != tb[b.identity] { fields.append("identity") }
    for field in EventField.all where a.kind.fields.contains(field.set) {
      if field.value(a, ta) != field.value(b, tb) { fields.append(field.name) }
    }
    return fields
  }

  /// A readable report of `divergence`: the differing fields with both values, then the events
  /// around it, `context` on each side, marked `-` for `expected` and `+` for `actual`.
  public static func report(
    _ divergence: TraceDivergence, expected: Trace, actual: Trace, context: Int = 3,
    expectedLabel: String = "recorded", actualLabel: String = "new"
  ) -> String {
    let index = divergence.index
    // More context than either trace has events shows them whole, and keeps the sums below exact.
    let context = min(max(context, 0), max(expected.events.count, actual.events.count))
    var lines = [
      "first difference at event \(index + 1) (\(expectedLabel): \(expected.events.count) events, \(actualLabel): \(actual.events.count))"
    ]
    switch (divergence.expected, divergence.actual) {
    case (let a?, let b?):
      for field in divergence.fields {
        lines.append(
          "  \(field): \(value(of: field, a, expected)) (\(expectedLabel)) ≠ \(value(of: field, b, actual)) (\(actualLabel))"
        )
      }
      if linesUp(expected, from: index + 1, actual, from: index) {
        lines.append(
          "  the \(actualLabel) trace lacks this \(expectedLabel) event; the events after it line up again:"
        )
        lines.append("    " + expected.describe(a))
      } else if linesUp(expected, from: index, actual, from: index + 1) {
        lines.append(
          "  the \(actualLabel) trace has an extra event here; the events after it line up again:")
        lines.append("    " + actual.describe(b))
      }
    case (nil, _):
      lines.append("  the \(expectedLabel) trace ends here; the \(actualLabel) one goes on")
    case (_, nil):
      lines.append("  the \(actualLabel) trace ends here; the \(expectedLabel) one goes on")
    }
    lines.append("")
    for i in max(0, index - context)..<index {
      lines.append("    " + expected.describe(expected.events[i]))
    }
    let after = { (trace: Trace) in
      trace.events[min(index, trace.events.count)..<min(index + context + 1, trace.events.count)]
    }
    for event in after(expected) { lines.append("  - " + expected.describe(event)) }
    for event in after(actual) { lines.append("  + " + actual.describe(event)) }
    lines.append("")
    lines.append("  - \(expectedLabel)   + \(actualLabel)")
    return lines.joined(separator: "\n")
  }

  /// Whether the next few events of `a` from `i` and of `b` from `j` say the same, their
  /// numbering and causes aside: one trace has one event more than the other before them.
  static func linesUp(_ a: Trace, from i: Int, _ b: Trace, from j: Int) -> Bool {
    let count = min(3, a.events.count - i, b.events.count - j)
    guard count > 0, a.events.count - i == b.events.count - j || count == 3 else { return false }
    return (0..<count).allSatisfy { k in
      let x = a.events[i + k]
      let y = b.events[j + k]
      return x.kind == y.kind && a[x.identity] == b[y.identity]
        && EventField.all.allSatisfy { field in
          !x.kind.fields.contains(field.set) || field.value(x, a) == field.value(y, b)
        }
    }
  }

  private static func value(of field: String, _ event: TraceEvent, _ trace: Trace) -> String {
    switch field {
    case "seq": return event.seq.description
    case "time": return TraceTime.exact(event.time)
    case "update": return "u\(event.update)"
    case "cause": return event.cause.description
    case "kind": return event.kind.name
    case "identity": return trace[event.identity]
    case "code", "reason", "value":
      return EventField.all.first { $0.name == field }?.value(event, trace) ?? ""
    default:
      let shown = EventField.all.first { $0.name == field }?.value(event, trace) ?? ""
      return shown.isEmpty ? "(none)" : "\"\(shown)\""
    }
  }
}
