import Foundation

/// Puts the viewer's markup, style, data and script together into one page. The data's three
/// parts (see ``ViewerData``) are inert script elements that the page's script reads: JSON, the
/// packed columns as base64, and the deflated words as base64. None holds `<`: JSON's strings
/// escape it, and base64 has no such character.
enum HTMLPage {
  /// The page whole, in memory.
  static func assemble(
    _ data: (json: [UInt8], columns: [UInt8], words: [UInt8]), nonce: String
  ) throws -> Data {
    var page = Data()
    try write(data, nonce: nonce) { page.append(contentsOf: $0) }
    return page
  }

  /// Hands the page to `output` part by part, the base64 a piece at a time, so that no copy of
  /// it is held whole.
  static func write(
    _ data: (json: [UInt8], columns: [UInt8], words: [UInt8]), nonce: String,
    to output: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    func text(_ string: String) throws {
      try Array(string.utf8).withUnsafeBytes(output)
    }
    try text(head(nonce: nonce))
    try text(#"<script type="application/json" id="viewtrace-data">"#)
    try data.json.withUnsafeBytes(output)
    try text("</script>\n<script type=\"application/octet-stream\" id=\"viewtrace-columns\">")
    try base64(data.columns, to: output)
    try text("</script>\n<script type=\"application/octet-stream\" id=\"viewtrace-words\">")
    try base64(data.words, to: output)
    try text("</script>\n<script nonce=\"\(nonce)\">\n")
    try text(ViewerScript.source)
    try text("</script>\n</body>\n</html>\n")
  }

  /// `bytes` in base64, 768 KiB of them at a time: a multiple of three, so that the pieces join
  /// into the same text as one encoding of the whole.
  private static func base64(
    _ bytes: [UInt8], to output: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    let piece = 3 << 18
    var start = 0
    while start < bytes.count {
      let end = min(start + piece, bytes.count)
      let encoded = bytes.withUnsafeBufferPointer {
        Array(Data(buffer: UnsafeBufferPointer(rebasing: $0[start..<end])).base64EncodedData())
      }
      try encoded.withUnsafeBytes(output)
      start = end
    }
  }

  private static func head(nonce: String) -> String {
    """
    <!DOCTYPE html>
    <html lang="en">
    <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; \
    script-src 'nonce-\(nonce)'; img-src data:">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>ViewTrace</title>
    <style>
    \(ViewerStyle.css)
    </style>
    </head>
    <body>
    <header><h1>ViewTrace</h1><span id="scenario"></span><span id="summary"></span></header>
    <main>
    <section id="timeline-pane">
    <div class="toolbar"><button id="fit" type="button" title="show the whole trace (f)">Fit</button>\
    <button id="axis-toggle" type="button" aria-pressed="false" \
    title="time on the axis, or one step per event">Axis: time</button><span id="range"></span>\
    <input id="search" type="search" placeholder="search views, properties, effects, findings (/)" \
    aria-label="search"><span id="search-status"></span>\
    <span class="hint">Ctrl+wheel or +/− to zoom · drag to pan · hover for details · ←/→ event · \
    shift+←/→ or PgUp/PgDn update · [/] finding · f fit · / search</span></div>
    <div id="legend"></div>
    <canvas id="axis" height="36"></canvas>
    <div id="scroller"><div id="labels"></div><div id="plot"><canvas id="canvas"></canvas></div></div>
    <div id="tooltip" hidden></div>
    </section>
    <aside id="findings-pane"><h2>Findings</h2><p id="no-findings" hidden>No findings.</p><ol id="findings"></ol></aside>
    <section id="replay-pane"><h2>Replay</h2>
    <div class="controls"><button id="prev" type="button" aria-label="previous update" \
    title="previous update (shift+←)">⇤</button><button id="prev-event" type="button" \
    aria-label="previous event" title="previous event (←)">←</button>\
    <input id="slider" type="range" min="1" max="1" value="1" aria-label="update">\
    <button id="next-event" type="button" aria-label="next event" title="next event (→)">→</button>\
    <button id="next" type="button" aria-label="next update" title="next update (shift+→)">⇥</button>\
    <span id="update-label"></span></div>
    <div id="event-label"><span id="event-kind"></span> <span id="event-prose"></span></div>
    <ul id="tree"></ul>
    </section>
    </main>

    """
  }
}
