import Foundation
import Testing

/// End-to-end tests of `viewtrace info`, `events` and `convert`.
@Suite struct TraceFileCommandsTests {
  /// A small JSON Lines trace: `updates` taps on rows, each an update with a body and two reads.
  static func jsonl(updates: Int = 40) -> String {
    var lines = [
      #"{"viewtrace":1,"scenario":"NotesApp.toggle","runtimeVersion":"0.1.0","clock":"deterministic","startTime":0,"metadata":[["device","linux"]]}"#
    ]
    var seq = 0
    func line(_ fields: String) -> Int {
      seq += 1
      lines.append(#"{"seq":\#(seq),"time":\#(seq * 1000),"# + fields + "}")
      return seq
    }
    for u in 1...updates {
      let row = "NotesApp/List/ForEach/NoteRow#\(u % 7)"
      let input = line(
        #""update":0,"cause":null,"kind":"input","identity":"\#(row)","code":"tap","name":"toggle","after":"true""#
      )
      let begin = line(
        #""update":\#(u),"cause":\#(input),"kind":"update-begin","identity":null,"code":"input""#)
      let write = line(
        #""update":\#(u),"cause":\#(input),"kind":"slot-write","identity":"\#(row)","code":"action","name":"_isOn","before":"false","after":"true","value":0"#
      )
      let body = line(
        #""update":\#(u),"cause":\#(write),"kind":"body-begin","identity":"\#(row)","name":"NoteRow""#
      )
      _ = line(
        #""update":\#(u),"cause":\#(body),"kind":"read","identity":"\#(row)","code":"slot","name":"_isOn""#
      )
      _ = line(
        #""update":\#(u),"cause":\#(body),"kind":"read","identity":"\#(row)","code":"observable","name":"Store.notes""#
      )
      _ = line(
        #""update":\#(u),"cause":\#(body),"kind":"body-end","identity":"\#(row)","name":"NoteRow","value":3000"#
      )
      _ = line(#""update":\#(u),"cause":\#(begin),"kind":"update-end","identity":null,"value":1"#)
    }
    lines.append(#"{"end":{"events":\#(seq),"dropped":0}}"#)
    return lines.joined(separator: "\n") + "\n"
  }

  /// A directory holding `notes.jsonl` and its binary twin `notes.vtrace`.
  static func fixture() throws -> URL {
    let dir = try CLI.temporaryDirectory()
    try jsonl().write(
      to: dir.appendingPathComponent("notes.jsonl"), atomically: true, encoding: .utf8)
    let result = try CLI.run(["convert", "notes.jsonl", "notes.vtrace"], in: dir)
    #expect(result.status == 0, "\(result.stderr)")
    return dir
  }

  /// A failure: a non-zero status, one line on stderr, nothing on stdout.
  static func expectOneLineError(
    _ result: CLIResult, contains text: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(result.status != 0, sourceLocation: sourceLocation)
    #expect(result.stdout.isEmpty, sourceLocation: sourceLocation)
    #expect(
      result.stderr.filter { $0 == "\n" }.count == 1, "\(result.stderr)",
      sourceLocation: sourceLocation)
    #expect(result.stderr.contains(text), "\(result.stderr)", sourceLocation: sourceLocation)
  }

  @Test func infoSummarizesBothEncodings() throws {
    let dir = try Self.fixture()
    for file in ["notes.vtrace", "notes.jsonl"] {
      let text = try CLI.run(["info", file], in: dir)
      #expect(text.status == 0)
      #expect(text.stdout.contains("NotesApp.toggle"))
      // Binary version 5 added an invalidation's values; JSON Lines stayed at version 1.
      let binary = file.hasSuffix(".vtrace")
      #expect(
        text.stdout.contains(
          binary ? "binary trace, format version 5" : "JSON Lines trace, format version 1"))
      #expect(text.stdout.contains("events      320"))
      #expect(text.stdout.contains("updates     40"))
      #expect(text.stdout.contains("identities  7"))
      #expect(text.stdout.contains("complete"))

      let json = try CLI.run(["info", file, "--json"], in: dir)
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
      let size =
        try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent(file).path)[
          .size] as? Int
      #expect(object["events"] as? Int == 320)
      #expect(object["version"] as? Int == (binary ? 5 : 1))
      #expect(object["bytes"] as? Int == size)
      #expect((object["kinds"] as? [String: Int])?["read"] == 80)
    }
  }

  @Test func eventsFilterAndPrintJSONLines() throws {
    let dir = try Self.fixture()
    let all = try CLI.run(["events", "notes.vtrace"], in: dir)
    #expect(all.status == 0)
    #expect(all.stdout.split(separator: "\n").count == 320)
    #expect(
      all.stdout.contains(
        "#3  u1        3 µs  slot-write  NotesApp/List/ForEach/NoteRow#1  code=action"))

    let reads = try CLI.run(
      [
        "events", "notes.vtrace", "--kind", "read", "--kind", "body-end", "--identity", "NoteRow#3",
      ], in: dir)
    let readLines = reads.stdout.split(separator: "\n")
    #expect(readLines.count == 6 * 3)
    #expect(
      readLines.allSatisfy {
        $0.contains("NoteRow#3") && ($0.contains(" read ") || $0.contains(" body-end "))
      })

    let json = try CLI.run(["events", "notes.jsonl", "--update", "2", "--json"], in: dir)
    let objects = try json.stdout.split(separator: "\n").map {
      try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
    }
    #expect(objects.count == 7)
    #expect(objects.allSatisfy { $0["update"] as? Int == 2 })
    #expect(
      objects.allSatisfy {
        $0["seq"] is Int && $0["kind"] is String && $0.keys.contains("cause")
          && $0.keys.contains("identity")
      })
    #expect(objects.first?["kind"] as? String == "update-begin")
    #expect(objects.first?["identity"] is NSNull)

    let window = try CLI.run(
      ["events", "notes.vtrace", "--since", "10", "--until", "12", "--json"], in: dir)
    #expect(
      window.stdout.split(separator: "\n").map { $0.prefix(10) } == [
        #"{"seq":10,"#, #"{"seq":11,"#, #"{"seq":12,"#,
      ])

    let unknown = try CLI.run(["events", "notes.vtrace", "--kind", "render"], in: dir)
    #expect(unknown.status == 2)
    #expect(unknown.stderr.contains("unknown kind 'render'"))
  }

  @Test func convertRoundTripsByteForByte() throws {
    let dir = try Self.fixture()
    #expect(try CLI.run(["convert", "notes.vtrace", "back.jsonl"], in: dir).status == 0)
    #expect(try CLI.run(["convert", "back.jsonl", "again.vtrace"], in: dir).status == 0)
    let data = { (name: String) in try Data(contentsOf: dir.appendingPathComponent(name)) }
    #expect(try data("back.jsonl") == data("notes.jsonl"))
    #expect(try data("again.vtrace") == data("notes.vtrace"))
  }

  @Test func badInputsGiveOneLineAndNoCrash() throws {
    let dir = try Self.fixture()
    try Data("hello, world\n".utf8).write(to: dir.appendingPathComponent("text.vtrace"))
    try Data([0x89, 0x56, 0x54, 0x52, 0x41, 0x43, 0x45, 0x0A, 7, 0]).write(
      to: dir.appendingPathComponent("future.vtrace"))
    try FileManager.default.copyItem(
      at: dir.appendingPathComponent("notes.jsonl"), to: dir.appendingPathComponent("lies.vtrace"))

    Self.expectOneLineError(
      try CLI.run(["info", "missing.vtrace"], in: dir), contains: "missing.vtrace: no such file")
    Self.expectOneLineError(
      try CLI.run(["info", "text.vtrace"], in: dir),
      contains: "text.vtrace: not a ViewTrace file (bad magic)")
    Self.expectOneLineError(
      try CLI.run(["events", "future.vtrace"], in: dir),
      contains: "format version 7 is not supported")
    Self.expectOneLineError(
      try CLI.run(["convert", "notes.vtrace", "notes.txt"], in: dir), contains: "unknown file type")
    Self.expectOneLineError(
      try CLI.run(["convert", "notes.vtrace", "no/such/dir/x.jsonl"], in: dir),
      contains: "cannot write")
    Self.expectOneLineError(try CLI.run(["info", "."], in: dir), contains: "is a directory")
    Self.expectOneLineError(try CLI.run(["info"], in: dir), contains: "missing trace file")
    Self.expectOneLineError(
      try CLI.run(["info", "notes.vtrace", "--frobnicate"], in: dir), contains: "unknown option")
    #expect(!FileManager.default.fileExists(atPath: dir.appendingPathComponent("x.jsonl").path))
    // A file's name does not decide how it is read: JSON Lines named .vtrace is read as such.
    #expect(try CLI.run(["convert", "lies.vtrace", "lies.jsonl"], in: dir).status == 0)
    #expect(
      try Data(contentsOf: dir.appendingPathComponent("lies.jsonl"))
        == Data(contentsOf: dir.appendingPathComponent("notes.jsonl")))
  }

  @Test func corruptChunksAreNamedAndSalvageable() throws {
    let dir = try Self.fixture()
    var bytes = try Data(contentsOf: dir.appendingPathComponent("notes.vtrace"))
    bytes[bytes.count - 40] ^= 0xFF
    try bytes.write(to: dir.appendingPathComponent("bad.vtrace"))
    try Data("keep me".utf8).write(to: dir.appendingPathComponent("out.jsonl"))

    let failed = try CLI.run(["convert", "bad.vtrace", "out.jsonl"], in: dir)
    Self.expectOneLineError(failed, contains: "failed its checksum; use --salvage to skip it")
    #expect(failed.stderr.contains("bad.vtrace: chunk at byte "))
    // The failed conversion left the old output alone.
    #expect(
      try String(contentsOf: dir.appendingPathComponent("out.jsonl"), encoding: .utf8) == "keep me")

    let salvaged = try CLI.run(["info", "bad.vtrace", "--salvage", "--json"], in: dir)
    #expect(salvaged.status == 0)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(salvaged.stdout.utf8)) as? [String: Any])
    #expect((object["events"] as? Int ?? 320) < 320)
    #expect((object["notes"] as? [String])?.contains { $0.contains("checksum failed") } == true)
    let events = try CLI.run(["events", "bad.vtrace", "--salvage"], in: dir)
    #expect(events.status == 0 && events.stderr.contains("warning: bad.vtrace: skipped bytes"))
  }

  /// Issue 28, item 9: a damaged JSON Lines header, or a line too long to hold, was followed by
  /// "use --salvage to skip it", which cannot help there.
  @Test func damageSalvageCannotSkipGetsNoSalvageHint() throws {
    let dir = try Self.fixture()
    let lines = try String(contentsOf: dir.appendingPathComponent("notes.jsonl"), encoding: .utf8)
      .split(separator: "\n", omittingEmptySubsequences: false)
    let badHeader = (["{\"viewtrace\":1,\"frob\":2}"] + lines.dropFirst()).joined(separator: "\n")
    try Data(badHeader.utf8).write(to: dir.appendingPathComponent("header.jsonl"))
    for args in [["info", "header.jsonl"], ["info", "header.jsonl", "--salvage"]] {
      let result = try CLI.run(args, in: dir)
      Self.expectOneLineError(result, contains: "header.jsonl:1: the header line is unreadable")
      #expect(!result.stderr.contains("--salvage"), "\(args)")
    }
    // A last line with no newline, longer than any line a reader keeps.
    let long = lines[0] + "\n{\"seq\":\"" + String(repeating: "x", count: (64 << 20) + 16)
    try Data(long.utf8).write(to: dir.appendingPathComponent("long.jsonl"))
    let result = try CLI.run(["info", "long.jsonl"], in: dir)
    Self.expectOneLineError(result, contains: "long.jsonl:2: a line longer than the limit of")
    #expect(!result.stderr.contains("--salvage"))
  }

  @Test func aTruncatedTraceSaysHowFarItGot() throws {
    let dir = try Self.fixture()
    let bytes = try Data(contentsOf: dir.appendingPathComponent("notes.vtrace"))
    try bytes.prefix(bytes.count - 5).write(to: dir.appendingPathComponent("cut.vtrace"))
    let info = try CLI.run(["info", "cut.vtrace"], in: dir)
    #expect(info.status == 0)
    #expect(info.stdout.contains("truncated after 320 events"))
    let convert = try CLI.run(["convert", "cut.vtrace", "cut.jsonl"], in: dir)
    #expect(convert.status == 0 && convert.stderr.contains("truncated after 320 events"))
  }

  @Test func everyCommandHasHelp() throws {
    for command in ["info", "events", "convert"] {
      let result = try CLI.run([command, "--help"])
      #expect(result.status == 0)
      #expect(result.stdout.hasPrefix("usage: viewtrace \(command)"))
    }
  }
}
