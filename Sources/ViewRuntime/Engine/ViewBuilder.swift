/// Builds views from closures, as SwiftUI's `ViewBuilder` does: tuples, `if`, `if/else`,
/// `if let`, `switch`, and `if #available`.
@MainActor @resultBuilder
public enum ViewBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    TupleView((repeat each content))
  }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
  /// The `if` branch of an `if`/`else` (or a `switch` case). The defaults capture the line of the
  /// `if`, so that a branch flip can name it. Inlinable, as the `else` branch is, so that the
  /// caller's concrete `_ConditionalContent` is made without asking the runtime for its generic
  /// metadata on each evaluation.
  @inlinable
  public static func buildEither<T: View, F: View>(
    first: T, file: StaticString = #fileID, line: UInt = #line
  ) -> _ConditionalContent<T, F> {
    _ConditionalContent(storage: .trueContent(first), site: DeclarationSites.site(file, line))
  }
  /// The `else` branch of an `if`/`else` (or a later `switch` case).
  @inlinable
  public static func buildEither<T: View, F: View>(
    second: F, file: StaticString = #fileID, line: UInt = #line
  ) -> _ConditionalContent<T, F> {
    _ConditionalContent(storage: .falseContent(second), site: DeclarationSites.site(file, line))
  }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    AnyView(content)
  }
}

/// Several views side by side, as a `ViewBuilder` block makes them.
public struct TupleView<T>: View, TransparentView {
  public typealias Body = Never
  public var value: T
  let elements: [any View]

  @MainActor
  public init<each Content: View>(_ value: (repeat each Content)) where T == (repeat each Content) {
    self.value = value
    var elements: [any View] = []
    for element in repeat each value { elements.append(element) }
    self.elements = elements
  }

  public var body: Never { fatalError("TupleView has no body") }

  func flatten(into list: inout ChildList, key: ChildKey) {
    for (index, element) in elements.enumerated() {
      list.add(element, key: key.appending("\(index)"))
    }
  }
}

/// One of two views, as `if/else` and `switch` make them. The branches are two positions.
public struct _ConditionalContent<TrueContent: View, FalseContent: View>: View, TransparentView {
  public typealias Body = Never
  @usableFromInline
  enum Storage {
    case trueContent(TrueContent)
    case falseContent(FalseContent)
  }
  @usableFromInline let storage: Storage
  /// Where the `if`/`else` (or `switch`) is written, when a `ViewBuilder` built it.
  @usableFromInline let site: String?

  @inlinable
  init(storage: Storage, site: String? = nil) {
    self.storage = storage
    self.site = site
  }

  public var body: Never { fatalError("_ConditionalContent has no body") }

  func flatten(into list: inout ChildList, key: ChildKey) {
    var key = key
    key.branchSite = site ?? key.branchSite
    switch storage {
    case .trueContent(let view): list.add(view, key: key.appending("if"))
    case .falseContent(let view): list.add(view, key: key.appending("else"))
    }
  }
}

extension Optional: View where Wrapped: View {
  public typealias Body = Never
  public var body: Never { fatalError("Optional has no body") }
}

extension Optional: TransparentView where Wrapped: View {
  func flatten(into list: inout ChildList, key: ChildKey) {
    if let view = self { list.add(view, key: key.appending("if")) }
  }
}

/// A view that shows nothing.
public struct EmptyView: View, TransparentView {
  public typealias Body = Never
  public init() {}
  public var body: Never { fatalError("EmptyView has no body") }
  func flatten(into list: inout ChildList, key: ChildKey) {}
}

/// Groups views without adding a level of its own to the layout.
public struct Group<Content: View>: View, TransparentView {
  public typealias Body = Never
  let content: Content
  public init(@ViewBuilder content: () -> Content) { self.content = content() }
  public var body: Never { fatalError("Group has no body") }
  func flatten(into list: inout ChildList, key: ChildKey) { list.add(content, key: key) }
}

/// A type-erased view. Its identity follows the type it wraps: wrapping another type is a
/// different identity.
public struct AnyView: View, TransparentView {
  public typealias Body = Never
  let wrapped: any View
  public init<V: View>(_ view: V) { wrapped = view }
  public init<V: View>(erasing view: V) { wrapped = view }
  public var body: Never { fatalError("AnyView has no body") }
  func flatten(into list: inout ChildList, key: ChildKey) { list.add(wrapped, key: key) }
}
