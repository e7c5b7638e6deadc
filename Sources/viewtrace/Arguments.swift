/// The arguments of one subcommand, consumed as the command asks for them. Take options and
/// flags first, then positionals: a positional is the first argument left that is not an option.
struct Arguments {
  private var rest: [String]

  init(_ args: [String]) { rest = args }

  /// Whether the flag `name` was given; consumes it.
  mutating func flag(_ name: String) -> Bool {
    guard let i = rest.firstIndex(of: name) else { return false }
    rest.remove(at: i)
    return true
  }

  /// The value of `--name VALUE` or `--name=VALUE`, if given; consumes it.
  mutating func option(_ name: String) throws -> String? {
    if let i = rest.firstIndex(where: { $0.hasPrefix(name + "=") }) {
      let value = String(rest[i].dropFirst(name.count + 1))
      rest.remove(at: i)
      return value
    }
    guard let i = rest.firstIndex(of: name) else { return nil }
    guard i + 1 < rest.count else { throw CLIError.usage("\(name) needs a value") }
    let value = rest[i + 1]
    rest.removeSubrange(i...i + 1)
    return value
  }

  /// Every value given for a repeatable option; consumes them.
  mutating func options(_ name: String) throws -> [String] {
    var values: [String] = []
    while let value = try option(name) { values.append(value) }
    return values
  }

  /// The value of an integer option, if given.
  mutating func integer<T: FixedWidthInteger>(_ name: String, as _: T.Type = Int.self) throws -> T?
  {
    guard let text = try option(name) else { return nil }
    guard let value = T(text) else {
      throw CLIError.usage("\(name) takes a whole number, not '\(text)'")
    }
    return value
  }

  /// The next positional argument, named `what` in the error if it is missing.
  mutating func positional(_ what: String) throws -> String {
    guard let value = optionalPositional() else { throw CLIError.usage("missing \(what)") }
    return value
  }

  /// The next positional argument, if there is one.
  mutating func optionalPositional() -> String? {
    guard let i = rest.firstIndex(where: { !$0.hasPrefix("-") || $0 == "-" }) else { return nil }
    return rest.remove(at: i)
  }

  /// Every argument not consumed yet, for a command that parses its own; consumes them.
  mutating func takeAll() -> [String] {
    defer { rest = [] }
    return rest
  }

  /// Fails if anything was given that the command did not ask for.
  func finish() throws {
    if let unknown = rest.first {
      throw CLIError.usage(
        unknown.hasPrefix("-") ? "unknown option '\(unknown)'" : "unexpected argument '\(unknown)'")
    }
  }
}
