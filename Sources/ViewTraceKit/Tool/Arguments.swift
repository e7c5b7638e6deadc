/// The arguments of one command, consumed as the command asks for them. Take options and flags
/// first, then positionals: a positional is the first argument left that is not an option.
/// Every command of a ``ScenarioTool`` reads its arguments with it.
public struct Arguments {
  private var rest: [String]

  /// The arguments `args`, none consumed yet.
  public init(_ args: [String]) { rest = args }

  /// Whether the flag `name` was given; consumes it.
  public mutating func flag(_ name: String) -> Bool {
    guard let i = rest.firstIndex(of: name) else { return false }
    rest.remove(at: i)
    return true
  }

  /// The value of `name VALUE` or `name=VALUE` for the first of `names` given, if any; consumes
  /// it.
  public mutating func option(_ names: String...) throws(CLIError) -> String? {
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

  /// Every value given for a repeatable option; consumes them.
  public mutating func options(_ name: String) throws(CLIError) -> [String] {
    var values: [String] = []
    while let value = try option(name) { values.append(value) }
    return values
  }

  /// The value of a whole-number option, if given, which must lie in `range`: every number
  /// option has one, so that no value a user types can reach arithmetic that overflows.
  public mutating func integer<T: FixedWidthInteger>(
    _ name: String, as _: T.Type, in range: ClosedRange<T> = T.min...T.max
  ) throws(CLIError) -> T? {
    guard let text = try option(name) else { return nil }
    guard let value = T(text), range.contains(value) else {
      throw .usage(
        "\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'"
      )
    }
    return value
  }

  /// The value of a number option above zero and at most `limit`, if given.
  public mutating func positiveNumber(_ name: String, atMost limit: Double) throws(CLIError)
    -> Double?
  {
    guard let text = try option(name) else { return nil }
    guard let value = Double(text), value > 0, value <= limit else {
      throw .usage("\(name) takes a number above 0 and at most \(limit.formatted()), not '\(text)'")
    }
    return value
  }

  /// The next positional argument, named `what` in the error if it is missing.
  public mutating func positional(_ what: String) throws(CLIError) -> String {
    guard let value = optionalPositional() else { throw .usage("missing \(what)") }
    return value
  }

  /// The next positional argument, if there is one.
  public mutating func optionalPositional() -> String? {
    guard let i = rest.firstIndex(where: { !$0.hasPrefix("-") || $0 == "-" }) else { return nil }
    return rest.remove(at: i)
  }

  /// Fails if anything was given that the command did not ask for.
  public func finish() throws(CLIError) {
    if let unknown = rest.first {
      throw .usage(
        unknown.hasPrefix("-") ? "unknown option '\(unknown)'" : "unexpected argument '\(unknown)'")
    }
  }
}
