/// The viewer page's stylesheet.
enum ViewerStyle {
  static let css = """
    :root { --row: 22px; font: 13px system-ui, sans-serif; color: #212529; }
    body { margin: 0; height: 100vh; display: flex; flex-direction: column; overflow: hidden; }
    header { display: flex; gap: 16px; align-items: baseline; padding: 8px 12px; border-bottom: 1px solid #dee2e6; }
    header h1 { font-size: 16px; margin: 0; }
    #summary { color: #495057; }
    main { flex: 1; min-height: 0; display: grid; grid-template-columns: minmax(0, 1fr) 360px; grid-template-rows: auto minmax(0, 1fr); }
    #timeline-pane { grid-column: 1; grid-row: 1; display: flex; flex-direction: column; min-height: 0; max-height: 62vh; position: relative; }
    #findings-pane { grid-column: 2; grid-row: 1 / span 2; overflow: auto; border-left: 1px solid #dee2e6; padding: 0 12px; }
    #replay-pane { grid-column: 1; grid-row: 2; overflow: auto; border-top: 1px solid #dee2e6; padding: 0 12px; }
    h2 { font-size: 14px; margin: 10px 0 6px; }
    .toolbar { display: flex; flex-wrap: wrap; gap: 6px 12px; align-items: center; padding: 4px 8px; }
    .hint, #range { color: #868e96; }
    #legend { display: flex; flex-wrap: wrap; gap: 4px 12px; padding: 2px 8px 6px; font-size: 12px; }
    .legend-group { color: #495057; font-weight: 600; margin-left: 8px; } .legend-group:first-child { margin-left: 0; }
    .swatch { display: inline-block; width: 10px; height: 10px; margin-right: 3px; vertical-align: -1px; }
    #axis { margin-left: 260px; display: block; }
    #scroller { flex: 0 1 auto; overflow: auto; display: flex; min-height: 0; }
    #labels { width: 260px; flex: none; }
    .lane { height: var(--row); line-height: var(--row); white-space: pre; overflow: hidden; text-overflow: ellipsis; padding: 0 6px 0 6px; }
    .lane.implied { color: #868e96; font-style: italic; }
    .lane.member { color: #495057; font-size: 11px; }
    .lane[title*="click to"] { cursor: pointer; }
    #plot { flex: 1; position: relative; min-width: 0; }
    #canvas { position: sticky; top: 0; display: block; }
    #tooltip { position: absolute; pointer-events: none; background: #212529; color: #fff; padding: 4px 6px; border-radius: 3px; max-width: 480px; white-space: pre-wrap; overflow-wrap: anywhere; font-size: 12px; z-index: 2; }
    #findings > li { margin: 6px 0; padding: 6px; border: 1px solid #dee2e6; border-radius: 4px; cursor: pointer; }
    #findings > li.selected { border-color: #e03131; background: #fff5f5; box-shadow: 0 0 0 2px #ffc9c9; }
    #findings.has-selection > li:not(.selected) { opacity: .45; }
    .lane.in-finding { box-shadow: inset 3px 0 #e03131; }
    .lane.involved { background: #fff5f5; font-weight: 600; }
    .lane.dimmed { opacity: .45; }
    .severity { font-weight: 600; text-transform: uppercase; font-size: 11px; margin-right: 6px; }
    .severity.error { color: #c92a2a; } .severity.warning { color: #e67700; } .severity.info { color: #1971c2; }
    .finding-kind { font-family: ui-monospace, monospace; }
    .chain { margin: 4px 0 0; padding-left: 18px; font-family: ui-monospace, monospace; font-size: 11px; }
    .chain li { overflow-wrap: anywhere; padding: 1px 2px; border-radius: 2px; }
    .chain li:hover { background: #fff4e6; } .chain li.current { background: #ffe8cc; font-weight: 600; }
    .lane.match { background: #fff3bf; font-weight: 600; }
    #search { width: 260px; font: inherit; } #search-status { color: #868e96; font-size: 12px; }
    .fix { color: #2b8a3e; margin-top: 4px; }
    .controls { display: flex; gap: 8px; align-items: center; }
    #slider { flex: 1; max-width: 600px; }
    #tree { list-style: none; padding: 0; margin: 6px 0; font-family: ui-monospace, monospace; font-size: 12px; }
    #tree li { white-space: pre; padding: 1px 4px; }
    #tree li.evaluated { background: #fff4e6; }
    #tree li.appeared { color: #2b8a3e; } #tree li.removed, #tree li.disappeared { color: #c92a2a; text-decoration: line-through; }
    .badge { font-size: 10px; padding: 0 4px; margin-left: 6px; border-radius: 3px; background: #e9ecef; text-decoration: none; display: inline-block; }
    .slot-value { color: #5f3dc4; margin-left: 8px; }
    .slot-value.changed { font-weight: 600; }
    #tree li.current { outline: 2px solid #099268; }
    #event-label { margin-top: 4px; font-size: 12px; } #event-kind { color: #868e96; }
    #event-prose { font-family: ui-monospace, monospace; color: #099268; }
    .tip-head { margin-bottom: 4px; } .tip-title { color: #adb5bd; } .tip-prose { font-family: ui-monospace, monospace; }
    .tip-summary { color: #ced4da; font-style: italic; margin: 2px 0; }
    .tip-fields { border-collapse: collapse; } .tip-fields th { text-align: left; font-weight: 600; padding-right: 6px; vertical-align: top; white-space: nowrap; overflow-wrap: normal; }
    .tip-value { font-family: ui-monospace, monospace; padding-right: 8px; vertical-align: top; } .tip-meaning { color: #ced4da; }
    .tip-until { margin-top: 4px; color: #adb5bd; }
    .shows { color: #2b8a3e; margin-left: 8px; }
    .shows.changed { font-weight: 600; }
    """
}
