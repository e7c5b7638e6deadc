/// Why an export could not be written, as one human-readable line.
public struct ExportError: Error, CustomStringConvertible, Equatable, Sendable {
  /// What went wrong.
  public var message: String

  public init(_ message: String) { self.message = message }

  public var description: String { message }
}
