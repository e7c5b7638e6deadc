import ViewRuntime

/// Shows `content` until "Hide" removes it from the tree.
public struct HideHost<Content: View>: View {
  let content: Content
  @State var shown = true
  public init(content: Content) { self.content = content }
  public var body: some View {
    VStack {
      if shown { content }
      Button("Hide") { shown = false }
    }
  }
}
