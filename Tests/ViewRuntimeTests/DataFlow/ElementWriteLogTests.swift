import Testing

@testable import ViewRuntime

// A slot's log of element writes tells a reader which elements changed since its mark, in
// ascending order, once each; and tells nothing once the whole value was written in an unknown
// way, or once more was written than the log keeps.

@Suite struct ElementWriteLogTests {
  @Test func elementWritesSinceAMarkInOrder() {
    var log = ElementWriteLog()
    log.wrote(CollectionOfOne(7))
    let mark = log.count
    #expect(log.offsets(since: mark) == [])
    log.wrote(CollectionOfOne(5))
    log.wrote([9, 2])
    log.wrote(CollectionOfOne(5))
    #expect(log.offsets(since: mark) == [2, 5, 9])
    #expect(log.offsets(since: 0) == [2, 5, 7, 9])
    #expect(log.offsets(since: log.count) == [])
  }

  @Test func aWholeWriteForgetsWhatCameBefore() {
    var log = ElementWriteLog()
    log.wrote(CollectionOfOne(1))
    let before = log.count
    log.wroteWhole()
    let after = log.count
    log.wrote(CollectionOfOne(3))
    #expect(log.offsets(since: before) == nil)
    #expect(log.offsets(since: after) == [3])
  }

  /// A full log forgets its older half; a reader that read after each write is still told.
  @Test func aFullLogForgetsItsOlderWrites() {
    var log = ElementWriteLog()
    let mark = log.count
    for offset in 0..<64 { log.wrote(CollectionOfOne(offset)) }
    #expect(log.offsets(since: mark) == Array(0..<64))
    for offset in 64..<1_000 {
      let last = log.count
      log.wrote(CollectionOfOne(offset))
      #expect(log.offsets(since: last) == [offset])
    }
    #expect(log.offsets(since: mark) == nil)
    #expect(log.offsets(since: log.count - 3) == [997, 998, 999])
  }

  /// A write of more elements than the log keeps tells nothing of what came before.
  @Test func aWriteOfManyElementsForgetsWhatCameBefore() {
    var log = ElementWriteLog()
    log.wrote(CollectionOfOne(1))
    let before = log.count
    log.wrote(Array(0..<100))
    #expect(log.offsets(since: before) == nil)
    #expect(log.offsets(since: log.count) == [])
  }

  /// A mark from another slot's log, past this one's count, tells nothing.
  @Test func aMarkAheadOfTheLogTellsNothing() {
    var log = ElementWriteLog()
    log.wrote(CollectionOfOne(0))
    #expect(log.offsets(since: 5) == nil)
  }
}
