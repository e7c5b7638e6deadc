import TraceFormat

/// The preference that `.preferredColorScheme(_:)` sets, as SwiftUI's `PreferredColorSchemeKey`:
/// the presentation that holds the views (the window, or a sheet, cover or popover) reads it and
/// sets its `colorScheme` environment value from it.
///
/// A `.preferredColorScheme` replaces what its content prefers (one higher in the hierarchy
/// overrides it); between siblings, the first that prefers a scheme, in tree order, wins.
public struct PreferredColorSchemeKey: PreferenceKey {
  public typealias Value = ColorScheme?
  public static let defaultValue: ColorScheme? = nil

  public static func reduce(value: inout ColorScheme?, nextValue: () -> ColorScheme?) {
    value = value ?? nextValue()
  }
}

extension View {
  /// Sets the color scheme of the nearest presentation that holds the view (the window, or the
  /// sheet, cover or popover), `nil` for no preference: every view of that presentation, above
  /// the modifier as well as inside it, reads it as `colorScheme` from the presentation's next
  /// update on, unless an `.environment(\.colorScheme, …)` nearer to it says otherwise.
  public func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View {
    modifier(
      PreferenceModifier<PreferredColorSchemeKey>(
        value: colorScheme, name: "preferredColorScheme"))
  }
}

/// What each presentation prefers as its color scheme, kept up to date after every update.
///
/// The views that set or transform ``PreferredColorSchemeKey`` are noted as they are built,
/// appear and disappear. At the end of an update in which one of them changed, the presentations
/// that hold them reduce the key again, asking only the views on the way to them; a presentation
/// whose preference changed gets its new `colorScheme` (the preferred one, else the one it
/// inherits), and the views that read it are invalidated, to run in the next update. The cause
/// of the change is the latest event that changed what one of its views sets: building it with
/// another value, or its appearing or disappearing.
@MainActor
final class PresentationSchemes {
  /// A view that sets or transforms the key.
  private struct Writer {
    let node: Node
    /// The presentation that holds it: the host's root, or a presented sheet's content.
    let presentation: Node
    /// What it sets; nil for a transform, whose result is not known in advance.
    var value: ColorScheme?
    var transforms: Bool
    /// The last event that changed what it sets.
    var lastChange: Seq
  }

  private var writers: [ObjectIdentifier: Writer] = [:]
  /// The presentations to reduce again at the end of this update.
  private var changed: Set<ObjectIdentifier> = []
  /// The scheme each presentation prefers, by the presentation's root node.
  private var preferred: [ObjectIdentifier: ColorScheme] = [:]

  /// Notes that `node` set `value` for the key (or transforms it) as it was built.
  func noteWriter(_ node: Node, sets value: ColorScheme?, transforms: Bool = false) {
    let id = ObjectIdentifier(node)
    let cause = node.host.evaluationCause
    guard var writer = writers[id] else {
      let presentation = Self.presentation(holding: node)
      writers[id] = Writer(
        node: node, presentation: presentation, value: value, transforms: transforms,
        lastChange: cause)
      changed.insert(ObjectIdentifier(presentation))
      return
    }
    guard transforms || writer.value != value else { return }
    writer.value = value
    writer.lastChange = cause
    writers[id] = writer
    changed.insert(ObjectIdentifier(writer.presentation))
  }

  /// Notes that `node`, a view that sets the key, appeared or disappeared with `event`.
  func noteVisibility(of node: Node, event: Seq) {
    let id = ObjectIdentifier(node)
    guard var writer = writers[id] else { return }
    writer.lastChange = event
    writers[id] = writer
    changed.insert(ObjectIdentifier(writer.presentation))
  }

  /// `environment` as the presentation whose root is `root` sees it: with its preferred scheme
  /// (set only where it differs, so that preferring the scheme a presentation has changes none
  /// of its values).
  func environment(_ environment: EnvironmentValues, of root: Node) -> EnvironmentValues {
    guard let scheme = preferred[ObjectIdentifier(root)], environment.colorScheme != scheme else {
      return environment
    }
    var copy = environment
    copy.colorScheme = scheme
    return copy
  }

  /// Reduces the key again in the presentations where a view that sets it changed, and gives
  /// each presentation whose preference changed its new environment.
  func update(host: ViewHost) {
    guard !changed.isEmpty else { return }
    let presentations = changed
    changed.removeAll()
    var groups: [ObjectIdentifier: [Writer]] = [:]
    for writer in writers.values where presentations.contains(ObjectIdentifier(writer.presentation))
    {
      groups[ObjectIdentifier(writer.presentation), default: []].append(writer)
    }
    writers = writers.filter { !$0.value.node.isRemoved }
    let ordered = groups.sorted {
      $0.value[0].presentation.serial < $1.value[0].presentation.serial
    }
    for (id, group) in ordered {
      let root = group[0].presentation
      guard !root.isRemoved else {
        preferred[id] = nil
        continue
      }
      let scheme = Self.preferredScheme(of: root, setBy: group.filter { !$0.node.isRemoved })
      guard scheme != preferred[id] else { continue }
      preferred[id] = scheme
      let cause = group.map(\.lastChange).max() ?? .none
      let base = root.presentedEnvironment ?? EnvironmentValues()
      host.changeEnvironment(of: root, to: environment(base, of: root), cause: cause)
    }
  }

  /// The nearest presentation that holds `node`: a presented view, or the host's root.
  private static func presentation(holding node: Node) -> Node {
    var current = node
    while !current.isPresentation, let parent = current.parent { current = parent }
    return current
  }

  /// The key reduced over the presentation `root`, asking only the views on the way from it to
  /// the `writers` it holds.
  private static func preferredScheme(of root: Node, setBy writers: [Writer]) -> ColorScheme? {
    var scope = Set<ObjectIdentifier>()
    for writer in writers {
      var current: Node? = writer.node
      while let node = current, scope.insert(ObjectIdentifier(node)).inserted, node !== root {
        current = node.parent
      }
    }
    guard scope.contains(ObjectIdentifier(root)) else { return nil }
    return root.preference(PreferredColorSchemeKey.self, within: scope) ?? nil
  }
}

extension ViewHost {
  /// Gives `node` the environment `new` outside a rebuild, because of `cause`: invalidates it if
  /// it read a value that changed, else pushes the change down to the views below that read one.
  func changeEnvironment(of node: Node, to new: EnvironmentValues, cause: Seq) {
    let passedDown = node.childEnvironment ?? node.environment
    let changes = node.updateEnvironment(new)
    guard !changes.isEmpty else { return }
    if let key = changes.first(where: { node.environmentReads.contains($0) }) {
      invalidate(node, reason: .environment, name: key, cause: cause)
    } else {
      propagateEnvironment(below: node, from: passedDown, cause: cause)
    }
  }
}
