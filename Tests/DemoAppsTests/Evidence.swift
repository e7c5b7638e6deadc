import Testing
import TraceFormat
import ViewTraceKit

@testable import DemoApps

/// A recorded scenario, queried by resolved strings, so that tests read like the story they check.
struct Evidence {
  let trace: Trace

  /// Records the scenario named `name`.
  @MainActor
  init(_ name: String) async throws {
    let scenario = try #require(ScenarioCatalog.scenario(named: name), "no scenario \(name)")
    trace = try await scenario.record()
  }

  /// One event with its strings resolved.
  struct Event {
    let raw: TraceEvent
    let path: String
    let name: String
    let before: String
    let after: String

    var seq: Seq { raw.seq }
    var kind: EventKind { raw.kind }
    func code<T: TraceCode>(_ type: T.Type) -> T? { raw.code(as: type) }
    func reason<T: TraceCode>(_ type: T.Type) -> T? { raw.reason(as: type) }
  }

  var events: [Event] {
    trace.events.map {
      Event(
        raw: $0, path: trace[$0.identity], name: trace[$0.name], before: trace[$0.before],
        after: trace[$0.after])
    }
  }

  /// The events of `kind` that match.
  func events(_ kind: EventKind, where matches: (Event) -> Bool = { _ in true }) -> [Event] {
    events.filter { $0.kind == kind && matches($0) }
  }

  /// The event that caused `event`.
  func cause(of event: Event) -> Event? {
    trace.event(seq: event.raw.cause).map {
      Event(
        raw: $0, path: trace[$0.identity], name: trace[$0.name], before: trace[$0.before],
        after: trace[$0.after])
    }
  }

  /// The input whose description is `description` (`"Like"`, `row 500`).
  func input(_ description: String) throws -> Event {
    try #require(events(.input) { $0.name == description }.first, "no input \(description)")
  }

  /// The events recorded after `event`.
  func events(after event: Event) -> [Event] {
    events.filter { $0.seq > event.seq }
  }
}

extension Evidence.Event {
  /// Whether this is an identity decision `decision` for a path ending in `suffix`.
  func isDecision(_ decision: IdentityDecision, at suffix: String) -> Bool {
    kind == .identity && code(IdentityDecision.self) == decision && path.hasSuffix(suffix)
  }
}
