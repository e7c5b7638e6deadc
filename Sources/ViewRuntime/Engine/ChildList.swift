import TraceFormat

/// The structural position of a child inside its parent's output.
struct ChildKey: Hashable, Sendable {
  /// The position through tuples and branches, e.g. `1.if`.
  var structural: String = ""
  /// The explicit id (`.id(_:)` value or `ForEach` element id), if any.
  var explicitID: String?
  /// Whether the explicit id is an index (index-based `ForEach`).
  var isIndex = false
  /// Whether siblings with different keys are separate elements rather than alternatives
  /// (`ForEach` elements), so that a change is an addition or removal, not a flip.
  var isElement = false
  /// The reason to record when this child is inserted or removed, when its container knows it
  /// better than the key does (navigation, presentation, lazy realization).
  var reasonHint: DecisionReason?
  /// Where the `if`/`else` that chose this child is written; not part of the identity.
  var branchSite: String?
  /// Where the `ForEach` that made this element child is written; not part of the identity.
  var elementSite: String?

  /// Whether two keys name the same identity. The reason hint and the branch site are not part
  /// of it: a lazy row realized by a scroll is the same identity when it scrolls out and back.
  static func == (a: ChildKey, b: ChildKey) -> Bool {
    a.structural == b.structural && a.explicitID == b.explicitID && a.isIndex == b.isIndex
      && a.isElement == b.isElement
  }

  func hash(into hasher: inout Hasher) {
    hasher.combine(structural)
    hasher.combine(explicitID)
    hasher.combine(isIndex)
    hasher.combine(isElement)
  }

  /// The key extended by one structural step. Consumed: the key is most often a local at its
  /// last use, which is then changed in place rather than copied (a retain of each string).
  consuming func appending(_ part: String) -> ChildKey {
    var key = self
    key.structural = key.structural.isEmpty ? part : key.structural + "." + part
    return key
  }

  /// The text inside the brackets of a path component.
  var label: String {
    let id = explicitID.map { (isIndex ? "index=" : "id=") + $0 }
    switch (structural.isEmpty, id) {
    case (true, nil): return ""
    case (true, let id?): return id
    case (false, nil): return structural
    case (false, let id?): return structural + "," + id
    }
  }

  /// The part of the key that two alternatives at the same place share: the position without
  /// branch names and ids.
  var position: String {
    structural.split(separator: ".").filter { $0 != "if" && $0 != "else" }.joined(separator: ".")
  }
}

/// The children a view produces, in order, each with its key.
@MainActor
struct ChildList {
  struct Item {
    var key: ChildKey
    var view: any View
    /// A lazy row outside the visible window: not realized if new, hidden if it was.
    var isOutsideWindow = false
    /// Realized but covered (a navigation screen under the top one).
    var isHidden = false
    /// The environment for this child, when its container sets one of its own.
    var environment: EnvironmentValues?
    /// The call of the content closure that built the view, when a container's closure did.
    var build: ContentBuild?
    /// Whether the view is the child's own, kept by its container instead of being built again
    /// (``ForEachReuse``): its inputs are the same.
    var isReused = false

    /// Whether the item is `node`'s identity: a child in the window, with the same key and
    /// view type.
    func names(_ node: Node) -> Bool {
      !isOutsideWindow && node.key == key && node.typeID == viewType
    }

    /// The identity of the view's type. Read through a borrow: `type(of: view)` on the stored
    /// view copies it first (a retain and a release).
    var viewType: ObjectIdentifier { Self.typeID(of: view) }

    private static func typeID(of view: borrowing any View) -> ObjectIdentifier {
      ObjectIdentifier(type(of: view))
    }

    /// The view, moved out for the node made of the item, which is left with an `EmptyView`:
    /// a copy would retain every reference the view holds, to release them with the item.
    @MainActor
    mutating func takeView() -> any View {
      var view: any View = EmptyView()
      swap(&view, &self.view)
      return view
    }

    /// The key, moved out for the node made of the item, which is left with an empty one: a
    /// copy would retain each of its strings, to release them with the item.
    mutating func takeKey() -> ChildKey {
      var key = ChildKey()
      swap(&key, &self.key)
      return key
    }
  }
  var items: [Item] = []
  /// Calls of content closures that built several children (or none): dependencies of the
  /// container itself.
  var containerBuilds: [ContentBuild] = []
  /// When set, the children are the node's own, the same identities in the same order, and
  /// ``items`` lists only the ones built again (``SameChildren``).
  var sameChildren: SameChildren?
  /// When set, the items are some of the children only, in order: the children they do not name
  /// stay as they are, and a new child goes among them where its rank puts it. Every child has a
  /// rank (a row's position in its data) and the children are in rank order.
  var rank: ((ChildKey) -> Int?)?

  /// The item at `index`, moved out and replaced by an empty one, for reconciling a list that
  /// is read once, in order, then emptied: a copy would retain every reference the item holds
  /// (its key's strings, its view, environment and build), to release them when it is emptied.
  mutating func take(_ index: Int) -> Item {
    var item = Item(key: ChildKey(), view: EmptyView())
    swap(&item, &items[index])
    return item
  }

  /// Adds `view` under `key`, flattening transparent views. Both are consumed: an item made of
  /// copies would retain every reference they hold.
  mutating func add(_ view: consuming any View, key: consuming ChildKey) {
    if let flatten = Self.flatten(ofTypeOf: view) {
      flatten(view, &self, key)
    } else {
      items.append(Item(key: key, view: view))
    }
  }

  /// ``ViewDescriptor/flatten`` of `view`'s type, its descriptor lent, not returned: only this
  /// witness of it is read.
  private static func flatten(ofTypeOf view: borrowing any View) -> (
    (any View, inout ChildList, ChildKey) -> Void
  )? {
    ViewDescriptor.withDescriptor(ofType: type(of: view)) { $0.flatten }
  }

  /// Adds the view that a content closure built (``ViewHost/build(_:)``) under `key`,
  /// flattening transparent views: the build goes with the child when the view is one child,
  /// else with the container.
  mutating func add(_ built: (view: some View, build: ContentBuild), key: ChildKey) {
    let count = items.count
    add(built.view, key: key)
    if items.count == count + 1 {
      items[count].build = built.build
    } else {
      containerBuilds.append(built.build)
    }
  }

  /// Every child of the node, kept as it is, with the positions of the few built again: the
  /// others keep their views, built from the same inputs (``ForEachReuse``), with no item each,
  /// so that an update that changed one row of many costs that row.
  struct SameChildren {
    /// How many children the node has.
    let count: Int
    /// The positions, in ascending order, of the children built again: `items[k]` is the one
    /// at `rebuilt[k]`.
    var rebuilt: [Int] = []

    /// The first position of a child kept as it is, if any.
    var firstKept: Int? {
      var position = 0
      for index in rebuilt {
        guard index == position else { break }
        position += 1
      }
      return position < count ? position : nil
    }
  }

  /// The list with an item for every child, those kept as they are marked
  /// (``Item/isReused``): for reconciling in the general way.
  func expanded(children: [Node]) -> ChildList {
    guard let same = sameChildren else { return self }
    var list = self
    list.sameChildren = nil
    list.items = []
    list.items.reserveCapacity(same.count)
    var next = 0
    for (index, child) in children.enumerated() {
      if next < same.rebuilt.count, same.rebuilt[next] == index {
        list.items.append(items[next])
        next += 1
      } else {
        list.items.append(Item(key: child.key, view: child.view, isReused: true))
      }
    }
    return list
  }
}
