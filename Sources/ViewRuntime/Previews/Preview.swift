/// A preview that a `#Preview` block declared: its name, where it is, its traits, and the view
/// it makes. ``all`` finds every preview in the process, with no list to keep: ViewTraceKit
/// turns each into a scenario.
public struct Preview: Sendable {
  /// The kind of traits a view preview takes, as in `PreviewTrait<Preview.ViewTraits>`.
  public enum ViewTraits {}

  /// The name given to `#Preview`, nil when there is none.
  public let name: String?
  /// The traits given to `#Preview`, in order.
  public let traits: [PreviewTrait<ViewTraits>]
  /// The file that declares the preview, as `#fileID` names it (`Module/File.swift`).
  public let fileID: String
  /// The line of the `#Preview`.
  public let line: Int
  private let content: @MainActor @Sendable () -> any View

  /// A preview of what `content` makes; `#Preview` calls this.
  public init(
    _ name: String?, traits: [PreviewTrait<ViewTraits>] = [], fileID: String, line: Int,
    @ViewBuilder content: @escaping @MainActor @Sendable () -> any View
  ) {
    self.name = name
    self.traits = traits
    self.fileID = fileID
    self.line = line
    self.content = content
  }

  /// A fresh copy of the view the preview shows.
  @MainActor
  public func makeView() -> any View { content() }

  /// The module that declares the preview.
  public var module: String { String(fileID.prefix { $0 != "/" }) }

  /// The name of the file that declares the preview, without its directory or `.swift`.
  public var fileName: String {
    let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
    return file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
  }

  /// Every preview in the process (in its executable and the libraries it loaded), by file and
  /// line.
  public static var all: [Preview] { discovered }

  private static let discovered: [Preview] = PreviewDiscovery.registrations().map { $0.preview }
    .sorted { ($0.fileID, $0.line) < ($1.fileID, $1.line) }
}

/// The type a `#Preview` block expands to, which hands its preview to ``Preview/all``. Not for
/// use by hand.
public protocol _PreviewRegistration {
  /// The preview declared.
  static var preview: Preview { get }
}
