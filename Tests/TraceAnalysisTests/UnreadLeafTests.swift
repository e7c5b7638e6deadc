import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport

/// `invalidation/unread` at scale and at its edges: which leaves shown in the update excuse a
/// body that ran for a published property it never reads.
@Suite struct UnreadLeafTests {
  @Test func everyRowObservingTheStoreIsCountedInOneFinding() throws {
    let analysis = Analysis(trace: SyntheticTrace.observers(3, taps: 2))
    #expect(analysis.kinds == [.invalidationUnread])
    let finding = try analysis.finding(.invalidationUnread)
    #expect(
      finding.summary.hasPrefix(
        "Row.body ran 6 times for Store.count, which it never reads: an ObservableObject"))
    #expect(finding.sites == ["App/Board.swift:4"])
    // The six evaluations the summary counts, three rows for each tap.
    let rows =
      Array(repeating: "invalidate Store.count (published)", count: 3)
      + Array(repeating: "body Row", count: 3)
    #expect(
      analysis.chainLines(of: finding)
        == ["input tap \"Count\"", "Store.count 0 → 1 (by action)"] + rows
        + ["input tap \"Count\"", "Store.count 1 → 2 (by action)"] + rows)
  }

  /// A row of a board, invalidated by `Store.count` while it reads `Store.names` only, and what
  /// `after` records once the row's body ended, in the same update unless it says otherwise.
  private func rowTrace(after: (TraceBuilder, _ rowBody: Seq) -> Void) -> Analysis {
    let b = TraceBuilder()
    let write = b.add(.modelWrite, "Store#1", name: "count", type: "Store", before: "0", after: "1")
    let invalidate = b.add(
      .invalidate, "Board/Row", cause: write, code: InvalidationReason.published.rawValue,
      name: "Store.count")
    b.update = 1
    let begin = b.add(.updateBegin, cause: invalidate, code: UpdateTrigger.input.rawValue)
    let body = b.add(.bodyBegin, "Board/Row", cause: invalidate, name: "Row")
    b.add(
      .read, "Board/Row", cause: body, code: DependencyKind.published.rawValue,
      name: "Store.names")
    b.add(.bodyEnd, "Board/Row", cause: body, name: "Row")
    after(b, body)
    b.add(.updateEnd, cause: begin, value: 1)
    return Analysis(trace: b.trace)
  }

  private func display(_ b: TraceBuilder, _ leaf: String, _ before: String, _ after: String) {
    b.add(.display, leaf, name: "Toggle", before: before, after: after)
  }

  @Test func aLeafTheBodyBuiltThatShowedTheNewValueExcusesIt() {
    let own = rowTrace { b, _ in display(b, "Board/Row/Toggle", "off", "on") }
    #expect(own.findings.isEmpty)
    let deeper = rowTrace { b, _ in display(b, "Board/Row/VStack/HStack/Toggle", "off", "on") }
    #expect(deeper.findings.isEmpty)
    let later = rowTrace { b, _ in
      display(b, "Board/Row/Text", "\"a\"", "\"a\"")
      display(b, "Board/Other/Toggle", "off", "on")
      display(b, "Board/Row/Toggle", "off", "on")
    }
    #expect(later.findings.isEmpty)
  }

  @Test func aLeafThousandsOfLevelsDownIsStillTheBodys() {
    let deep = "Board/Row" + String(repeating: "/VStack", count: 2_000) + "/Toggle"
    #expect(rowTrace { b, _ in display(b, deep, "off", "on") }.findings.isEmpty)
  }

  @Test func leavesThatShowedNothingNewOrAreNotItsOwnDoNotExcuseIt() {
    let cases: [(String, (TraceBuilder, Seq) -> Void)] = [
      ("nothing shown", { _, _ in }),
      ("the same value", { b, _ in display(b, "Board/Row/Toggle", "on", "on") }),
      ("a first value", { b, _ in display(b, "Board/Row/Toggle", "", "on") }),
      ("a sibling's leaf", { b, _ in display(b, "Board/Rows/Toggle", "off", "on") }),
      ("the parent's leaf", { b, _ in display(b, "Board/Toggle", "off", "on") }),
      (
        "the next update",
        { b, _ in
          b.update = 2
          display(b, "Board/Row/Toggle", "off", "on")
          b.update = 1
        }
      ),
    ]
    for (name, after) in cases {
      #expect(rowTrace(after: after).kinds == [.invalidationUnread], "\(name)")
    }
  }

  @Test func aLeafOfAViewThatRanForItsOwnInvalidationIsThatViewsChange() {
    let inner = "Board/Row/Inner"
    func ran(_ reason: InvalidationReason) -> Analysis {
      rowTrace { b, _ in
        let cause = b.add(.invalidate, inner, code: reason.rawValue, name: "_on")
        let body = b.add(.bodyBegin, inner, cause: cause, name: "Inner")
        b.add(.bodyEnd, inner, cause: body, name: "Inner")
        display(b, inner + "/Toggle", "off", "on")
      }
    }
    #expect(ran(.slot).kinds == [.invalidationUnread])
    #expect(ran(.published).kinds == [.invalidationUnread])
    // Rebuilt with new inputs, the inner view shows what the row built.
    #expect(ran(.parentInputs).findings.isEmpty)
    // A view that ran for itself shadows its own leaves only.
    let beside = rowTrace { b, _ in
      let cause = b.add(.invalidate, inner, code: InvalidationReason.slot.rawValue, name: "_on")
      let body = b.add(.bodyBegin, inner, cause: cause, name: "Inner")
      b.add(.bodyEnd, inner, cause: body, name: "Inner")
      display(b, inner + "/Toggle", "off", "on")
      display(b, "Board/Row/Innermost/Toggle", "off", "on")
    }
    #expect(beside.findings.isEmpty)
    // A view that runs after the leaf showed its value does not take it.
    let afterwards = rowTrace { b, _ in
      display(b, inner + "/Toggle", "off", "on")
      let cause = b.add(.invalidate, inner, code: InvalidationReason.slot.rawValue, name: "_on")
      let body = b.add(.bodyBegin, inner, cause: cause, name: "Inner")
      b.add(.bodyEnd, inner, cause: body, name: "Inner")
    }
    #expect(afterwards.findings.isEmpty)
  }
}
