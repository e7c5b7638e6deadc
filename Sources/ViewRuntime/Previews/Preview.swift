/// A preview: one that a `#Preview` block declared, or one of the views a ``PreviewProvider``
/// lists. It has a name, a place where it is declared, its traits, and the view it makes.
/// ``all`` finds every preview in the process, with no list to keep: ViewTraceKit turns each
/// into a scenario.
public struct Preview: Sendable {
  /// The kind of traits a view preview takes, as in `PreviewTrait<Preview.ViewTraits>`.
  public enum ViewTraits {}

  /// Where a preview is declared.
  public enum Declaration: Sendable, Equatable, CustomStringConvertible {
    /// A `#Preview` block, in the file that `#fileID` names (`Module/File.swift`), at `line`.
    case macro(fileID: String, line: Int)
    /// The view at `index` (from 0) of the `count` views that a ``PreviewProvider``'s
    /// `previews` lists; `type` names the provider as `Module.Type`.
    case provider(type: String, index: Int, count: Int)

    /// `#Preview in Module/File.swift:12`, `PreviewProvider Module.Row_Previews`, or
    /// `PreviewProvider Module.Row_Previews, 2 of 3`.
    public var description: String {
      switch self {
      case .macro(let fileID, let line): "#Preview in \(fileID):\(line)"
      case .provider(let type, let index, let count):
        count == 1 ? "PreviewProvider \(type)" : "PreviewProvider \(type), \(index + 1) of \(count)"
      }
    }
  }

  /// The name given to `#Preview`, or by `.previewDisplayName`; nil when there is none.
  public let name: String?
  /// The traits given to `#Preview`, or by a provider's preview modifiers, in order.
  public let traits: [PreviewTrait<ViewTraits>]
  /// Where the preview is declared.
  public let declaration: Declaration
  /// The module that declares the preview.
  public let module: String
  private let content: @MainActor @Sendable () -> any View

  /// A preview of what `content` makes; `#Preview` calls this.
  public init(
    _ name: String?, traits: [PreviewTrait<ViewTraits>] = [], fileID: String, line: Int,
    @ViewBuilder content: @escaping @MainActor @Sendable () -> any View
  ) {
    self.init(
      name: name, traits: traits, declaration: .macro(fileID: fileID, line: line),
      module: String(fileID.prefix { $0 != "/" }), content: content)
  }

  init(
    name: String?, traits: [PreviewTrait<ViewTraits>], declaration: Declaration, module: String,
    content: @escaping @MainActor @Sendable () -> any View
  ) {
    self.name = name
    self.traits = traits
    self.declaration = declaration
    self.module = module
    self.content = content
  }

  /// A fresh copy of the view the preview shows, inside what its traits put around it.
  @MainActor
  public func makeView() -> any View {
    traits.reduce(content()) { view, trait in trait.wrap?(view) ?? view }
  }

  /// The file of a `#Preview`, as `#fileID` names it (`Module/File.swift`); nil for a
  /// provider's.
  public var fileID: String? {
    guard case .macro(let fileID, _) = declaration else { return nil }
    return fileID
  }

  /// The line of a `#Preview`; nil for a provider's.
  public var line: Int? {
    guard case .macro(_, let line) = declaration else { return nil }
    return line
  }

  /// What names the preview when it has no name: the name of its file, without its directory
  /// or `.swift`, or its provider's type name without a trailing `_Previews` (`Row_Previews` is
  /// `Row`).
  public var defaultName: String {
    switch declaration {
    case .macro(let fileID, _):
      let file = fileID.split(separator: "/").last.map(String.init) ?? fileID
      return file.hasSuffix(".swift") ? String(file.dropLast(".swift".count)) : file
    case .provider(let type, _, _):
      let name = type.split(separator: ".").last.map(String.init) ?? type
      return name.hasSuffix("_Previews") && name.count > "_Previews".count
        ? String(name.dropLast("_Previews".count)) : name
    }
  }

  /// Every preview in the process (in its executable and the libraries it loaded): the
  /// `#Preview`s by file and line, then the providers' by the provider's type and their order
  /// in its `previews`.
  @MainActor
  public static var all: [Preview] { declaredByMacros + providedByTypes }

  @MainActor private static let declaredByMacros: [Preview] = PreviewDiscovery.registrations().map {
    $0.preview
  }
  .sorted { ($0.fileID ?? "", $0.line ?? 0) < ($1.fileID ?? "", $1.line ?? 0) }

  @MainActor private static let providedByTypes: [Preview] = PreviewDiscovery.providers()
    .sorted { String(reflecting: $0) < String(reflecting: $1) }
    .flatMap { previews(of: $0) }
}

/// The type a `#Preview` block expands to, which hands its preview to ``Preview/all``. Not for
/// use by hand.
public protocol _PreviewRegistration {
  /// The preview declared; on the main actor, as its traits may be (`@MainActor static var
  /// sampleData: Self { .modifier(SampleData()) }`).
  @MainActor static var preview: Preview { get }
}
