import Foundation
import Testing
import TraceFormat
import TraceTestSupport

@testable import TraceExport

/// The replay pane's data says what each view showed: a `shows` change per `display` event of a
/// view in the tree, with what it showed before when that changed in an update.
@Suite struct ViewerDisplayTests {
  @Test func eachDisplayEventIsAShowsChangeOnItsLane() throws {
    let b = TraceBuilder()
    let row = "List/Row[id=0]"
    let text = row + "/Text[0]"
    b.update = 1
    let begin = b.add(.updateBegin)
    for path in ["List", row, text] {
      b.add(.identity, path, cause: begin, code: IdentityDecision.inserted.rawValue, name: "V")
    }
    b.add(.display, text, cause: begin, name: "Text", after: "\"Buy milk\"")
    b.add(.updateEnd, cause: begin)
    b.update = 0
    let input = b.add(.input, "List/TextField", code: InputAction.typeText.rawValue)
    b.update = 2
    let second = b.add(.updateBegin, cause: input)
    b.add(
      .display, text, cause: second, name: "Text", before: "\"Buy milk\"", after: "\"Water plants\""
    )
    b.add(.updateEnd, cause: second)
    let trace = b.trace

    let viewerPage = try ViewerPage(HTMLViewer.render(trace: trace, findings: []))
    let page = viewerPage.text
    let data = viewerPage.data
    let strings = try #require(data["strings"] as? [String])
    let lanes = try #require((data["lanes"] as? [String: Any])?["path"] as? [String])
    let updates = try #require(data["updates"] as? [[String: Any]])
    let shown = try updates.map { update in
      let ops = try #require(update["ops"] as? [Int])
      return stride(from: 0, to: ops.count, by: 5).filter {
        ops[$0] == ViewerUpdates.Op.shows.rawValue
      }.map {
        "\(lanes[ops[$0 + 1]]) \(strings[ops[$0 + 2]]) → \(strings[ops[$0 + 3]])"
      }
    }
    #expect(shown == [["\(text)  → \"Buy milk\""], ["\(text) \"Buy milk\" → \"Water plants\""]])
    // The page shows it with the view's other state.
    #expect(page.contains(#""shows " + li.dataset.shows"#))
  }
}
