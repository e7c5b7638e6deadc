import Foundation
import TraceFormat

/// `events FILE`: the events of a trace, filtered, as text or JSON Lines.
let eventsCommand = ToolCommand(
  name: "events",
  summary: "print a trace's events, filtered",
  help: { tool in
    """
    usage: \(tool) events FILE [--kind K]... [--identity TEXT] [--update N]
                                 [--since SEQ] [--until SEQ] [--json] [--salvage]

    Prints the events of the trace FILE (.vtrace or .jsonl), one a line:
      #SEQ  uUPDATE  +TIME  KIND  IDENTITY  FIELDS  <- #CAUSE

    options:
      --kind K         only events of kind K (repeatable), e.g. body-begin, identity, slot-write
      --identity TEXT  only events whose identity path contains TEXT
      --update N       only events of update N
      --since SEQ      only events from sequence number SEQ on
      --until SEQ      only events up to sequence number SEQ
      --json           print JSON Lines (the .jsonl event lines: seq, time, update, cause, kind,
                       identity and the kind's fields)
      --salvage        skip damaged chunks or lines instead of failing, and say what was skipped
    """
  },
  run: { args, context in
    let json = args.flag("--json")
    let salvage = args.flag("--salvage")
    let kindNames = try args.options("--kind")
    let identity = try args.option("--identity")
    let update = try args.integer("--update", as: UInt32.self)
    let since = try args.integer("--since", as: UInt64.self).map(Seq.init(rawValue:))
    let until = try args.integer("--until", as: UInt64.self).map(Seq.init(rawValue:))
    let path = try args.positional("trace file")
    try args.finish()
    var kinds = Set<EventKind>()
    for name in kindNames {
      guard let kind = EventKind(name: name) else {
        throw CLIError.usage(
          "unknown kind '\(name)'; kinds are \(EventKind.allCases.map(\.name).joined(separator: ", "))"
        )
      }
      kinds.insert(kind)
    }

    let reader = try TraceInput.open(path, salvage: salvage)
    var matches: [Bool?] = []
    var out = BufferedOutput()
    var strings: [String] = []
    while let e = try reader.next() {
      if !kinds.isEmpty && !kinds.contains(e.kind) { continue }
      if let update, e.update != update { continue }
      if let since, e.seq < since { continue }
      if let until, e.seq > until { continue }
      if reader.strings.count > strings.count {
        strings += reader.strings[strings.count...].map(TerminalText.escaped)
      }
      if let identity {
        let id = Int(e.identity.rawValue)
        if id >= matches.count {
          matches += [Bool?](repeating: nil, count: strings.count - matches.count)
        }
        let match = matches[id] ?? (id != 0 && strings[id].contains(identity))
        matches[id] = match
        if !match { continue }
      }
      out.line(
        json
          ? JSONLines.line(for: e, strings: reader.strings) : EventText.line(e, strings: strings))
    }
    out.flush()
    TraceInput.warn(reader, path: path, command: context.speaker)
    return 0
  })
