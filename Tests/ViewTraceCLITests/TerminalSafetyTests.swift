import Foundation
import Testing
import TraceFormat
import TraceTestSupport

/// Text from a trace never reaches the terminal raw (issue 28, item 4): ESC, BEL, CR, C1, the
/// bidirectional controls, U+061C, U+2028 and U+2029 in a header, a string or an error that quotes
/// the file are written as `\u{…}` by every command that prints them.
@Suite struct TerminalSafetyTests {
  static let hostile = "\u{1B}]0;owned\u{07}\u{1B}[2J\r\u{9B}\u{202E}\u{061C}\u{2028}\u{2029}"

  /// A deterministic trace whose header and strings hold `hostile`, as `t.vtrace` and `t.jsonl`.
  static func files() throws -> URL {
    let dir = try CLI.temporaryDirectory()
    let b = TraceBuilder()
    b.header = TraceHeader(
      scenario: "s" + hostile, runtimeVersion: "1" + hostile, clock: .deterministic,
      metadata: [.init(key: "k" + hostile, value: "v" + hostile)])
    b.update = 1
    let begin = b.add(.updateBegin, code: UpdateTrigger.initial.rawValue)
    b.add(
      .identity, "App/Row" + hostile, cause: begin, code: IdentityDecision.inserted.rawValue,
      reason: DecisionReason.firstAppearance.rawValue, name: "Row" + hostile)
    b.add(.appear, "App/Row" + hostile, cause: begin, name: "Row" + hostile)
    b.add(.updateEnd, value: 0)
    try b.trace.write(to: dir.appendingPathComponent("t.vtrace"))
    try b.trace.write(to: dir.appendingPathComponent("t.jsonl"))
    return dir
  }

  /// The scalars that must never be printed raw: every control but the line feed that ends a
  /// line, and the bidirectional and separator code points.
  static func raw(_ text: String) -> [Unicode.Scalar] {
    text.unicodeScalars.filter { s in
      switch s.value {
      case 0x0A: false
      case 0..<0x20, 0x7F..<0xA0, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E,
        0x2066...0x2069:
        true
      default: false
      }
    }
  }

  @Test(arguments: [
    ["info", "t.vtrace"], ["info", "t.jsonl"], ["events", "t.vtrace"], ["tree", "t.vtrace"],
    ["replay", "t.vtrace"], ["explain", "t.vtrace"], ["why", "t.vtrace"],
    ["diff", "t.vtrace", "t.jsonl"], ["verify", "t.vtrace"],
  ])
  func nothingRawReachesTheTerminal(args: [String]) throws {
    let result = try CLI.run(args, in: try Self.files())
    #expect(result.status != 132 && result.status < 128, "\(args): \(result.stderr)")
    #expect(Self.raw(result.stdout).isEmpty, "\(args): \(result.stdout.debugDescription)")
    #expect(Self.raw(result.stderr).isEmpty, "\(args): \(result.stderr.debugDescription)")
  }

  /// An error that quotes the file (an unknown kind) quotes it escaped, in one line.
  @Test func anErrorQuotingTheFileIsEscaped() throws {
    let dir = try Self.files()
    let jsonl = try String(contentsOf: dir.appendingPathComponent("t.jsonl"), encoding: .utf8)
    let bad = jsonl.replacingOccurrences(
      of: #""kind":"appear""#, with: #""kind":"\u001b[2J\u0007\u2028""#)
    #expect(bad != jsonl)
    try bad.write(to: dir.appendingPathComponent("bad.jsonl"), atomically: true, encoding: .utf8)
    for args in [
      ["info", "bad.jsonl"], ["explain", "bad.jsonl"], ["export", "bad.jsonl", "-o", "b.svg"],
    ] {
      let result = try CLI.run(args, in: dir)
      #expect(result.status == 1, "\(args): \(result.stderr)")
      #expect(Self.raw(result.stderr).isEmpty, "\(args): \(result.stderr.debugDescription)")
      #expect(result.stderr.filter { $0 == "\n" }.count == 1, "\(args): \(result.stderr)")
    }
  }
}
