import TraceFormat

/// An error that ends a command with a one-line message and an exit status.
public struct CLIError: Error {
  /// The message, printed after the tool's and the command's names.
  public let message: String
  /// The exit status: 1 for a failure, 2 for a mistake in how the command was called.
  public var status: Int32 = 1

  /// An error with `message` and exit status `status`.
  public init(_ message: String, status: Int32 = 1) {
    self.message = message
    self.status = status
  }

  /// A mistake in how the command was called.
  public static func usage(_ message: String) -> CLIError { CLIError(message, status: 2) }
}

extension CLIError {
  /// `error` as a command reports it: a damaged trace that `--salvage` would read says so.
  package init(reporting error: any Error) {
    if let error = error as? CLIError {
      self = error
      return
    }
    guard let error = error as? TraceFormatError else {
      self.init("\(error)")
      return
    }
    self.init(error.salvageSkips ? "\(error); use --salvage to skip it" : "\(error)")
  }
}
