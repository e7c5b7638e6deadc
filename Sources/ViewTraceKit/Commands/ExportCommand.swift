import Foundation
import TraceAnalysis
import TraceExport
import TraceFormat

/// `export`: a trace as an SVG timeline, ViewTrace XML, an HTML viewer or Chrome JSON.
let exportCommand = ToolCommand(
  name: "export",
  summary: "export a trace as SVG, XML, HTML or Chrome trace JSON",
  help: { tool in
    """
    usage: \(tool) export FILE --format svg|xml|html|chrome -o OUT [--json]

    Exports the trace in FILE:
      svg     a timeline (one lane per identity; at most 10,000 elements, aggregated if needed)
      xml     the whole trace as ViewTrace XML (docs/xml-schema.md), valid against its schema
      html    a self-contained viewer: timeline, findings, replay of each update
      chrome  Chrome Trace Event JSON, for Perfetto UI and chrome://tracing

    The format defaults to OUT's extension (.svg, .xml, .html, .json). OUT is replaced
    atomically; `-o -` writes to standard output (then what was written is told on stderr), and
    a device, FIFO or symbolic link is written through, never replaced. OUT may not be FILE, by
    any name.

    options:
      --format F   the format
      -o OUT       the file to write
      --json       print what was written as JSON
      --salvage    skip damaged chunks of FILE instead of failing
    """
  },
  run: { arguments, context in
    guard let output = try arguments.option("-o") ?? arguments.option("--output") else {
      throw CLIError.usage("missing -o OUT")
    }
    let formatName =
      try arguments.option("--format") ?? ExportFormat.inferred(from: output)?.rawValue
    let json = arguments.flag("--json")
    let salvage = arguments.flag("--salvage")
    let input = try arguments.positional("the trace FILE")
    try arguments.finish()
    guard let formatName else {
      throw CLIError.usage(
        "missing --format (svg, xml, html or chrome); OUT's extension does not say")
    }
    guard let format = ExportFormat(rawValue: formatName) else {
      throw CLIError.usage("unknown format '\(formatName)'; use svg, xml, html or chrome")
    }
    let trace = try TraceDocuments.read(input, salvage: salvage, command: context.speaker)
    let bytes = try format.write(trace, toPath: output, reading: [TraceInput.file(input)])
    if json {
      Output.status(
        output: output,
        JSON.object([
          ("output", .string(output)), ("format", .string(format.rawValue)),
          ("bytes", .integer(bytes)), ("events", .integer(trace.events.count)),
        ]).rendered
      )
    } else {
      Output.status(
        output: output,
        "wrote \(output) (\(format.rawValue), \(bytes) bytes, \(trace.events.count) events)")
    }
    return 0
  })

/// The formats `export` writes.
enum ExportFormat: String, CaseIterable {
  case svg, xml, html, chrome

  /// The format that `path`'s extension names, if any.
  static func inferred(from path: String) -> ExportFormat? {
    switch URL(fileURLWithPath: path).pathExtension.lowercased() {
    case "svg": .svg
    case "xml": .xml
    case "html", "htm": .html
    case "json": .chrome
    default: nil
    }
  }

  /// Writes `trace` in this format to `path` (by ``AtomicFile``'s rules, never one of `inputs`);
  /// returns how many bytes. The timelines are drawn from the timeline the analysis built (not
  /// built again), with its findings marked where they happen; the viewer page is written as it
  /// is made, not held whole.
  func write(_ trace: Trace, toPath path: String, reading inputs: [String]) throws -> Int {
    let data: Data
    switch self {
    case .xml: data = try TraceXML.render(trace: trace)
    case .svg:
      let analysis = Analysis(trace: trace)
      data = try SVGTimeline.render(timeline: analysis.timeline, findings: analysis.findings)
    case .chrome:
      let analysis = Analysis(trace: trace)
      data = try ChromeTrace.render(timeline: analysis.timeline, findings: analysis.findings)
    case .html:
      let analysis = Analysis(trace: trace)
      return try HTMLViewer.write(
        timeline: analysis.timeline, findings: analysis.findings, toPath: path, reading: inputs)
    }
    try AtomicFile.write(data, toPath: path, reading: inputs)
    return data.count
  }
}
