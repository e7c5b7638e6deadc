import Foundation
import TraceAnalysis
import TraceFormat

/// The trace in Chrome's Trace Event JSON format, for Perfetto UI and chrome://tracing: one
/// thread per view, named by its type and key (`NoteRow[id=17]`, its identity path in the
/// name's args), body evaluations as complete slices, instants for slot and task events, tasks
/// and effects as async spans named as the code spells them (`.task`, `.task(id:)`, `Task { }`,
/// `.refreshable`; `GET /notes`), updates on their own thread. Flow arrows follow the cause
/// links: from each invalidation (or insertion) to the body it caused, from the input, body or
/// appearance that started a task or an effect to its start, and from a write or a task's event
/// to the invalidation it caused; only where cause and effect are on different threads or at
/// different times (an arrow of no length is left out). Each flow's id is the seq of the event
/// it ends at.
///
/// `ts` and `dur` are microseconds of trace time since the first event (virtual time in a
/// deterministic trace), as Perfetto and chrome://tracing read them; events at one instant keep
/// their order by `args.seq`.
public enum ChromeTrace {
  /// The trace as Chrome Trace Event JSON.
  public static func render(trace: Trace, findings: [Finding] = []) throws -> Data {
    try render(timeline: Timeline(trace: trace), findings: findings)
  }

  /// `timeline` as Chrome Trace Event JSON: for a timeline already built, such as an
  /// `Analysis`'s, which is not built again.
  public static func render(timeline: Timeline, findings: [Finding] = []) throws -> Data {
    var writer = ChromeTraceWriter(
      timeline: TimelineLayout(timeline, findings: findings, axis: .traceTime))
    return Data(writer.write())
  }
}
