/// Shared setup for previews, as SwiftUI's `PreviewModifier`: a context made once, and a body
/// that puts it around the preview's view (a model in the environment, sample data).
///
/// ```swift
/// struct SampleData: PreviewModifier {
///   static func makeSharedContext() async throws -> Library { Library(books: .samples) }
///   func body(content: Content, context: Library) -> some View {
///     content.environment(context)
///   }
/// }
///
/// #Preview(traits: .modifier(SampleData())) { BookList() }
/// ```
///
/// The preview's view is the modifier's body. A context other than `Void` is made by a `.task`
/// of that view, so it shows in the trace, and the content appears once it is made; each
/// preview makes its own, so that a trace does not depend on which preview ran first.
public protocol PreviewModifier {
  /// What ``makeSharedContext()`` makes for the body.
  associatedtype Context = Void
  associatedtype Body: View
  /// The preview's view, as the body receives it.
  typealias Content = PreviewModifierContent

  /// Makes the context the body receives.
  static func makeSharedContext() async throws -> Context

  /// The preview's view, `content`, with `context` put around it.
  @ViewBuilder @MainActor @preconcurrency
  func body(content: Content, context: Context) -> Body
}

extension PreviewModifier where Context == Void {
  public static func makeSharedContext() async throws {}
}

/// The view a ``PreviewModifier``'s body wraps: the preview's own view, with no level of its own
/// in the tree.
public struct PreviewModifierContent: View, TransparentView {
  public typealias Body = Never
  let content: any View

  public var body: Never { fatalError("PreviewModifierContent has no body") }

  func flatten(into list: inout ChildList, key: ChildKey) { list.add(content, key: key) }
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// Puts `modifier`'s body around the preview's view.
  public static func modifier(_ modifier: some PreviewModifier) -> PreviewTrait {
    let held = Held(modifier)
    return PreviewTrait(description: "modifier(\(type(of: modifier))())") { view in
      PreviewModifierView(modifier: held.value, content: PreviewModifierContent(content: view))
    }
  }
}

/// A value carried across to the main actor, where it is only read: a preview's modifier, made
/// where the preview is declared, or the context that `makeSharedContext()` made.
private struct Held<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}

/// The view of a preview with a ``PreviewModifier`` trait: the modifier's body, once its
/// context is made.
struct PreviewModifierView<Modifier: PreviewModifier>: View {
  let modifier: Modifier
  let content: PreviewModifierContent
  @State private var context: Held<Modifier.Context>?
  @State private var failure: String?

  var body: some View {
    if Modifier.Context.self == Void.self {
      modifier.body(content: content, context: () as! Modifier.Context)
    } else {
      Group {
        if let context {
          modifier.body(content: content, context: context.value)
        } else if let failure {
          Text("makeSharedContext() failed: \(failure)")
        }
      }
      .task {
        do {
          context = try await Self.makeContext()
        } catch {
          failure = "\(error)"
        }
      }
    }
  }

  nonisolated private static func makeContext() async throws -> Held<Modifier.Context> {
    Held(try await Modifier.makeSharedContext())
  }
}
