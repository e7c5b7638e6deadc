import Foundation
import TraceAnalysis
import TraceFormat

/// The trace in Chrome's Trace Event JSON format, for Perfetto UI and chrome://tracing: one
/// thread per lane, body evaluations as complete slices, flow arrows from each invalidation (or
/// insertion) to the body it caused, instants for slot and task events, tasks and effects as
/// async spans, updates on their own thread.
///
/// Timestamps are microseconds. When the trace's clock barely moved (a virtual clock), the axis
/// is the event sequence number instead, one microsecond per event; `otherData.axis` says which.
public enum ChromeTrace {
  /// The trace as Chrome Trace Event JSON.
  public static func render(trace: Trace, findings: [Finding] = []) throws -> Data {
    var writer = ChromeTraceWriter(timeline: Timeline(trace: trace, findings: findings))
    return Data(writer.write())
  }

  /// Writes the Chrome trace JSON to `url`, atomically.
  public static func write(trace: Trace, findings: [Finding] = [], to url: URL) throws {
    try AtomicFile.write(render(trace: trace, findings: findings), to: url)
  }
}
