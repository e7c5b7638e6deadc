/// The arguments of one command of a scenario tool, consumed as the command asks for them:
/// options and flags first, then positionals.
struct ToolArguments {
  private var rest: [String]

  init(_ args: [String]) { rest = args }

  /// Whether the flag `name` was given; consumes it.
  mutating func flag(_ name: String) -> Bool {
    guard let i = rest.firstIndex(of: name) else { return false }
    rest.remove(at: i)
    return true
  }

  /// The value of `name VALUE` or `name=VALUE` for any of `names`, if given; consumes it.
  mutating func option(_ names: String...) throws(ToolError) -> String? {
    for name in names {
      if let i = rest.firstIndex(where: { $0.hasPrefix(name + "=") }) {
        return String(rest.remove(at: i).dropFirst(name.count + 1))
      }
      guard let i = rest.firstIndex(of: name) else { continue }
      guard i + 1 < rest.count else { throw .usage("\(name) needs a value") }
      let value = rest[i + 1]
      rest.removeSubrange(i...i + 1)
      return value
    }
    return nil
  }

  /// The value of a whole-number option, at least `minimum`, if given.
  mutating func integer(_ name: String, minimum: Int) throws(ToolError) -> Int? {
    guard let text = try option(name) else { return nil }
    guard let value = Int(text), value >= minimum else {
      throw .usage("\(name) takes a whole number of \(minimum) or more, not '\(text)'")
    }
    return value
  }

  /// The value of a number option above zero, if given.
  mutating func positiveNumber(_ name: String) throws(ToolError) -> Double? {
    guard let text = try option(name) else { return nil }
    guard let value = Double(text), value > 0, value.isFinite else {
      throw .usage("\(name) takes a number above 0, not '\(text)'")
    }
    return value
  }

  /// The next positional argument, if there is one.
  mutating func positional() -> String? {
    guard let i = rest.firstIndex(where: { !$0.hasPrefix("-") || $0 == "-" }) else { return nil }
    return rest.remove(at: i)
  }

  /// The next positional argument, named `what` in the error if it is missing.
  mutating func positional(_ what: String) throws(ToolError) -> String {
    guard let value = positional() else { throw .usage("missing \(what)") }
    return value
  }

  /// Fails if anything was given that the command did not ask for.
  func finish() throws(ToolError) {
    if let unknown = rest.first {
      throw .usage(
        unknown.hasPrefix("-") ? "unknown option '\(unknown)'" : "unexpected argument '\(unknown)'")
    }
  }
}

/// An error that ends a command with a one-line message and an exit status.
struct ToolError: Error {
  let message: String
  var status: Int32 = 1

  init(_ message: String, status: Int32 = 1) {
    self.message = message
    self.status = status
  }

  /// A mistake in how the command was called.
  static func usage(_ message: String) -> ToolError { ToolError(message, status: 2) }
}
