"use strict";
(function () {
  const D = JSON.parse(document.getElementById("viewtrace-data").textContent);
  const $ = (id) => document.getElementById(id);
  const S = D.strings, L = D.lanes, SP = D.spans, MK = D.marks, U = D.updates, K = D.knots;
  const nLanes = L.path.length, nSpans = SP.kind.length, nMarks = MK.kind.length;
  const ROW = 22, UPDATE = 6;
  const BANDS = [[1, 20, "#e9ecef"], [2, 2, "#40c057"], [5, 8, null], [14, 2, "#9c36b5"], [17, 2, "#1098ad"], [19.5, 2, "#f59f00"]];
  const plot = $("plot"), scroller = $("scroller"), canvas = $("canvas"), axis = $("axis"), tooltip = $("tooltip");
  const ctx = canvas.getContext("2d"), actx = axis.getContext("2d");
  let width = 100, height = 100, selected = -1, highlight = [];

  // Two axes: time (trace time, with same-time events spread into clusters) and the event
  // sequence. Both order the spans and marks alike, so one sorted index serves both.
  const endSeq = SP.endSeq.map((s) => s || D.lastSeq);
  const AXES = {
    time: { start: SP.start, end: SP.end, at: MK.at, lo: D.start, hi: D.end, link: (l) => l.at },
    sequence: { start: SP.seq, end: endSeq, at: MK.seq, lo: D.firstSeq, hi: D.lastSeq, link: (l) => l.seq },
  };
  let mode = "time", A = AXES.time, t0 = A.lo, t1 = A.hi;

  // Spans by lane and kind (already sorted by start), with each list's longest span for searching.
  const byLane = Array.from({ length: nLanes }, () => [[], [], [], [], [], []]);
  const updateSpans = [];
  for (let i = 0; i < nSpans; i++) {
    if (SP.kind[i] === UPDATE) updateSpans.push(i); else byLane[SP.lane[i]][SP.kind[i]].push(i);
  }
  const longestOn = (axis) => byLane.map((kinds) => kinds.map((list) => list.reduce((m, i) => Math.max(m, axis.end[i] - axis.start[i]), 0)));
  AXES.time.longest = longestOn(AXES.time);
  const marksByLane = Array.from({ length: nLanes }, () => []);
  for (let i = 0; i < nMarks; i++) marksByLane[MK.lane[i]].push(i);

  function lowerBound(list, values, target) {
    let lo = 0, hi = list.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (values[list[mid]] < target) lo = mid + 1; else hi = mid; }
    return lo;
  }
  function duration(ns) {
    const units = [[1e9, "s"], [1e6, "ms"], [1e3, "µs"]];
    for (const [scale, unit] of units) if (ns >= scale) return Math.round(ns / scale * 1000) / 1000 + " " + unit;
    return Math.round(ns) + " ns";
  }
  // The map between time-axis positions and trace time: linear between knots.
  function timeAt(p) {
    const P = K.position, T = K.time, n = P.length;
    if (!n || p <= P[0]) return n ? T[0] : 0;
    if (p >= P[n - 1]) return T[n - 1] + (p - P[n - 1]);
    let lo = 0, hi = n - 1;
    while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (P[mid] <= p) lo = mid; else hi = mid - 1; }
    return T[lo] + (T[lo + 1] - T[lo]) * (p - P[lo]) / (P[lo + 1] - P[lo]);
  }
  function positionAt(t) {
    const P = K.position, T = K.time, n = P.length;
    if (!n || t <= T[0]) return n ? P[0] : 0;
    if (t >= T[n - 1]) return P[n - 1] + (t - T[n - 1]);
    let lo = 0, hi = n - 1;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (T[mid] < t) lo = mid + 1; else hi = mid; }
    return P[lo - 1] + (P[lo] - P[lo - 1]) * (t - T[lo - 1]) / (T[lo] - T[lo - 1]);
  }
  const fmt = (v) => mode === "time" ? duration(timeAt(v)) : "#" + Math.round(v);
  const x = (t) => (t - t0) / (t1 - t0) * width;

  // Header, legend and lane names.
  document.title = "ViewTrace: " + D.scenario;
  $("scenario").textContent = D.scenario;
  const nShown = L.owner.filter((o, i) => o === i).length;
  $("summary").textContent = D.eventCount + " events · " + nShown + " views (" + nLanes + " identities) · " + U.length + " updates · " + D.findings.length + " findings";
  const legend = D.names.cause.map((name, i) => ["body: " + name, D.causeColors[i]]).concat([
    ["identity lifetime", "#ced4da"], ["visible", "#40c057"], ["slot", "#9c36b5"], ["task", "#1098ad"], ["effect", "#f59f00"],
    ["update", "#a5d8ff"], ["slot reset", "#e03131"], ["task cancelled / ended", "#0b7285"], ["input", "#1c7ed6"], ["warning", "#fab005"], ["finding", "#c92a2a"]]);
  for (const [label, color] of legend) {
    const item = document.createElement("span");
    item.textContent = label;
    item.style.setProperty("--c", color);
    $("legend").appendChild(item);
  }
  // Rows: one per view; a view's modifiers and inner views fold into its row until it is expanded.
  const members = Array.from({ length: nLanes }, () => []);
  for (let i = 0; i < nLanes; i++) if (L.owner[i] !== i) members[L.owner[i]].push(i);
  const expanded = new Uint8Array(nLanes), rowOf = new Int32Array(nLanes);
  let rows = [];
  function layoutRows() {
    rows = [];
    for (let i = 0; i < nLanes; i++) {
      if (L.owner[i] !== i) continue;
      rowOf[i] = rows.length;
      rows.push({ lane: i, depth: L.shownDepth[i], lanes: expanded[i] ? [i] : [i].concat(members[i]) });
      if (expanded[i]) for (const m of members[i]) { rowOf[m] = rows.length; rows.push({ lane: m, depth: L.shownDepth[i] + 1, lanes: [m], member: true }); }
      else for (const m of members[i]) rowOf[m] = rowOf[i];
    }
    const labels = document.createDocumentFragment();
    rows.forEach((row) => {
      const div = document.createElement("div"), lane = row.lane, folded = members[lane].length;
      div.className = "lane" + (L.implied[lane] ? " implied" : "") + (row.member ? " member" : "");
      div.dataset.path = L.path[lane];
      div.title = L.path[lane] + (folded ? " (click to " + (expanded[lane] ? "fold" : "show") + " its " + folded + " modifiers and inner views)" : "");
      div.textContent = "  ".repeat(row.depth) + (folded ? (expanded[lane] ? "▾ " : "▸ ") : "  ") + L.name[lane] + (folded && !expanded[lane] ? " +" + folded : "");
      if (folded) div.addEventListener("click", () => toggleLane(lane));
      labels.appendChild(div);
    });
    $("labels").replaceChildren(labels);
    plot.style.height = rows.length * ROW + "px";
  }
  function toggleLane(lane, open) {
    expanded[lane] = open === undefined ? 1 - expanded[lane] : open ? 1 : 0;
    layoutRows();
    resize();
  }
  layoutRows();

  // Drawing.
  function resize() {
    const dpr = window.devicePixelRatio || 1;
    width = Math.max(100, plot.clientWidth);
    height = Math.max(ROW, Math.min(scroller.clientHeight, rows.length * ROW));
    for (const [c, h] of [[canvas, height], [axis, 24]]) {
      c.width = width * dpr; c.height = h * dpr; c.style.width = width + "px"; c.style.height = h + "px";
      c.getContext("2d").setTransform(dpr, 0, 0, dpr, 0, 0);
    }
    draw();
  }
  let pending = false;
  function schedule() { if (!pending) { pending = true; requestAnimationFrame(() => { pending = false; draw(); }); } }

  function draw() {
    const began = performance.now();
    ctx.clearRect(0, 0, width, height);
    const top = scroller.scrollTop, first = Math.floor(top / ROW), last = Math.min(rows.length, Math.ceil((top + height) / ROW));
    drawUpdates();
    for (let r = first; r < last; r++) {
      const y = r * ROW - top;
      const lanes = rows[r].lanes;
      for (let kind = 0; kind < 6; kind++) for (const lane of lanes) drawSpans(byLane[lane][kind], A.longest[lane][kind], kind, y);
      for (const lane of lanes) drawMarks(marksByLane[lane], y);
    }
    if (highlight.length) drawChain(top);
    for (const hit of searchHits) {
      const r = rowOf[hit.lane];
      if (r < first || r >= last) continue;
      ctx.fillStyle = "rgba(250,176,5,0.45)"; ctx.fillRect(x(A.start[hit.span]) - 2, r * ROW - top, Math.max(4, x(A.end[hit.span]) - x(A.start[hit.span]) + 4), ROW);
    }
    for (const link of highlight) {
      if (link.lane === undefined || link.lane < 0 || rowOf[link.lane] < first || rowOf[link.lane] >= last) continue;
      ctx.lineWidth = link === currentStep ? 4 : 2;
      ctx.strokeStyle = "#f08c00";
      ctx.beginPath(); ctx.arc(x(A.link(link)), rowOf[link.lane] * ROW - top + ROW / 2, 7, 0, 2 * Math.PI); ctx.stroke();
    }
    drawAxis();
    $("range").textContent = fmt(t0) + " – " + fmt(t1);
    api.lastDrawMs = performance.now() - began;
  }
  // A selected finding: everything else dimmed, and arrows from each step of its chain to the next.
  function drawChain(top) {
    ctx.fillStyle = "rgba(255,255,255,0.45)";
    ctx.fillRect(0, 0, width, height);
    ctx.strokeStyle = "#f08c00"; ctx.fillStyle = "#f08c00"; ctx.lineWidth = 1.5;
    let prev = null;
    for (const link of highlight) {
      if (link.lane === undefined || link.lane < 0) continue;
      const point = { x: x(A.link(link)), y: rowOf[link.lane] * ROW - top + ROW / 2 };
      if (prev) {
        const dx = point.x - prev.x, dy = point.y - prev.y, length = Math.hypot(dx, dy);
        if (length > 16) {
          const ux = dx / length, uy = dy / length, ex = point.x - ux * 8, ey = point.y - uy * 8;
          ctx.beginPath(); ctx.moveTo(prev.x + ux * 8, prev.y + uy * 8); ctx.lineTo(ex, ey); ctx.stroke();
          ctx.beginPath(); ctx.moveTo(ex, ey); ctx.lineTo(ex - ux * 6 - uy * 4, ey - uy * 6 + ux * 4); ctx.lineTo(ex - ux * 6 + uy * 4, ey - uy * 6 - ux * 4); ctx.fill();
        }
      }
      prev = point;
    }
  }
  function drawUpdates() {
    // Bands only while they are wide enough to tell apart.
    const from = lowerBound(updateSpans, A.start, t0), to = lowerBound(updateSpans, A.start, t1);
    if (to - from > width / 6) return;
    let lastX = -1;
    for (let j = Math.max(0, from - 1); j < updateSpans.length; j++) {
      const i = updateSpans[j];
      if (A.start[i] > t1) break;
      const xa = x(A.start[i]);
      if (xa < lastX + 2) continue;
      lastX = xa;
      ctx.fillStyle = SP.number[i] % 2 ? "rgba(34,139,230,0.05)" : "rgba(34,139,230,0.1)";
      ctx.fillRect(xa, 0, Math.max(1, x(A.end[i]) - xa), height);
      ctx.fillStyle = "rgba(34,139,230,0.35)";
      ctx.fillRect(xa, 0, 1, height);
    }
  }
  function drawSpans(list, longestSpan, kind, y) {
    if (!list.length) return;
    const [dy, h, color] = BANDS[kind];
    let lastX = -1;
    for (let j = lowerBound(list, A.start, t0 - longestSpan); j < list.length; j++) {
      const i = list[j];
      if (A.start[i] > t1) break;
      if (A.end[i] < t0) continue;
      let xa = Math.max(0, x(A.start[i]));
      const xb = Math.max(Math.min(width, x(A.end[i])), xa + 1);
      if (xb <= lastX) continue;
      if (xa < lastX) xa = lastX;
      ctx.fillStyle = color || D.causeColors[SP.detail[i]] || "#343a40";
      ctx.fillRect(xa, y + dy, xb - xa, h);
      lastX = xb;
    }
  }
  function drawMarks(list, y) {
    const lastX = [-9, -9, -9, -9, -9, -9];
    for (let j = lowerBound(list, A.at, t0); j < list.length; j++) {
      const i = list[j], kind = MK.kind[i];
      if (A.at[i] > t1) break;
      const mx = x(A.at[i]);
      if (mx - lastX[kind] < 2) continue;
      lastX[kind] = mx;
      ctx.beginPath();
      switch (kind) {
        case 0: ctx.strokeStyle = "#e03131"; ctx.lineWidth = 1.5; ctx.moveTo(mx, y + 11); ctx.lineTo(mx + 3.5, y + 14.5); ctx.lineTo(mx, y + 18); ctx.lineTo(mx - 3.5, y + 14.5); ctx.closePath(); ctx.stroke(); break;
        case 1: ctx.strokeStyle = "#e03131"; ctx.lineWidth = 2; ctx.moveTo(mx - 3, y + 15); ctx.lineTo(mx + 3, y + 21); ctx.moveTo(mx + 3, y + 15); ctx.lineTo(mx - 3, y + 21); ctx.stroke(); break;
        case 2: ctx.fillStyle = "#0b7285"; ctx.fillRect(mx - 0.75, y + 15, 1.5, 7); ctx.fillRect(mx, y + 15, 4, 3); break;
        case 3: ctx.fillStyle = "#1c7ed6"; ctx.moveTo(mx - 4, y); ctx.lineTo(mx + 4, y); ctx.lineTo(mx, y + 5); ctx.fill(); break;
        case 4: ctx.fillStyle = "#fab005"; ctx.moveTo(mx, y + 3); ctx.lineTo(mx + 4, y + 8); ctx.lineTo(mx, y + 13); ctx.lineTo(mx - 4, y + 8); ctx.fill(); break;
        default: ctx.fillStyle = "#c92a2a"; ctx.moveTo(mx, y + 1); ctx.lineTo(mx + 6, y + 12); ctx.lineTo(mx - 6, y + 12); ctx.fill();
      }
    }
  }
  function niceStep(raw) {
    const magnitude = Math.pow(10, Math.floor(Math.log10(Math.max(raw, 1)))), lead = raw / magnitude;
    return Math.max(1, (lead < 1.5 ? 1 : lead < 3.5 ? 2 : lead < 7.5 ? 5 : 10) * magnitude);
  }
  function drawAxis() {
    actx.clearRect(0, 0, width, 24);
    actx.fillStyle = "#495057"; actx.strokeStyle = "#adb5bd"; actx.font = "11px system-ui, sans-serif";
    const labels = [];
    let lastLabel = -1e9;
    const tick = (px, text) => {
      actx.fillRect(px, 14, 1, 10);
      if (px < lastLabel + 70) return;
      actx.fillText(text, px + 2, 11);
      labels.push(text);
      lastLabel = px;
    };
    if (mode === "sequence") {
      const step = niceStep((t1 - t0) / 8);
      for (let t = Math.ceil(t0 / step) * step; t <= t1; t += step) tick(x(t), "#" + t);
    } else {
      // Round trace times, wherever the clusters put them; then each cluster of same-time events.
      const from = timeAt(t0), to = timeAt(t1), step = niceStep((to - from) / 8);
      for (let t = Math.ceil(from / step) * step; t <= to; t += step) tick(x(positionAt(t)), duration(t));
      drawClusters();
    }
    axis.dataset.labels = labels.join("|");
  }
  // A bracket under the axis for each run of events that share one instant, labelled when wide.
  function drawClusters() {
    const P = K.position, T = K.time;
    let j = Math.max(0, lowerBoundValue(P, t0) - 1), drawn = 0;
    actx.fillStyle = "#e8590c";
    for (; j + 1 < P.length && P[j] <= t1 && drawn < width / 4; j++) {
      if (T[j + 1] !== T[j] || P[j + 1] - P[j] < D.spread) continue;
      const xa = x(P[j]), xb = x(P[j + 1]);
      if (xb - xa < 4) continue;
      drawn++;
      actx.fillRect(xa, 21, xb - xa, 2);
      const count = Math.round((P[j + 1] - P[j]) / D.spread) + 1;
      const text = count + " events at " + duration(T[j]);
      if (xb - xa > actx.measureText(text).width + 8) actx.fillText(text, xa + 2, 20);
    }
  }
  function lowerBoundValue(values, target) {
    let lo = 0, hi = values.length;
    while (lo < hi) { const mid = (lo + hi) >> 1; if (values[mid] < target) lo = mid + 1; else hi = mid; }
    return lo;
  }

  // Tooltips, zoom and pan.
  function describeSpan(i) {
    const lane = SP.lane[i] >= 0 ? L.path[SP.lane[i]] : "", label = S[SP.label[i]] || "";
    const open = !SP.endSeq[i], when = fmt(A.start[i]) + " – " + fmt(A.end[i]) + (open ? " (still open at the end)" : "");
    switch (SP.kind[i]) {
      case 0: return "identity " + lane + ": " + when;
      case 1: return "visible " + lane + ": " + when;
      case 2: return "body of " + label + " at " + lane + ": " + when + ", cause " + D.names.cause[SP.detail[i]] + ", #" + SP.seq[i];
      case 3: return "slot " + label + " of " + lane + ": " + when;
      case 4: return "task " + SP.number[i] + " " + label + " of " + lane + ": " + when + ", " + (open ? "running" : D.names.taskOutcome[SP.detail[i]] ?? SP.detail[i]);
      case 5: return "effect " + SP.number[i] + " " + label + ": " + when + ", " + (open ? "running" : D.names.effectOutcome[SP.detail[i]] ?? SP.detail[i]);
      default: return "update " + SP.number[i] + ": " + when;
    }
  }
  function hit(offsetX, offsetY) {
    const row = Math.floor((offsetY + scroller.scrollTop) / ROW), dy = offsetY + scroller.scrollTop - row * ROW;
    if (row < 0 || row >= rows.length) return null;
    const perPixel = (t1 - t0) / width, t = t0 + offsetX * perPixel;
    for (const lane of rows[row].lanes) {
      const marks = marksByLane[lane];
      const near = lowerBound(marks, A.at, t - 4 * perPixel);
      if (near < marks.length && A.at[marks[near]] <= t + 4 * perPixel) return D.markText[marks[near]];
    }
    for (let kind = 5; kind >= 0; kind--) {
      const [by, h] = BANDS[kind];
      if (kind > 0 && (dy < by - 1 || dy > by + h + 1)) continue;
      for (const lane of rows[row].lanes) {
        const list = byLane[lane][kind];
        for (let j = lowerBound(list, A.start, t - A.longest[lane][kind] - 2 * perPixel); j < list.length; j++) {
          const i = list[j];
          if (A.start[i] > t + 2 * perPixel) break;
          if (A.end[i] >= t - 2 * perPixel) return describeSpan(i);
        }
      }
    }
    return null;
  }
  let drag = null;
  canvas.addEventListener("mousedown", (e) => { drag = { x: e.clientX, t0, t1 }; });
  window.addEventListener("mouseup", () => { drag = null; });
  canvas.addEventListener("mousemove", (e) => {
    if (drag) {
      const shift = (drag.x - e.clientX) / width * (drag.t1 - drag.t0);
      const span = drag.t1 - drag.t0;
      t0 = Math.min(Math.max(A.lo, drag.t0 + shift), A.hi - span); t1 = t0 + span;
      schedule();
      return;
    }
    const text = hit(e.offsetX, e.offsetY);
    tooltip.hidden = !text;
    if (text) {
      tooltip.textContent = text;
      const pane = $("timeline-pane").getBoundingClientRect();
      tooltip.style.left = Math.min(e.clientX - pane.left + 12, pane.width - 300) + "px";
      tooltip.style.top = e.clientY - pane.top + 14 + "px";
    }
  });
  canvas.addEventListener("mouseleave", () => { tooltip.hidden = true; });
  plot.addEventListener("wheel", (e) => {
    if (!e.ctrlKey && !e.altKey) return;
    e.preventDefault();
    zoom(Math.exp(e.deltaY * 0.002), t0 + e.offsetX / width * (t1 - t0));
  }, { passive: false });
  function zoom(factor, anchor) {
    const span = Math.min(A.hi - A.lo, Math.max(mode === "time" ? 10 : 2, (t1 - t0) * factor));
    t0 = Math.max(A.lo, anchor - (anchor - t0) / (t1 - t0) * span);
    t1 = Math.min(A.hi, t0 + span);
    t0 = Math.max(A.lo, t1 - span);
    schedule();
  }
  function fit() { t0 = A.lo; t1 = A.hi; schedule(); }
  $("fit").addEventListener("click", fit);
  // The other axis, keeping the same events in view.
  function setAxis(name) {
    if (name === mode) return;
    const seqAt = (p) => mode === "time" ? seqNear(p) : p;
    const first = seqAt(t0), last = seqAt(t1);
    mode = name; A = AXES[name];
    if (!A.longest) A.longest = longestOn(A);
    if (mode === "time") { t0 = positionOfSeq(first); t1 = Math.max(t0 + 10, positionOfSeq(last)); } else { t0 = first; t1 = Math.max(first + 2, last); }
    t0 = Math.max(A.lo, t0); t1 = Math.min(A.hi, t1);
    $("axis-toggle").textContent = mode === "time" ? "Axis: time" : "Axis: events";
    $("axis-toggle").setAttribute("aria-pressed", mode === "sequence");
    draw();
  }
  // The seq of the span start nearest a time position, and the reverse, through the spans.
  const bySeq = Array.from({ length: nSpans }, (_, i) => i).filter((i) => SP.seq[i] > 0);
  function seqNear(p) {
    const j = Math.min(bySeq.length - 1, lowerBound(bySeq, SP.start, p));
    return j < 0 ? D.firstSeq : SP.seq[bySeq[j]];
  }
  function positionOfSeq(q) {
    const j = Math.min(bySeq.length - 1, lowerBound(bySeq, SP.seq, q));
    return j < 0 ? D.start : SP.start[bySeq[j]];
  }
  $("axis-toggle").addEventListener("click", () => setAxis(mode === "time" ? "sequence" : "time"));
  scroller.addEventListener("scroll", schedule);
  window.addEventListener("resize", resize);

  // Findings.
  D.findings.forEach((finding, index) => {
    const li = document.createElement("li");
    li.dataset.index = index;
    const add = (tag, cls, text) => { const el = document.createElement(tag); el.className = cls; el.textContent = text; li.appendChild(el); return el; };
    add("span", "severity " + finding.severity, finding.severity);
    add("span", "finding-kind", finding.kind);
    add("div", "summary", finding.summary);
    add("div", "fix", "Fix: " + finding.fix);
    if (finding.sites.length) add("div", "sites", finding.sites.join(", "));
    const chain = add("ol", "chain", "");
    finding.chain.forEach((link, step) => {
      const item = document.createElement("li");
      item.textContent = (link.at !== undefined ? duration(timeAt(link.at)) + "  " : "") + (link.short || "#" + link.seq);
      item.title = link.text || "";
      item.dataset.seq = link.seq;
      item.addEventListener("click", (e) => { e.stopPropagation(); showStep(index, step); });
      chain.appendChild(item);
    });
    li.addEventListener("click", () => select(index));
    $("findings").appendChild(li);
  });
  $("no-findings").hidden = D.findings.length > 0;
  // One step of a finding's chain: its moment in view, its lane open, the replay at its update.
  let currentStep = null;
  function showStep(index, step) {
    if (selected !== index) select(index);
    const link = D.findings[index].chain[step];
    currentStep = link;
    for (const item of $("findings").querySelectorAll(".chain li")) item.classList.toggle("current", item.dataset.seq === String(link.seq) && item.closest("#findings > li").dataset.index === String(index));
    if (link.at === undefined) return;
    const at = A.link(link), span = t1 - t0;
    t0 = Math.max(A.lo, at - span / 2); t1 = Math.min(A.hi, t0 + span); t0 = Math.max(A.lo, t1 - span);
    reveal(link.lane);
    goTo(link.step);
    draw();
  }
  // Unfolds the view a lane folds into, and scrolls its row into the middle.
  function reveal(lane) {
    if (lane < 0) return;
    if (L.owner[lane] !== lane && !expanded[L.owner[lane]]) toggleLane(L.owner[lane], true);
    scroller.scrollTop = Math.max(0, rowOf[lane] * ROW - height / 2);
  }
  function select(index) {
    selected = selected === index ? -1 : index;
    currentStep = null;
    for (const item of $("findings").querySelectorAll(".chain li.current")) item.classList.remove("current");
    for (const li of $("findings").children) li.classList.toggle("selected", +li.dataset.index === selected);
    highlight = selected < 0 ? [] : D.findings[selected].chain.filter((link) => link.at !== undefined);
    canvas.dataset.highlight = highlight.map((link) => link.seq).join(" ");
    if (highlight.length) {
      const lo = Math.min(...highlight.map(A.link)), hi = Math.max(...highlight.map(A.link));
      const pad = Math.max((hi - lo) * 0.2, (A.hi - A.lo) * 0.01, 5);
      t0 = Math.max(A.lo, lo - pad); t1 = Math.min(A.hi, hi + pad);
      const symptom = highlight[highlight.length - 1];
      reveal(symptom.lane);
      goTo(symptom.step);
    }
    draw();
  }

  // Replay: the identity tree after each update, as `viewtrace tree --at N` prints it, rebuilt
  // from checkpoints by applying each update's ops in order (see ViewerUpdates.swift).
  let alive = new Uint8Array(nLanes), slots = new Map(), current = -1;
  const checkpoints = [];
  function apply(k) {
    const ops = U[k].ops;
    for (let i = 0; i < ops.length; i += 5) {
      const op = ops[i], lane = ops[i + 1], name = ops[i + 2], after = ops[i + 4];
      if (lane < 0 || op === 2) continue;
      // A removed identity keeps its last slots for showing; it starts afresh when it comes back.
      if (op === 4) { alive[lane] = 0; continue; }
      if (op === 1) { if (alive[lane] && slots.get(lane).has(name)) slots.get(lane).set(name, after); continue; }
      if (!alive[lane]) { alive[lane] = 1; slots.set(lane, new Map()); }
      if (op === 0) slots.get(lane).set(name, after);
    }
    if (k % 256 === 255 && !checkpoints[k >> 8]) checkpoints[k >> 8] = { alive: alive.slice(), slots: copySlots(slots) };
  }
  const copySlots = (m) => new Map([...m].map(([lane, values]) => [lane, new Map(values)]));
  function stateAt(k) {
    if (k < current || k - current > 256) {
      const c = Math.min((k + 1) >> 8, checkpoints.length) - 1;
      let from = -1;
      for (let i = c; i >= 0; i--) if (checkpoints[i]) { from = i; break; }
      if (from >= 0) { alive = checkpoints[from].alive.slice(); slots = copySlots(checkpoints[from].slots); current = from * 256 + 255; }
      else { alive = new Uint8Array(nLanes); slots = new Map(); current = -1; }
    }
    while (current < k) apply(++current);
  }
  function goTo(k) {
    if (!U.length) { $("update-label").textContent = "No updates."; return; }
    k = Math.max(0, Math.min(U.length - 1, k));
    stateAt(k);
    const u = U[k];
    $("slider").value = k + 1;
    const evaluated = new Map();
    for (let i = 0; i < u.evaluated.length; i += 2) evaluated.set(u.evaluated[i], D.names.cause[u.evaluated[i + 1]]);
    const appeared = new Set(u.appeared), disappeared = new Set(u.disappeared), inserted = new Set(u.inserted), removed = new Set(u.removed);
    const changes = new Map();
    for (let i = 0; i < u.ops.length; i += 5) {
      const [op, lane, name, before, after] = u.ops.slice(i, i + 5);
      if (op > 2) continue;
      if (!changes.has(lane)) changes.set(lane, []);
      changes.get(lane).push({ op, name, before, after });
    }
    // The identities in the tree after the update, and those it removed; depth among them.
    const shown = new Uint8Array(nLanes), depth = new Int32Array(nLanes);
    for (let lane = 0; lane < nLanes; lane++) {
      if (!alive[lane] && !removed.has(lane)) continue;
      shown[lane] = 1;
      let p = L.parent[lane];
      while (p >= 0 && !shown[p]) p = L.parent[p];
      depth[lane] = p >= 0 ? depth[p] + 1 : 0;
    }
    const tree = $("tree"), fragment = document.createDocumentFragment();
    let count = 0;
    for (let lane = 0; lane < nLanes && count < 3000; lane++) {
      if (!shown[lane]) continue;
      count++;
      const li = document.createElement("li");
      li.dataset.path = L.path[lane];
      li.dataset.slots = [...(slots.get(lane) || [])].map(([name, value]) => S[name] + " = " + S[value]).join(", ");
      const states = [];
      if (evaluated.has(lane)) states.push("evaluated");
      if (appeared.has(lane)) states.push("appeared");
      if (disappeared.has(lane)) states.push("disappeared");
      if (inserted.has(lane)) states.push("inserted");
      if (removed.has(lane)) states.push("removed");
      li.className = states.join(" ");
      li.appendChild(document.createTextNode("  ".repeat(depth[lane]) + L.name[lane]));
      for (const state of states) {
        const badge = document.createElement("span");
        badge.className = "badge";
        badge.textContent = state === "evaluated" ? "evaluated: " + evaluated.get(lane) : state;
        li.appendChild(badge);
      }
      const changed = changes.get(lane) || [];
      for (const [name, value] of slots.get(lane) || []) {
        const change = changed.find((c) => c.name === name);
        const span = document.createElement("span");
        span.className = change ? "slot-value changed" : "slot-value";
        span.textContent = change && change.op === 1 ? S[name] + ": " + S[change.before] + " → " + S[value] : S[name] + " = " + S[value];
        li.appendChild(span);
      }
      for (const change of changed.filter((c) => c.op === 2)) {
        const span = document.createElement("span");
        span.className = "slot-value changed";
        span.textContent = S[change.name] + " destroyed (was " + S[change.before] + ")";
        li.appendChild(span);
      }
      fragment.appendChild(li);
    }
    tree.replaceChildren(fragment);
    tree.dataset.update = u.n;
    $("update-label").textContent = "update " + u.n + " (" + (k + 1) + " of " + U.length + ") · " +
      (D.names.trigger[u.trigger] || u.trigger) + (u.input ? " · " + u.input : "") + " · " + evaluated.size + " evaluated";
  }
  $("slider").max = Math.max(1, U.length);
  $("slider").addEventListener("input", (e) => goTo(+e.target.value - 1));
  $("prev").addEventListener("click", () => goTo(+$("slider").value - 2));
  $("next").addEventListener("click", () => goTo(+$("slider").value));
  // Search: views by path, spans by label (properties, effects, tasks), findings by any text.
  let searchHits = [];
  function search(query) {
    const q = query.trim().toLowerCase();
    const labels = $("labels").children;
    const named = (lane) => L.name[lane].toLowerCase().includes(q);
    rows.forEach((row, r) => labels[r].classList.toggle("match", q !== "" && row.lanes.some(named)));
    searchHits = [];
    if (q) {
      const matching = S.map((text) => text.toLowerCase().includes(q));
      for (let i = 0; i < nSpans && searchHits.length < 500; i++) if (SP.kind[i] !== UPDATE && SP.label[i] > 0 && matching[SP.label[i]]) searchHits.push({ span: i, lane: SP.lane[i] });
    }
    let findings = 0;
    for (const li of $("findings").children) {
      const match = !q || li.textContent.toLowerCase().includes(q);
      li.hidden = !match;
      if (match && q) findings++;
    }
    const views = q ? [...labels].filter((d) => d.classList.contains("match")).length : 0;
    $("search-status").textContent = q ? views + " lanes · " + searchHits.length + (searchHits.length === 500 ? "+" : "") + " spans · " + findings + " findings" : "";
    const first = [...labels].find((d) => d.classList.contains("match"));
    if (first) scroller.scrollTop = Math.max(0, [...labels].indexOf(first) * ROW - height / 2);
    else if (searchHits.length) reveal(searchHits[0].lane);
    draw();
  }
  $("search").addEventListener("input", (e) => search(e.target.value));
  $("search").addEventListener("keydown", (e) => {
    if (e.key === "Escape") { e.target.value = ""; search(""); e.target.blur(); }
    if (e.key === "Enter" && searchHits.length) {
      const hit = searchHits.shift(); searchHits.push(hit);
      const span = t1 - t0, at = A.start[hit.span];
      t0 = Math.max(A.lo, at - span / 2); t1 = Math.min(A.hi, t0 + span); t0 = Math.max(A.lo, t1 - span);
      reveal(hit.lane); draw();
    }
  });

  document.addEventListener("keydown", (e) => {
    if (e.target === $("slider") || e.target === $("search")) return;
    if (e.key === "/") { $("search").focus(); e.preventDefault(); return; }
    if (e.key === "f") { fit(); e.preventDefault(); }
    if (e.key === "+" || e.key === "=") { zoom(0.5, (t0 + t1) / 2); e.preventDefault(); }
    if (e.key === "-") { zoom(2, (t0 + t1) / 2); e.preventDefault(); }
    if (e.key === "ArrowLeft") { goTo(+$("slider").value - 2); e.preventDefault(); }
    if (e.key === "ArrowRight") { goTo(+$("slider").value); e.preventDefault(); }
  });

  const api = { goTo, select, showStep, search, zoom, draw, setAxis, timeAt, toggleLane, lastDrawMs: 0, updates: U.length, axis: () => mode, rows: () => rows.map((r) => L.path[r.lane]) };
  window.viewtrace = api;
  resize();
  goTo(0);
  // `page.html#finding=N` opens with finding N (from 1) selected, as a shared link or a screenshot.
  const linked = /^#finding=(\d+)$/.exec(location.hash);
  if (linked && +linked[1] >= 1 && +linked[1] <= D.findings.length) select(+linked[1] - 1);
})();
