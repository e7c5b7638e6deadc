import Foundation
import Testing

/// An output that is the command's own input (issue 28, item 1): refused in one line before
/// anything is written, however the two paths name the file (the same path, a symbolic link, a
/// hard link), and a link's target is never truncated before the whole output is ready.
@Suite struct OwnInputTests {
  /// A directory holding `victim.vtrace`, a copy of a checked-in trace, and its bytes.
  static func victim() throws -> (URL, Data) {
    let dir = try CLI.temporaryDirectory()
    let bytes = try Data(contentsOf: URL(fileURLWithPath: OutputPathTests.trace))
    try bytes.write(to: dir.appendingPathComponent("victim.vtrace"))
    return (dir, bytes)
  }

  static func expectRefused(
    _ args: [String], in dir: URL, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let result = try CLI.run(args, in: dir)
    TraceFileCommandsTests.expectOneLineError(
      result, contains: "which this command reads", sourceLocation: sourceLocation)
  }

  @Test func convertThroughALinkToItsInputIsRefusedAndTheInputKept() throws {
    let (dir, bytes) = try Self.victim()
    try FileManager.default.createSymbolicLink(
      atPath: dir.appendingPathComponent("out.vtrace").path, withDestinationPath: "victim.vtrace")
    try Self.expectRefused(["convert", "victim.vtrace", "out.vtrace"], in: dir)
    try Self.expectRefused(["convert", "victim.vtrace", "victim.vtrace"], in: dir)
    try Self.expectRefused(["convert", "out.vtrace", "./victim.vtrace"], in: dir)
    #expect(try Data(contentsOf: dir.appendingPathComponent("victim.vtrace")) == bytes)
    #expect(try OutputPathTests.leftovers(dir).isEmpty)
  }

  @Test func aHardLinkToTheInputIsRefused() throws {
    let (dir, bytes) = try Self.victim()
    #expect(
      link(
        dir.appendingPathComponent("victim.vtrace").path,
        dir.appendingPathComponent("twin.jsonl").path) == 0)
    try Self.expectRefused(["convert", "victim.vtrace", "twin.jsonl"], in: dir)
    #expect(try Data(contentsOf: dir.appendingPathComponent("victim.vtrace")) == bytes)
  }

  @Test func exportAndImportRefuseTheirInput() throws {
    let (dir, bytes) = try Self.victim()
    try FileManager.default.createSymbolicLink(
      atPath: dir.appendingPathComponent("page.html").path, withDestinationPath: "victim.vtrace")
    try Self.expectRefused(["export", "victim.vtrace", "-o", "page.html"], in: dir)
    #expect(try Data(contentsOf: dir.appendingPathComponent("victim.vtrace")) == bytes)
    let exported = try CLI.run(["export", "victim.vtrace", "-o", "victim.xml"], in: dir)
    #expect(exported.status == 0, "\(exported.stderr)")
    let xml = try Data(contentsOf: dir.appendingPathComponent("victim.xml"))
    try Self.expectRefused(["import", "victim.xml", "-o", "victim.xml"], in: dir)
    try FileManager.default.createSymbolicLink(
      atPath: dir.appendingPathComponent("back.vtrace").path, withDestinationPath: "victim.xml")
    try Self.expectRefused(["import", "victim.xml", "-o", "back.vtrace"], in: dir)
    #expect(try Data(contentsOf: dir.appendingPathComponent("victim.xml")) == xml)
  }

  /// A link to another regular file gets the output, but only whole: a conversion that fails
  /// midway leaves the link's target as it was.
  @Test func aLinksTargetIsReplacedOnlyWhenTheOutputIsWhole() throws {
    let (dir, bytes) = try Self.victim()
    var damaged = bytes
    damaged[damaged.count - 3] ^= 0xFF
    try damaged.write(to: dir.appendingPathComponent("damaged.vtrace"))
    let kept = Data("the link's target, untouched\n".utf8)
    try kept.write(to: dir.appendingPathComponent("target.vtrace"))
    try FileManager.default.createSymbolicLink(
      atPath: dir.appendingPathComponent("link.vtrace").path, withDestinationPath: "target.vtrace")
    let failed = try CLI.run(["convert", "damaged.vtrace", "link.vtrace"], in: dir)
    #expect(failed.status != 0)
    #expect(try Data(contentsOf: dir.appendingPathComponent("target.vtrace")) == kept)
    let converted = try CLI.run(["convert", "victim.vtrace", "link.vtrace"], in: dir)
    #expect(converted.status == 0, "\(converted.stderr)")
    #expect(OutputPathTests.type(dir.appendingPathComponent("link.vtrace").path) == S_IFLNK)
    #expect(try Data(contentsOf: dir.appendingPathComponent("target.vtrace")) == bytes)
    #expect(try OutputPathTests.leftovers(dir).isEmpty)
  }
}
