/// One field of an event kind and what it holds, as the kind's doc comment says it
/// (``EventKind/documentation``): `name`: the property, or `before` → `after`: the values.
public struct EventFieldNote: Sendable, Equatable {
  /// The fields it covers, as the doc comment names them: `["name"]`, `["before", "after"]`.
  public var fields: [String]
  /// How the doc comment joins them: `" → "` or `"/"`; empty for one field.
  public var joiner: String
  /// What the field holds, in the doc comment's words, without its code quotes.
  public var meaning: String

  /// The fields as the doc comment writes them: `before → after`.
  public var label: String { fields.joined(separator: joiner) }
}

extension EventKind {
  /// What this kind records: its doc comment up to the first field it describes.
  public var summary: String { Self.notes[Int(rawValue)].summary }

  /// The fields this kind's doc comment describes, in its order, with what each holds.
  public var fieldNotes: [EventFieldNote] { Self.notes[Int(rawValue)].fields }

  private static let notes: [(summary: String, fields: [EventFieldNote])] = (0...255).map {
    EventKind(rawValue: UInt8($0)).map { parse($0.documentation) } ?? ("", [])
  }

  /// Splits a doc comment at each `` `field`: `` (or `` `a` → `b`: ``, `` `a`/`b`: ``).
  private static func parse(_ text: String) -> (summary: String, fields: [EventFieldNote]) {
    let flat = text.split(whereSeparator: \.isNewline).joined(separator: " ")
    // `name`: , `before` → `after`: or `before`/`after`: (built here: a Regex is not Sendable).
    let label = try! Regex(#"`(\w+)`(?:( → |/)`(\w+)`)?: "#)
    var summary = ""
    var fields: [EventFieldNote] = []
    var rest = flat[...]
    var pending: EventFieldNote?
    while let match = rest.firstMatch(of: label) {
      let before = String(rest[..<match.range.lowerBound])
      if var note = pending {
        note.meaning = plain(before)
        fields.append(note)
      } else {
        summary = plain(before)
      }
      let names = [match.output[1].substring, match.output[3].substring].compactMap { $0 }
      pending = EventFieldNote(
        fields: names.map(String.init), joiner: match.output[2].substring.map(String.init) ?? "",
        meaning: "")
      rest = rest[match.range.upperBound...]
    }
    if var note = pending {
      note.meaning = plain(String(rest))
      fields.append(note)
    } else {
      summary = plain(String(rest))
    }
    return (summary, fields)
  }

  /// Text without code quotes or surrounding spaces: ``` ``Writer``. ``` → `Writer.`.
  private static func plain(_ text: String) -> String {
    let unquoted = text.filter { $0 != "`" }
    return String(unquoted.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
  }
}

extension Trace {
  /// What `event` holds in the fields of `note`, strings and codes resolved and joined as the
  /// note joins them: `0 → 1`; an empty string is `∅`.
  public func text(of note: EventFieldNote, in event: TraceEvent) -> String {
    note.fields.map { field($0, of: event) }.joined(separator: note.joiner)
  }

  private func field(_ name: String, of e: TraceEvent) -> String {
    switch name {
    case "cause": return e.cause.isNone ? "none" : "\(e.cause)"
    case "identity": return e.identity.isNone ? "none" : self[e.identity]
    default:
      guard let field = EventField.all.first(where: { $0.name == name }) else { return "?" }
      let value = field.value(e, self)
      return value.isEmpty ? "∅" : value
    }
  }
}
