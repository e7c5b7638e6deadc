import Foundation

/// How a ``PreviewProvider``'s preview is laid out, as in SwiftUI.
public enum PreviewLayout: Sendable {
  /// The device's size: the default.
  case device
  /// As small as the view fits.
  case sizeThatFits
  /// A fixed size, in points.
  case fixed(width: CGFloat, height: CGFloat)
}

/// The device a ``PreviewProvider``'s preview runs on, by name (`"iPhone 15 Pro"`).
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Sendable, Hashable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public init(stringLiteral value: String) { rawValue = value }
}

/// Which way up the interface is, as in SwiftUI.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
  /// The orientation's name, as code spells it.
  public let id: String
  public static let portrait = InterfaceOrientation(id: "portrait")
  public static let portraitUpsideDown = InterfaceOrientation(id: "portraitUpsideDown")
  public static let landscapeLeft = InterfaceOrientation(id: "landscapeLeft")
  public static let landscapeRight = InterfaceOrientation(id: "landscapeRight")
  public static let allCases = [portrait, portraitUpsideDown, landscapeLeft, landscapeRight]
}

/// A preview modifier: what a ``PreviewProvider``'s preview takes from it (its name or a
/// trait), kept in the tree under its name where it is not a provider's.
enum PreviewSetting: BuiltinModifier {
  case displayName(String?)
  case trait(PreviewTrait<Preview.ViewTraits>)

  var name: String {
    switch self {
    case .displayName: "previewDisplayName"
    case .trait(let trait): String(trait.description.prefix { $0 != "(" })
    }
  }
}

extension View {
  /// Names this view's preview in a ``PreviewProvider``.
  public func previewDisplayName(_ value: String?) -> some View {
    modifier(PreviewSetting.displayName(value))
  }

  /// Lays this view's preview out in a ``PreviewProvider``: kept as the preview's trait.
  public func previewLayout(_ value: PreviewLayout) -> some View {
    let spelled =
      switch value {
      case .device: ".device"
      case .sizeThatFits: ".sizeThatFits"
      case .fixed(let width, let height): ".fixed(width: \(width), height: \(height))"
      }
    return modifier(PreviewSetting.trait(PreviewTrait(description: "previewLayout(\(spelled))")))
  }

  /// Runs this view's preview on `value`: kept as the preview's trait.
  public func previewDevice(_ value: PreviewDevice?) -> some View {
    let device = value.map { "\"\($0.rawValue)\"" } ?? "nil"
    return modifier(PreviewSetting.trait(PreviewTrait(description: "previewDevice(\(device))")))
  }

  /// Turns this view's preview: kept as the preview's trait.
  public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
    modifier(
      PreviewSetting.trait(
        PreviewTrait(description: "previewInterfaceOrientation(.\(value.id))")))
  }
}
