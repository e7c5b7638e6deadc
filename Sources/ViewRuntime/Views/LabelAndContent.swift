/// A primitive view whose children are its label and its content, keyed `label` and `content`,
/// so that the driver finds both by their text: `LabeledContent`, `Menu`, `Tab`.
protocol LabelAndContent: PrimitiveView {
  associatedtype LabelView: View
  associatedtype ContentView: View
  var label: LabelView { get }
  var content: ContentView { get }
}

extension LabelAndContent {
  func makeChildren(_ list: inout ChildList, node: Node) {
    list.add(label, key: ChildKey(structural: "label"))
    list.add(content, key: ChildKey(structural: "content"))
  }
}
