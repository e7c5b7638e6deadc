import Foundation
import Testing

/// Hostile trace files through the CLI (issue 15): each gets a one-line error or a correct
/// answer, never a trap, and the costly ones are bounded structurally.
@Suite struct HostileInputTests {
  static let header =
    #"{"viewtrace":1,"scenario":"hostile","runtimeVersion":"0.1.0","clock":"deterministic","startTime":0,"metadata":[]}"#

  /// A JSON Lines trace of `lines` after the header, written to `name` in a fresh directory.
  static func write(_ name: String, _ lines: [String]) throws -> URL {
    let dir = try CLI.temporaryDirectory()
    try ([header] + lines).joined(separator: "\n").appending("\n").write(
      to: dir.appendingPathComponent(name), atomically: true, encoding: .utf8)
    return dir
  }

  static let body = [
    #"{"seq":1,"time":0,"update":1,"cause":null,"kind":"update-begin","identity":null,"code":"initial"}"#,
    #"{"seq":2,"time":0,"update":1,"cause":1,"kind":"body-begin","identity":"Root","name":"Root"}"#,
  ]

  @Test func dropCountsNearTwoToTheSixtyFourSaturate() throws {
    let dir = try Self.write(
      "drops.jsonl",
      Self.body + [
        #"{"dropped":18446744073709551615}"#, #"{"dropped":18446744073709551615}"#,
        #"{"seq":3,"time":0,"update":1,"cause":2,"kind":"body-end","identity":"Root","name":"Root","value":1}"#,
      ])
    let info = try CLI.run(["info", "drops.jsonl"], in: dir)
    #expect(info.status == 0, "\(info.stderr)")
    #expect(info.stdout.contains("the recorder dropped 18446744073709551615 events"))
    let copy = try CLI.run(["convert", "drops.jsonl", "drops.vtrace"], in: dir)
    #expect(copy.status == 0, "\(copy.stderr)")
    #expect(try CLI.run(["info", "drops.vtrace"], in: dir).status == 0)
  }

  @Test func hugeSeqTimeAndDurationDoNotTrap() throws {
    let top = UInt64.max
    let dir = try Self.write(
      "huge.jsonl",
      [
        #"{"seq":1,"time":0,"update":1,"cause":null,"kind":"update-begin","identity":null,"code":"initial"}"#,
        #"{"seq":\#(top - 3),"time":\#(top - 5),"update":1,"cause":1,"kind":"body-begin","identity":"Root","name":"Root"}"#,
        #"{"seq":\#(top - 2),"time":\#(top - 5),"update":1,"cause":\#(top - 3),"kind":"read","identity":"Root","code":"observable","name":"Model.items"}"#,
        #"{"seq":\#(top - 1),"time":\#(top),"update":1,"cause":\#(top - 3),"kind":"body-end","identity":"Root","name":"Root","value":\#(top)}"#,
        #"{"seq":\#(top),"time":\#(top),"update":1,"cause":1,"kind":"update-end","identity":null,"value":1}"#,
        #"{"end":{"events":5,"dropped":0}}"#,
      ])
    for args in [
      ["info", "huge.jsonl"], ["events", "huge.jsonl"], ["explain", "huge.jsonl"],
      ["replay", "huge.jsonl"], ["tree", "huge.jsonl"], ["why", "huge.jsonl", "Root"],
      ["export", "huge.jsonl", "-o", "huge.svg"], ["export", "huge.jsonl", "-o", "huge.html"],
      ["export", "huge.jsonl", "-o", "huge.json"], ["export", "huge.jsonl", "-o", "huge.xml"],
      ["convert", "huge.jsonl", "huge.vtrace"],
    ] {
      let result = try CLI.run(args, in: dir)
      // A trap is a signal: status 132 or more through the shell, or a negative one here.
      #expect(result.status == 0 || result.status == 1, "\(args): \(result.stderr)")
      #expect(!result.stderr.contains("Fatal error"), "\(args): \(result.stderr)")
    }
  }

  /// Found by the `analysis` fuzzer: a leap from time 0 to near 2^64 made the timeline's axis
  /// scale a length whose `Double` rounds up to 2^64, which no `UInt64` holds (a trap in the
  /// SVG's span titles).
  @Test func aLeapOfTimeToNearTwoToTheSixtyFourDrawsATimeline() throws {
    let top = UInt64.max
    let dir = try Self.write(
      "leap.jsonl",
      [
        #"{"seq":1,"time":0,"update":1,"cause":null,"kind":"update-begin","identity":null,"code":"initial"}"#,
        #"{"seq":18,"time":\#(top - 1),"update":1,"cause":1,"kind":"read","identity":"Board/Status[1]","code":"published","name":"Model#1"}"#,
        #"{"seq":19,"time":\#(top),"update":1,"cause":1,"kind":"read","identity":"Board/Status[0]","code":"published","name":"Model#1"}"#,
      ])
    for format in ["svg", "html", "json", "xml"] {
      let result = try CLI.run(["export", "leap.jsonl", "-o", "leap.\(format)"], in: dir)
      #expect(result.status == 0, "\(format): \(result.stderr)")
      #expect(
        FileManager.default.fileExists(atPath: dir.appendingPathComponent("leap.\(format)").path))
    }
  }

  @Test func seqThatDoesNotIncreaseIsRefused() throws {
    let dir = try Self.write(
      "order.jsonl",
      Self.body + [
        #"{"seq":2,"time":0,"update":1,"cause":1,"kind":"body-end","identity":"Root","name":"Root","value":1}"#
      ])
    TraceFileCommandsTests.expectOneLineError(
      try CLI.run(["info", "order.jsonl"], in: dir),
      contains: "order.jsonl:4: event seq 2 does not follow seq 2")
    let salvaged = try CLI.run(["info", "order.jsonl", "--salvage"], in: dir)
    #expect(salvaged.status == 0)
    #expect(salvaged.stdout.contains("skipped line 4 (event seq 2 does not follow seq 2)"))
    // The same in the binary format: the chunk is refused.
    let twin = try Self.write("twin.jsonl", Self.body)
    #expect(try CLI.run(["convert", "twin.jsonl", "twin.vtrace"], in: twin).status == 0)
  }

  @Test func causeAheadOfItsEventIsRefused() throws {
    let dir = try Self.write(
      "cause.jsonl",
      Self.body + [
        #"{"seq":3,"time":0,"update":1,"cause":9,"kind":"body-end","identity":"Root","name":"Root","value":1}"#
      ])
    TraceFileCommandsTests.expectOneLineError(
      try CLI.run(["events", "cause.jsonl"], in: dir),
      contains: "cause.jsonl:4: event 3 names cause 9, which is not an earlier event")
  }

  /// A view name with an escape sequence, a bell, a NUL and a right-to-left override.
  static let evil = #"Root\u001b[31m\u0007\u0000\u202e"#
  /// One update in which the view `evil` evaluates its body and creates a slot.
  static let evilUpdate = [
    #"{"seq":1,"time":0,"update":1,"cause":null,"kind":"update-begin","identity":null,"code":"initial"}"#,
    #"{"seq":2,"time":0,"update":1,"cause":1,"kind":"body-begin","identity":"\#(evil)","name":"\#(evil)"}"#,
    #"{"seq":3,"time":0,"update":1,"cause":2,"kind":"slot-create","identity":"\#(evil)","code":"state","name":"_x\#(evil)","type":"Int","site":"a.swift:1","after":"\#(evil)"}"#,
    #"{"seq":4,"time":1000,"update":1,"cause":2,"kind":"body-end","identity":"\#(evil)","name":"\#(evil)","value":1000}"#,
    #"{"seq":5,"time":1000,"update":1,"cause":1,"kind":"update-end","identity":null,"value":1}"#,
  ]

  /// The control characters (other than newline and tab) in `text`.
  static func rawControls(_ text: String) -> [UInt32] {
    text.unicodeScalars.filter {
      ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F || $0.value == 0x202E
    }.map(\.value)
  }

  @Test func controlCharactersInStringsAreEscapedInTextOutput() throws {
    let dir = try Self.write("evil.jsonl", Self.evilUpdate + [#"{"end":{"events":5,"dropped":0}}"#])
    for args in [
      ["events", "evil.jsonl"], ["tree", "evil.jsonl"], ["replay", "evil.jsonl"],
      ["explain", "evil.jsonl"],
    ] {
      let result = try CLI.run(args, in: dir)
      #expect(result.status == 0, "\(args): \(result.stderr)")
      let raw = Self.rawControls(result.stdout)
      #expect(raw.isEmpty, "\(args) printed raw control characters: \(raw)")
    }
    let events = try CLI.run(["events", "evil.jsonl"], in: dir)
    #expect(events.stdout.contains(#"Root\u{1B}[31m\u{7}\u{0}\u{202E}"#), "\(events.stdout)")
    // JSON output keeps the strings exact, in JSON's escapes.
    let json = try CLI.run(["events", "evil.jsonl", "--json"], in: dir)
    #expect(json.stdout.contains(#"Root\u001b[31m\u0007\u0000"#), "\(json.stdout)")
  }

  @Test func diffEscapesControlCharactersInViewNames() throws {
    // B evaluates a child view of the evil name in a second update: a row names that view.
    let dir = try Self.write("a.jsonl", Self.evilUpdate + [#"{"end":{"events":5,"dropped":0}}"#])
    let evil = Self.evil
    let b =
      [Self.header] + Self.evilUpdate + [
        #"{"seq":6,"time":2000,"update":2,"cause":null,"kind":"update-begin","identity":null,"code":"input"}"#,
        #"{"seq":7,"time":2000,"update":2,"cause":6,"kind":"body-begin","identity":"\#(evil)/\#(evil)","name":"\#(evil)"}"#,
        #"{"seq":8,"time":3000,"update":2,"cause":7,"kind":"body-end","identity":"\#(evil)/\#(evil)","name":"\#(evil)","value":1000}"#,
        #"{"seq":9,"time":3000,"update":2,"cause":6,"kind":"update-end","identity":null,"value":1}"#,
        #"{"end":{"events":9,"dropped":0}}"#,
      ]
    try (b.joined(separator: "\n") + "\n").write(
      to: dir.appendingPathComponent("b.jsonl"), atomically: true, encoding: .utf8)
    // The table names the view by its type, which ends where `[` begins; the events show it all.
    for (args, shown) in [
      (["diff", "a.jsonl", "b.jsonl"], #"bodies  Root\u{1B} "#),
      (["diff", "a.jsonl", "b.jsonl", "--events"], #"Root\u{1B}[31m\u{7}\u{0}\u{202E}"#),
    ] {
      let result = try CLI.run(args, in: dir)
      #expect(result.status == 1, "\(args): \(result.stderr)")
      let raw = Self.rawControls(result.stdout)
      #expect(raw.isEmpty, "\(args) printed raw control characters: \(raw)")
      #expect(result.stdout.contains(shown), "\(result.stdout)")
    }
    // JSON output keeps the name exact, in JSON's escapes.
    let json = try CLI.run(["diff", "a.jsonl", "b.jsonl", "--json"], in: dir)
    #expect(json.stdout.contains(#""view":"Root\u001b","a":0,"b":1"#), "\(json.stdout)")
  }

  /// Found by the `xml` fuzzer: bytes that the declared encoding cannot convert made libxml2
  /// print two lines of its own ("encoding error : …", "I/O error : encoder error") before ours.
  @Test func xmlItsDeclaredEncodingCannotConvertGetsOneLine() throws {
    let dir = try CLI.temporaryDirectory()
    var xml = Data(
      ExportImportTests.xml.replacingOccurrences(of: "UTF-8", with: "Shift_JIS").utf8)
    xml.insert(contentsOf: [0x96, 0xFF], at: xml.range(of: Data("<events>".utf8))!.lowerBound)
    try xml.write(to: dir.appendingPathComponent("sjis.xml"))
    for validation in [[], ["--no-validate"]] {
      TraceFileCommandsTests.expectOneLineError(
        try CLI.run(["import", "sjis.xml", "-o", "x.vtrace"] + validation, in: dir),
        contains: "viewtrace import: sjis.xml: input conversion failed due to input error")
    }
  }

  @Test func inputsThatAreNotFilesGetPlainMessages() throws {
    let dir = try CLI.temporaryDirectory()
    try FileManager.default.createDirectory(
      at: dir.appendingPathComponent("d.xml"), withIntermediateDirectories: false)
    TraceFileCommandsTests.expectOneLineError(
      try CLI.run(["import", "d.xml", "-o", "x.vtrace"], in: dir),
      contains: "viewtrace import: d.xml: is a directory, not a trace file")
    TraceFileCommandsTests.expectOneLineError(
      try CLI.run(["info", ""], in: dir), contains: "the trace file path is empty")
    TraceFileCommandsTests.expectOneLineError(
      try CLI.run(["convert", "", "x.vtrace"], in: dir), contains: "a file path is empty")
    // A FIFO is read like a file.
    let fifo = dir.appendingPathComponent("in.xml").path
    #expect(mkfifo(fifo, 0o644) == 0)
    let writer = Thread {
      _ = try? CLI.run(["export", OutputPathTests.trace, "-o", "in.xml"], in: dir)
    }
    writer.start()
    let result = try CLI.run(["import", "in.xml", "-o", "x.vtrace"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    #expect(result.stdout == "wrote x.vtrace (75 events, 39 strings)\n")
  }
}
