/// The kinds of control a view is, as ``Driver/possibleActions()`` asks of every visible view.
/// The answer depends only on the view's type, so it is found once per type rather than by five
/// casts per view; an optional view is the exception, as a cast looks inside `.some`.
struct ControlKinds: OptionSet {
  let rawValue: UInt8

  static let tappable = ControlKinds(rawValue: 1 << 0)
  static let switchable = ControlKinds(rawValue: 1 << 1)
  static let steppable = ControlKinds(rawValue: 1 << 2)
  static let textInput = ControlKinds(rawValue: 1 << 3)
  static let optionListing = ControlKinds(rawValue: 1 << 4)

  @MainActor private static let known = PerTypeCache<ControlKinds>()

  /// The kinds of control `node`'s view is.
  @MainActor
  static func of(_ node: Node) -> ControlKinds {
    let view = node.view
    if node.descriptor.dependsOnValue { return casting(view) }
    return known.value(for: type(of: view)) { casting(view) }
  }

  @MainActor
  private static func casting(_ view: any View) -> ControlKinds {
    var kinds: ControlKinds = []
    if view is any Tappable { kinds.insert(.tappable) }
    if view is any Switchable { kinds.insert(.switchable) }
    if view is any Steppable { kinds.insert(.steppable) }
    if view is any TextInput { kinds.insert(.textInput) }
    if view is any OptionListing { kinds.insert(.optionListing) }
    return kinds
  }
}
