import TraceFormat

/// What the runtime needs to know of a view type, found once per type from its conformances:
/// how it is evaluated (a body, children of a primitive, content of a transparent view), the
/// name it shows in paths, and the witnesses of the runtime's protocols it conforms to. The
/// update loop calls these instead of casting each view to each protocol on every update.
///
/// An optional view is the one exception: a cast looks inside `.some` for a conformance
/// `Optional` lacks, so its descriptor depends on the value (``of(_:)`` resolves it).
@MainActor
final class ViewDescriptor {
  /// How a view of the type produces its children.
  enum Evaluation {
    /// A composite view: its body.
    case body
    /// A primitive view: ``PrimitiveView/makeChildren(_:node:)``.
    case primitive((any View, inout ChildList, Node) -> Void)
    /// A transparent view: ``TransparentView/flatten(into:key:)``.
    case transparent((any View, inout ChildList, ChildKey) -> Void)
  }

  let evaluation: Evaluation
  /// ``TransparentView/flatten(into:key:)``, for a view that stands for its content.
  let flatten: ((any View, inout ChildList, ChildKey) -> Void)?
  /// The name in paths: the type's, or the view's own (``NamedView``) when it names itself.
  private let fixedName: String?
  private let ownName: ((any View) -> String)?
  /// ``Showing/shown(node:displayed:)``, for a leaf that shows something.
  let shown: ((any View, Node, String?) -> String?)?
  /// The view as a control that shows its binding's value (``ShowsBinding``).
  let showsBinding: ((any View) -> any ShowsBinding)?
  /// ``LifecycleModifier``'s hooks.
  let didAppear: ((any View, Node, Seq) -> Void)?
  let didDisappear: ((any View, Node, Seq) -> Void)?
  /// ``EnvironmentWriter/apply(to:)``.
  let applyEnvironment: ((any View, EnvironmentValues) -> EnvironmentValues)?
  /// Where the view's dynamic properties live, when elsewhere (``PropertyOwnerForwarding``).
  let propertyOwner: ((any View) -> Any)?
  /// `==`, for an `Equatable` view compared by it: one that holds more than plain data
  /// (`_isPOD`), or an `EquatableView`.
  let equals: ((any View, any View) -> Bool)?
  /// ``Labeled/searchableText``, for a view the driver finds by its text.
  let searchableText: ((any View) -> [String])?
  /// ``Labeled/shows(_:)``, for a view the driver finds by its text.
  let shows: ((any View, String) -> Bool)?
  /// ``ModifierCarrier/anyModifier``, for a modified view.
  let anyModifier: ((any View) -> Any)?
  /// Whether the view is marked with a text as accessibility identifier or label
  /// (``ModifierCarrier/marked``), for a modified view whose modifier marks it so: known from
  /// its type, so that the driver's search of a screen casts no other modifier.
  let marked: ((any View, String) -> Bool)?
  /// Whether the view holds a closure (``StoredFields/holdsFunction(_:)``): calling it in its
  /// body may read models the view does not hold.
  let holdsClosure: Bool
  /// For an optional view type: its wrapped view, when there is one.
  private let unwrap: ((any View) -> (any View)?)?
  /// For an optional view type: what it is when it wraps a view, once that view's type is known.
  private var whenSome: ViewDescriptor?

  /// Whether the view is primitive or transparent: it builds its children each time its parent
  /// does, and has no inputs to compare.
  var rebuildsWithParent: Bool {
    if case .body = evaluation { return false }
    return true
  }

  /// Whether the descriptor that holds for a view of this type depends on the view's value
  /// (an optional's, on whether it wraps a view): ``resolved(for:)`` need not be asked otherwise.
  var dependsOnValue: Bool { unwrap != nil }

  /// The name of `view`, a view of this type, in paths.
  func name(of view: any View) -> String { fixedName ?? ownName!(view) }

  /// The symbol of `name`, what ``name(of:)`` gave for a view of this type, in `recorder`'s
  /// string table: interned when it differs from the last one, so once per table for a type
  /// whose name is its own (and a modifier's name seldom depends on its value).
  func nameSymbol(named name: String, in recorder: Recorder) -> Sym {
    lastName.symbol(for: name, in: recorder)
  }

  /// The last name ``nameSymbol(named:in:)`` interned. Not checked for exclusive access at run
  /// time: only ``LastInterned/symbol(for:in:)`` changes it, which interns through the recorder
  /// and touches no descriptor.
  @exclusivity(unchecked) private var lastName = LastInterned()

  private static let known = PerTypeCache<ViewDescriptor>()
  /// The descriptors asked for lately, in front of ``known``: one per slot, the slot chosen by
  /// the type's address, as a row asks for views of several types in turn (its body, a
  /// modifier's content, a group's parts) and each row for the same ones. A slot holds the type
  /// it answers for, so a collision costs a look-up, never a wrong answer (type metadata is
  /// never freed: its address names one type for the life of the process). The descriptors are
  /// unretained: ``known`` keeps every descriptor it made for the life of the process. Allocated
  /// on first use, so that reading the pointer runs no lazy initialization (a `swift_once` per
  /// look-up of a `static let`); not checked for exclusive access at run time: a slot is read
  /// and written at once, never while ``known`` computes.
  @exclusivity(unchecked) private static var recent: UnsafeMutablePointer<RecentSlot>?
  private static var recentSlots: Int { 16 }

  private struct RecentSlot {
    var type: ObjectIdentifier?
    var descriptor: Unmanaged<ViewDescriptor>?
  }

  /// The descriptor of `view`: its type's, made on its first use (for an optional, the one that
  /// holds for its value).
  @inline(__always)
  static func of(_ view: any View) -> ViewDescriptor {
    ofType(type(of: view)).resolved(for: view)
  }

  /// The descriptor of `view`'s type, made on its first use.
  ///
  /// Always inlined, so that the caller asks for its view's type without handing the view on:
  /// an existential passed to a function the optimizer specialized is boxed again, an
  /// allocation per call for a view larger than three words.
  @inline(__always)
  static func ofType(_ view: any View) -> ViewDescriptor { ofType(type(of: view)) }

  /// The descriptor of the view type `type`, made on its first use.
  static func ofType(_ type: any View.Type) -> ViewDescriptor {
    recentDescriptor(ofType: type).takeUnretainedValue()
  }

  /// Calls `body` with the descriptor of the view type `type`, lent: no reference to it is
  /// taken, where ``ofType(_:)`` returns one for its caller to release (for a caller that
  /// reads one witness of it).
  static func withDescriptor<Result>(
    ofType type: any View.Type, _ body: (ViewDescriptor) -> Result
  ) -> Result {
    recentDescriptor(ofType: type)._withUnsafeGuaranteedRef(body)
  }

  /// The descriptor of `type`, unretained, from its slot in ``recent`` or else from ``known``.
  @inline(__always)
  private static func recentDescriptor(ofType type: any View.Type) -> Unmanaged<ViewDescriptor> {
    let id = ObjectIdentifier(type)
    let slots: UnsafeMutablePointer<RecentSlot>
    if let recent {
      slots = recent
    } else {
      slots = .allocate(capacity: recentSlots)
      slots.initialize(repeating: RecentSlot(), count: recentSlots)
      recent = slots
    }
    // The slot chosen by the metadata's address above its alignment, unhashed.
    let slot = slots + ((Int(bitPattern: id) >> 4) & (recentSlots - 1))
    if slot.pointee.type == id, let descriptor = slot.pointee.descriptor { return descriptor }
    let descriptor = Unmanaged.passUnretained(known.storedValue(for: type) { ViewDescriptor(type) })
    slot.pointee = RecentSlot(type: id, descriptor: descriptor)
    return descriptor
  }

  /// The descriptor that holds for `view`, a view of this type: this one, unless the type is
  /// optional and `view` wraps a view, whose conformances then count as the optional's own.
  /// Inlined for the same reason as `ofType(_:)`.
  @inline(__always)
  func resolved(for view: any View) -> ViewDescriptor {
    unwrap == nil ? self : resolvedOptional(view)
  }

  /// ``resolved(for:)`` for an optional view type.
  private func resolvedOptional(_ view: any View) -> ViewDescriptor {
    guard let unwrap, let wrapped = unwrap(view) else { return self }
    // The wrapped view's type is fixed, unless it is an optional too.
    let inner = Self.ofType(wrapped)
    if let whenSome, inner.unwrap == nil { return whenSome }
    let merged = ViewDescriptor(
      optional: self, wrapped: inner.resolved(for: wrapped), unwrap: { unwrap($0)! })
    if inner.unwrap == nil { whenSome = merged }
    return merged
  }

  /// Each conformance question about a type not seen before scans every conformance record: a
  /// view that conforms to none of the runtime's own protocols (``RuntimeHooks``), as most of
  /// an app's do, is asked once for them all.
  private init<V: View>(_: V.Type) {
    let hooked = V.self is any RuntimeHooks.Type
    flatten = hooked ? (V.self as? any TransparentView.Type).map { Self.flatten($0) } : nil
    // A primitive view's body is `Never`: a view with a body is not asked.
    evaluation =
      if V.Body.self == Never.self, let primitive = V.self as? any PrimitiveView.Type {
        .primitive(Self.makeChildren(primitive))
      } else if let flatten {
        .transparent(flatten)
      } else {
        .body
      }
    if hooked, let named = V.self as? any NamedView.Type {
      fixedName = nil
      ownName = Self.ownName(named)
    } else {
      // Its name as `String(describing:)` writes it, without asking the metatype to describe itself.
      let full = typeDescription(V.self)
      fixedName = full.firstIndex(of: "<").map { String(full[..<$0]) } ?? full
      ownName = nil
    }
    // Not through `Optional.map`, which would call the witness through two reabstraction thunks.
    if hooked, let showing = V.self as? any Showing.Type {
      shown = Self.shown(showing)
    } else {
      shown = nil
    }
    // A control that shows its binding shows something.
    showsBinding =
      shown == nil ? nil : (V.self as? any ShowsBinding.Type).map { Self.showsBinding($0) }
    let lifecycle =
      hooked ? (V.self as? any LifecycleModifier.Type).map { Self.lifecycle($0) } : nil
    didAppear = lifecycle?.appear
    didDisappear = lifecycle?.disappear
    applyEnvironment =
      hooked ? (V.self as? any EnvironmentWriter.Type).map { Self.applyEnvironment($0) } : nil
    propertyOwner =
      hooked ? (V.self as? any PropertyOwnerForwarding.Type).map { Self.propertyOwner($0) } : nil
    // SwiftUI trusts `==` for a view of plain data only when `EquatableView` asks it to.
    let plainData = _isPOD(V.self) && !(hooked && V.self is any EqualityGate.Type)
    equals = plainData ? nil : (V.self as? any Equatable.Type).map { Self.equals($0) }
    let labeled = hooked ? V.self as? any Labeled.Type : nil
    searchableText = labeled.map { Self.searchableText($0) }
    shows = labeled.map { Self.shows($0) }
    let carrier = hooked ? V.self as? any ModifierCarrier.Type : nil
    anyModifier = carrier.map { Self.anyModifier($0) }
    marked = carrier.flatMap { Self.marked($0) }
    unwrap = hooked ? (V.self as? any OptionalView.Type).map { Self.unwrap($0) } : nil
    holdsClosure = StoredFields.holdsFunction(V.self)
  }

  /// What an optional view that wraps a view is: the optional's own conformances, and for the
  /// others the wrapped view's, called on the wrapped view (as a cast finds them).
  private init(
    optional own: ViewDescriptor, wrapped: ViewDescriptor, unwrap: @escaping (any View) -> any View
  ) {
    func inner<R>(_ witness: ((any View) -> R)?) -> ((any View) -> R)? {
      witness.map { witness in { witness(unwrap($0)) } }
    }
    func inner<A, R>(_ witness: ((any View, A) -> R)?) -> ((any View, A) -> R)? {
      witness.map { witness in { witness(unwrap($0), $1) } }
    }
    func inner<A, B, R>(_ witness: ((any View, A, B) -> R)?) -> ((any View, A, B) -> R)? {
      witness.map { witness in { witness(unwrap($0), $1, $2) } }
    }
    evaluation =
      if case .primitive(let makeChildren) = wrapped.evaluation {
        .primitive { view, list, node in makeChildren(unwrap(view), &list, node) }
      } else {
        own.evaluation
      }
    flatten = own.flatten
    ownName = own.ownName ?? inner(wrapped.ownName)
    fixedName = ownName == nil ? own.fixedName : nil
    shown = own.shown ?? inner(wrapped.shown)
    showsBinding = own.showsBinding ?? inner(wrapped.showsBinding)
    didAppear = own.didAppear ?? inner(wrapped.didAppear)
    didDisappear = own.didDisappear ?? inner(wrapped.didDisappear)
    applyEnvironment = own.applyEnvironment ?? inner(wrapped.applyEnvironment)
    propertyOwner = own.propertyOwner ?? inner(wrapped.propertyOwner)
    equals = own.equals ?? inner(wrapped.equals)
    searchableText = own.searchableText ?? inner(wrapped.searchableText)
    shows = own.shows ?? inner(wrapped.shows)
    anyModifier = own.anyModifier ?? inner(wrapped.anyModifier)
    marked = own.marked ?? inner(wrapped.marked)
    holdsClosure = own.holdsClosure
    self.unwrap = nil
  }

  private static func makeChildren<P: PrimitiveView>(_: P.Type) -> (
    any View, inout ChildList, Node
  ) -> Void {
    { view, list, node in lend(view, as: P.self) { $0.makeChildren(&list, node: node) } }
  }

  private static func flatten<T: TransparentView>(_: T.Type) -> (
    any View, inout ChildList, ChildKey
  ) -> Void {
    { view, list, key in lend(view, as: T.self) { $0.flatten(into: &list, key: key) } }
  }

  private static func ownName<N: NamedView>(_: N.Type) -> (any View) -> String {
    { lend($0, as: N.self) { $0.displayName } }
  }

  private static func shown<S: Showing>(_: S.Type) -> (any View, Node, String?) -> String? {
    { view, node, displayed in
      lend(view, as: S.self) { $0.shown(node: node, displayed: displayed) }
    }
  }

  private static func showsBinding<S: ShowsBinding>(_: S.Type) -> (any View) -> any ShowsBinding {
    { $0 as! S }
  }

  private static func lifecycle<L: LifecycleModifier>(_: L.Type) -> (
    appear: (any View, Node, Seq) -> Void, disappear: (any View, Node, Seq) -> Void
  ) {
    (
      { view, node, event in lend(view, as: L.self) { $0.didAppear(node: node, event: event) } },
      { view, node, event in
        lend(view, as: L.self) { $0.didDisappear(node: node, event: event) }
      }
    )
  }

  private static func applyEnvironment<W: EnvironmentWriter>(_: W.Type) -> (
    any View, EnvironmentValues
  ) -> EnvironmentValues {
    { view, environment in lend(view, as: W.self) { $0.apply(to: environment) } }
  }

  private static func propertyOwner<F: PropertyOwnerForwarding>(_: F.Type) -> (any View) -> Any {
    { lend($0, as: F.self) { $0.propertyOwner } }
  }

  private static func searchableText<L: Labeled>(_: L.Type) -> (any View) -> [String] {
    { lend($0, as: L.self) { $0.searchableText } }
  }

  private static func shows<L: Labeled>(_: L.Type) -> (any View, String) -> Bool {
    { view, text in lend(view, as: L.self) { $0.shows(text) } }
  }

  private static func anyModifier<M: ModifierCarrier>(_: M.Type) -> (any View) -> Any {
    { lend($0, as: M.self) { $0.anyModifier } }
  }

  private static func marked<M: ModifierCarrier>(_: M.Type) -> ((any View, String) -> Bool)? {
    guard let marked = M.marked else { return nil }
    return { view, text in lend(view, as: M.self) { marked($0, text) } }
  }

  private static func unwrap<O: OptionalView>(_: O.Type) -> (any View) -> (any View)? {
    { lend($0, as: O.self) { $0.wrappedView } }
  }

  /// `view`, a `T`, lent to `body` as one: a descriptor's witnesses are called only with views
  /// of its type, and without `as!`'s dynamic cast and copy, which cost more than most of them
  /// (a view of another type, which would be a bug, is still cast, and traps). No closure is
  /// formed here: one passed to a nonisolated function (`withUnsafePointer`) would check the
  /// actor it runs on at each call.
  private static func lend<T, R>(_ view: any View, as _: T.Type, _ body: (T) -> R) -> R {
    func open<V: View>(_ view: V) -> R {
      guard V.self == T.self else { return body(view as! T) }
      return body(_identityCast(view, to: T.self))
    }
    return open(view)
  }

  private static func equals<E: Equatable>(_: E.Type) -> (any View, any View) -> Bool {
    { a, b in
      guard let b = b as? E else { return false }
      return a as! E == b
    }
  }
}

/// A view type that conforms to one of the runtime's own view protocols, which all refine this
/// one: ``ViewDescriptor`` asks about them only a type that conforms to it.
@MainActor
protocol RuntimeHooks {}

/// An optional view, as ``ViewDescriptor`` unwraps it.
@MainActor
private protocol OptionalView: RuntimeHooks {
  var wrappedView: (any View)? { get }
}

/// An optional view conforms to the runtime's protocols it does (``OptionalView``,
/// ``TransparentView``) only conditionally, which implies no conformance to the protocol they refine.
extension Optional: RuntimeHooks where Wrapped: View {}

extension Optional: OptionalView where Wrapped: View {
  fileprivate var wrappedView: (any View)? { self }
}
