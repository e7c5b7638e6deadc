/// One input that a parent passed changed to a child it kept, as an `invalidate` with reason
/// parent-inputs records it: in its `name` (`@self(order,onDelete:closure)`) and one line of its
/// `before` and `after`.
public struct ChangedInput: Hashable, Sendable {
  /// What kind of input it is: how it was compared.
  public enum Kind: String, Sendable, CaseIterable {
    /// A value compared by `==`, by identity or by its stored properties (a `$value` binding
    /// too, compared by the location it reads and writes).
    case value
    /// A closure: it cannot be compared, so each one made afresh is a changed input.
    case closure
    /// A `Binding(get:set:)` made afresh: a pair of closures, changed like one.
    case binding
  }

  /// The property's name, without the `_` of a wrapper (`order`, `isOn`), or `self` for a view
  /// whose `==` said different.
  public var name: String
  public var kind: Kind
  /// The value it held and the one it holds now, as the recorder describes values; empty when
  /// not recorded (a closure, a binding, a trace recorded before values were).
  public var before: String
  public var after: String

  public init(name: String, kind: Kind = .value, before: String = "", after: String = "") {
    self.name = name
    self.kind = kind
    self.before = before
    self.after = after
  }

  /// Whether the input was made afresh rather than given another value: a closure or a
  /// `Binding(get:set:)` that the parent's body spelled again, which says nothing about the data
  /// the child shows.
  public var isRemade: Bool { kind != .value }

  /// `onDelete:closure`, or the plain name for a value.
  var token: String { kind == .value ? name : "\(name):\(kind.rawValue)" }
}

/// The `name`, `before` and `after` of an `invalidate` with reason parent-inputs, written from the
/// inputs that changed and read back.
///
/// `name` is `@self(` + the inputs' tokens joined by commas + `)`, a closure or a remade binding
/// marked `:closure` or `:binding`. `before` and `after` hold one line per input, in the same
/// order (a value's own line breaks become spaces); traces recorded before values were leave them
/// empty.
public enum ChangedInputs {
  /// The `name` of the invalidation: `@self(order,onDelete:closure)`.
  public static func name(of inputs: [ChangedInput]) -> String {
    "@self(" + inputs.map(\.token).joined(separator: ",") + ")"
  }

  /// The `before` and `after` of the invalidation: empty when no input has a value.
  public static func values(of inputs: [ChangedInput]) -> (before: String, after: String) {
    guard inputs.contains(where: { !$0.before.isEmpty || !$0.after.isEmpty }) else {
      return ("", "")
    }
    func lines(_ value: (ChangedInput) -> String) -> String {
      inputs.map { value($0).replacing("\n", with: " ") }.joined(separator: "\n")
    }
    return (lines(\.before), lines(\.after))
  }

  /// The inputs an invalidation's `name` (`@self(a,b:closure)`) names, with their values from
  /// `before` and `after` where these hold a line for each; empty when `name` is not `@self(…)`.
  public static func parse(name: String, before: String = "", after: String = "")
    -> [ChangedInput]
  {
    guard name.hasPrefix("@self("), name.hasSuffix(")") else { return [] }
    var inputs = name.dropFirst(6).dropLast().split(separator: ",").map { token in
      let parts = token.split(separator: ":", maxSplits: 1)
      let kind = parts.count == 2 ? ChangedInput.Kind(rawValue: String(parts[1])) : nil
      return ChangedInput(name: String(kind == nil ? token : parts[0]), kind: kind ?? .value)
    }
    let befores = before.split(separator: "\n", omittingEmptySubsequences: false)
    let afters = after.split(separator: "\n", omittingEmptySubsequences: false)
    if befores.count == inputs.count, afters.count == inputs.count,
      !(before.isEmpty && after.isEmpty)
    {
      for i in inputs.indices {
        inputs[i].before = String(befores[i])
        inputs[i].after = String(afters[i])
      }
    }
    return inputs
  }
}
