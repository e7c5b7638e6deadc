// The iOS 16 spellings of a link to a destination view: the destination in a block.

extension NavigationLink {
  /// A link that pushes the view `destination` builds, labelled by `label`, as SwiftUI's
  /// `NavigationLink { Detail() } label: { Text("Detail") }`.
  public init<Destination: View>(
    @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label
  ) {
    self.init(destination: destination(), label: label)
  }
}

extension NavigationLink where Label == Text {
  /// A link titled `title` that pushes the view `destination` builds, as SwiftUI's
  /// `NavigationLink("Detail") { Detail() }`.
  public init<Destination: View>(
    _ title: String, @ViewBuilder destination: () -> Destination
  ) {
    self.init(destination: destination()) { Text(title) }
  }
}
