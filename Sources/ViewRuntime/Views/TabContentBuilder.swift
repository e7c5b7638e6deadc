/// Builds a `TabView(selection:)`'s tabs, as SwiftUI's `TabContentBuilder`: a `ViewBuilder`
/// that also gives each `Tab` the tab view's selection type, so `Tab("Inbox", systemImage:
/// "tray", value: .inbox) { … }` needs no type name. Other views (`.tabItem` and `.tag`, a
/// `ForEach`) are built as a `ViewBuilder` builds them.
@MainActor @resultBuilder
public enum TabContentBuilder<SelectionValue: Hashable> {
  public static func buildExpression<Content: View>(_ tab: Tab<SelectionValue, Content>)
    -> Tab<SelectionValue, Content>
  {
    tab
  }
  public static func buildExpression<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock() -> EmptyView { EmptyView() }
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
  public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
    (repeat each Content)
  > {
    ViewBuilder.buildBlock(repeat each content)
  }
  public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }
  public static func buildEither<T: View, F: View>(
    first: T, file: StaticString = #fileID, line: UInt = #line
  ) -> _ConditionalContent<T, F> {
    ViewBuilder.buildEither(first: first, file: file, line: line)
  }
  public static func buildEither<T: View, F: View>(
    second: F, file: StaticString = #fileID, line: UInt = #line
  ) -> _ConditionalContent<T, F> {
    ViewBuilder.buildEither(second: second, file: file, line: line)
  }
  public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView {
    ViewBuilder.buildLimitedAvailability(content)
  }
}
