import Foundation
import TraceAnalysis
import TraceFormat

/// The timeline as one SVG file, written with libxml2: a lane per identity in tree order,
/// identity lifetimes, body evaluations coloured by cause, slots with reset marks, tasks with
/// cancel and end marks, effects, update boundaries and findings, each with a `<title>` tooltip.
///
/// Large traces are aggregated: neighbouring marks merge into groups and deep identities fold
/// into their ancestors' lanes, so that the file never exceeds ``Options/maxElements`` elements.
/// The root element then says so (`vt:aggregated="true"`), and so does a note at the top. The
/// root also carries `vt:events` (events in the trace), `vt:marks` (spans and marks laid out),
/// `vt:drawn` (shapes drawn for them) and `vt:axis` (`time`: trace time, with events that share
/// an instant spread into clusters, each drawn as a `rect.break` with its real span in its title
/// and, where it fits, a `text.break-label`). Single marks have `data-seq`, the event that
/// began them; lane names `data-path`; tasks, effects and bodies wide enough carry their name in
/// a `text.bar-name`. Below the legend, each finding is told in a `text.finding-text` (its
/// `data-finding` numbered as the viewer's findings panel numbers it): its summary, its fix and
/// its chain one step a line, wrapped to the picture's width.
public enum SVGTimeline {
  /// Sizes and limits of the drawing.
  public struct Options: Sendable {
    /// The most elements the file may hold, whatever the trace size.
    public var maxElements: Int
    /// The most lanes; deeper identities fold into their ancestors' lanes beyond it.
    public var maxLanes: Int
    /// The width of the plot, in pixels, beside the lane names.
    public var plotWidth: Double

    public init(maxElements: Int = 10_000, maxLanes: Int = 250, plotWidth: Double = 1200) {
      self.maxElements = maxElements
      self.maxLanes = maxLanes
      self.plotWidth = plotWidth
    }
  }

  /// The namespace of the `vt:` attributes on the root element.
  public static let namespace = "urn:viewtrace:svg:1"

  /// The timeline of `trace` as SVG, with `findings` marked at their symptoms.
  public static func render(trace: Trace, findings: [Finding] = [], options: Options = Options())
    throws
    -> Data
  {
    try render(timeline: Timeline(trace: trace), findings: findings, options: options)
  }

  /// `timeline` as SVG, with `findings` marked at their symptoms: for a timeline already built,
  /// such as an `Analysis`'s, which is not built again.
  public static func render(
    timeline: Timeline, findings: [Finding] = [], options: Options = Options()
  ) throws -> Data {
    try SVGRenderer(
      timeline: TimelineLayout(timeline, findings: findings), options: options
    ).render()
  }

  /// Writes `timeline` as SVG to `url`, atomically.
  public static func write(timeline: Timeline, findings: [Finding] = [], to url: URL) throws {
    try AtomicFile.write(render(timeline: timeline, findings: findings), to: url)
  }
}
