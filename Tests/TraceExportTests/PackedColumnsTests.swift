import Foundation
import Testing
import TraceAnalysis
import TraceTestSupport

@testable import TraceExport

/// The page's packed columns read back as its script reads them, and the rules the page draws
/// by (colours, tick spacing) defined once, in Swift.
@Suite struct PackedColumnsTests {
  @Test func numbersOfEveryWidthAndSignReadBack() {
    var packed = PackedColumns()
    let unsigned: [UInt64] = [0, 1, 63, 64, 8_191, 8_192, 1 << 40, UInt64(Int64.max)]
    let signed: [Int64] = [-1, 0, 1, -64, 64, Int64.min + 1, Int64.max]
    let sorted: [UInt64] = [5, 5, 70, 1_000_000, 1_000_001, 3]
    packed.column("unsigned", unsigned)
    packed.column("signed", signed: signed)
    packed.column("delta", sorted, delta: true)
    let read = { (name: String) -> [Int] in
      let entry = packed.layout.first { $0.name == name }!
      return ViewerPage.decode(
        packed.bytes, offset: entry.offset, count: entry.count, delta: entry.delta)
    }
    #expect(read("unsigned") == unsigned.map { Int($0) })
    #expect(read("signed") == signed.map { Int($0) })
    #expect(read("delta") == sorted.map { Int($0) })
    // A value under 64, or a step under 64 in a delta column, takes one byte.
    let small = packed.layout.first { $0.name == "delta" }!
    #expect(packed.bytes.count - small.offset == 1 + 1 + 2 + 3 + 1 + 3)
  }

  @Test func aLargePageCarriesItsEventsInAFewBytesEach() throws {
    let page = try HTMLViewer.render(trace: SyntheticTrace.make(events: 100_000))
    // Spans, marks, events and the replay's changes packed, the words of each distinct event
    // once: under 30 bytes an event, base64 included (it was about 83).
    #expect(page.count < 100_000 * 30)
  }

  @Test func thePageDrawsWithSwiftsPaletteAndTickRule() throws {
    let data = try ViewerPage(HTMLViewer.render(trace: SampleTraces.branchFlip())).data
    let palette = try #require(data["palette"] as? [String: String])
    #expect(palette == Dictionary(uniqueKeysWithValues: Palette.named.map { ($0.name, $0.color) }))
    let rule = try #require(data["tickRule"] as? [String: Any])
    #expect(rule["spacing"] as? Double == TickRule.spacing)
    #expect(rule["limits"] as? [Double] == TickRule.limits)
    #expect(rule["factors"] as? [Int] == TickRule.factors.map { Int($0) })
    // The script defines no colour or step of its own that Swift defines.
    let colours = Palette.named.map(\.color) + BodyCause.allCases.map(\.color)
    for colour in colours {
      #expect(
        !ViewerScript.source.lowercased().contains("\"\(colour)\""), "viewer.js has \(colour)")
    }
    for limit in TickRule.limits { #expect(!ViewerScript.source.contains("< \(limit)")) }
    #expect(SVGStyle.css.contains(".task{fill:\(Palette.task)}"))
  }
}
