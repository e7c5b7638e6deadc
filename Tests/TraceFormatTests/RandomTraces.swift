import Foundation

@testable import TraceFormat

/// A small deterministic random number generator (SplitMix64), so failures reproduce.
struct SeededRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

enum RandomTraces {
  static let awkwardStrings = [
    "NotesApp/NavigationStack/List/ForEach/NoteRow#17", "quote \" and \\ backslash",
    "line\nbreak\ttab\r",
    "\u{1}\u{1F}control", "émoji 🧭 ünïcode", "_count", "Store.notes", "\\.colorScheme",
    "GET /notes/17",
    "NoteRow.swift:42", "x", String(repeating: "long", count: 200),
  ]

  /// A random but well-formed trace: payload fields only where the kind has them, symbols in range,
  /// mostly consecutive and increasing, with occasional gaps, jumps back and odd codes.
  /// With `stringHeavy`, it also has one long identity path for every four events, so that its
  /// first chunks hold mostly new strings (and are written deflated) and its last ones mostly
  /// records. `kinds` are the kinds it draws from.
  static func make(
    events count: Int, seed: UInt64, stringHeavy: Bool = false,
    kinds: [EventKind] = EventKind.allCases
  ) -> Trace {
    var rng = SeededRandom(seed: seed)
    var strings = [""] + awkwardStrings
    for i in 0..<Int.random(in: 5...300, using: &rng) { strings.append("View\(i)/Child#\(i * 7)") }
    if stringHeavy {
      for i in 0..<max(count / 4, 8) {
        let screen = ["NoteDetailScreen", "NoteListScreen", "SettingsScreen"].randomElement(
          using: &rng)!
        let rest = ["/.task(id:)/VStack", "/List/ForEach/NoteRow#\(i * 3)/HStack/Toggle", "/Text"]
          .randomElement(using: &rng)!
        strings.append(
          "NotesApp/.environment/NavigationStack/\(screen)[path\(i % 5),id=\(i)]\(rest)")
      }
    }
    strings.shuffle(using: &rng)
    strings.removeAll { $0.isEmpty }
    strings.insert("", at: 0)
    func sym() -> Sym {
      Int.random(in: 0..<8, using: &rng) == 0
        ? .none : Sym(rawValue: UInt32.random(in: 1..<UInt32(strings.count), using: &rng))
    }
    var events: [TraceEvent] = []
    var seq: UInt64 = UInt64.random(in: 1...3, using: &rng)
    var time: UInt64 = 0
    var update: UInt32 = 0
    for _ in 0..<count {
      let kind = kinds.randomElement(using: &rng)!
      if kind == .updateBegin { update &+= 1 }
      switch Int.random(in: 0..<100, using: &rng) {
      case 0: seq += UInt64.random(in: 2...1000, using: &rng)
      case 1: time = time / 2
      case 2: time &+= UInt64.random(in: 0...UInt64.max / 4, using: &rng)
      case 3: update = UInt32.random(in: 0...UInt32.max, using: &rng)
      default: time &+= UInt64.random(in: 0...5000, using: &rng)
      }
      var e = TraceEvent(
        seq: Seq(rawValue: seq), time: time,
        update: Int.random(in: 0..<10, using: &rng) == 0 ? 0 : update,
        cause: Seq(
          rawValue: Bool.random(using: &rng) ? 0 : UInt64.random(in: 0..<max(seq, 1), using: &rng)),
        kind: kind,
        identity: sym())
      let f = kind.fields
      if f.contains(.code) {
        e.code = UInt8.random(in: 0...(Bool.random(using: &rng) ? 3 : 255), using: &rng)
      }
      if f.contains(.reason) { e.reason = UInt8.random(in: 0...20, using: &rng) }
      if f.contains(.name) { e.name = sym() }
      if f.contains(.type) { e.type = sym() }
      if f.contains(.site) { e.site = sym() }
      if f.contains(.before) { e.before = sym() }
      if f.contains(.after) { e.after = sym() }
      if f.contains(.value) {
        e.value = UInt64.random(in: 0...1 << UInt64.random(in: 0...63, using: &rng), using: &rng)
      }
      events.append(e)
      seq += 1
    }
    let header = TraceHeader(
      scenario: "random \(seed)", runtimeVersion: "0.1.0",
      clock: seed % 2 == 0 ? .live : .deterministic,
      startTime: seed % 2 == 0 ? 1_764_000_000_000_000_000 : 0,
      metadata: [
        .init(key: "seed", value: "\(seed)"), .init(key: "note", value: "a \"quoted\"\nvalue"),
      ])
    return Trace(header: header, strings: strings, events: EventStore(events))
  }

  /// An event with its strings resolved, to compare traces whose tables are numbered differently.
  struct Resolved: Equatable, CustomStringConvertible {
    var event: TraceEvent
    var texts: [String]
    init(_ e: TraceEvent, _ strings: [String]) {
      event = e
      texts = [e.identity, e.name, e.type, e.site, e.before, e.after].map {
        strings[Int($0.rawValue)]
      }
      for path in [\TraceEvent.identity, \.name, \.type, \.site, \.before, \.after] {
        event[keyPath: path] = .none
      }
    }
    var description: String { "\(event) \(texts)" }
  }

  static func resolved(_ trace: Trace) -> [Resolved] {
    trace.events.map { Resolved($0, trace.strings) }
  }

  /// The chunks of the binary trace `data`, in file order.
  static func chunks(in data: Data) -> [(offset: Int, type: UInt8, length: Int)] {
    var chunks: [(offset: Int, type: UInt8, length: Int)] = []
    var offset = BinaryLayout.fileHeaderSize
    while offset + BinaryLayout.frameSize <= data.count {
      let length = data.withUnsafeBytes { raw in
        Int(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset + 4, as: UInt32.self)))
      }
      chunks.append((offset, data[offset + 1], length))
      offset += BinaryLayout.frameSize + length
    }
    return chunks
  }

  /// A fresh temporary directory.
  static func directory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "traceformat-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Writes `trace` through the streaming sink (as a recorder would) with chunks of `chunkBytes`,
  /// handing the events in runs of many lengths, some across the sink's batches.
  static func record(_ trace: Trace, to url: URL, chunkBytes: Int = BinaryLayout.targetChunkBytes)
    throws
  {
    let writer = try TraceFileWriter(
      url: url, bufferLimit: 1 << 20, waitWhenBehind: true, chunkBytes: chunkBytes)
    writer.begin(header: trace.header, strings: StringTable(strings: trace.strings))
    Array(trace.events).withUnsafeBufferPointer { events in
      var start = 0
      var turn = 0
      while start < events.count {
        let end = min(start + runLengths[turn % runLengths.count], events.count)
        writer.record(UnsafeBufferPointer(rebasing: events[start..<end]))
        start = end
        turn += 1
      }
    }
    try writer.finish()
  }

  /// Run lengths around the file sink's batch (4,096 events) and the runtime's run (256).
  private static let runLengths = [1, 255, 4_095, 2, 4_097, 256, 9_000, 3]
}
