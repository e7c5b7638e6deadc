import Foundation
import TraceFormat

/// The readable one-line form of an event.
enum EventText {
  static func line(_ e: TraceEvent, strings: [String]) -> String {
    var parts = [
      Output.style.dim(e.seq.description), "u\(e.update)",
      Output.style.dim(padLeft(TraceTime.exact(e.time), 10)),
      Output.style.bold(e.kind.name),
    ]
    if !e.identity.isNone { parts.append(strings[Int(e.identity.rawValue)]) }
    let fields = e.kind.fields
    if fields.contains(.code) {
      parts.append("code=" + (e.kind.codes?.name(e.code) ?? "\(e.code)"))
    }
    if fields.contains(.reason) {
      parts.append("reason=" + CodeVocabulary.decisionReason.name(e.reason))
    }
    for (field, label, sym) in [
      (EventFields.name, "name", e.name), (.type, "type", e.type), (.site, "site", e.site),
      (.before, "before", e.before), (.after, "after", e.after),
    ] where fields.contains(field) && !sym.isNone {
      parts.append("\(label)=\(JSON.string(strings[Int(sym.rawValue)]).rendered)")
    }
    if fields.contains(.value) { parts.append("value=\(e.value)") }
    if !e.cause.isNone { parts.append(Output.style.dim("<- \(e.cause)")) }
    return parts.joined(separator: "  ")
  }
}
