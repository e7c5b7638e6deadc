import Foundation

/// Declaration sites as the runtime records them (`Module/File.swift:line`), found by what the
/// line says rather than written as numbers, so that an expectation follows its screen when the
/// screen gains a line and still fails when the runtime names the wrong line.
public enum SourceSite {
  /// The site of the only line of `fileID` that contains `text`; with `anchor`, the first line
  /// containing `text` after the only line that begins with `anchor` once indented (a type's
  /// declaration, say).
  /// Where there is no such line, or more than one, the answer says so, and the expectation that
  /// compares it fails.
  public static func of(_ text: String, in fileID: String, after anchor: String? = nil) -> String {
    guard let lines = lines(of: fileID) else { return "<no file \(fileID)>" }
    var start = 0
    if let anchor {
      let anchors = lines.indices.filter {
        lines[$0].drop { $0 == " " }.hasPrefix(anchor)
      }
      guard anchors.count == 1 else { return "<\(anchors.count) lines with \(anchor)>" }
      start = anchors[0] + 1
    }
    let matches = lines[start...].indices.filter { lines[$0].contains(text) }
    guard let first = matches.first, anchor != nil || matches.count == 1 else {
      return "<\(matches.count) lines with \(text) in \(fileID)>"
    }
    return "\(fileID):\(first + 1)"
  }

  /// The lines of the file that `fileID` names, found in its module's folder.
  private static func lines(of fileID: String) -> [Substring]? {
    let parts = fileID.split(separator: "/", maxSplits: 1).map(String.init)
    guard parts.count == 2 else { return nil }
    let folder = Repository.root.appending(path: folders[parts[0]] ?? defaultFolder(of: parts[0]))
    let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
    guard
      let url = files?.compactMap({ $0 as? URL }).first(where: { $0.lastPathComponent == parts[1] }
      ),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { return nil }
    return text.split(separator: "\n", omittingEmptySubsequences: false)
  }

  /// The modules whose folder is not named after them.
  private static let folders = [
    "RuntimeTestSupport": "Tests/RuntimeSupport", "TraceTestSupport": "Tests/Support",
  ]

  private static func defaultFolder(of module: String) -> String {
    let sources = "Sources/\(module)"
    return FileManager.default.fileExists(atPath: Repository.root.appending(path: sources).path)
      ? sources : "Tests/\(module)"
  }
}
