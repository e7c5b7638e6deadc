import Foundation
import TraceFormat

/// `convert IN OUT`: from any trace file to the binary format or JSON Lines.
let convertCommand = ToolCommand(
  name: "convert",
  summary: "convert a trace between .vtrace and .jsonl",
  help: { tool in
    """
    usage: \(tool) convert IN OUT [--format vtrace|jsonl] [--salvage] [--json]

    Converts the trace IN (binary, JSON Lines or XML, told apart by content; `-` is standard
    input) to OUT, in the format its extension names: .vtrace (binary) or .jsonl (JSON Lines).
    Converting a file and converting the result back gives the same bytes. A truncated trace
    converts to a truncated trace. OUT is written to a temporary file and renamed into place,
    so a failed conversion never leaves a half-written OUT. OUT `-` is standard output, binary
    unless --format says jsonl; binary is refused on a terminal. A device, FIFO or symbolic
    link is written through, never replaced. OUT may not be IN, by any name.

    options:
      --format F  the format of OUT: vtrace (binary) or jsonl (JSON Lines), for `-` or a device;
                  a file's extension must agree with it
      --salvage   skip damaged chunks or lines of IN instead of failing, and say what was skipped
      --json      print {"input","output","format","events","complete","notes"} (on stderr when
                  OUT is standard output)
    """
  },
  run: { args, context in
    let salvage = args.flag("--salvage")
    let json = args.flag("--json")
    let formatName = try args.option("--format")
    let input = try args.positional("input file")
    let output = try args.positional("output file")
    try args.finish()
    guard !input.isEmpty, !output.isEmpty else { throw CLIError("a file path is empty") }
    let format = try ConvertFormat.chosen(formatName, output: output)
    if format == .binary {
      try OutputPath.refuseBinaryOnTerminal(output, instead: "add --format jsonl for JSON Lines")
    }
    let source = URL(fileURLWithPath: try TraceInput.readable(input))
    let report = try TraceFiles.convert(
      from: source, toPath: output, format: format, salvage: salvage)
    let file = source.lastPathComponent
    for note in report.notes { Output.error("\(context.speaker): warning: \(file): \(note)") }
    Output.status(
      output: output,
      json
        ? JSON.object([
          ("input", .string(input)), ("output", .string(output)),
          ("format", .string(ConvertFormat.name(of: format))), ("events", .unsigned(report.events)),
          ("complete", .bool(report.complete)), ("notes", .strings(report.notes)),
        ]).rendered
        : "wrote \(output): \(report.events) events")
    return 0
  })

/// The formats `convert` writes, by the names of their extensions.
enum ConvertFormat {
  /// The format of OUT: `name` (`vtrace` or `jsonl`) when given, which a file's extension must
  /// agree with; else the one OUT's extension names (binary for `-` and devices).
  static func chosen(_ name: String?, output: String) throws(CLIError) -> TraceFileFormat {
    let named = TraceFileFormat(path: output)
    guard let name else {
      guard let named else {
        throw CLIError(
          "cannot write \(output): unknown file type; trace files end in .vtrace (binary) or .jsonl (JSON Lines)"
        )
      }
      return named
    }
    let format: TraceFileFormat
    switch name {
    case "vtrace": format = .binary
    case "jsonl": format = .jsonLines
    default: throw CLIError.usage("--format takes vtrace or jsonl, not '\(name)'")
    }
    if let byExtension = TraceFileFormat(url: URL(fileURLWithPath: output)),
      byExtension != format
    {
      throw CLIError.usage(
        "--format \(name) disagrees with .\(URL(fileURLWithPath: output).pathExtension) in OUT")
    }
    return format
  }

  /// The name `--format` and `--json` give `format`.
  static func name(of format: TraceFileFormat) -> String {
    format == .jsonLines ? "jsonl" : "vtrace"
  }
}
