import Foundation
import TraceExport
import TraceFormat

/// `import`: reads ViewTrace XML back into a trace file.
let importCommand = ToolCommand(
  name: "import",
  summary: "read ViewTrace XML back into a trace file",
  help: { tool in
    """
    usage: \(tool) import FILE.xml -o OUT [--no-validate] [--json]

    Reads FILE.xml (ViewTrace XML, docs/xml-schema.md) and writes the trace it holds to OUT.
    The XML is first validated against the schema; DTDs, entities and network access are
    refused. OUT is replaced atomically; `-o -` writes binary to standard output, and a device,
    FIFO or symbolic link is written through, never replaced. OUT may not be FILE.xml, by any
    name.

    options:
      -o OUT          the trace file to write
      --no-validate   skip the schema validation (the reader still checks everything it reads)
      --json          print what was read as JSON
    """
  },
  run: { arguments, context in
    guard let output = try arguments.option("-o") ?? arguments.option("--output") else {
      throw CLIError.usage("missing -o OUT")
    }
    let validate = !arguments.flag("--no-validate")
    let json = arguments.flag("--json")
    let input = try arguments.positional("the XML FILE")
    try arguments.finish()
    if TraceFileFormat(path: output) == .binary {
      try OutputPath.refuseBinaryOnTerminal(output, instead: "import to a .jsonl file")
    }
    let trace = try TraceDocuments.read(input, validatingXML: validate, command: context.speaker)
    try TraceDocuments.write(trace, readFrom: input, to: output)
    if json {
      Output.status(
        output: output,
        JSON.object([
          ("output", .string(output)), ("events", .integer(trace.events.count)),
          ("strings", .integer(trace.strings.count)),
        ]).rendered
      )
    } else {
      Output.status(
        output: output,
        "wrote \(output) (\(trace.events.count) events, \(trace.strings.count) strings)")
    }
    return 0
  })
