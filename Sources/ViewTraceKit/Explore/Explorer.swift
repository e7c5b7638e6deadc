import Foundation
import TraceAnalysis
import TraceFormat
import ViewRuntime

/// Drives a scenario's screen by itself, without its script: breadth first over the actions
/// each state offers (`Driver.possibleActions()`), skipping states already seen (by
/// `Driver.stateDigest`), running the analyzer on every sequence, and keeping for each
/// distinct finding the shortest sequence that produces it, shrunk.
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
    var frontier: [(actions: [DriverAction], next: [DriverAction])] = []
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

    let start: Play
    do {
      start = try await play([])
    } catch {
      throw ExplorationError(scenario: scenario.name, reason: "\(error)")
    }
    sequences += 1
    seen.insert(start.digest)
    note(start, [])
    frontier = [([], start.next)]
    search: for depth in 1...max(1, limits.depth) where !frontier.isEmpty {
      var nextFrontier: [(actions: [DriverAction], next: [DriverAction])] = []
      for (actions, possible) in frontier {
        for action in possible {
          guard ContinuousClock.now < deadline else {
            complete = false
            break search
          }
          let sequence = actions + [action]
          guard let result = try? await play(sequence) else { continue }
          sequences += 1
          depthReached = depth
          note(result, sequence)
          if seen.insert(result.digest).inserted {
            nextFrontier.append((sequence, result.next))
          }
          progress(
            Progress(depth: depth, states: seen.count, sequences: sequences, findings: order.count))
        }
      }
      frontier = depth < limits.depth ? nextFrontier : []
    }
    var discoveries: [ExplorationReport.Discovery] = []
    for key in order {
      discoveries.append(await shrink(found[key]!, key: key))
    }
    return ExplorationReport(
      scenario: scenario.name, discoveries: discoveries, states: seen.count,
      sequences: sequences, depth: depthReached, complete: complete,
      seconds: (ContinuousClock.now - started).seconds)
  }

  /// What one sequence did: the state it reached, what that state offers, and its findings.
  private struct Play {
    let digest: String
    let next: [DriverAction]
    let findings: [Finding]
    let trace: Trace
  }

  /// Plays `actions` on a fresh screen, then lets time pass up to the virtual limit so that
  /// what the actions started can finish; throws when an action fails.
  @MainActor
  private func play(_ actions: [DriverAction]) async throws -> Play {
    let driver = scenario.makeDriver(traceName: Self.traceName(of: scenario.name))
    let (nanoseconds, overflow) = UInt64(max(limits.virtualMilliseconds, 0))
      .multipliedReportingOverflow(by: 1_000_000)
    let limit = overflow ? UInt64.max : nanoseconds
    do {
      try await driver.start()
      for action in actions { try await driver.perform(action) }
      let digest = driver.stateDigest
      let next = driver.possibleActions()
      let now = driver.trace.events.last?.time ?? 0
      if now < limit { try await driver.advance(by: .nanoseconds(limit - now)) }
      let trace = try driver.finish()
      let findings = Analysis(trace: trace).findings.filter { $0.severity != .info }
      return Play(digest: digest, next: next, findings: findings, trace: trace)
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
      if let result = try? await play(shorter),
        let finding = result.findings.first(where: { Self.key($0) == key })
      {
        best = ExplorationReport.Discovery(finding: finding, actions: shorter, trace: result.trace)
      }
      index -= 1
    }
    return best
  }

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
