/// The metadata at the start of a trace.
public struct TraceHeader: Hashable, Sendable {
  /// The scenario that was recorded, or the host's name for a free recording.
  public var scenario: String
  /// The version of the runtime that recorded it.
  public var runtimeVersion: String
  public var clock: ClockMode
  /// Wall-clock start of the recording, in nanoseconds since 1970; 0 in deterministic mode.
  public var startTime: UInt64
  /// Further key/value pairs, in the order they were given.
  public var metadata: [Metadata]

  public init(
    scenario: String, runtimeVersion: String, clock: ClockMode, startTime: UInt64 = 0,
    metadata: [Metadata] = []
  ) {
    self.scenario = scenario
    self.runtimeVersion = runtimeVersion
    self.clock = clock
    self.startTime = startTime
    self.metadata = metadata
  }

  /// A key/value pair of free-form metadata.
  public struct Metadata: Hashable, Sendable {
    public var key: String
    public var value: String
    public init(key: String, value: String) {
      self.key = key
      self.value = value
    }
  }
}

/// How a trace's timestamps were taken.
public enum ClockMode: UInt8, TraceCode {
  /// A virtual clock: the same scenario gives the same trace, byte for byte.
  case deterministic
  /// The machine's monotonic clock.
  case live
}
