// Runtime benchmark: what observation, lazy rows, churn, recording and exploring cost at
// real-app scale.
//   swift run -c release --package-path tools/Benchmarks runtime-bench \
//     [--max-rows N] [--max-lazy N] [--cycles N] [--max-recorded N] [--explore-depth N]
//     [--explore-seconds S] [--explore-rows-seconds S] [--toggles N] [--taps N] [--only 1,1b,2,...]
//   runtime-bench --explore-builds BUILD[,BUILD…] [--explore-depth N]
// Every figure of a table is measured in the same run, side by side. Times are the process's CPU
// time (the machine may be shared); "wall" adds the real time the driver waits for work coming
// back from the pool. Figures for this machine are in tools/Benchmarks/README.md.
import BenchSupport
import Foundation
import RuntimeTestSupport
import TraceFormat
import ViewRuntime

func option(_ name: String, default value: Int) -> Int {
  guard let i = CommandLine.arguments.firstIndex(of: name), i + 1 < CommandLine.arguments.count,
    let n = Int(CommandLine.arguments[i + 1])
  else { return value }
  return n
}
let maxRows = option("--max-rows", default: 10_000)
let maxLazy = option("--max-lazy", default: 100_000)
let cycles = option("--cycles", default: 1_000)
let maxRecorded = option("--max-recorded", default: 10_000_000)
let exploreDepth = option("--explore-depth", default: 4)
let exploreSeconds = option("--explore-seconds", default: 2)
let exploreRowsSeconds = option("--explore-rows-seconds", default: 20)
let toggles = max(1, option("--toggles", default: 9))
let taps = max(1, option("--taps", default: 1))
if CommandLine.arguments.contains("--help") {
  print(
    """
    runtime-bench [--max-rows N] [--max-lazy N] [--cycles N] [--max-recorded N]
                  [--explore-depth N] [--explore-seconds S] [--explore-rows-seconds S]
                  [--toggles N] [--taps N] [--only 1,1b,2,...]
    runtime-bench --explore-builds BUILD[,BUILD…] [--explore-depth N]
    Sections: 1 rows observing a store (the tap on it: median of N taps, 1 by default),
    rows with local state, and 1b; 1b ForEach($items)
    toggles (N toggles in their rows, 9 by default);
    2 lazy List scrolls; 3 navigation and sheet churn; 4 long scenarios and requests;
    5 recording cost by sink; 6 recording against bare loops; 7 explore (catalog, 1,000 rows);
    1c (only when named, or all run) possibleActions() on N rows of toggles.
    --explore-builds: every catalog scenario explored to the end (depth 4 by default) by each
    `viewtrace` executable in turn, as its own process: CPU, states, findings, ratios.
    """)
  exit(0)
}
if let i = CommandLine.arguments.firstIndex(of: "--explore-builds"),
  i + 1 < CommandLine.arguments.count
{
  let builds = CommandLine.arguments[i + 1].split(separator: ",").map(String.init)
  try ExploreBuilds.run(builds: builds, depth: exploreDepth)
  exit(0)
}
/// The sections to run (`--only 2,6`; `1` includes `1b`); all by default.
let only = CommandLine.arguments.firstIndex(of: "--only").flatMap { i in
  i + 1 < CommandLine.arguments.count
    ? Set(CommandLine.arguments[i + 1].split(separator: ",").map(String.init)) : nil
}
func runs(_ section: String) -> Bool {
  guard let only else { return true }
  return only.contains(section) || section == "1b" && only.contains("1")
}

/// Body evaluations recorded after event `seq`.
func bodies(in trace: Trace, after seq: Int) -> Int {
  trace.events[seq...].lazy.filter { $0.kind == .bodyBegin }.count
}

/// Taps `text` and returns its cost, the bodies it ran and the events it recorded: counted by
/// `counter` when the driver records into one, else read from the driver's trace.
@MainActor
func measureTap(_ driver: Driver, _ text: String, counter: EventCounter? = nil) async throws -> (
  cpu: UInt64, wall: UInt64, bodies: Int, events: Int
) {
  let before = counter.map { ($0.events, $0.bodies) } ?? (driver.trace.events.count, 0)
  let watch = Stopwatch()
  try await driver.tap(text)
  let cpu = watch.cpuElapsed
  let wall = watch.wallElapsed
  if let counter {
    return (cpu, wall, counter.bodies - before.1, counter.events - before.0)
  }
  return (
    cpu, wall, bodies(in: driver.trace, after: before.0), driver.trace.events.count - before.0
  )
}

/// Starts `screen`, whose rows read one `Store`, and taps its "Star" `taps` times: the start's
/// CPU time and events, and the median tap.
@MainActor
func measureStoreRows(_ screen: some View) async throws -> (
  start: UInt64, events: Int, tap: (cpu: UInt64, wall: UInt64, bodies: Int, events: Int)
) {
  let counter = EventCounter()
  let driver = Driver(screen, sinks: [counter])
  let watch = Stopwatch()
  try await driver.start()
  let start = watch.cpuElapsed
  let events = counter.events
  var measured: [(cpu: UInt64, wall: UInt64, bodies: Int, events: Int)] = []
  for _ in 0..<taps {
    measured.append(try await measureTap(driver, "Star", counter: counter))
  }
  _ = try driver.finish()
  return (start, events, measured.sorted { $0.cpu < $1.cpu }[taps / 2])
}

let sizes = [100, 1_000, 10_000].filter { $0 <= maxRows }

// Warm up (type metadata, caches) so that the first figure does not pay for the process.
do {
  let warmUp = Driver(SharedStoreScreen<StarRow>(store: Store(), rows: 100))
  try await warmUp.start()
  try await warmUp.tap("Star")
  _ = try warmUp.finish()
}

// 1. Rows observing one store, against rows with local state (non-lazy stacks). With `--taps N`
// the shared store's tap is the median of N taps (each re-runs every row), for a profile of the
// taps against the start.
if runs("1") {
  print(
    "1. N rows in a VStack: start and one tap (CPU ms; per row / per body in µs), events recorded"
      + (taps > 1 ? "; the shared store's tap: median of \(taps)" : ""))
  print(
    "   rows     | shared store: start  /row  tap    /body  bodies  events: start tap"
      + " | local @State: start  /row  tap   bodies  events: start tap"
  )
  for n in sizes {
    let (sharedStart, sharedStartEvents, sharedTap) = try await measureStoreRows(
      SharedStoreScreen<StarRow>(store: Store(), rows: n))

    let localCounter = EventCounter()
    let local = Driver(LocalStateScreen(rows: n), sinks: [localCounter])
    let watch = Stopwatch()
    try await local.start()
    let localStart = watch.cpuElapsed
    let localStartEvents = localCounter.events
    let localTap = try await measureTap(local, "☆ 0", counter: localCounter)
    _ = try local.finish()

    print(
      "   \(String(n).padding(toLength: 8, withPad: " ", startingAt: 0)) | "
        + "\(ms(sharedStart)) \(fixed(Double(sharedStart) / Double(n) / 1e3, 1)) "
        + "\(ms(sharedTap.cpu)) \(fixed(Double(sharedTap.cpu) / Double(max(sharedTap.bodies, 1)) / 1e3, 1)) "
        + "\(sharedTap.bodies) \(sharedStartEvents) \(sharedTap.events) | "
        + "\(ms(localStart)) \(fixed(Double(localStart) / Double(n) / 1e3, 1)) "
        + "\(ms(localTap.cpu)) \(localTap.bodies) \(localStartEvents) \(localTap.events)")
  }
  print("   rows with a branch and onAppear | start  /row  tap    /body  bodies  events: start tap")
  for n in sizes {
    let (start, startEvents, tap) = try await measureStoreRows(
      SharedStoreScreen<BranchRow>(store: Store(), rows: n))
    print(
      "   \(String(n).padding(toLength: 8, withPad: " ", startingAt: 0)) | "
        + "\(ms(start)) \(fixed(Double(start) / Double(n) / 1e3, 1)) "
        + "\(ms(tap.cpu)) \(fixed(Double(tap.cpu) / Double(max(tap.bodies, 1)) / 1e3, 1)) "
        + "\(tap.bodies) \(startEvents) \(tap.events)")
  }
}

// 1b. Rows editing their element of one `@State` array through `ForEach($items)`: a toggle
// compares what each row's binding shows, and re-runs one row. The toggle found by its label
// searches every row; then `--toggles` toggles of different rows, each found in its row by id,
// give the median and the least CPU time of one.
if runs("1b") {
  print(
    "\n1b. N rows bound with ForEach($items): start and one toggle (CPU ms), events recorded;"
      + " the toggle found by its label (a search of every row) or in its row, found by id"
      + " (median and least of \(toggles))")
  print(
    "   rows     | start  /row  | toggle  bodies  events | toggle in row: median  least"
      + "  bodies  events")
  for n in sizes {
    let driver = Driver(BoundRowsScreen(rows: n))
    let watch = Stopwatch()
    try await driver.start()
    let start = watch.cpuElapsed
    var before = driver.trace.events.count
    let toggle = Stopwatch()
    try await driver.toggle("Item \(n / 2)")
    let cpu = toggle.cpuElapsed
    let toggleBodies = bodies(in: driver.trace, after: before)
    let events = driver.trace.events.count - before
    var rowCPU: [UInt64] = []
    var rowBodies: Set<Int> = []
    var rowEvents: Set<Int> = []
    for k in 0..<toggles {
      let row = (n / 2 + 1 + k * (n / toggles + 1)) % n
      before = driver.trace.events.count
      let inRow = Stopwatch()
      try await driver.toggle("Item \(row)", inRow: row)
      rowCPU.append(inRow.cpuElapsed)
      rowBodies.insert(bodies(in: driver.trace, after: before))
      rowEvents.insert(driver.trace.events.count - before)
    }
    _ = try driver.finish()
    rowCPU.sort()
    print(
      "   \(String(n).padding(toLength: 8, withPad: " ", startingAt: 0)) | "
        + "\(ms(start)) \(fixed(Double(start) / Double(n) / 1e3, 1)) | \(ms(cpu)) \(toggleBodies) \(events)"
        + " | \(fixed(Double(rowCPU[rowCPU.count / 2]) / 1e6, 2)) \(fixed(Double(rowCPU[0]) / 1e6, 2))"
        + " \(rowBodies.sorted().map(String.init).joined(separator: "/"))"
        + " \(rowEvents.sorted().map(String.init).joined(separator: "/"))"
    )
  }
}

// 1c. What explore asks on every state: the actions a screen of N toggles offers, each named
// as a script names it (`possibleActions()`).
if runs("1c") {
  print("\n1c. possibleActions() on N rows of toggles (CPU ms, median of 3)")
  print("   rows     | actions  ms")
  for n in sizes {
    let driver = Driver(BoundRowsScreen(rows: n))
    try await driver.start()
    var cpu: [UInt64] = []
    var count = 0
    for _ in 0..<3 {
      let watch = Stopwatch()
      count = driver.possibleActions().count
      cpu.append(watch.cpuElapsed)
    }
    _ = try driver.finish()
    print(
      "   \(String(n).padding(toLength: 8, withPad: " ", startingAt: 0)) | \(count) \(ms(cpu.sorted()[1]))"
    )
  }
}

// 2. A lazy List whose rows read the store: one tap before and after scrolling 100 windows, then
// 900 scrolls more (wrapping around the list), so that the cost of a scroll shows against the
// rows realized so far. The rows are a range of numbers (plain data), then class instances.
if runs("2") {
  print(
    "\n2. Lazy List: one tap before and after scrolling through 100 windows, then 900 more (CPU ms)"
  )
  print(
    "   rows data    | start | tap before: ms bodies | 100 scrolls ms (µs each) | tap after: ms bodies"
      + " | 900 more scrolls ms (µs each) | observations on the store before → after"
  )
  for n in [1_000, 10_000, 100_000] where n <= maxLazy {
    for objects in [false, true] {
      let store = Store()
      let driver =
        objects
        ? Driver(LazyObjectScreen(store: store, objects: (0..<n).map(RowObject.init)))
        : Driver(LazyStoreScreen(store: store, rows: n))
      let watch = Stopwatch()
      try await driver.start()
      let start = watch.cpuElapsed
      let before = try await measureTap(driver, "Star")
      let observationsBefore = Probes.registeredObservations(on: store)
      func scroll(through windows: ClosedRange<Int>) async throws -> UInt64 {
        let watch = Stopwatch()
        for window in windows { try await driver.scroll(to: min(window * 10 % n, n - 10)) }
        return watch.cpuElapsed
      }
      let scrolls = try await scroll(through: 1...100)
      let after = try await measureTap(driver, "Star")
      let more = try await scroll(through: 101...1_000)
      let observationsAfter = Probes.registeredObservations(on: store)
      _ = try driver.finish()
      print(
        "   \(String(n).padding(toLength: 6, withPad: " ", startingAt: 0)) \(objects ? "objects" : "range  ") | \(ms(start)) | "
          + "\(ms(before.cpu)) \(before.bodies) | \(ms(scrolls)) (\(fixed(Double(scrolls) / 100e3, 0))) | "
          + "\(ms(after.cpu)) \(after.bodies) | \(ms(more)) (\(fixed(Double(more) / 900e3, 0))) | "
          + "\(observationsBefore) → \(observationsAfter)")
    }
  }
}

// 3. Navigation and sheet churn: what the models keep, and the slots still alive.
if runs("3") {
  print("\n3. \(cycles) push/pop and \(cycles) sheet present/dismiss cycles")
  print(
    "   screen     | observations on store | legacy subscriptions | live slots | CPU ms per cycle")
  do {
    let store = Store()
    let legacy = LegacyStore()
    let driver = Driver(NavigationChurnScreen(store: store, legacy: legacy))
    try await driver.start()
    let counts = (
      Probes.registeredObservations(on: store), Probes.subscriptions(on: legacy),
      Probes.liveSlots(in: driver.trace)
    )
    let watch = Stopwatch()
    for i in 0..<cycles {
      try await driver.push(i)
      try await driver.pop()
    }
    let cpu = watch.cpuElapsed
    print(
      "   navigation | \(counts.0) → \(Probes.registeredObservations(on: store)) | "
        + "\(counts.1) → \(Probes.subscriptions(on: legacy)) | "
        + "\(counts.2) → \(Probes.liveSlots(in: driver.trace)) | \(fixed(Double(cpu) / Double(cycles) / 1e6))"
    )
    _ = try driver.finish()
  }
  do {
    let store = Store()
    let legacy = LegacyStore()
    let driver = Driver(SheetChurnScreen(store: store, legacy: legacy))
    try await driver.start()
    let counts = (
      Probes.registeredObservations(on: store), Probes.subscriptions(on: legacy),
      Probes.liveSlots(in: driver.trace)
    )
    let watch = Stopwatch()
    for _ in 0..<cycles {
      try await driver.tap("Show")
      try await driver.dismissSheet()
    }
    let cpu = watch.cpuElapsed
    print(
      "   sheet      | \(counts.0) → \(Probes.registeredObservations(on: store)) | "
        + "\(counts.1) → \(Probes.subscriptions(on: legacy)) | "
        + "\(counts.2) → \(Probes.liveSlots(in: driver.trace)) | \(fixed(Double(cpu) / Double(cycles) / 1e6))"
    )
    _ = try driver.finish()
  }
}

// 3b. A control observes what its binding reads: rebuilding it must not pile up observations.
if runs("3") {
  let store = Store()
  let driver = Driver(BoundToggleScreen(store: store))
  try await driver.start()
  let before = Probes.registeredObservations(on: store)
  for _ in 0..<cycles { try await driver.tap("Rename") }
  try await driver.toggle("Starred")
  print(
    "   bound toggle rebuilt \(cycles) times: observations on store \(before) → "
      + "\(Probes.registeredObservations(on: store))")
  _ = try driver.finish()
}

// 4. A long scenario: 1,000 taps on a row with local state, wall and CPU time.
if runs("4") {
  print("\n4. 1,000 taps on one row of 100 with local state (deterministic mode)")
  do {
    let driver = Driver(LocalStateScreen(rows: 100))
    try await driver.start()
    let watch = Stopwatch()
    for i in 0..<1_000 { try await driver.tap(i % 2 == 0 ? "☆ 0" : "★ 0") }
    print(
      "   wall \(ms(watch.wallElapsed)) ms, CPU \(ms(watch.cpuElapsed)) ms "
        + "(\(fixed(Double(watch.wallElapsed) / 1e9, 3)) ms wall per tap)")
    _ = try driver.finish()
  }

  print(
    "   1,000 taps with two tasks parked on the main actor's stream and continuation, "
      + "and a detached one on a stream nobody feeds")
  do {
    let driver = Driver(ParkedOnMain(feed: MainFeed()))
    try await driver.start()
    let watch = Stopwatch()
    for _ in 0..<1_000 { try await driver.tap("Send") }
    print(
      "   wall \(ms(watch.wallElapsed)) ms, CPU \(ms(watch.cpuElapsed)) ms "
        + "(\(fixed(Double(watch.wallElapsed) / 1e9, 3)) ms wall per tap)")
    _ = try driver.find(text: "heard 1000, answered 1000")
    _ = try driver.finish()
  }
}

// 4b. A screen making 1,000 requests: intercepted against written by hand (RequestCost.swift).
if runs("4") { try await measureRequestCost() }

// 7. `explore`: states per second and the depth reached within fixed budgets.
if runs("7") {
  await exploreSection(
    depth: exploreDepth, catalogSeconds: Double(exploreSeconds),
    rowsSeconds: Double(exploreRowsSeconds))
}

// 5. The runtime's cost per recorded event, building 1,000 rows with local state, by sink.
let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
  "runtime-bench-\(getpid())")
try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
defer { try? FileManager.default.removeItem(at: directory) }
let memory = MemorySink()
do {
  let host = ViewHost(
    LocalStateScreen(rows: 1_000), options: .init(name: "count"), sinks: [memory])
  host.start()
  try host.stop()
}
let eventCount = memory.events.count
@MainActor
func buildCost(_ makeSinks: () throws -> [any TraceSink]) throws -> UInt64 {
  var best = UInt64.max
  for _ in 0..<5 {
    let host = ViewHost(
      LocalStateScreen(rows: 1_000), options: .init(name: "bench"), sinks: try makeSinks())
    let start = Stopwatch.threadCPUNow()
    host.start()
    try host.stop()
    best = min(best, Stopwatch.threadCPUNow() - start)
  }
  return best
}
if runs("5") {
  print("\n5. Building 1,000 rows with local state, by sink (best of 5, thread CPU)")
  let noSink = try buildCost { [] }
  let memorySink = try buildCost { [MemorySink()] }
  let fileSink = try buildCost {
    [try TraceFileWriter(url: directory.appendingPathComponent("build.vtrace"))]
  }
  print("   \(eventCount) events | sink   | ms   | ns per event | vs no sink")
  for (name, cost) in [("none", noSink), ("memory", memorySink), ("file", fileSink)] {
    print(
      "   \(name.padding(toLength: 6, withPad: " ", startingAt: 0)) | \(ms(cost)) | "
        + "\(fixed(Double(cost) / Double(eventCount), 0)) | \(fixed(Double(cost) / Double(noSink)))×"
    )
  }
}

// 6. Recording the runtime's own events through its `SinkRelay`, against bare copy loops
//    (RecordCost).
if runs("6") {
  print("\n6. Recording these events against bare copy loops (ns per event, best of 3)")
  print(RecordCost.tableHeader)
  for total in [100_000, 1_000_000, 10_000_000] where total <= maxRecorded {
    let cost = try RecordCost.measure(
      events: Array(memory.events), header: memory.trace.header, strings: memory.strings,
      total: total,
      trials: 3, file: directory.appendingPathComponent("record.vtrace"))
    print(cost.row)
  }
}
