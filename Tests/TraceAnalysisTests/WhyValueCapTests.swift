import Testing
import TraceAnalysis
import TraceFormat
import TraceTestSupport

/// `why` quotes a write's values as a chain line does: capped, cut between names (issue 25,
/// items 4 and 5).
@Suite struct WhyValueCapTests {
  @Test func aLongWrittenValueIsCappedInWhy() throws {
    let b = TraceBuilder()
    b.update = 1
    let first = b.add(.updateBegin, code: UpdateTrigger.initial.rawValue)
    b.add(.bodyBegin, "App", cause: first, name: "App")
    b.add(.bodyEnd, "App", name: "App", value: 10)
    b.add(.updateEnd, value: 1)
    b.update = 2
    let tap = b.add(.input, "App", code: InputAction.tap.rawValue, name: "text \"Load\"")
    let begin = b.add(.updateBegin, cause: tap, code: UpdateTrigger.input.rawValue)
    let orders = (1...20).map { "KitchenScreen.Order(id: \($0))" }.joined(separator: ", ")
    let write = b.add(
      .slotWrite, "App", cause: tap, code: Writer.action.rawValue, name: "_orders",
      before: "[]", after: "[\(orders)]")
    let invalidate = b.add(
      .invalidate, "App", cause: write, code: InvalidationReason.slot.rawValue, name: "_orders")
    b.add(.bodyBegin, "App", cause: invalidate, name: "App")
    b.add(.bodyEnd, "App", name: "App", value: 10)
    b.add(.updateEnd, cause: begin, value: 1)
    let reasons = Timeline(trace: b.trace).why("App", update: 2)
    let token = try #require(reasons.first?.tokens.first)
    #expect(token == "_orders: [] → " + ValueText.capped("[\(orders)]"), "\(token)")
    #expect(token.hasSuffix("KitchenScreen.Order…"), "\(token)")
  }

  /// A row its parent gave another order and a new closure: `why` says from what to what, and
  /// what was made afresh.
  @Test func aChangedInputShowsItsOldAndNewValueCapped() throws {
    let b = TraceBuilder()
    b.update = 1
    let first = b.add(.updateBegin, code: UpdateTrigger.initial.rawValue)
    b.add(.bodyBegin, "List/Row[0]", cause: first, name: "Row")
    b.add(.bodyEnd, "List/Row[0]", name: "Row", value: 10)
    b.add(.updateEnd, value: 1)
    b.update = 2
    let tap = b.add(.input, "List", code: InputAction.tap.rawValue, name: "text \"Add\"")
    let begin = b.add(.updateBegin, cause: tap, code: UpdateTrigger.input.rawValue)
    let items = (1...20).map { "\"Item \($0)\"" }.joined(separator: ", ")
    let old = "KitchenScreen.Order(id: 1003, customer: \"Grace\")"
    let new = "KitchenScreen.Order(id: 1004, customer: \"Ada\", items: [\(items)])"
    let inputs = [
      ChangedInput(name: "order", before: old, after: new),
      ChangedInput(name: "onDelete", kind: .closure),
      ChangedInput(name: "isOn", kind: .binding),
    ]
    let values = ChangedInputs.values(of: inputs)
    let invalidate = b.add(
      .invalidate, "List/Row[0]", cause: tap, code: InvalidationReason.parentInputs.rawValue,
      name: ChangedInputs.name(of: inputs), before: values.before, after: values.after)
    b.add(.bodyBegin, "List/Row[0]", cause: invalidate, name: "Row")
    b.add(.bodyEnd, "List/Row[0]", name: "Row", value: 10)
    b.add(.updateEnd, cause: begin, value: 1)
    let token = try #require(Timeline(trace: b.trace).why("Row", update: 2).first?.tokens.first)
    #expect(
      token
        == "@self(order: \(old) → \(ValueText.capped(new)), onDelete: new closure, "
        + "isOn: new Binding(get:set:))", "\(token)")
    #expect(ValueText.capped(new).hasSuffix("\"Item 2\",…"), "\(token)")
  }
}
