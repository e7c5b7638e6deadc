import Testing
import TraceFormat

@MainActor @Suite struct CounterEvidenceTests {
  /// The objects the card observed (`TallyModel#1`; not the properties it read, `TallyModel.count`),
  /// in order.
  private func observedModels(_ trace: Evidence, card: String) -> [String] {
    trace.events(.read) {
      $0.code(DependencyKind.self) == .published && $0.path.hasSuffix(card) && $0.name.contains("#")
    }.map(\.name)
  }

  @Test func aStateObjectIsCreatedOnceAndKeepsTheCount() async throws {
    let trace = try await Evidence("counter-state-object")
    #expect(trace.events(.slotCreate) { $0.name == "_model" }.count == 1)
    #expect(Set(observedModels(trace, card: "TallyCard[1.if]")) == ["TallyModel#1"])
  }

  @Test func anObservedObjectMadeByTheViewIsRecreatedWithEachParentBody() async throws {
    let trace = try await Evidence("counter-observed-object-recreated")
    let highlight = try trace.input("\"Highlight\"")
    let rebuilt = try #require(
      trace.events(after: highlight).first {
        $0.kind == .invalidate && $0.path.hasSuffix("RecreatedTallyCard[1.else]")
      })
    #expect(rebuilt.name.contains("model"))
    let models = observedModels(trace, card: "RecreatedTallyCard[1.else]")
    #expect(models.first == "TallyModel#1")
    #expect(models.last != "TallyModel#1")
  }

  @Test func aPublishedChangeReevaluatesTheViewThatNeverReadIt() async throws {
    let trace = try await Evidence("counter-legacy-unread")
    let count = trace.events(.invalidate) {
      $0.name == "TallyModel.count" && $0.path.hasSuffix("LegacySaveStatus[1]")
    }
    #expect(count.count == 3)
    #expect(count.allSatisfy { $0.code(InvalidationReason.self) == .published })
    let bodies = trace.events(.bodyBegin) { $0.path.hasSuffix("LegacySaveStatus[1]") }
    #expect(bodies.count == 5)
  }

  @Test func anObservableModelReevaluatesOnlyTheReader() async throws {
    let trace = try await Evidence("counter-observable")
    let invalidations = trace.events(.invalidate)
    #expect(
      invalidations.map { "\($0.path.split(separator: "/").last!) \($0.name)" } == [
        "CountLabel[0] ObservableTally.count", "CountLabel[0] ObservableTally.count",
        "CountLabel[0] ObservableTally.count", "SaveStatus[1] ObservableTally.lastSaved",
      ])
  }
}
