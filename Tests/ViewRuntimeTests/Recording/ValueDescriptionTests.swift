import Testing

@testable import ViewRuntime

private struct Item: Equatable {
  let id: Int
  var isOn = false
  var title = "Ünïcödé ✓"
}

/// A long array is rendered only as far as the cap needs, with the same text as the whole
/// rendering cut at the cap.
@MainActor @Suite struct ValueDescriptionTests {
  /// What a value's rendering was before arrays stopped early: the whole `String(describing:)`
  /// cut at 200 characters.
  private func whole(_ value: Any) -> String {
    let text = String(describing: value)
    return text.count <= 200 ? text : String(text.prefix(199)) + "…"
  }

  @Test func longArraysReadAsTheirWholeRenderingCut() {
    let values: [Any] = [
      (0..<10_000).map { Item(id: $0) }, Array(0..<1_000), (0..<500).map { "row \($0)" },
      [Item(id: 1)], [Int](), [1, 2, 3], (0..<40).map { $0 % 2 == 0 ? $0 : nil },
      (0..<300).map { String(repeating: "é", count: $0 % 7) },
    ]
    for value in values {
      #expect(describeValue(value) == whole(value))
    }
  }

  @Test func anArrayInAnOptionalIsCutAsWell() {
    let value: [Int]? = Array(0..<1_000)
    #expect(describeValue(value as Any) == whole(value!))
  }
}
