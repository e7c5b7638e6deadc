import Foundation
import Testing

@Suite struct ReplayCommandTests {
  private func recordedFlicker() throws -> String {
    let path = try CLI.temporaryDirectory().appendingPathComponent("flicker.vtrace").path
    let record = try CLI.run(["record", "notes-refresh-flicker", "-o", path])
    #expect(record.status == 0)
    return path
  }

  @Test func replayShowsEachUpdateWithItsDecisions() throws {
    let path = try recordedFlicker()
    let result = try CLI.run(["replay", path, "--update", "3"])
    #expect(result.status == 0)
    #expect(
      result.stdout == """
        update 3  at 300.003 ms, after task, 1 bodies
          body NoteListScreen  .navigationDestination[root]/NoteListScreen
          inserted ProgressView (branch-flipped)  NoteListScreen/ProgressView[if]
          removed .navigationTitle (branch-flipped)  NoteListScreen/.navigationTitle[else]
          ProgressView shows "Refreshing…"  NoteListScreen/ProgressView[if]
          task 2 cancelled (disappeared)  .navigationTitle[else]/.refreshable
          task 1 cancelled (disappeared)  .refreshable/.task

        """)
  }

  @Test func replayNamesTheRowOfEachChangeByItsIDOrItsPlace() throws {
    let traces = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../traces").standardized
    let feed = try CLI.run(["replay", traces.appendingPathComponent("feed-scroll.vtrace").path])
    #expect(feed.stdout.contains("\n  Text shows \"Liked\" (was \"Like\") in row 2  Button/Text\n"))
    let orders = try CLI.run([
      "replay", traces.appendingPathComponent("orders-index-identity.vtrace").path,
    ])
    #expect(
      orders.stdout.contains(
        "\n  Text shows \"Order #1004 for Ada\" (was \"Order #1003 for Grace\") in row at index 0  "
          + "Button[0]/Text\n"))
    // A row of the list inside each order's row is named after the order's.
    let stable = try CLI.run([
      "replay", traces.appendingPathComponent("orders-stable-ids.vtrace").path,
    ])
    #expect(
      stable.stdout.contains(
        "\n  Text shows \"Pencils\" in row 1002, row \"Pencils\"  ForEach[1.if]/Text[id=\"Pencils\"]\n"
      ))
  }

  @Test func replayRefusesAnUpdateTheTraceLacks() throws {
    let path = try recordedFlicker()
    let result = try CLI.run(["replay", path, "--update", "99"])
    #expect(result.status == 1)
    #expect(result.stderr.contains("has no update 99; it has updates 1 to"))
  }

  @Test func replayRefusesAFileThatIsNotATrace() throws {
    let path = try CLI.temporaryDirectory().appendingPathComponent("junk.vtrace")
    try Data("not a trace at all".utf8).write(to: path)
    let result = try CLI.run(["replay", path.path])
    #expect(result.status != 0)
    #expect(result.stderr.split(separator: "\n").count == 1)
    #expect(result.stdout.isEmpty)
  }
}
