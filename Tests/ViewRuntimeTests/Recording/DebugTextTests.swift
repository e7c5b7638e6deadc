import Foundation
import Testing

@testable import ViewRuntime

struct DebugTextPoint { let x: Double, y: Double }
/// A struct of plain fields, one a struct of its own.
struct DebugTextPin {
  let name: String, at: DebugTextPoint
  var isOn: Bool, rank: Int
}
struct DebugTextTitled: CustomStringConvertible {
  let id: Int
  var description: String { "#\(id)" }
}
struct DebugTextStamp { let id: UUID }
struct DebugTextNote { let note: String? }
struct DebugTextOrder { let id: Int, items: [String] }
struct DebugTextBox<Content> { let content: Content, count: Int }
enum DebugTextShelf {
  struct Slot { let row: Int, pin: DebugTextPin }
}
enum DebugTextShade {
  case light
  case dark(Int)
}

/// An array's elements written from their bytes read as `debugPrint` writes them.
@Suite struct DebugTextTests {
  private func debugPrinted(_ value: Any) -> String {
    var text = ""
    debugPrint(value, terminator: "", to: &text)
    return text
  }

  /// `DebugText.description(of:)` of the value in `value`, opened.
  private func plainDescription(of value: Any) -> String? {
    func open<T>(_ value: T) -> String? { DebugText.description(of: value) }
    return _openExistential(value, do: open)
  }

  @Test func structsOfPlainFieldsAreWrittenFromTheirBytes() throws {
    let pin = DebugTextPin(
      name: "a \"b\" \\ é\n", at: DebugTextPoint(x: 0.1, y: -2), isOn: true, rank: -3)
    let writer = try #require(DebugText.writer(of: pin))
    var text = ""
    DebugText.write(pin, with: writer, to: &text)
    #expect(
      text
        == #"ViewRuntimeTests.DebugTextPin(name: "a \"b\" \\ é\n", "#
        + #"at: ViewRuntimeTests.DebugTextPoint(x: 0.1, y: -2.0), isOn: true, rank: -3)"#)
    #expect(text == debugPrinted(pin))
    #expect(describeValue([pin]) == "[\(text)]")
  }

  @Test func leavesAreWrittenAsDebugPrintWritesThem() {
    #expect(describeValue([1, -2]) == "[1, -2]")
    #expect(describeValue([0.5, 1e300]) == "[0.5, 1e+300]")
    #expect(describeValue([true, false]) == "[true, false]")
    #expect(describeValue(["a", "\"", "\u{7}"]) == #"["a", "\"", "\u{07}"]"#)
    #expect(describeValue([[1, 2], [], [3]]) == "[[1, 2], [], [3]]")
    let order = DebugTextOrder(id: 4, items: ["a", "b"])
    #expect(
      describeValue([order]) == #"[ViewRuntimeTests.DebugTextOrder(id: 4, items: ["a", "b"])]"#)
    #expect(DebugText.writer(of: [[DebugTextOrder]]()) == nil)
  }

  /// A type that tells its own text, or has a field with no writer, is left to `debugPrint`.
  @Test func othersAreLeftToDebugPrint() {
    let stamp = DebugTextStamp(id: UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)
    #expect(DebugText.writer(of: DebugTextTitled(id: 1)) == nil)
    #expect(DebugText.writer(of: stamp) == nil)
    #expect(DebugText.writer(of: DebugTextNote(note: "x")) == nil)
    #expect(DebugText.writer(of: DebugTextShade.dark(1)) == nil)
    #expect(DebugText.writer(of: Optional(1)) == nil)
    #expect(describeValue([DebugTextTitled(id: 1), DebugTextTitled(id: 2)]) == "[#1, #2]")
    #expect(
      describeValue([stamp])
        == "[ViewRuntimeTests.DebugTextStamp(id: E621E1F8-C36C-495A-93FC-0C247A3E6E5F)]")
    #expect(
      describeValue([DebugTextNote(note: "x"), DebugTextNote(note: nil)])
        == #"[ViewRuntimeTests.DebugTextNote(note: Optional("x")), "#
        + "ViewRuntimeTests.DebugTextNote(note: nil)]")
    #expect(
      describeValue([DebugTextShade.light, .dark(2)])
        == "[ViewRuntimeTests.DebugTextShade.light, ViewRuntimeTests.DebugTextShade.dark(2)]")
  }

  /// A plain struct described as `String(describing:)` describes it: its own name unqualified,
  /// its fields' as `debugPrint` writes them; any other value is left to `String(describing:)`.
  @Test func plainStructsAreDescribedAsStringDescribingDescribesThem() {
    let pin = DebugTextPin(name: "é\t", at: DebugTextPoint(x: 1, y: 0.25), isOn: false, rank: 9)
    let plain: [Any] = [
      pin, DebugTextOrder(id: 1, items: []), DebugTextBox(content: 3, count: 1),
      DebugTextBox(content: DebugTextPoint(x: 0, y: 1), count: 2),
      DebugTextShelf.Slot(row: 2, pin: pin),
    ]
    for value in plain {
      let text = String(describing: value)
      #expect(plainDescription(of: value) == text)
      #expect(describeValue(value) == text)
    }
    #expect(
      DebugText.description(of: pin)
        == #"DebugTextPin(name: "é\t", at: ViewRuntimeTests.DebugTextPoint(x: 1.0, y: 0.25), "#
        + "isOn: false, rank: 9)")
    let others: [Any] = [
      DebugTextTitled(id: 1), DebugTextStamp(id: UUID()), DebugTextNote(note: nil),
      DebugTextShade.dark(1), DebugTextBox(content: Optional(1), count: 1), 0.1,
    ]
    for value in others {
      #expect(plainDescription(of: value) == nil)
      #expect(describeValue(value) == String(describing: value))
    }
    #expect(plainDescription(of: Optional(2) as Any) == nil)
  }
}
