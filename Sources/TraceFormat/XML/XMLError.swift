/// Why ViewTrace XML could not be read, validated or written, as one line for a human.
public struct XMLError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What went wrong, without the position.
  public var message: String
  /// The 1-based line in the input where it went wrong, when reading.
  public var line: Int?
  /// The 1-based column in the input where it went wrong, when reading.
  public var column: Int?

  public init(_ message: String, line: Int? = nil, column: Int? = nil) {
    self.message = message
    self.line = line
    self.column = column
  }

  /// The message, prefixed with `line L, column C: ` (or `line L: `) when the position is known.
  public var description: String {
    guard let line else { return message }
    guard let column else { return "line \(line): \(message)" }
    return "line \(line), column \(column): \(message)"
  }
}
