import Foundation
import TraceAnalysis
import TraceFormat

/// The timeline, the findings and a replay pane in one self-contained HTML file that makes no
/// network request (its Content-Security-Policy forbids any). The trace is embedded as JSON with
/// `<`, `>`, `&`, U+2028 and U+2029 escaped, its numbers packed and its words deflated in base64,
/// and the page only ever puts it in the DOM as text.
public enum HTMLViewer {
  /// The viewer page for `trace`, with `findings` listed and marked.
  public static func render(trace: Trace, findings: [Finding] = []) throws -> Data {
    try render(timeline: Timeline(trace: trace), findings: findings)
  }

  /// The viewer page for `timeline`, with `findings` listed and marked: for a timeline already
  /// built, such as an `Analysis`'s, which is not built again.
  public static func render(timeline: Timeline, findings: [Finding] = []) throws -> Data {
    var data = ViewerData(timeline: TimelineLayout(timeline, findings: findings))
    var page = Data()
    try HTMLPage.write(&data, nonce: nonce()) { page.append(contentsOf: $0) }
    return page
  }

  /// Writes the viewer page for `timeline` to `url`, atomically.
  public static func write(timeline: Timeline, findings: [Finding] = [], to url: URL) throws {
    _ = try write(timeline: timeline, findings: findings, toPath: url.path)
  }

  /// Writes the viewer page for `timeline` to `path` (`-` for standard output) as it is made,
  /// without holding the page whole, by ``AtomicFile``'s rules: a regular file is replaced only
  /// once the page is complete, and `path` may not be one of `inputs`. Returns the page's size.
  public static func write(
    timeline: Timeline, findings: [Finding] = [], toPath path: String,
    reading inputs: [String] = []
  ) throws -> Int {
    var data = ViewerData(timeline: TimelineLayout(timeline, findings: findings))
    return try AtomicFile.write(toPath: path, reading: inputs) { output in
      try HTMLPage.write(&data, nonce: nonce()) { try output.write($0) }
    }
  }

  /// A fresh nonce, so that only the page's own script may run even if text escaped its quoting.
  private static func nonce() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<4).map { _ in String(generator.next() as UInt32, radix: 36) }.joined()
  }
}
