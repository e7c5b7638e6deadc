import Foundation

extension Text {
  /// Text looked up by `key` in a strings table, as SwiftUI's `Text(_:tableName:bundle:comment:)`.
  /// There are no tables headless: it shows the key. The comment is for translators.
  public init(
    _ key: String, tableName: String? = nil, bundle: Bundle? = nil, comment: StaticString
  ) {
    self.init(key)
  }
}
