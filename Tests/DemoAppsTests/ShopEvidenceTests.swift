import Testing
import TraceFormat

@MainActor @Suite struct ShopEvidenceTests {
  @Test func bindingsWriteTheOwnersState() async throws {
    let trace = try await Evidence("cart-bindings")
    let steps = trace.events(.slotWrite) { $0.name == "_quantity" }
    #expect(steps.map(\.path) == ["CartScreen", "CartScreen", "CartScreen"])
    #expect(steps.map(\.after) == ["2", "3", "4"])
    // The stepper reads the quantity through its binding: the two steps of one input and the
    // reorder re-run it (once per update), and it shows the new value.
    let stepper = trace.events(.display) {
      $0.path.hasSuffix("QuantityStepper[1]/.accessibilityIdentifier/Stepper/Text")
    }
    #expect(stepper.map(\.after) == [#""Bags: 1""#, #""Bags: 3""#, #""Bags: 4""#])
    let reruns = trace.events(.invalidate) { $0.path.hasSuffix("QuantityStepper[1]") }
    #expect(reruns.map(\.name) == ["_quantity", "_quantity"])
    let note = try trace.input("\"Gift note\"")
    let noteChange = try #require(
      trace.events(after: note).first { $0.kind == .invalidate })
    #expect(noteChange.name == "GiftOptions.note")
    #expect(noteChange.path.hasSuffix("GiftNoteField[2]"))
  }

  @Test func aSeededStateIgnoresTheParentsNewQuantity() async throws {
    let trace = try await Evidence("cart-seeded-state")
    let create = try #require(
      trace.events(.slotCreate) { $0.path.hasSuffix("SeededQuantityStepper[1]") }.first)
    #expect(create.name == "_quantity" && create.after == "1")
    let reorder = try trace.input("\"Same as last order\"")
    let after = trace.events(after: reorder)
    #expect(
      after.contains { $0.kind == .slotWrite && $0.path == "SeededCartScreen" && $0.after == "4" })
    let newInput = try #require(after.first { $0.kind == .invalidate && $0.path == create.path })
    #expect(newInput.name == "@self(quantity)")
    #expect(!after.contains { $0.kind == .slotWrite && $0.path == create.path })
    let last = try #require(trace.events(.slotWrite) { $0.path == create.path }.last)
    #expect(last.after == "3")
  }

  @Test func theDerivedCountAndTaskIDSearchCancelEachKeystroke() async throws {
    let trace = try await Evidence("search-task-id")
    #expect(trace.events(.warning).isEmpty)
    #expect(trace.events(.taskCancel).count == 2)
    let searches = trace.events(.effectBegin).map(\.name)
    #expect(
      searches == ["GET /search?q=", "GET /search?q=b", "GET /search?q=be", "GET /search?q=bea"])
  }

  @Test func theCountIsWrittenWhileTheBodyRuns() async throws {
    let trace = try await Evidence("search-write-during-body")
    let write = try #require(trace.events(.slotWrite) { $0.name == "_resultCount" }.first)
    #expect(write.code(Writer.self) == .body)
    #expect(trace.cause(of: write)?.kind == .bodyBegin)
    let warning = try #require(trace.events(.warning).first)
    #expect(warning.code(WarningKind.self) == .writeDuringBody)
    #expect(trace.cause(of: warning)?.seq == write.seq)
  }

  @Test func theResultsViewFetchesFromItsInitOnEveryParentBody() async throws {
    let trace = try await Evidence("search-fetch-in-init")
    let starts = trace.events(.taskStart)
    #expect(starts.count == 4)
    #expect(starts.allSatisfy { $0.code(TaskKind.self) == .unstructured })
    #expect(starts.allSatisfy { trace.cause(of: $0)?.kind == .bodyBegin })
    let warnings = trace.events(.warning) { $0.code(WarningKind.self) == .effectInBody }
    #expect(warnings.count == 4)
    #expect(warnings.allSatisfy { trace.cause(of: $0)?.kind == .effectBegin })
  }
}
