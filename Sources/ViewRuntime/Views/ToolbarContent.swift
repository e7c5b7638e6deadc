/// What a toolbar holds, as SwiftUI's `ToolbarContent`: `ToolbarItem`, `ToolbarItemGroup`,
/// `ToolbarTitleMenu`, and properties of your own spelled `@ToolbarContentBuilder var items: some
/// ToolbarContent`. Headless there is no bar: toolbar content is views, which `.toolbar { … }`
/// puts under its decoration, where the driver finds and taps them.
public protocol ToolbarContent: View {}

extension ToolbarItem: ToolbarContent {}
extension ToolbarItemGroup: ToolbarContent {}
extension TupleView: ToolbarContent {}
extension _ConditionalContent: ToolbarContent
where TrueContent: ToolbarContent, FalseContent: ToolbarContent {}
extension Optional: ToolbarContent where Wrapped: ToolbarContent {}
extension EmptyView: ToolbarContent {}
extension Group: ToolbarContent where Content: ToolbarContent {}

/// Builds toolbar content from a block of items, as SwiftUI's `ToolbarContentBuilder`: the same
/// blocks, `if` and `switch` as a `ViewBuilder`, of toolbar content only.
@MainActor @resultBuilder
public enum ToolbarContentBuilder {
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content)
    -> TupleView<(repeat each Content)>
  {
    ViewBuilder.buildBlock(repeat each content)
  }
  public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content {
    content
  }
  public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
  public static func buildOptional<Content: ToolbarContent>(_ content: Content?) -> Content? {
    content
  }
  public static func buildEither<T: ToolbarContent, F: ToolbarContent>(
    first: T, file: StaticString = #fileID, line: UInt = #line
  ) -> _ConditionalContent<T, F> {
    ViewBuilder.buildEither(first: first, file: file, line: line)
  }
  public static func buildEither<T: ToolbarContent, F: ToolbarContent>(
    second: F, file: StaticString = #fileID, line: UInt = #line
  ) -> _ConditionalContent<T, F> {
    ViewBuilder.buildEither(second: second, file: file, line: line)
  }
}

/// A menu under the navigation title, as SwiftUI's `ToolbarTitleMenu`: its content is always
/// there to tap, as a `Menu`'s is.
public struct ToolbarTitleMenu<Content: View>: PrimitiveView, ToolbarContent {
  let content: Content

  public init(@ViewBuilder content: () -> Content) { self.content = content() }

  func makeChildren(_ list: inout ChildList, node: Node) { list.add(content, key: ChildKey()) }
}

extension ToolbarTitleMenu where Content == EmptyView {
  /// The title menu the system fills (rename, duplicate, …); headless it is empty.
  public init() { content = EmptyView() }
}
