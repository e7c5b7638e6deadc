import Testing
import TraceFormat

@MainActor @Suite struct OrdersEvidenceTests {
  @Test func indexIdentityKeepsTheExpansionAtThePositionWhileTheOrderChanges() async throws {
    let trace = try await Evidence("orders-index-identity")
    let expand = try #require(
      trace.events(.slotWrite) { $0.name == "_isExpanded" && $0.after == "true" }.first)
    #expect(expand.path.hasSuffix("OrderRow[index=1]"))
    let arrival = try trace.input("\"Simulate new order\"")
    let after = trace.events(after: arrival)
    let newInput = try #require(
      after.first { $0.kind == .invalidate && $0.path == expand.path })
    #expect(newInput.name == "@self(order)")
    #expect(
      !after.contains { $0.path == expand.path && [.slotWrite, .slotDestroy].contains($0.kind) })
    let added = try #require(after.first { $0.isDecision(.inserted, at: "OrderRow[index=3]") })
    #expect(added.reason(DecisionReason.self) == .elementAdded)
  }

  @Test func uuidsMadeInBodyReplaceEveryRowOnTheNextUpdate() async throws {
    let trace = try await Evidence("orders-uuid-in-body")
    let arrival = try trace.input("\"Simulate new order\"")
    let after = trace.events(after: arrival)
    let rows = after.filter { $0.kind == .identity && $0.name == "OrderRow" }
    let removed = rows.filter { $0.code(IdentityDecision.self) == .removed }
    let inserted = rows.filter { $0.code(IdentityDecision.self) == .inserted }
    #expect(removed.count == 3)
    #expect(inserted.count == 4)
    #expect(removed.allSatisfy { $0.reason(DecisionReason.self) == .elementRemoved })
    #expect(inserted.allSatisfy { $0.path.contains("OrderRow[id=UUID#") })
    #expect(
      after.contains { $0.kind == .slotDestroy && $0.name == "_isExpanded" && $0.before == "true" })
  }

  @Test func customerKeysCollideWhenAdaOrdersAgain() async throws {
    let trace = try await Evidence("orders-duplicate-ids")
    let warning = try #require(
      trace.events(.warning) { $0.code(WarningKind.self) == .duplicateID }.first)
    #expect(warning.name.contains("\"Ada\""))
    #expect(warning.seq > (try trace.input("\"Simulate new order\"")).seq)
  }

  @Test func stableIDsInsertTheNewOrderAndKeepAdasRowExpanded() async throws {
    let trace = try await Evidence("orders-stable-ids")
    let arrival = try trace.input("\"Simulate new order\"")
    let after = trace.events(after: arrival)
    let added = try #require(after.first { $0.isDecision(.inserted, at: "OrderRow[id=1004]") })
    #expect(added.reason(DecisionReason.self) == .elementAdded)
    #expect(!after.contains { $0.kind == .identity && $0.code(IdentityDecision.self) == .removed })
    #expect(trace.events(.slotDestroy).isEmpty)
    #expect(!after.contains { $0.kind == .invalidate && $0.path.hasSuffix("OrderRow[id=1002]") })
  }
}
