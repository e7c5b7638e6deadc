import Foundation
import TraceFormat

/// `convert IN OUT`: from any trace file to the binary format or JSON Lines.
let convertCommand = ToolCommand(
  name: "convert",
  summary: "convert a trace between .vtrace and .jsonl",
  help: { tool in
    """
    usage: \(tool) convert IN OUT [--salvage]

    Converts the trace IN (binary, JSON Lines or XML, told apart by content) to OUT, in the format
    its extension names: .vtrace (binary) or .jsonl (JSON Lines). Converting a file and
    converting the result back gives the same bytes. A truncated trace converts to a truncated
    trace. OUT is written to a temporary file and renamed into place, so a failed conversion never
    leaves a half-written OUT. OUT `-` is standard output (binary); a device, FIFO or symbolic
    link is written through, never replaced. OUT may not be IN, by any name.

    options:
      --salvage   skip damaged chunks or lines of IN instead of failing, and say what was skipped
    """
  },
  run: { args, context in
    let salvage = args.flag("--salvage")
    let input = try args.positional("input file")
    let output = try args.positional("output file")
    try args.finish()
    guard !input.isEmpty, !output.isEmpty else { throw CLIError("a file path is empty") }
    let source = URL(fileURLWithPath: try TraceInput.readable(input))
    let report = try TraceFiles.convert(from: source, toPath: output, salvage: salvage)
    let file = source.lastPathComponent
    for note in report.notes { Output.error("\(context.speaker): warning: \(file): \(note)") }
    Output.status(output: output, "wrote \(output): \(report.events) events")
    return 0
  })
