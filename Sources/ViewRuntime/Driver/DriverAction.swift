/// One thing a user could do to a screen, as `Driver.possibleActions()` offers it: a step an
/// explorer can take, replay, and print as a line of a scenario's script.
public enum DriverAction: Hashable, Sendable, CustomStringConvertible {
  /// Tap the button or link.
  case tap(ControlLocator)
  /// Flip the toggle.
  case toggle(ControlLocator)
  /// Step the stepper by one, up (1) or down (-1).
  case step(ControlLocator, by: Int)
  /// Type the text into the field.
  case type(String, into: ControlLocator)
  /// Choose the option showing the text in the picker.
  case select(String, in: ControlLocator)
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
    case .tap(let control): "try await driver.tap(\(control))"
    case .toggle(let control): "try await driver.toggle(\(control))"
    case .step(let control, let count):
      "try await driver.step(\(control.text.debugDescription), by: \(count)\(control.picks))"
    case .type(let text, let control):
      "try await driver.type(\(text.debugDescription), into: \(control))"
    case .select(let option, let control):
      "try await driver.select(\(option.debugDescription), in: \(control))"
    case .scroll(let row): "try await driver.scroll(to: \(row))"
    case .refresh: "try await driver.refresh()"
    case .pop: "try await driver.pop()"
    case .dismissSheet: "try await driver.dismissSheet()"
    case .advance(let ms): "try await driver.advance(by: .milliseconds(\(ms)))"
    }
  }
}

/// How a script names one control: the text it shows (or its identifier), and when several
/// controls show it, the text of its row or its place among them.
public struct ControlLocator: Hashable, Sendable, CustomStringConvertible {
  public let text: String
  public let within: String?
  public let index: Int?

  public init(_ text: String, within: String? = nil, index: Int? = nil) {
    self.text = text
    self.within = within
    self.index = index
  }

  /// The arguments as a script writes them: `"Done", within: "Milk"`.
  public var description: String { text.debugDescription + picks }

  /// The `within:` and `index:` arguments, each with its leading comma.
  var picks: String {
    (within.map { ", within: \($0.debugDescription)" } ?? "")
      + (index.map { ", index: \($0)" } ?? "")
  }
}
