/// Previews declared the pre-macro way, as in SwiftUI:
///
/// ```swift
/// struct LandmarkRow_Previews: PreviewProvider {
///   static var previews: some View {
///     Group {
///       LandmarkRow(landmark: landmarks[0])
///       LandmarkRow(landmark: landmarks[1]).previewDisplayName("Second")
///     }
///     .previewLayout(.sizeThatFits)
///   }
/// }
/// ```
///
/// Each view that `previews` lists is a preview, as each `#Preview` block is: the views of its
/// block or of a `Group`, and the rows of a `ForEach`, each named by its `.previewDisplayName`
/// and with the traits its `.previewLayout`, `.previewDevice` and
/// `.previewInterfaceOrientation` give it. Other modifiers on a `Group` apply to each of its
/// views. ``Preview/all`` finds the providers through the conformance, with no list to keep.
@MainActor @preconcurrency
public protocol PreviewProvider {
  associatedtype Previews: View
  /// The views to preview.
  @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }
  /// The platform to preview on; nil, the default, for the one the target builds for.
  @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
  public static var platform: PreviewPlatform? { nil }
}

/// The platform a ``PreviewProvider`` previews on: kept for the source's sake, nothing else.
public enum PreviewPlatform: Sendable {
  case iOS, macOS, tvOS, watchOS, visionOS
}

extension Preview {
  /// The previews `provider` lists, in order.
  @MainActor
  static func previews(of provider: any PreviewProvider.Type) -> [Preview] {
    let items = PreviewItem.items(of: provider)
    let type = String(reflecting: provider)
    let module = String(type.prefix { $0 != "." })
    return items.enumerated().map { index, item in
      Preview(
        name: item.name, traits: item.traits,
        declaration: .provider(type: type, index: index, count: items.count), module: module
      ) {
        // A fresh copy each time, as a `#Preview` block makes one.
        let items = PreviewItem.items(of: provider)
        return items.indices.contains(index) ? items[index].view : EmptyView()
      }
    }
  }
}
