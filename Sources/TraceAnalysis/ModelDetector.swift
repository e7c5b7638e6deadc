import TraceFormat

/// Problems of `ObservableObject` models: a model made anew by the view that observes it
/// (`model/recreated`), and bodies evaluated for a published change they never read
/// (`invalidation/unread`).
struct ModelDetector {
  let d: Detection

  func detect() -> [Finding] { recreated() + unread() }

  /// A view that observes a new instance of the same model type after an update, when that
  /// instance is the newest of its type: it was made for this evaluation.
  private func recreated() -> [Finding] {
    var instances: [Sym: (type: String, number: Int)?] = [:]
    func instance(_ sym: Sym) -> (type: String, number: Int)? {
      if let known = instances[sym] { return known }
      let text = d.text(sym)
      var parsed: (String, Int)?
      if let hash = text.lastIndex(of: "#"), let n = Int(text[text.index(after: hash)...]) {
        parsed = (String(text[..<hash]), n)
      }
      instances[sym] = parsed
      return parsed
    }
    var last: [Sym: (instance: Sym, read: Seq)] = [:]
    var newest: [String: Int] = [:]
    var findings: [Finding] = []
    var reported: Set<String> = []
    for seq in d.timeline.publishedReads {
      guard let read = d.event(seq), let model = instance(read.name) else { continue }
      let isNewest = model.number > newest[model.type, default: 0]
      if isNewest { newest[model.type] = model.number }
      defer { last[read.identity] = (read.name, read.seq) }
      guard let (previous, previousRead) = last[read.identity], previous != read.name, isNewest,
        instance(previous)?.type == model.type
      else { continue }
      let view = d.viewType(read.identity)
      guard reported.insert(view + "|" + model.type).inserted else { continue }
      let rebuild = d.event(read.cause)?.cause ?? .none
      let parent = d.enclosingBody(of: rebuild)
      let (old, new) = (d.text(previous), d.text(read.name))
      var summary = Summary()
      summary.state(
        .read, "\(view) observes a new \(model.type) (\(old) → \(new))",
        cites: [previousRead, read.seq], quoting: [old, new])
      summary.say(" after ")
      summary.state(
        .evaluated, "\(parent.map { d.text($0.name) + ".body" } ?? "its parent") rebuilt it",
        cites: [parent?.seq ?? rebuild])
      summary.say(": a model made by the view that observes it is replaced, with its state, ")
      summary.say("on every parent update")
      findings.append(
        Finding(
          kind: .modelRecreated, summary: summary,
          chain: d.chain(to: [seq], citing: summary), sites: sites(of: model.type),
          fix:
            "Own the model with `@StateObject` in \(view) (or in a parent that passes it in) "
            + "instead of `@ObservedObject var … = \(model.type)()`: @ObservedObject does not "
            + "keep what it is given."))
    }
    return findings
  }

  /// Bodies whose only invalidation was a published change of a property they did not read,
  /// while they did read other properties of that model: one finding per view and property.
  private func unread() -> [Finding] {
    struct Waste {
      var first: Seq
      var bodies: [Seq] = []
      var duration: UInt64?
    }
    var wastes: [String: Waste] = [:]
    var order: [String] = []
    let published = InvalidationReason.published.rawValue
    var suspects: [(body: BodySpan, changed: String)] = []
    for body in d.timeline.bodies where body.invalidations == 1 && body.causeReason == published {
      guard let begin = d.event(body.begin), let cause = d.event(begin.cause) else { continue }
      let changed = d.text(cause.name)
      let model = changed.prefix { $0 != "." } + "."
      let reads = readNames(of: body)
      guard reads.contains(where: { $0.hasPrefix(model) }), !reads.contains(changed) else {
        continue
      }
      suspects.append((body, changed))
    }
    guard !suspects.isEmpty else { return [] }
    let shown = ShownLeaves(d, views: Set(suspects.map { d.text($0.body.identity) }))
    for (body, changed) in suspects where !shown.showedChange(after: body) {
      let key = d.text(body.type) + "|" + changed
      if wastes[key] == nil {
        order.append(key)
        wastes[key] = Waste(first: body.begin)
      }
      wastes[key]!.bodies.append(body.begin)
      if let measured = body.duration {
        // Saturating: a duration read from a file may be near 2^64.
        let (sum, overflow) = (wastes[key]!.duration ?? 0).addingReportingOverflow(measured)
        wastes[key]!.duration = overflow ? .max : sum
      }
    }
    return order.map { key in
      let waste = wastes[key]!
      let begin = d.event(waste.first)!
      let changed = d.text(d.event(begin.cause)!.name)
      let view = d.text(begin.name)
      let model = String(changed.prefix { $0 != "." })
      var summary = Summary()
      summary.state(
        .evaluated, "\(view).body ran \(times(waste.bodies.count)) for \(changed)",
        cites: waste.bodies + [begin.cause], quoting: [view, changed])
      summary.say(", which it never reads")
      if let duration = waste.duration {
        summary.state(
          .evaluated, " (\(TraceTime.duration(duration)) in all)", cites: waste.bodies)
      }
      summary.say(": an ObservableObject invalidates every view that observes it")
      return Finding(
        kind: .invalidationUnread, summary: summary,
        chain: d.chain(to: [waste.first], citing: summary), sites: sites(of: model),
        fix:
          "Make \(model) `@Observable` (views then depend only on the properties they read), "
          + "or pass \(view) the values it shows instead of the whole model.")
    }
  }

  /// The published names a body read.
  private func readNames(of body: BodySpan) -> Set<String> {
    guard var i = d.graph.index(of: body.begin) else { return [] }
    let events = d.trace.events
    var names: Set<String> = []
    while i < events.count, events[i].seq <= body.end {
      let e = events[i]
      if e.kind == .read, e.code == DependencyKind.published.rawValue, e.identity == body.identity {
        names.insert(d.text(e.name))
      }
      i += 1
    }
    return names
  }

  /// The declaration sites of the slots that hold a model of type `type`.
  private func sites(of type: String) -> [String] {
    d.sites(d.timeline.slots.filter { d.text($0.type) == type }.map(\.site))
  }
}

/// `once`, `twice`, `3 times`.
func times(_ n: Int) -> String {
  switch n {
  case 1: "once"
  case 2: "twice"
  default: "\(n) times"
  }
}
