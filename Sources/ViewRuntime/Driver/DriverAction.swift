/// One thing a user could do to a screen, as `Driver.possibleActions()` offers it: a step an
/// explorer can take, replay, and print as a line of a scenario's script.
public enum DriverAction: Hashable, Sendable, CustomStringConvertible {
  /// Tap the button or link matched by the text (the `index`th of several).
  case tap(String, index: Int?)
  /// Flip the toggle.
  case toggle(String, index: Int?)
  /// Step the stepper by one, up (1) or down (-1).
  case step(String, by: Int, index: Int?)
  /// Type the text into the field.
  case type(String, into: String, index: Int?)
  /// Scroll the lazy container so that the row whose id reads so is at the top.
  case scroll(toRow: String)
  /// Pull to refresh the first refreshable view.
  case refresh
  /// Pop the top screen of the navigation stack.
  case pop
  /// Dismiss the presented sheet.
  case dismissSheet
  /// Let time pass, in milliseconds: to the next sleeping task's deadline.
  case advance(milliseconds: Int)

  /// The action as a line of a scenario script.
  public var description: String {
    switch self {
    case .tap(let text, let index): "try await driver.tap(\(quoted(text))\(at(index)))"
    case .toggle(let text, let index): "try await driver.toggle(\(quoted(text))\(at(index)))"
    case .step(let text, let count, let index):
      "try await driver.step(\(quoted(text)), by: \(count)\(at(index)))"
    case .type(let text, let field, let index):
      "try await driver.type(\(quoted(text)), into: \(quoted(field))\(at(index)))"
    case .scroll(let row): "try await driver.scroll(to: \(row))"
    case .refresh: "try await driver.refresh()"
    case .pop: "try await driver.pop()"
    case .dismissSheet: "try await driver.dismissSheet()"
    case .advance(let ms): "try await driver.advance(by: .milliseconds(\(ms)))"
    }
  }

  private func quoted(_ text: String) -> String { text.debugDescription }
  private func at(_ index: Int?) -> String { index.map { ", index: \($0)" } ?? "" }
}
