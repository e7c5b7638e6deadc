import TraceFormat

extension SyntheticTrace {
  /// A screen whose `rows` rows all observe one `ObservableObject` store, as the runtime records
  /// it (`traces/counter-legacy-unread.vtrace` at scale): `Board` owns the store, shows
  /// `store.count` and builds a `Row` per name of `store.names`; each row reads `store.names`
  /// alone. Each of `taps` taps on "Count" writes `store.count`, which invalidates the board and
  /// every row, so every row's body runs for a property it never reads, in one update.
  public static func observers(_ rows: Int, taps: Int = 1) -> Trace {
    let b = TraceBuilder()
    b.header = TraceHeader(
      scenario: "synthetic-observers-\(rows)", runtimeVersion: "synthetic", clock: .deterministic)
    let board = ObserverBoard(b: b, rows: rows)
    board.start()
    for tap in 1...max(taps, 1) { board.tap(count: tap) }
    return b.trace
  }
}

/// The events of `SyntheticTrace.observers`, update by update.
private struct ObserverBoard {
  let b: TraceBuilder
  let rows: Int
  let stack = "Board/VStack"
  var header: String { stack + "/Text[0]" }
  var button: String { stack + "/Button[1]" }
  var list: String { stack + "/ForEach[2]" }
  let published = DependencyKind.published.rawValue
  let kept = IdentityDecision.kept.rawValue
  let unchanged = DecisionReason.unchanged.rawValue

  func row(_ k: Int) -> String { list + "/Row[id=\(k)]" }

  /// The first update: every view inserted, built, shown and appearing.
  func start() {
    b.update = 1
    let inserted = IdentityDecision.inserted.rawValue
    let first = DecisionReason.firstAppearance.rawValue
    let begin = b.add(.updateBegin, code: UpdateTrigger.initial.rawValue)
    let body = b.add(.bodyBegin, "Board", name: "Board")
    b.add(
      .slotCreate, "Board", code: SlotKind.stateObject.rawValue, name: "_store", type: "Store",
      site: "App/Board.swift:4", after: "App.Store")
    boardReads(body)
    let vstack = b.add(
      .identity, stack, cause: body, code: inserted, reason: first, name: "VStack")
    let text = b.add(
      .identity, header, cause: vstack, code: inserted, reason: first, name: "Text")
    let button = b.add(
      .identity, self.button, cause: vstack, code: inserted, reason: first, name: "Button")
    let forEach = b.add(
      .identity, list, cause: vstack, code: inserted, reason: first, name: "ForEach")
    b.add(.display, header, cause: text, name: "Text", after: "\"Count: 0\"")
    let label = b.add(
      .identity, self.button + "/Text", cause: button, code: inserted, reason: first, name: "Text")
    b.add(.display, self.button + "/Text", cause: label, name: "Text", after: "\"Count\"")
    let decisions = (0..<rows).map {
      b.add(
        .identity, row($0), cause: forEach, code: inserted, reason: first, name: "Row",
        after: "\($0)")
    }
    for k in 0..<rows {
      let rowBody = rowReads(k, cause: decisions[k])
      let leaf = b.add(
        .identity, row(k) + "/Text", cause: rowBody, code: inserted, reason: first, name: "Text")
      b.add(.display, row(k) + "/Text", cause: leaf, name: "Text", after: "\"Name \(k)\"")
    }
    for (path, type) in [
      ("Board", "Board"), (stack, "VStack"), (header, "Text"), (self.button, "Button"),
      (self.button + "/Text", "Text"), (list, "ForEach"),
    ] {
      b.add(.appear, path, name: type)
    }
    for k in 0..<rows {
      b.add(.appear, row(k), name: "Row")
      b.add(.appear, row(k) + "/Text", name: "Text")
    }
    b.add(.updateEnd, cause: begin, value: UInt64(rows + 1))
  }

  /// A tap on "Count": the board shows the new count, every row runs and shows the same name.
  func tap(count: Int) {
    b.update = 0
    let input = b.add(.input, button, code: InputAction.tap.rawValue, name: "\"Count\"")
    let write = b.add(
      .modelWrite, "Store#1", cause: input, code: Writer.action.rawValue, name: "count",
      type: "Store", before: "\(count - 1)", after: "\(count)")
    let reason = InvalidationReason.published.rawValue
    let boardCause = b.add(.invalidate, "Board", cause: write, code: reason, name: "Store.count")
    let causes = (0..<rows).map {
      b.add(.invalidate, row($0), cause: write, code: reason, name: "Store.count")
    }
    b.update = UInt32(count + 1)
    let begin = b.add(.updateBegin, cause: boardCause, code: UpdateTrigger.input.rawValue)
    let body = b.add(.bodyBegin, "Board", cause: boardCause, name: "Board")
    boardReads(body)
    for (path, type) in [
      (stack, "VStack"), (header, "Text"), (button, "Button"), (list, "ForEach"),
    ] {
      b.add(.identity, path, cause: body, code: kept, reason: unchanged, name: type)
    }
    b.add(
      .display, header, cause: body, name: "Text", before: "\"Count: \(count - 1)\"",
      after: "\"Count: \(count)\"")
    b.add(.identity, button + "/Text", cause: body, code: kept, reason: unchanged, name: "Text")
    for k in 0..<rows {
      b.add(.identity, row(k), cause: body, code: kept, reason: unchanged, name: "Row")
    }
    for k in 0..<rows {
      let rowBody = rowReads(k, cause: causes[k])
      b.add(
        .identity, row(k) + "/Text", cause: rowBody, code: kept, reason: unchanged, name: "Text")
    }
    b.add(.updateEnd, cause: begin, value: UInt64(rows + 1))
  }

  /// The board's body: it reads the store, its count and its names.
  private func boardReads(_ body: Seq) {
    for name in ["Store#1", "Store.count", "Store.names"] {
      b.add(.read, "Board", cause: body, code: published, name: name)
    }
    b.add(.bodyEnd, "Board", cause: body, name: "Board", value: 1_000)
  }

  /// Row `k`'s body: it reads the store and its names. Returns its body-begin.
  private func rowReads(_ k: Int, cause: Seq) -> Seq {
    let body = b.add(.bodyBegin, row(k), cause: cause, name: "Row")
    b.add(.read, row(k), cause: body, code: published, name: "Store#1")
    b.add(.read, row(k), cause: body, code: published, name: "Store.names")
    b.add(.bodyEnd, row(k), cause: body, name: "Row", value: 1_000)
    return body
  }
}
