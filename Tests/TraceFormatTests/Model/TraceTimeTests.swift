import Testing

@testable import TraceFormat

/// One style for every trace time: a unit by magnitude, the precision the reader asks for.
@Suite struct TraceTimeTests {
  @Test(
    arguments: [
      (0, "0 µs"), (400, "0 µs"), (500, "1 µs"), (17_000, "17 µs"), (999_499, "999 µs"),
      (999_500, "1.000 ms"), (300_003_000, "300.003 ms"), (1_500_007_000, "1.500007 s"),
      (2_000_000_000, "2.000000 s"), (125_000_000_000, "125.000000 s"),
    ] as [(UInt64, String)])
  func exactTimesKeepTheirMicroseconds(ns: UInt64, text: String) {
    #expect(TraceTime.exact(ns) == text)
  }

  @Test(
    arguments: [
      (0, "0 ns"), (850, "850 ns"), (1_234, "1.23 µs"), (12_345_678, "12.3 ms"),
      (999_999, "1 ms"), (1_500_004_000, "1.5 s"), (123_456_789_012, "123 s"),
    ] as [(UInt64, String)])
  func durationsHaveThreeSignificantDigits(ns: UInt64, text: String) {
    #expect(TraceTime.duration(ns) == text)
  }

  @Test(
    arguments: [
      (0, 250_000_000, "0 ms"), (250_000_000, 250_000_000, "250 ms"),
      (1_250_000_000, 250_000_000, "1.25 s"), (2_000_000_000, 250_000_000, "2 s"),
      (1_500_000_000, 500_000_000, "1.5 s"), (5_000, 5_000, "5 µs"), (3, 1, "3 ns"),
    ] as [(UInt64, UInt64, String)])
  func ticksAreAsPreciseAsTheirStep(ns: UInt64, step: UInt64, text: String) {
    #expect(TraceTime.tick(ns, step: step) == text)
  }

  @Test func theLargestTimesDoNotOverflow() {
    #expect(TraceTime.exact(.max) == "18446744073.709551 s")
    #expect(TraceTime.duration(.max) == "18400000000 s")
  }
}
