/// The rules of Chrome's Trace Event Format that Perfetto's JSON importer relies on, checked on
/// a parsed trace (no Perfetto checker runs offline): each rule broken is one line saying where.
struct TraceEventRules {
  typealias Object = [String: Any]

  /// The lines of every rule `root` breaks; empty when it keeps them all.
  static func violations(in root: Object) -> [String] {
    guard let events = root["traceEvents"] as? [Object] else { return ["no traceEvents array"] }
    var rules = TraceEventRules()
    for (index, event) in events.enumerated() { rules.checkFields(event, index) }
    guard rules.found.isEmpty else { return rules.found }
    rules.checkThreadNames(events)
    rules.checkBeginEnd(events)
    rules.checkSliceNesting(events)
    rules.checkAsyncPairs(events)
    rules.checkFlows(events)
    return rules.found
  }

  private var found: [String] = []

  /// `ph` a known phase; `pid` and `tid` integers; `ts` and `dur` non-negative numbers; a name.
  /// Metadata events carry no `ts`, and the process's name no `tid`.
  private mutating func checkFields(_ event: Object, _ index: Int) {
    guard let phase = event["ph"] as? String, "XBEibesfM".contains(phase), phase.count == 1 else {
      return found.append("event \(index): ph \(event["ph"] ?? "missing") is not a phase")
    }
    if !(event["pid"] is Int) { found.append("event \(index): pid is not an integer") }
    if !(event["name"] is String) { found.append("event \(index): name is not a string") }
    if phase == "M" {
      if event["name"] as? String != "process_name", !(event["tid"] is Int) {
        found.append("event \(index): thread metadata without an integer tid")
      }
      if !(event["args"] is Object) { found.append("event \(index): metadata without args") }
      return
    }
    if !(event["tid"] is Int) { found.append("event \(index): tid is not an integer") }
    if !isTime(event["ts"]) { found.append("event \(index): ts is not a non-negative number") }
    if phase == "X", !isTime(event["dur"]) {
      found.append("event \(index): X without a non-negative dur")
    }
    if phase == "i", !["g", "p", "t"].contains(event["s"] as? String ?? "t") {
      found.append("event \(index): instant scope \(event["s"] ?? "") is not g, p or t")
    }
    if "bsf".contains(phase), !(event["id"] is String || event["id"] is Int) {
      found.append("event \(index): \(phase) without an id")
    }
  }

  private func isTime(_ value: Any?) -> Bool {
    guard let number = value as? Double else { return false }
    return number >= 0 && number.isFinite
  }

  private func ts(_ event: Object) -> Double { event["ts"] as? Double ?? 0 }

  private func tid(_ event: Object) -> Int { event["tid"] as? Int ?? -1 }

  /// Every thread an event is on is named once.
  private mutating func checkThreadNames(_ events: [Object]) {
    let named = events.filter {
      $0["ph"] as? String == "M" && $0["name"] as? String == "thread_name"
    }
    var count: [Int: Int] = [:]
    for event in named { count[tid(event), default: 0] += 1 }
    for (thread, times) in count where times > 1 {
      found.append("thread \(thread) is named \(times) times")
    }
    let used = Set(events.filter { $0["ph"] as? String != "M" }.map(tid))
    for thread in used.sorted() where count[thread] == nil {
      found.append("thread \(thread) has no thread_name")
    }
  }

  /// B and E nest on each thread: never an E without its B, none left open.
  private mutating func checkBeginEnd(_ events: [Object]) {
    var open: [Int: Int] = [:]
    for event in events.filter({ ["B", "E"].contains($0["ph"] as? String) }).sorted(by: {
      ts($0) < ts($1)
    }) {
      open[tid(event), default: 0] += event["ph"] as? String == "B" ? 1 : -1
      if open[tid(event)]! < 0 {
        found.append("thread \(tid(event)): E at \(ts(event)) without a B")
        open[tid(event)] = 0
      }
    }
    for (thread, depth) in open where depth > 0 {
      found.append("thread \(thread): \(depth) B without an E")
    }
  }

  /// Complete slices on one thread nest: each starts after the enclosing one ends or ends within
  /// it (Perfetto drops one that overlaps another partly).
  private mutating func checkSliceNesting(_ events: [Object]) {
    let slices = events.filter { $0["ph"] as? String == "X" }
    for (thread, onThread) in Dictionary(grouping: slices, by: tid) {
      let ordered = onThread.map { (start: ts($0), end: ts($0) + ($0["dur"] as? Double ?? 0)) }
        .sorted { $0.start != $1.start ? $0.start < $1.start : $0.end > $1.end }
      var enclosing: [Double] = []
      for slice in ordered {
        while let top = enclosing.last, top <= slice.start {
          enclosing.removeLast()
        }
        if let top = enclosing.last, slice.end > top + 1e-9 {
          found.append("thread \(thread): slice at \(slice.start) overlaps one ending at \(top)")
        }
        enclosing.append(slice.end)
      }
    }
  }

  /// Each async begin (b) has one end (e) of the same category, id and name, not earlier.
  private mutating func checkAsyncPairs(_ events: [Object]) {
    func key(_ event: Object) -> String {
      "\(event["cat"] ?? "") \(event["id"] ?? "") \(event["name"] ?? "")"
    }
    let begins = Dictionary(
      grouping: events.filter { $0["ph"] as? String == "b" }, by: key)
    let ends = Dictionary(grouping: events.filter { $0["ph"] as? String == "e" }, by: key)
    for name in Set(begins.keys).union(ends.keys).sorted() {
      let (b, e) = (begins[name] ?? [], ends[name] ?? [])
      if b.count != 1 || e.count != 1 {
        found.append("async \(name): \(b.count) begins, \(e.count) ends")
      } else if ts(e[0]) < ts(b[0]) {
        found.append("async \(name): ends before it begins")
      }
    }
  }

  /// Each flow start (s) has one finish (f) with its id, binding to the enclosing slice, not
  /// earlier, and not on the same thread at the same time; both ends sit on a slice.
  private mutating func checkFlows(_ events: [Object]) {
    let slices = events.filter { $0["ph"] as? String == "X" }
    func isOnSlice(_ end: Object) -> Bool {
      slices.contains {
        tid($0) == tid(end) && ts($0) <= ts(end)
          && ts(end) <= ts($0) + ($0["dur"] as? Double ?? 0)
      }
    }
    func id(_ event: Object) -> String { "\(event["id"] ?? "")" }
    let starts = Dictionary(grouping: events.filter { $0["ph"] as? String == "s" }, by: id)
    let finishes = Dictionary(grouping: events.filter { $0["ph"] as? String == "f" }, by: id)
    for flow in Set(starts.keys).union(finishes.keys).sorted() {
      guard let s = starts[flow], let f = finishes[flow], s.count == 1, f.count == 1 else {
        found.append("flow \(flow): not one s and one f")
        continue
      }
      let (start, finish) = (s[0], f[0])
      if finish["bp"] as? String != "e" { found.append("flow \(flow): f without bp e") }
      if ts(finish) < ts(start) { found.append("flow \(flow): finishes before it starts") }
      if tid(start) == tid(finish), ts(start) == ts(finish) {
        found.append("flow \(flow): starts and finishes on thread \(tid(start)) at \(ts(start))")
      }
      if !isOnSlice(start) || !isOnSlice(finish) {
        found.append("flow \(flow): an end on no slice")
      }
    }
  }
}
