import Foundation

/// A setting of a preview, as in SwiftUI: `.sizeThatFitsLayout`, `.landscapeLeft`, ….
/// Nothing is laid out here, so a trait is kept with its preview and named in its scenario's
/// summary, and changes nothing else, but `.modifier(_:)`, whose ``PreviewModifier`` wraps the
/// preview's view.
public struct PreviewTrait<T>: Sendable, CustomStringConvertible {
  /// The trait as it is spelled in code, without its leading dot.
  public let description: String
  /// What the trait puts around the preview's view, if anything.
  let wrap: (@MainActor @Sendable (any View) -> any View)?

  init(description: String, wrap: (@MainActor @Sendable (any View) -> any View)? = nil) {
    self.description = description
    self.wrap = wrap
  }
}

extension PreviewTrait where T == Preview.ViewTraits {
  /// The device's size: the default.
  public static var defaultLayout: PreviewTrait { PreviewTrait(description: "defaultLayout") }
  /// As small as the view fits.
  public static var sizeThatFitsLayout: PreviewTrait {
    PreviewTrait(description: "sizeThatFitsLayout")
  }
  /// A fixed size, in points.
  public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait {
    PreviewTrait(description: "fixedLayout(width: \(width), height: \(height))")
  }
  /// Upright.
  public static var portrait: PreviewTrait { PreviewTrait(description: "portrait") }
  /// Upside down.
  public static var portraitUpsideDown: PreviewTrait {
    PreviewTrait(description: "portraitUpsideDown")
  }
  /// Turned with the top to the left.
  public static var landscapeLeft: PreviewTrait { PreviewTrait(description: "landscapeLeft") }
  /// Turned with the top to the right.
  public static var landscapeRight: PreviewTrait { PreviewTrait(description: "landscapeRight") }
}
