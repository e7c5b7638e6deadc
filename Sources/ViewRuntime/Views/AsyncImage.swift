import Foundation

/// An image loaded from a URL, as SwiftUI's `AsyncImage`.
///
/// It is a view with a body: a slot `_phase` holds the loading phase, and a `.task(id: url)`
/// loads the image when it appears (and again when the URL changes), recorded as an effect
/// `GET <url>`. Headless the load takes no time and always succeeds; a nil URL stays `.empty`.
public struct AsyncImage<Content: View>: View {
  let url: URL?
  let content: (AsyncImagePhase) -> Content
  @State private var phase = AsyncImagePhase.empty

  /// Shows what `content` makes of each phase of the load.
  public init(
    url: URL?, scale: Double = 1, transaction: Transaction = Transaction(),
    @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
  ) {
    self.url = url
    self.content = content
  }

  public var body: some View {
    content(phase)
      .task(id: url) {
        phase = .empty
        guard let url else { return }
        let image = await withEffect("GET \(url.absoluteString)") { Image(url.lastPathComponent) }
        if !Task.isCancelled { phase = .success(image) }
      }
  }
}

extension AsyncImage {
  /// Shows `content` with the loaded image, and `placeholder` until it loads.
  public init<I: View, P: View>(
    url: URL?, scale: Double = 1, @ViewBuilder content: @escaping (Image) -> I,
    @ViewBuilder placeholder: @escaping () -> P
  ) where Content == _ConditionalContent<I, P> {
    self.init(url: url, scale: scale) { phase in
      if let image = phase.image { content(image) } else { placeholder() }
    }
  }
}

extension AsyncImage where Content == _ConditionalContent<Image, Color> {
  /// Shows the image once loaded, and a gray placeholder until then.
  public init(url: URL?, scale: Double = 1) {
    self.init(url: url, scale: scale, content: { $0 }, placeholder: { Color.gray })
  }
}

/// Where an `AsyncImage` is in its load, as SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase {
  case empty
  case success(Image)
  case failure(any Error)

  /// The loaded image, if any.
  public var image: Image? {
    if case .success(let image) = self { return image }
    return nil
  }

  /// The error of a failed load, if any.
  public var error: (any Error)? {
    if case .failure(let error) = self { return error }
    return nil
  }
}

/// The animation context of a change, as SwiftUI's `Transaction`; accepted and ignored.
public struct Transaction: Sendable {
  public var animation: Animation?
  public init(animation: Animation? = nil) { self.animation = animation }
}

extension Image {
  /// The image stretched to its frame; headless the same image.
  public func resizable() -> Image { self }

  /// How the image draws its symbol; headless the same image.
  public func renderingMode(_ mode: TemplateRenderingMode?) -> Image { self }

  /// How an image is drawn.
  public enum TemplateRenderingMode: Hashable, Sendable { case template, original }
}

/// How content fits its frame.
public enum ContentMode: Hashable, Sendable {
  case fit, fill
}

/// The size of a symbol image relative to text.
public enum ImageScale: Hashable, Sendable {
  case small, medium, large
}

extension View {
  /// Scales the view to fit its frame; kept in the tree as `.aspectRatio`, otherwise ignored.
  public func scaledToFit() -> some View { aspectRatio(contentMode: .fit) }

  /// Scales the view to fill its frame; kept in the tree as `.aspectRatio`, otherwise ignored.
  public func scaledToFill() -> some View { aspectRatio(contentMode: .fill) }

  /// Keeps an aspect ratio; kept in the tree as `.aspectRatio`, otherwise ignored.
  public func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> some View {
    modifier(AppearanceModifier(name: "aspectRatio", detail: "\(contentMode)"))
  }

  /// Sets the scale of symbol images inside; kept in the tree as `.imageScale`.
  public func imageScale(_ scale: ImageScale) -> some View {
    modifier(AppearanceModifier(name: "imageScale", detail: "\(scale)"))
  }
}
