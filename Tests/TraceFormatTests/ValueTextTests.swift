import Testing
import TraceFormat
import TraceTestSupport

/// Issue 25, item 4: a chain line held a ten-line dump of an orders array cut at "KitchenScr…".
@Suite struct ValueTextTests {
  @Test func shortValuesAreKept() {
    #expect(ValueText.capped("\"Basil\"") == "\"Basil\"")
    #expect(ValueText.capped(String(repeating: "a", count: 80)).count == 80)
  }

  @Test func longValuesAreCutBetweenNames() {
    let orders = (1041...1050).map {
      "KitchenScreen.Order(id: \($0), customer: \"Noah\", isPacked: false)"
    }
    let text = "[" + orders.joined(separator: ", ") + "]"
    let capped = ValueText.capped(text)
    #expect(capped.count <= ValueText.phraseLimit)
    #expect(capped.hasSuffix("…"))
    #expect(
      capped
        == "[KitchenScreen.Order(id: 1041, customer: \"Noah\", isPacked: false),…")
    // Every name in it is whole.
    #expect(!capped.contains("KitchenScr…"))
    #expect(
      ValueText.capped("Order(id: 1, title: \"" + String(repeating: "x", count: 100) + "\")")
        == "Order(id: 1, title:…")
  }

  @Test func oneLongWordIsCutAtTheLimit() {
    let word = String(repeating: "x", count: 100)
    #expect(ValueText.capped(word) == String(repeating: "x", count: 79) + "…")
  }

  @Test func aLongValueInAChainLineIsCapped() {
    let b = TraceBuilder()
    b.update = 1
    let long = "[" + String(repeating: "KitchenScreen.Order(id: 1), ", count: 10) + "]"
    b.add(.slotWrite, "App", name: "_orders", before: "[]", after: long)
    let trace = b.trace
    let line = trace.describe(trace.events[0], as: .prose)
    #expect(line.hasPrefix("_orders [] → [KitchenScreen.Order(id: 1), "), "\(line)")
    #expect(line.hasSuffix(", KitchenScreen.Order… (by action)"), "\(line)")
    #expect(line.count < 120)
  }
}
