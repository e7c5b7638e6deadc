import ViewRuntime

/// Section 4b: what interception costs a screen whose `.task` makes 1,000 requests of 10 ms one
/// after the other. The same requests written by hand for the trace (`withEffect` around a
/// `Task.sleep`: an effect and a clock read each, as an intercepted request records) are the
/// baseline; the intercepted calls are `data(from:)`, and `dataTask` with a completion handler
/// and with a delegate; the screen sleeping as long with no request at all shows what recording
/// the requests costs. The paths run in turn, round after round, so that each ratio is taken between runs made a
/// moment apart on this shared machine; the table gives the median of each.
@MainActor
func measureRequestCost(rounds: Int = 9) async throws {
  print(
    "\n4b. A .task making 1,000 requests of 10 ms each, one after the other: CPU ms, "
      + "median of \(rounds) alternating rounds")
  let paths: [(RequestPath, String)] = [
    (.handWritten, "withEffect + sleep (baseline)"), (.urlSession, "data(from:), intercepted"),
    (.dataTask, "dataTask + handler, intercepted"), (.delegate, "dataTask + delegate, intercepted"),
    (.latencyOnly, "sleep only, no request"),
  ]
  var cpu: [[Double]] = Array(repeating: [], count: paths.count)
  var ratios: [[Double]] = Array(repeating: [], count: paths.count)
  for _ in 0..<rounds {
    var round: [Double] = []
    for (path, _) in paths { round.append(Double(try await fetchCost(path))) }
    for i in paths.indices {
      cpu[i].append(round[i])
      ratios[i].append(round[i] / round[0])
    }
  }
  print("   path                             | CPU ms | / baseline (median of rounds)")
  for (i, (_, name)) in paths.enumerated() {
    print(
      "   \(name.padding(toLength: 32, withPad: " ", startingAt: 0)) | "
        + "\(fixed(median(cpu[i]) / 1e6, 1)) | \(fixed(median(ratios[i]), 3))×")
  }
}

/// The CPU time, in nanoseconds, of one run of the fetching screen by `path`.
@MainActor
private func fetchCost(_ path: RequestPath) async throws -> UInt64 {
  let driver = Driver(FetchingScreen(path: path, count: 1_000), fixtures: FetchingScreen.fixtures)
  let watch = Stopwatch()
  try await driver.start()
  try await driver.waitUntilIdle()
  let cost = watch.cpuElapsed
  _ = try driver.find(text: "\(1_000 * FetchingScreen.item.count) bytes")
  _ = try driver.finish()
  return cost
}

private func median(_ values: [Double]) -> Double {
  let sorted = values.sorted()
  return sorted.isEmpty ? 0 : sorted[sorted.count / 2]
}
