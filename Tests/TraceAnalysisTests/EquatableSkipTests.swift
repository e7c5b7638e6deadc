import Foundation
import Testing
import TraceAnalysis
import TraceFormat
import ViewRuntime
import ViewTraceKit

/// A message row whose `==` ignores when it was read, as chat rows often do.
struct ReadReceiptRow: View, Equatable {
  let id: Int
  let text: String
  let readAt: Date?

  var body: some View { Text(text) }

  nonisolated static func == (lhs: ReadReceiptRow, rhs: ReadReceiptRow) -> Bool {
    lhs.id == rhs.id && lhs.text == rhs.text
  }
}

struct ReadReceiptThread: View {
  struct Message: Identifiable {
    let id: Int
    var text: String
    var readAt: Date?
  }

  @State private var messages = [
    Message(id: 1, text: "Lunch?"), Message(id: 2, text: "At noon"),
  ]

  var body: some View {
    List {
      Button("Mark read") {
        for index in messages.indices { messages[index].readAt = Date(timeIntervalSince1970: 60) }
      }
      ForEach(messages) { message in
        ReadReceiptRow(id: message.id, text: message.text, readAt: message.readAt).equatable()
      }
    }
  }
}

/// `why` says which bodies `==` skipped, with the inputs it ignored (issue 22, item 4).
@MainActor @Suite struct EquatableSkipTests {
  @Test func whyNamesTheBodiesThatEqualitySkipped() async throws {
    let driver = Driver(ReadReceiptThread(), name: "thread")
    try await driver.start()
    try await driver.tap("Mark read")
    let timeline = Timeline(trace: try driver.finish())
    #expect(timeline.why("ReadReceiptRow", update: 2).isEmpty)
    let skipped = timeline.equatableSkips("ReadReceiptRow", update: 2)
    #expect(skipped.map(\.type) == ["ReadReceiptRow", "ReadReceiptRow"])
    #expect(skipped.map(\.ignored) == [["readAt"], ["readAt"]])
    #expect(skipped.allSatisfy { $0.identity.contains("/EquatableView[id=") })
    let line = try #require(skipped.text().split(separator: "\n").first)
    #expect(line.contains("ReadReceiptRow  skipped: == said equal, ignoring readAt"), "\(line)")
  }
}
