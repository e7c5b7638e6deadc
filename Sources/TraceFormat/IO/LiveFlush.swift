/// When the writers of a live trace put what they hold on disk: at the end of every update and
/// at every event recorded between updates (the recorder hands those over one at a time), so that
/// a recorder killed at any moment loses at most the update in progress. The points depend on the
/// events alone, never on the clock, so converting a live trace reproduces its chunks; a
/// deterministic trace's chunks are filled to the format's size instead.
enum LiveFlush {
  /// Whether the writers of a trace with this header flush at ``isPoint(_:)``.
  static func applies(to header: TraceHeader) -> Bool { header.clock == .live }

  /// Whether everything up to and including `event` goes to disk now.
  @inline(__always)
  static func isPoint(_ event: TraceEvent) -> Bool {
    event.kind == .updateEnd || event.update == 0
  }
}
