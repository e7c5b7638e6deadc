import Foundation

/// Puts the viewer's markup, style, data and script together into one page. The data's three
/// parts (see ``ViewerData``) are inert script elements that the page's script reads: JSON, the
/// packed columns as base64, and the deflated words as base64. None holds `<`: JSON's strings
/// escape it, and base64 has no such character.
enum HTMLPage {
  /// Hands the page to `output` part by part as its data is made, so that no part is held whole.
  static func write(
    _ data: inout ViewerData, nonce: String,
    to output: (UnsafeRawBufferPointer) throws -> Void
  ) throws {
    try withoutActuallyEscaping(output) { output in
      let page = PageStream(output)
      page.write(head(nonce: nonce))
      page.write(#"<script type="application/json" id="viewtrace-data">"#)
      data.writeJSON(to: page)
      page.write("</script>\n<script type=\"application/octet-stream\" id=\"viewtrace-columns\">")
      data.writeColumns(to: page)
      page.write("</script>\n<script type=\"application/octet-stream\" id=\"viewtrace-words\">")
      data.writeWords(to: page)
      page.write("</script>\n<script nonce=\"\(nonce)\">\n")
      page.write(ViewerScript.source)
      page.write("</script>\n</body>\n</html>\n")
      try page.check()
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
