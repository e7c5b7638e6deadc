import TraceFormat

extension Verification {
  /// Prints the verification as text: `ok`, or the first divergence with `context` events on
  /// each side; true when it passed. Findings that differ from the scenario's `expect:` are a
  /// one-line error.
  func report(context: Int) throws(CLIError) -> Bool {
    if let divergence {
      Output.print(
        Output.style.red("DIVERGED") + " \(file): \(scenario) no longer records the same events")
      let comparison = TraceComparison.report(
        divergence, expected: recorded, actual: fresh, context: context)
      Output.print(
        comparison.split(separator: "\n", omittingEmptySubsequences: false)
          .map { TerminalText.escaped(String($0)) }.joined(separator: "\n"))
      return false
    }
    if let expectation { throw CLIError("\(file): \(expectation)") }
    Output.print(Output.style.green("ok") + " \(file): \(scenario), \(fresh.events.count) events")
    return true
  }

  /// The verifications of `files` (each a verification or the error that stopped it) as one
  /// JSON object: `{"verified","traces":[{"file","scenario","events","same","divergence",
  /// "expectation","error"}]}`.
  static func json(_ results: [Result<Verification, CLIError>], files: [String]) -> String {
    let traces = zip(files, results).map { file, result in
      switch result {
      case .success(let verification): verification.json
      case .failure(let error):
        JSON.object([
          ("file", .string(file)), ("scenario", .null), ("events", .null), ("same", .null),
          ("divergence", .null), ("expectation", .null), ("error", .string(error.message)),
        ])
      }
    }
    let verified = results.filter { (try? $0.get())?.passed == true }.count
    return JSON.object([("verified", .integer(verified)), ("traces", .array(traces))]).rendered
  }

  private var json: JSON {
    JSON.object([
      ("file", .string(file)), ("scenario", .string(scenario)),
      ("events", .integer(fresh.events.count)), ("same", .bool(divergence == nil)),
      ("divergence", divergence.map(json) ?? .null),
      ("expectation", expectation.map(JSON.string) ?? .null), ("error", .null),
    ])
  }

  /// The first divergence: its index, the fields that differ, and each side's event in words.
  private func json(_ divergence: TraceDivergence) -> JSON {
    JSON.object([
      ("index", .integer(divergence.index)), ("fields", .strings(divergence.fields)),
      ("expected", divergence.expected.map { .string(recorded.describe($0)) } ?? .null),
      ("actual", divergence.actual.map { .string(fresh.describe($0)) } ?? .null),
    ])
  }
}
