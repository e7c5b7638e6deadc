import Foundation
import Testing
import TraceFormat
import TraceTestSupport

@testable import TraceExport

/// The page is written as it is made: its base64 parts in pieces, its columns made twice (counted,
/// then written), its records numbered without a dictionary, its replay's changes made afresh for
/// each column.
@Suite struct PageStreamTests {
  /// Base64 of bytes handed over in pieces of every size is the encoding of all of them.
  @Test func base64InPiecesIsTheEncodingOfTheWhole() throws {
    let bytes = (0..<200).map { UInt8(truncatingIfNeeded: $0 &* 151 &+ 7) }
    for total in [0, 1, 2, 3, 4, 5, 199, 200] {
      for piece in [1, 2, 3, 4, 7, 64] {
        var written: [UInt8] = []
        let page = PageStream { written.append(contentsOf: $0) }
        var start = 0
        while start < total {
          let end = min(total, start + piece)
          bytes[start..<end].withUnsafeBufferPointer(page.base64)
          start = end
        }
        page.endBase64()
        try page.check()
        #expect(
          String(decoding: written, as: UTF8.self)
            == Data(bytes[..<total]).base64EncodedString(), "\(total) bytes by \(piece)")
      }
    }
  }

  /// A failure to write is kept and thrown once the page is done, and nothing more is written.
  @Test func aFailedWriteIsThrownAtTheEnd() {
    struct Full: Error {}
    var calls = 0
    let page = PageStream { _ in
      calls += 1
      throw Full()
    }
    page.write("head")
    page.write("more")
    #expect(calls == 1)
    #expect(throws: Full.self) { try page.check() }
  }

  /// Counting the columns gives the layout that writing them fills, byte for byte.
  @Test func countedColumnsHaveTheLayoutOfTheWrittenOnes() {
    let values: [UInt64] = [0, 63, 64, 1 << 20, 5, 5]
    var counted = PackedColumns.counting()
    var kept = PackedColumns()
    var streamed: [UInt8] = []
    var written = PackedColumns.streamed { streamed.append(contentsOf: $0) }
    for columns in [0, 1, 2] {
      func pack(_ packed: inout PackedColumns) {
        packed.column("a", values)
        packed.column("b", signed: values.map { -Int64($0) })
        packed.column("c", values, delta: true)
      }
      switch columns {
      case 0: pack(&counted)
      case 1: pack(&kept)
      default:
        pack(&written)
        written.finish()
      }
    }
    #expect(counted.bytes.isEmpty)
    #expect(counted.size == kept.bytes.count)
    #expect(streamed == kept.bytes)
    #expect(counted.layout.map(\.offset) == kept.layout.map(\.offset))
    #expect(counted.layout.map(\.count) == kept.layout.map(\.count))
  }

  /// Records are numbered in the order of their first events, and looked up again the same.
  @Test func recordsAreNumberedByTheirFirstEvent() {
    let keys = (0..<5_000).map { ($0 * 7919) % 1_237 }
    var table = RecordTable<Int>()
    var firstSeen: [Int: Int] = [:]
    var numbers: [Int] = []
    for (index, key) in keys.enumerated() {
      numbers.append(table.record(key, at: index) { keys[$0] })
      if firstSeen[key] == nil { firstSeen[key] = firstSeen.count }
    }
    #expect(numbers == keys.map { firstSeen[$0]! })
    #expect(table.count == 1_237)
    let again = keys.indices.map { table.record(of: keys[$0], at: $0) { keys[$0] } }
    #expect(again == numbers)
    var firsts: [Int] = []
    table.forEachFirst { firsts.append($0) }
    #expect(firsts.map { keys[$0] } == Array(Set(keys)).sorted { firstSeen[$0]! < firstSeen[$1]! })
  }

  /// A trace that repeats an update number (no recorder writes one, a file may hold one): the
  /// page has one update per number, in the order first seen, holding the changes and bodies of
  /// every update with that number, in the order they were made.
  @Test func anUpdateNumberSeenTwiceIsOneUpdate() throws {
    let b = TraceBuilder()
    b.update = 1
    let first = b.add(.updateBegin, code: UpdateTrigger.initial.rawValue)
    b.add(.bodyBegin, "App", cause: first, name: "App")
    b.add(.slotCreate, "App", code: SlotKind.state.rawValue, name: "_n", type: "Int", after: "0")
    b.add(.bodyEnd, "App", name: "App")
    b.add(.updateEnd, value: 1)
    b.update = 2
    b.add(.updateBegin, code: UpdateTrigger.task.rawValue)
    b.add(.slotWrite, "App", code: Writer.action.rawValue, name: "_n", before: "0", after: "1")
    b.add(.updateEnd, value: 0)
    b.update = 1
    let again = b.add(.updateBegin, code: UpdateTrigger.task.rawValue)
    b.add(.bodyBegin, "App", cause: again, name: "App")
    b.add(.slotWrite, "App", code: Writer.action.rawValue, name: "_n", before: "1", after: "2")
    b.add(.bodyEnd, "App", name: "App")
    let end = b.add(.updateEnd, value: 1)
    let trace = b.trace
    let data = try ViewerPage(HTMLViewer.render(trace: trace)).data
    let updates = try #require(data["updates"] as? [[String: Any]])
    #expect(updates.map { $0["n"] as? Int } == [1, 2])
    #expect(updates[0]["last"] as? Int == trace.index(ofSeq: end))
    // Two bodies, one from each update numbered 1.
    #expect((updates[0]["evaluated"] as? [Int])?.count == 4)
    let events = { (u: Int) -> [Int] in
      let ops = updates[u]["ops"] as? [Int] ?? []
      return stride(from: 4, to: ops.count, by: 5).map { ops[$0] }
    }
    // Update 1: the creation in the first, the write in the third; update 2: its write.
    #expect(events(0).contains(2) && events(0).contains(10))
    #expect(events(0) == events(0).sorted())
    #expect(events(1).contains(6))
  }
}
