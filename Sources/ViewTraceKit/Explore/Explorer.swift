import Foundation
import TraceAnalysis
import TraceFormat
import ViewRuntime

/// Drives a scenario's screen by itself, without its script: breadth first over the actions
/// each state offers (`Driver.possibleActions()`), skipping states already seen (by
/// `Driver.stateDigest`), running the analyzer on every sequence, and keeping for each
/// distinct finding the shortest sequence that produces it, shrunk.
///
/// Each sequence is played as on a fresh screen. A screen left at rest by its sequence
/// (`Driver.traceAtRest`: letting time pass and stopping would record nothing) is analysed as it
/// is and kept open, and the first sequence that extends it goes on from there instead of playing
/// the same actions again: what that sequence records is what a fresh screen would. Its analysis
/// goes on too, reading only the events the new action recorded (`Timeline.extend(to:)`).
public struct Explorer: Sendable {
  /// How far to go.
  public struct Limits: Sendable {
    /// The most actions in a sequence.
    public var depth: Int
    /// The real time to spend, in seconds.
    public var seconds: Double
    /// The most virtual time a sequence may let pass, in milliseconds.
    public var virtualMilliseconds: Int

    public init(depth: Int = 4, seconds: Double = 60, virtualMilliseconds: Int = 60_000) {
      self.depth = depth
      self.seconds = seconds
      self.virtualMilliseconds = virtualMilliseconds
    }
  }

  /// Where an exploration is, for a progress line.
  public struct Progress: Sendable {
    public let depth: Int
    public let states: Int
    public let sequences: Int
    public let findings: Int
  }

  /// The most screens kept open at once to go on from, each holding its tree and its trace.
  static let openScreens = 256

  public let scenario: Scenario
  public let limits: Limits

  public init(scenario: Scenario, limits: Limits = Limits()) {
    self.scenario = scenario
    self.limits = limits
  }

  /// Explores and reports. The same screen and limits give the same report, unless the real
  /// time runs out first. Throws when the screen fails before any action, with the reason.
  @MainActor
  public func run(progress: (Progress) -> Void = { _ in }) async throws -> ExplorationReport {
    let started = ContinuousClock.now
    // Clamped to a year: a larger budget is no budget, and a `Duration` of it would overflow.
    let deadline = started + .milliseconds(Int64(min(max(limits.seconds, 0), 31_536_000) * 1000))
    var found: [String: ExplorationReport.Discovery] = [:]
    var order: [String] = []
    var sequences = 0
    var frontier: [Reached] = []
    var seen: Set<String> = []
    var complete = true
    var depthReached = 0

    func note(_ play: Play, _ actions: [DriverAction]) {
      for finding in play.findings {
        let key = Self.key(finding)
        guard found[key] == nil else { continue }
        found[key] = ExplorationReport.Discovery(
          finding: finding, actions: actions, trace: play.trace)
        order.append(key)
      }
    }

    var open = 0
    /// The node of a sequence just played, keeping its screen when it can be gone on from.
    func reached(_ actions: [DriverAction], _ result: Play, expandable: Bool) -> Reached {
      guard let screen = result.screen else { return Reached(actions: actions, next: result.next) }
      guard expandable, open < Self.openScreens, !result.next.isEmpty else {
        Self.close(screen.driver)
        return Reached(actions: actions, next: result.next)
      }
      open += 1
      return Reached(actions: actions, next: result.next, open: screen)
    }

    let start: Play
    do {
      start = try await play([], offering: true)
    } catch {
      throw ExplorationError(scenario: scenario.name, reason: "\(error)")
    }
    sequences += 1
    seen.insert(start.digest)
    note(start, [])
    frontier = [reached([], start, expandable: limits.depth >= 1)]
    search: for depth in 1...max(1, limits.depth) where !frontier.isEmpty {
      var nextFrontier: [Reached] = []
      for index in frontier.indices {
        let parent = frontier[index]
        var screen = parent.open
        if screen != nil {
          frontier[index].open = nil
          open -= 1
        }
        for action in parent.next {
          guard ContinuousClock.now < deadline else {
            if let screen { Self.close(screen.driver) }
            nextFrontier.compactMap(\.open?.driver).forEach(Self.close)
            complete = false
            break search
          }
          let sequence = parent.actions + [action]
          let from = screen
          screen = nil
          guard
            let result = try? await play(sequence, from: from, offering: depth < limits.depth)
          else { continue }
          sequences += 1
          depthReached = depth
          note(result, sequence)
          if seen.insert(result.digest).inserted {
            nextFrontier.append(reached(sequence, result, expandable: depth < limits.depth))
          } else if let kept = result.screen {
            Self.close(kept.driver)
          }
          progress(
            Progress(depth: depth, states: seen.count, sequences: sequences, findings: order.count))
        }
      }
      frontier = depth < limits.depth ? nextFrontier : []
    }
    for driver in frontier.compactMap(\.open?.driver) { Self.close(driver) }
    var discoveries: [ExplorationReport.Discovery] = []
    for key in order {
      discoveries.append(await shrink(found[key]!, key: key))
    }
    return ExplorationReport(
      scenario: scenario.name, discoveries: discoveries, states: seen.count,
      sequences: sequences, depth: depthReached, complete: complete,
      seconds: (ContinuousClock.now - started).seconds)
  }

  /// A state to explore from: the sequence that first reached it, what it offers, and its
  /// screen when that was left at rest and kept open, with the timeline of its trace so far.
  private struct Reached {
    let actions: [DriverAction]
    let next: [DriverAction]
    var open: Screen?
  }

  /// A screen kept open at rest, with the timeline of its trace so far, which goes on with the
  /// events of the next action instead of reading the whole trace again.
  @MainActor
  private final class Screen {
    let driver: Driver
    var timeline: Timeline

    init(driver: Driver, trace: Trace) {
      self.driver = driver
      timeline = Timeline(trace: trace)
    }
  }

  /// What one sequence did: the state it reached, what that state offers (nothing when not
  /// asked: a state that is not explored further), and its findings; with the screen still open
  /// when it was left at rest, and the timeline of its trace so far.
  private struct Play {
    let digest: String
    let next: [DriverAction]
    let findings: [Finding]
    let trace: Trace
    let screen: Screen?
  }

  /// Plays `actions` on a fresh screen, or only the last of them on `open` when given (a
  /// screen at rest after the others, with the timeline of its trace then, which the analysis
  /// goes on from), then lets time pass up to the virtual limit so that what the actions
  /// started can finish; throws when an action fails. A screen at rest is not
  /// stopped but returned with its trace so far, which is the trace stopping would leave. The
  /// actions the state offers are listed only when `offering`: the last depth and the
  /// shrinking do not explore further.
  @MainActor
  private func play(_ actions: [DriverAction], from open: Screen? = nil, offering: Bool = false)
    async throws -> Play
  {
    let driver = open?.driver ?? scenario.makeDriver(traceName: Self.traceName(of: scenario.name))
    let (nanoseconds, overflow) = UInt64(max(limits.virtualMilliseconds, 0))
      .multipliedReportingOverflow(by: 1_000_000)
    let limit = overflow ? UInt64.max : nanoseconds
    do {
      if open == nil {
        try await driver.start()
        for action in actions { try await driver.perform(action) }
      } else if let last = actions.last {
        try await driver.perform(last)
      }
      let digest = driver.stateDigest
      let next = offering ? driver.possibleActions() : []
      if let trace = driver.traceAtRest {
        let screen = open ?? Screen(driver: driver, trace: trace)
        if open != nil { screen.timeline.extend(to: trace) }
        return Play(
          digest: digest, next: next, findings: Self.findings(screen.timeline), trace: trace,
          screen: screen)
      }
      let now = driver.trace.events.last?.time ?? 0
      if now < limit { try await driver.advance(by: .nanoseconds(limit - now)) }
      let trace = try driver.finish()
      let findings: [Finding]
      if let open {
        open.timeline.extend(to: trace)
        findings = Self.findings(open.timeline)
      } else {
        findings = Self.findings(Timeline(trace: trace))
      }
      return Play(digest: digest, next: next, findings: findings, trace: trace, screen: nil)
    } catch {
      _ = try? driver.finish()
      throw error
    }
  }

  /// Drops each action in turn, keeping the drop when the finding still appears without it.
  @MainActor
  private func shrink(_ discovery: ExplorationReport.Discovery, key: String) async
    -> ExplorationReport.Discovery
  {
    var best = discovery
    var index = best.actions.count - 1
    while index >= 0 {
      var shorter = best.actions
      shorter.remove(at: index)
      guard let result = try? await play(shorter) else {
        index -= 1
        continue
      }
      if let screen = result.screen { Self.close(screen.driver) }
      if let finding = result.findings.first(where: { Self.key($0) == key }) {
        best = ExplorationReport.Discovery(finding: finding, actions: shorter, trace: result.trace)
      }
      index -= 1
    }
    return best
  }

  /// The findings of `timeline` worth reporting: all but `info`.
  private static func findings(_ timeline: Timeline) -> [Finding] {
    Analysis(timeline: timeline).findings.filter { $0.severity != .info }
  }

  /// Stops a screen kept open at rest, which records nothing more.
  @MainActor
  private static func close(_ driver: Driver) { _ = try? driver.finish() }

  /// The name in the header of an explored sequence's trace: not the scenario's, whose script
  /// it did not play.
  public static func traceName(of scenario: String) -> String { scenario + " (explored)" }

  /// What makes two findings the same: their kind and the source sites they accuse.
  private static func key(_ finding: Finding) -> String {
    ([finding.kind.rawValue] + finding.sites).joined(separator: "|")
  }
}

extension Duration {
  /// The duration in seconds.
  var seconds: Double {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }
}

/// A screen that failed before the explorer could try anything.
public struct ExplorationError: Error, CustomStringConvertible {
  public let scenario: String
  public let reason: String
  public var description: String { "the screen of \(scenario) fails as it starts: \(reason)" }
}
