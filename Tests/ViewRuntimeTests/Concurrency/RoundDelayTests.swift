import Testing

@testable import ViewRuntime

/// A `DispatchTime` deadline is read an instant after the code computed it; the delay it stands
/// for is the round one it falls just short of. Under ThreadSanitizer a 2 s `asyncAfter` was
/// read as 1.997 s and fired 3 ms early in virtual time.
@Suite struct RoundDelayTests {
  private static let ms: UInt64 = 1_000_000

  @Test(arguments: [
    (1_997_000_000 as UInt64, 2_000 as UInt64),  // 3 ms late: 2 s
    (1_999_999_000, 2_000),  // microseconds late: 2 s
    (2_000_000_000, 2_000),  // read at once
    (1_500_000_000, 1_500),
    (1_499_990_000, 1_500),
    (299_100_000, 300),  // .milliseconds(300), 0.9 ms late
    (249_000_000, 250),  // 0.25 s, 1 ms late: the next 10 ms
    (1_234_500_000, 1_235),  // no round delay near: the next millisecond
    (1, 1),
  ])
  func theTimeLeftIsTakenUpToTheDelayWritten(remaining: UInt64, milliseconds: UInt64) {
    #expect(RoundDelay.intended(byRemaining: remaining) == milliseconds * Self.ms)
  }

  @Test func aDelayNearTheLimitDoesNotOverflow() {
    #expect(RoundDelay.intended(byRemaining: .max - 5) == .max)
  }
}
