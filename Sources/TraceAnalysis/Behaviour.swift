import TraceFormat

/// What a trace did, counted per view: the measure `viewtrace diff` compares. A view is one
/// the developer wrote (an identity whose body ran), named by its type; the built-in views,
/// modifiers and rows under it count as its own. The root is `(root)`, so that two versions of
/// a screen (`NotesApp`, `FixedNotesApp`) line up by position.
public struct Behaviour: Sendable {
  /// One thing counted: what happened, to which view (or effect), how often.
  public struct Key: Hashable, Comparable, Sendable {
    /// `bodies`, `inserted`, `removed`, `appears`, `disappears`, `slots destroyed`,
    /// `state resets`, `tasks started`, `tasks cancelled`, `effect`, `finding`.
    public let what: String
    /// The view's path, the effect's name, or the finding's kind.
    public let subject: String

    public static func < (a: Key, b: Key) -> Bool { (a.what, a.subject) < (b.what, b.subject) }
  }

  /// How often each thing happened.
  public let counts: [Key: Int]
  /// The values behind `slots destroyed`, `state resets` and `finding` counts, in order: each
  /// destroyed slot's last value (`_name: "Ada"`); each reset's lost value and the one its state
  /// started again with (`_name: "Ada" → ""`); each finding's summary.
  public let values: [Key: [String]]
  /// Where each view sits in the tree, by its type name: the path of its first identity with
  /// every view the developer wrote spelled `*` and modifiers left out (`*/NavigationStack/*`),
  /// so that a view renamed by a fix (`NoteListScreen`, `FixedNoteListScreen`) is found in the
  /// same place even when the fix moved a modifier.
  public let places: [String: String]

  /// Counts what the timeline behind `analysis` holds, and its findings.
  public init(_ analysis: Analysis) {
    let timeline = analysis.timeline
    var counts: [Key: Int] = [:]
    var values: [Key: [String]] = [:]
    func count(_ what: String, _ subject: String) {
      counts[Key(what: what, subject: subject), default: 0] += 1
    }
    let views = Set(timeline.bodies.map { timeline[$0.identity] })
    var owners: [Sym: String] = [:]
    func owner(_ identity: Sym) -> String {
      if let known = owners[identity] { return known }
      let name = Self.owner(of: timeline[identity], isView: views.contains)
      owners[identity] = name
      return name
    }
    var places: [String: String] = [:]
    for body in timeline.bodies {
      count("bodies", owner(body.identity))
      let path = IdentityPath(timeline[body.identity])
      if places[path.type] == nil {
        places[path.type] = Self.place(of: path, isView: views.contains)
      }
    }
    for stay in timeline.identities {
      if !stay.inserted.isNone { count("inserted", owner(stay.identity)) }
      if !stay.removed.isNone { count("removed", owner(stay.identity)) }
    }
    for stay in timeline.appearances {
      if !stay.appeared.isNone { count("appears", owner(stay.identity)) }
      if !stay.disappeared.isNone { count("disappears", owner(stay.identity)) }
    }
    let destroyed = timeline.slots.filter { !$0.destroyed.isNone }.sorted {
      $0.destroyed < $1.destroyed
    }
    for slot in destroyed {
      let view = owner(slot.identity)
      count("slots destroyed", view)
      values[Key(what: "slots destroyed", subject: view), default: []].append(
        "\(timeline[slot.name]): \(timeline[slot.value])")
    }
    // A state reset is the one the findings and the timelines mean (``StateReset``).
    for reset in timeline.resets {
      let view = owner(reset.new.identity)
      count("state resets", view)
      values[Key(what: "state resets", subject: view), default: []].append(
        "\(timeline[reset.old.name]): \(timeline[reset.old.value]) → \(timeline[reset.new.initial])"
      )
    }
    for task in timeline.tasks {
      count("tasks started", owner(task.identity))
      if !task.cancelled.isNone { count("tasks cancelled", owner(task.identity)) }
    }
    for effect in timeline.effects { count("effect", timeline[effect.name]) }
    // A finding's summary says what its count cannot: which row held the state before and after.
    for finding in analysis.findings where finding.severity != .info {
      count("finding", finding.kind.rawValue)
      values[Key(what: "finding", subject: finding.kind.rawValue), default: []].append(
        finding.summary)
    }
    self.counts = counts
    self.values = values
    self.places = places
  }

  /// `path` with each component that is a view the developer wrote (one whose body ran) spelled
  /// `*`, its key kept, and without its modifiers: where a view is, whatever its type is called
  /// and however it is modified.
  static func place(of path: IdentityPath, isView: (String) -> Bool) -> String {
    var parts: [String] = []
    var current: IdentityPath? = path
    while let here = current {
      let last = here.last
      if isView(here.text) {
        parts.append("*" + last.dropFirst(here.type.count))
      } else if !here.isModifier {
        parts.append(last)
      }
      current = here.parent
    }
    return parts.reversed().joined(separator: "/")
  }

  /// The view that owns `path`: the nearest identity at or above it whose body ran, by its
  /// type name, or `(root)` for the root and what has no such view above it.
  static func owner(of path: String, isView: (String) -> Bool) -> String {
    var current: IdentityPath? = IdentityPath(path)
    while let view = current, let parent = view.parent {
      if isView(view.text) { return view.type }
      current = parent
    }
    return "(root)"
  }
}

/// The differences between the behaviour of two traces: the counts that differ, totals first.
public struct BehaviourDiff: Sendable {
  /// One count that differs.
  public struct Row: Sendable {
    public let what: String
    /// The view, effect or finding; `(all views)` for a total.
    public let subject: String
    public let a: Int
    public let b: Int
    /// The values behind the count (``Behaviour/values``), for `slots destroyed`,
    /// `state resets` and `finding` rows.
    public let valuesA: [String]
    public let valuesB: [String]
  }

  /// Totals over all views first, then effects and findings, then each view.
  public let rows: [Row]

  public var isEmpty: Bool { rows.isEmpty }

  public init(_ a: Behaviour, _ b: Behaviour) {
    let (a, b) = Self.pairingRenamedViews(a, b)
    let viewKinds = [
      "bodies", "inserted", "removed", "appears", "disappears", "slots destroyed", "state resets",
      "tasks started", "tasks cancelled",
    ]
    var totals: [String: (Int, Int)] = [:]
    for (key, n) in a.counts where viewKinds.contains(key.what) {
      totals[key.what, default: (0, 0)].0 += n
    }
    for (key, n) in b.counts where viewKinds.contains(key.what) {
      totals[key.what, default: (0, 0)].1 += n
    }
    var rows: [Row] = viewKinds.compactMap { what in
      guard let (x, y) = totals[what], x != y else { return nil }
      return Row(what: what, subject: "(all views)", a: x, b: y, valuesA: [], valuesB: [])
    }
    let keys = Set(a.counts.keys).union(b.counts.keys).sorted { first, second in
      let rank = { (key: Behaviour.Key) in key.what == "effect" ? 0 : key.what == "finding" ? 1 : 2
      }
      return (rank(first), first.subject, first.what) < (rank(second), second.subject, second.what)
    }
    for key in keys {
      let x = a.counts[key] ?? 0
      let y = b.counts[key] ?? 0
      guard x != y else { continue }
      rows.append(
        Row(
          what: key.what, subject: key.subject, a: x, b: y, valuesA: a.values[key] ?? [],
          valuesB: b.values[key] ?? []))
    }
    self.rows = rows
  }

  /// `a` and `b` with each view that only one of them has, and that sits where a view only the
  /// other has sits (``Behaviour/places``), counted under one name, `Old → New`: a fix that
  /// renamed a view compares with the view it replaced instead of listing both apart.
  private static func pairingRenamedViews(_ a: Behaviour, _ b: Behaviour) -> (Behaviour, Behaviour)
  {
    let namesA = Set(a.places.keys)
    let namesB = Set(b.places.keys)
    var byPlaceB: [String: String] = [:]
    for name in namesB.subtracting(namesA).sorted() where byPlaceB[b.places[name]!] == nil {
      byPlaceB[b.places[name]!] = name
    }
    var renamedA: [String: String] = [:]
    var renamedB: [String: String] = [:]
    for name in namesA.subtracting(namesB).sorted() {
      guard let place = a.places[name], let other = byPlaceB.removeValue(forKey: place) else {
        continue
      }
      renamedA[name] = "\(name) → \(other)"
      renamedB[other] = "\(name) → \(other)"
    }
    return (a.renaming(renamedA), b.renaming(renamedB))
  }
}

extension Behaviour {
  fileprivate init(counts: [Key: Int], values: [Key: [String]], places: [String: String]) {
    self.counts = counts
    self.values = values
    self.places = places
  }

  /// The same counts with the views in `names` called by their new names.
  fileprivate func renaming(_ names: [String: String]) -> Behaviour {
    guard !names.isEmpty else { return self }
    func renamed(_ key: Key) -> Key {
      Key(what: key.what, subject: names[key.subject] ?? key.subject)
    }
    var newCounts: [Key: Int] = [:]
    for (key, n) in counts where key.what != "effect" && key.what != "finding" {
      newCounts[renamed(key), default: 0] += n
    }
    for (key, n) in counts where key.what == "effect" || key.what == "finding" {
      newCounts[key] = n
    }
    var newValues: [Key: [String]] = [:]
    for (key, list) in values { newValues[renamed(key), default: []] += list }
    var newPlaces: [String: String] = [:]
    for (name, place) in places { newPlaces[names[name] ?? name] = place }
    return Behaviour(counts: newCounts, values: newValues, places: newPlaces)
  }
}
