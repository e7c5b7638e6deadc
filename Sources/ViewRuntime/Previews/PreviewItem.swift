/// One of the views a ``PreviewProvider``'s `previews` lists, with the name and traits its
/// preview modifiers give it, and without those modifiers.
struct PreviewItem {
  var view: any View
  var name: String?
  var traits: [PreviewTrait<Preview.ViewTraits>] = []

  /// The views `provider`'s `previews` lists, in order.
  @MainActor
  static func items(of provider: any PreviewProvider.Type) -> [PreviewItem] {
    items(of: previews(of: provider))
  }

  @MainActor
  private static func previews<P: PreviewProvider>(of provider: P.Type) -> any View {
    provider.previews
  }

  /// The views `view` lists as previews: itself, unless it is a list of views.
  @MainActor
  static func items(of view: any View) -> [PreviewItem] {
    (view as? any PreviewList)?.previewItems() ?? [PreviewItem(view: view)]
  }
}

/// A view that lists several previews, or passes settings to those of its content.
@MainActor
protocol PreviewList {
  func previewItems() -> [PreviewItem]
}

extension Group: PreviewList {
  func previewItems() -> [PreviewItem] { PreviewItem.items(of: content) }
}

extension TupleView: PreviewList {
  func previewItems() -> [PreviewItem] { elements.flatMap(PreviewItem.items(of:)) }
}

extension ForEach: PreviewList {
  func previewItems() -> [PreviewItem] { data.flatMap { PreviewItem.items(of: content($0)) } }
}

extension ModifiedContent: PreviewList {
  /// A preview modifier names its content's previews (unless they name themselves) or adds a
  /// trait to them, and is left out of the view; any other modifier wraps each of them.
  func previewItems() -> [PreviewItem] {
    let items = PreviewItem.items(of: content)
    guard let setting = modifier as? PreviewSetting else {
      return items.map { item in
        var item = item
        item.view = wrapped(item.view)
        return item
      }
    }
    return items.map { item in
      var item = item
      if item.name == nil, case .displayName(let name) = setting { item.name = name }
      if case .trait(let trait) = setting { item.traits.append(trait) }
      return item
    }
  }

  private func wrapped<Inner: View>(_ view: Inner) -> any View {
    ModifiedContent<Inner, Modifier>(content: view, modifier: modifier)
  }
}
