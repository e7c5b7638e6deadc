import TraceFormat

/// Runs `operation` as a named side effect (`GET /notes/17`), recorded as an effect span with
/// the task or action that started it. Instrumented services wrap their requests in it.
@MainActor
public func withEffect<T>(
  _ name: String, file: StaticString = #fileID, line: UInt = #line,
  _ operation: () async throws -> T
) async rethrows -> T {
  guard let host = ExecutionContext.current?.host else {
    return try await operation()
  }
  let begin = host.beginEffect(name, site: DeclarationSites.site(file, line))
  do {
    let result = try await operation()
    host.endEffect(
      id: begin.id, name: name, begin: begin.seq, task: begin.task, outcome: .succeeded)
    return result
  } catch {
    let outcome: EffectOutcome = error is CancellationError ? .cancelled : .failed
    host.endEffect(id: begin.id, name: name, begin: begin.seq, task: begin.task, outcome: outcome)
    throw error
  }
}
