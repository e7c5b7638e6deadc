import TraceFormat

/// Why one body evaluation ran, in the tokens of `Self._printChanges()`.
public struct BodyReason: Hashable, Sendable {
  /// The `body-begin` event.
  public var seq: Seq
  public var update: UInt32
  public var time: UInt64
  public var identity: String
  public var type: String
  /// Why it ran, as ``Timeline`` decided: the first token says it.
  public var cause: BodyCause
  /// `@identity` (new), `@self(title)` (inputs changed), `_count: 0 → 1` (a slot changed),
  /// `Store.isLoading: true → false` (a model property, with its values when its write was
  /// recorded), or an environment key.
  public var tokens: [String]
  /// How long the body took, in nanoseconds, in a live recording; nil where nothing was measured.
  public var duration: UInt64?
}

extension Timeline {
  /// Why each body evaluation of the views whose type is `view`, or whose identity path is or
  /// ends with it (`Editor[0.if]`, `VStack/Editor[0.if]`), ran; only in update `update` when given.
  public func why(_ view: String, update: UInt32? = nil) -> [BodyReason] {
    var matches: [Sym: Bool] = [:]
    func matching(_ body: BodySpan) -> Bool {
      if let known = matches[body.identity] { return known }
      let match = self[body.type] == view || IdentityPath(self[body.identity]).ends(with: view)
      matches[body.identity] = match
      return match
    }
    return bodies.filter { (update == nil || $0.update == update) && matching($0) }.map {
      reason(for: $0, invalidations: invalidations(of: $0))
    }
  }

  /// The reason of `body`: its cause first (``BodySpan/cause``), then every other invalidation
  /// of its identity since its previous evaluation, each once.
  private func reason(for body: BodySpan, invalidations: [Seq]) -> BodyReason {
    var tokens: [String] = body.cause == .newIdentity ? ["@identity"] : []
    let causeFirst =
      body.cause.invalidationReason == nil
      ? invalidations : [body.causeEvent] + invalidations.filter { $0 != body.causeEvent }
    for seq in causeFirst {
      guard let e = graph.event(seq) else { continue }
      let token: String
      switch InvalidationReason(rawValue: e.code) {
      case .slot?, .observable?, .published?:
        let write = graph.event(e.cause).filter { $0.kind == .slotWrite || $0.kind == .modelWrite }
        token = self[e.name] + (write.map { ": \(self[$0.before]) → \(self[$0.after])" } ?? "")
      case .parentInputs?:
        token = self[e.name].replacing(",", with: ", ")
      default:
        token = self[e.name]
      }
      if !tokens.contains(token) { tokens.append(token) }
    }
    return BodyReason(
      seq: body.begin, update: body.update, time: graph.event(body.begin)?.time ?? 0,
      identity: self[body.identity], type: self[body.type], cause: body.cause, tokens: tokens,
      duration: body.duration)
  }
}

extension Optional where Wrapped == TraceEvent {
  fileprivate func filter(_ keep: (TraceEvent) -> Bool) -> TraceEvent? {
    flatMap { keep($0) ? $0 : nil }
  }
}

extension Array where Element == BodyReason {
  /// One line per evaluation: `#60  u3  300.003 ms  NoteListScreen  NotesStore.isRefreshing`,
  /// with the body's duration (`(12 µs)`) where a live recording measured it, and a last line
  /// that says so where none was.
  public func text(style: TextStyle = .plain) -> String {
    guard let last = self.last else { return "" }
    let width = last.seq.description.count
    let lines = map { r in
      padLeft(r.seq.description, width) + "  " + padRight("u\(r.update)", 4) + " "
        + padLeft(formatTime(r.time), 13) + "  " + style.bold(r.type) + "  "
        + (r.tokens.isEmpty ? "(no recorded cause)" : r.tokens.joined(separator: " "))
        + (r.duration.map { "  (\(formatDuration($0)))" } ?? "") + "  "
        + style.dim(IdentityPath(r.identity).short()) + "\n"
    }.joined()
    guard contains(where: { $0.duration == nil }) else { return lines }
    return lines
      + style.dim("(no body durations: they are measured only in live recordings, record --live)")
      + "\n"
  }

  /// `{"evaluations":[{"seq","update","time","identity","type","cause","tokens","duration"}]}`.
  public func json() -> String {
    let items = map { r in
      "{\"seq\":\(r.seq.rawValue),\"update\":\(r.update),\"time\":\(r.time),"
        + "\"identity\":\(JSONString.quoted(r.identity)),\"type\":\(JSONString.quoted(r.type)),"
        + "\"cause\":\(JSONString.quoted(r.cause.name)),"
        + "\"tokens\":[\(r.tokens.map { JSONString.quoted($0) }.joined(separator: ","))],"
        + "\"duration\":\(r.duration.map(String.init) ?? "null")}"
    }
    return "{\"evaluations\":[\(items.joined(separator: ","))]}"
  }
}
