// Generated from Sources/TraceExport/HTML/viewer.js by tools/generate-viewer-script.sh: do not
// edit.

/// The viewer page's script. It reads the embedded JSON and only ever puts trace text into the
/// DOM as text (`textContent`, `title`, `dataset`), never as markup.
enum ViewerScript {
  static let source = #"""
    "use strict";
    // A trace time in nanoseconds as text, by the rule of TraceTime.text in
    // Sources/TraceFormat/Model/TraceTime.swift (a test holds the two alike): rounded to a multiple of
    // `resolution`, in the largest unit at most the value, with the decimals the resolution gives.
    // The page has no column of event times (a 10^6-event page must stay small): it formats an
    // event's time, found on the axis, by this rule; the findings' chains carry theirs from Swift.
    function traceTime(ns, resolution, trim) {
      const value = Math.floor((ns + Math.floor(resolution / 2)) / resolution) * resolution;
      let unit = 1, name = "ns";
      for (const [scale, n] of [[1e3, "µs"], [1e6, "ms"], [1e9, "s"]]) if (scale <= Math.max(value, resolution)) [unit, name] = [scale, n];
      let decimals = 0;
      for (let step = resolution; step < unit; step *= 10) decimals++;
      let text = String(Math.floor(value / unit));
      if (decimals > 0) {
        let digits = String(Math.floor((value % unit) / resolution)).padStart(decimals, "0");
        if (trim) digits = digits.replace(/0+$/, "");
        if (digits) text += "." + digits;
      }
      return text + " " + name;
    }
    // TraceTime.tick: an axis label for a multiple of `step`, as precise as the step needs.
    function traceTick(ns, step) {
      let resolution = 1;
      while (step > 0 && step % (resolution * 10) === 0 && resolution < 1e12) resolution *= 10;
      return traceTime(ns, resolution, true);
    }
    // TimeAxis.roundStep (Sources/TraceExport/Layout/AxisBreaks.swift), by `rule` (TickRule, from
    // the page's data): 1, 2, 5 or 10 times a power of ten near `raw`, at least 1.
    function roundStep(raw, rule) {
      if (!(raw > 1)) return 1;
      const magnitude = 10 ** (Math.floor(raw).toFixed(0).length - 1), lead = raw / magnitude;
      const k = rule.limits.findIndex((limit) => lead < limit);
      return rule.factors[k < 0 ? rule.factors.length - 1 : k] * magnitude;
    }
    // TimeAxis.ticks: round times at least `rule.spacing` px apart on the linear stretches between
    // `knots` (positions and times) from position `from` to `to`, drawn `width` px wide; none
    // inside a break, where the scale differs. The SVG's axis is drawn once, in Swift; the page
    // draws its own on every zoom: a test (ViewerTimeRuleTests) runs both over the same axes and
    // windows and holds them to the same ticks.
    function axisTicks(knots, from, to, width, rule) {
      const P = knots.position, T = knots.time, out = [];
      if (!(to > from) || !(width > 0)) return out;
      const step = roundStep((to - from) / width * rule.spacing, rule);
      const add = (a, stop) => {
        const lo = Math.max(from, P[a]), hi = Math.min(to, stop);
        if (lo > hi) return;
        let t = Math.ceil((T[a] + lo - P[a]) / step) * step;
        if (out.length && t <= out[out.length - 1].time) t += step;
        for (const last = T[a] + hi - P[a]; t <= last; t += step) out.push({ position: P[a] + t - T[a], time: t, label: traceTick(t, step) });
      };
      // From the last knot at or before `from`.
      let i = 0;
      for (let hi = P.length; i < hi;) { const mid = (i + hi) >> 1; if (P[mid] <= from) i = mid + 1; else hi = mid; }
      for (i = Math.max(0, i - 1); i < P.length && P[i] <= to; i++) {
        if (i + 1 === P.length) add(i, to);
        else if (P[i + 1] - P[i] === T[i + 1] - T[i]) add(i, P[i + 1]);
        // A break that begins at a round time: its first event is at that time.
        else if (P[i] >= from && T[i] % step === 0 && (!out.length || T[i] > out[out.length - 1].time)) out.push({ position: P[i], time: T[i], label: traceTick(T[i], step) });
      }
      return out;
    }
    (function () {
      const D = JSON.parse(document.getElementById("viewtrace-data").textContent);
      const $ = (id) => document.getElementById(id);
      const el = (tag, cls, text) => { const e = document.createElement(tag); e.className = cls; e.textContent = text; return e; };
      // The packed columns (PackedColumns.swift): one block of base64, each column decoded when it
      // is first asked for. A number is a sign bit and six bits in its first byte, seven in each
      // byte after; a byte's top bit says another follows; a delta column holds differences.
      function bytesOf(id) {
        const text = $(id).textContent;
        if (Uint8Array.fromBase64) return Uint8Array.fromBase64(text);
        const raw = atob(text), bytes = new Uint8Array(raw.length);
        for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
        return bytes;
      }
      let packed = null;
      function column(name) {
        if (!packed) packed = bytesOf("viewtrace-columns");
        const [offset, count, delta] = D.columns[name] || [0, 0, 0], out = new Float64Array(count);
        let p = offset, previous = 0;
        for (let i = 0; i < count; i++) {
          let b = packed[p++], value = (b & 0x7e) >> 1, scale = 64;
          const negative = b & 1;
          while (b & 0x80) { b = packed[p++]; value += (b & 0x7f) * scale; scale *= 128; }
          if (negative) value = -value;
          out[i] = delta ? (previous += value) : value;
        }
        return out;
      }
      const columns = (prefix, names) => Object.fromEntries(names.map((name) => [name, column(prefix + name)]));
      // What the first picture needs: spans, marks and slot writes. Events and updates wait until
      // the page first shows an event (see loadEvents); the words come just after the first picture.
      const SP = columns("spans.", ["kind", "lane", "start", "length", "seq", "endSeq", "label", "detail", "update"]);
      SP.end = SP.start.map((start, i) => start + SP.length[i]);
      const MK = columns("marks.", ["kind", "lane", "at", "seq"]), WR = columns("writes.", ["lane", "at", "index"]);
      const S = D.strings, L = D.lanes, K = D.knots, B = D.breaks, U = [];
      const nLanes = L.path.length, nSpans = SP.kind.length, nMarks = MK.kind.length, nWrites = WR.lane.length;
      const ROW = 22, UPDATE = 6, AXIS_HEIGHT = 36;
      // The palette and the tick rule come from Swift (Palette.swift), as the SVG's do.
      const C = D.palette, TICK = D.tickRule;
      const BANDS = [[1, 20, C.lifetime], [2, 2, C.visible], [5, 8, null], [14, 2, C.slot], [17, 2, C.task], [19.5, 2, C.effect]];
      const plot = $("plot"), scroller = $("scroller"), canvas = $("canvas"), axis = $("axis"), tooltip = $("tooltip");
      const ctx = canvas.getContext("2d"), actx = axis.getContext("2d");
      let width = 100, height = 100, selected = -1, highlight = [];

      // Two axes: time (trace time, with same-time events spread into clusters) and the event
      // sequence. Both order the spans and marks alike, so one sorted index serves both.
      const endSeq = SP.endSeq.map((s) => s || D.lastSeq);
      const AXES = {
        time: { start: SP.start, end: SP.end, at: MK.at, write: WR.at, lo: D.start, hi: D.end, link: (l) => l.at },
        sequence: { start: SP.seq, end: endSeq, at: MK.seq, lo: D.firstSeq, hi: D.lastSeq, link: (l) => l.seq },
      };
      let mode = "time", A = AXES.time, t0 = A.lo, t1 = A.hi;

      // Every event: its lane, its place on each axis, its cause, and its record of words made in
      // Swift (prose, one text per field its kind's doc comment describes; see ViewerEvents.swift).
      // Decoded, with the updates, when the page first shows an event.
      const nEvents = D.eventCount, KINDS = [];
      for (const kind of D.kinds) KINDS[kind.raw] = kind;
      let E = null, recordKind, eventTime, eventSeq, eventsByLane;
      function loadEvents() {
        if (E) return;
        E = columns("events.", ["lane", "step", "cause", "record"]);
        E.seq = D.columns["events.seq"] ? column("events.seq") : null;
        recordKind = column("records.kind");
        eventTime = new Float64Array(nEvents); eventSeq = new Float64Array(nEvents);
        for (let i = 0, p = 0; i < nEvents; i++) {
          p += E.step[i] + (i ? D.spread : 0);
          eventTime[i] = p;
          eventSeq[i] = E.seq ? E.seq[i] : D.firstSeq + i;
        }
        AXES.time.event = eventTime;
        AXES.sequence.event = eventSeq;
        // Events by lane, for hovering.
        eventsByLane = Array.from({ length: nLanes }, () => []);
        for (let i = 0; i < nEvents; i++) if (E.lane[i] >= 0) eventsByLane[E.lane[i]].push(i);
        // Each update: its number, trigger, first and last event, input, and its evaluated views
        // and tree changes as views into one array each (see ViewerUpdates.swift).
        const up = columns("updates.", ["n", "trigger", "first", "last", "evaluated", "ops"]), evaluated = column("evaluated");
        const fields = ["op", "lane", "name", "value", "event"].map((name) => column("ops." + name)), ops = new Float64Array(fields[0].length * 5);
        for (let j = 0; j < fields[0].length; j++) for (let f = 0; f < 5; f++) ops[j * 5 + f] = fields[f][j];
        for (let k = 0, e = 0, o = 0; k < up.n.length; e += up.evaluated[k], o += up.ops[k], k++) {
          U.push({ n: up.n[k], trigger: up.trigger[k], first: up.first[k], last: up.last[k],
            evaluated: evaluated.subarray(2 * e, 2 * (e + up.evaluated[k])), ops: ops.subarray(5 * o, 5 * (o + up.ops[k])) });
        }
      }
      const kindOf = (i) => KINDS[recordKind[E.record[i]]];
      // The words (records, marks' and inputs' texts: JSON, deflated): inflated by the browser once
      // the first picture is up. Until they are, an event's words read "…".
      let W = null;
      const wordsReady = new Promise((resolve) => setTimeout(resolve, 0))
        .then(() => new Response(new Blob([bytesOf("viewtrace-words")]).stream().pipeThrough(new DecompressionStream("deflate"))).text())
        .then((text) => { W = JSON.parse(text); if (cursor >= 0) show(cursor); });
      // Event i's prose, and the text of its kind's field f.
      const prose = (i) => W ? W.records[E.record[i]][0] : "…";
      const fieldOf = (i, f) => W ? W.records[E.record[i]][1 + f] : "…";
      function indexOfSeq(seq) {
        loadEvents();
        if (!E.seq) return Math.max(0, Math.min(nEvents - 1, seq - D.firstSeq));
        return Math.min(nEvents - 1, lowerBoundValue(eventSeq, seq));
      }
      // The slot writes by lane, drawn as ticks.
      const writesByLane = Array.from({ length: nLanes }, () => []);
      for (let w = 0; w < nWrites; w++) if (WR.lane[w] >= 0) writesByLane[WR.lane[w]].push(w);

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
      const exact = (ns) => traceTime(ns, 1000, false); // TraceTime.exact
      const fmt = (v) => mode === "time" ? exact(timeAt(v)) : "#" + Math.round(v);
      const x = (t) => (t - t0) / (t1 - t0) * width;

      // Header, legend and lane names.
      document.title = "ViewTrace: " + D.scenario;
      $("scenario").textContent = D.scenario;
      const nShown = L.owner.filter((o, i) => o === i).length;
      $("summary").textContent = D.eventCount + " events · " + nShown + " views (" + nLanes + " identities) · " + D.updateCount + " updates · " + D.findings.length + " findings";
      // The legend: eight entries, grouped by what a reader asks.
      const causes = D.names.cause.map((name, i) => [name, D.causeColors[i]]);
      const LEGEND = [
        ["What ran", [["body", D.causeColors], ["task", [C.task]], ["effect", [C.effect]], ["in the tree · visible", ["#ced4da", C.visible]]]],
        ["Why it ran", [["input ▼", [C.input]], ["body colour:", causes]]],
        ["What went wrong", [["reset ◇ · cancel ×", [C.wrong]], ["warning ◆ · finding ▲", [C.warning, C.finding]]]],
      ];
      for (const [group, entries] of LEGEND) {
        const head = el("b", "legend-group", group);
        $("legend").appendChild(head);
        for (const [label, colors] of entries) {
          const item = el("span", "legend-entry", "");
          for (const c of colors) {
            const named = Array.isArray(c), swatch = el("i", "swatch", "");
            swatch.style.background = named ? c[1] : c;
            item.appendChild(swatch);
            if (named) item.appendChild(document.createTextNode(c[0] + " "));
          }
          if (!colors.some(Array.isArray)) item.appendChild(document.createTextNode(label));
          else item.prepend(document.createTextNode(label + " "));
          $("legend").appendChild(item);
        }
      }
      // Rows: one per view; a view's modifiers and inner views fold into its row until it is expanded.
      const members = Array.from({ length: nLanes }, () => []);
      for (let i = 0; i < nLanes; i++) if (L.owner[i] !== i) members[L.owner[i]].push(i);
      const expanded = new Uint8Array(nLanes), rowOf = new Int32Array(nLanes);
      // The lanes each finding's chain passes through; a row holding one is marked.
      const findingLanes = D.findings.map((f) => new Set(f.chain.filter((link) => link.lane !== undefined && link.lane >= 0).map((link) => link.lane)));
      const inAFinding = new Uint8Array(nLanes);
      for (const lanes of findingLanes) for (const lane of lanes) inAFinding[lane] = 1;
      const rowInvolved = (row, lanes) => row.lanes.some((lane) => lanes.has(lane)) || (!expanded[row.lane] && members[row.lane].some((m) => lanes.has(m)));
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
          div.className = "lane" + (L.implied[lane] ? " implied" : "") + (row.member ? " member" : "") + (row.lanes.some((l) => inAFinding[l]) ? " in-finding" : "");
          div.dataset.path = L.path[lane];
          div.title = L.path[lane] + (folded ? " (click to " + (expanded[lane] ? "fold" : "show") + " its " + folded + " modifiers and inner views)" : "");
          div.textContent = "  ".repeat(row.depth) + (folded ? (expanded[lane] ? "▾ " : "▸ ") : "  ") + L.name[lane] + (folded && !expanded[lane] ? " +" + folded : "");
          if (folded) div.addEventListener("click", () => toggleLane(lane));
          labels.appendChild(div);
        });
        $("labels").replaceChildren(labels);
        plot.style.height = rows.length * ROW + "px";
        markInvolvedRows();
      }
      // The rows the selected finding's chain passes through, marked; the others dimmed.
      function markInvolvedRows() {
        const lanes = selected >= 0 ? findingLanes[selected] : null, labels = $("labels").children;
        rows.forEach((row, r) => {
          const involved = lanes !== null && rowInvolved(row, lanes);
          labels[r].classList.toggle("involved", involved);
          labels[r].classList.toggle("dimmed", lanes !== null && !involved);
        });
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
        scrolled = scroller.scrollTop;
        for (const [c, h] of [[canvas, height], [axis, AXIS_HEIGHT]]) {
          c.width = width * dpr; c.height = h * dpr; c.style.width = width + "px"; c.style.height = h + "px";
          c.getContext("2d").setTransform(dpr, 0, 0, dpr, 0, 0);
        }
        draw();
      }
      // Where the lanes are scrolled to, as the scroller last said: a draw that read scrollTop would
      // make the browser lay the page out first whenever the page changed since (the last draw's
      // range and axis labels), a layout per draw instead of one per frame.
      let scrolled = 0;
      function scrollTo(top) { scroller.scrollTop = top; scrolled = scroller.scrollTop; }
      let pending = false;
      function schedule() { if (!pending) { pending = true; requestAnimationFrame(() => { pending = false; draw(); }); } }

      function draw() {
        const began = performance.now();
        ctx.clearRect(0, 0, width, height);
        const top = scrolled, first = Math.floor(top / ROW), last = Math.min(rows.length, Math.ceil((top + height) / ROW));
        drawUpdates();
        drawBreakBands();
        for (let r = first; r < last; r++) {
          const y = r * ROW - top;
          const lanes = rows[r].lanes;
          for (let kind = 0; kind < 6; kind++) for (const lane of lanes) drawSpans(byLane[lane][kind], A.longest[lane][kind], kind, y);
          for (const lane of lanes) { drawWrites(writesByLane[lane], y); drawMarks(marksByLane[lane], y); }
        }
        drawNames();
        drawCursor(top, first, last);
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
        const range = fmt(t0) + " – " + fmt(t1);
        if (rangeLabel.textContent !== range) rangeLabel.textContent = range;
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
          ctx.fillStyle = SP.update[i] % 2 ? "rgba(34,139,230,0.05)" : "rgba(34,139,230,0.1)";
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
          if (NAMED[kind] && xb - xa >= 24 && (SP.label[i] > 0 || kind === 4)) names.push([xa, xb, y, i]);
          lastX = xb;
        }
      }
      // Names on the bars wide enough for a few letters: a body's view, a task's label, an effect's
      // name; elided to the bar (the tooltip has the whole text). Tasks and effects first.
      const NAMED = [0, 0, 1, 0, 2, 2], names = [], taskName = new Map();
      for (let i = 0, k = 0; i < nSpans; i++) if (SP.kind[i] === 4) taskName.set(i, D.taskNames[k++]);
      function drawNames() {
        ctx.font = "10px system-ui, sans-serif";
        ctx.textBaseline = "alphabetic";
        const taken = new Map(), drawn = [];
        names.sort((a, b) => NAMED[SP.kind[b[3]]] - NAMED[SP.kind[a[3]]] || a[0] - b[0]);
        for (const [xa, xb, y, i] of names) {
          const from = Math.max(xa, taken.get(y) || 0), room = xb - from - 4;
          if (room < 20) continue;
          const text = elide(SP.kind[i] === 4 ? taskName.get(i) : S[SP.label[i]], room);
          if (!text) continue;
          const w = textWidth(text);
          ctx.fillStyle = "rgba(255,255,255,0.85)";
          ctx.fillRect(from + 1, y + 6, w + 4, 11);
          ctx.fillStyle = "#212529";
          ctx.fillText(text, from + 3, y + 15);
          taken.set(y, from + w + 10);
          drawn.push(text);
        }
        names.length = 0;
        // For checks: the names drawn, in the order drawn.
        setData(canvas, "names", drawn.join("|"));
      }
      // The width of `text` in the names' font. Measuring is most of a redraw's cost when many bars
      // are named, and the same names come back on every redraw: widths are kept, a few thousand.
      const widths = new Map();
      function textWidth(text) {
        let w = widths.get(text);
        if (w === undefined) {
          if (widths.size > 4096) widths.clear();
          w = ctx.measureText(text).width;
          widths.set(text, w);
        }
        return w;
      }
      // `text` cut to `room` pixels with an ellipsis, or "" when not even a few letters fit.
      function elide(text, room) {
        if (textWidth(text) <= room) return text;
        let lo = 0, hi = text.length;
        while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (textWidth(text.slice(0, mid) + "…") <= room) lo = mid; else hi = mid - 1; }
        return lo >= 3 ? text.slice(0, lo) + "…" : "";
      }
      // A slot write: a short tick on the slot band.
      function drawWrites(list, y) {
        let lastX = -9;
        ctx.fillStyle = "#5f3dc4";
        for (let j = lowerBound(list, A.write, t0); j < list.length; j++) {
          const mx = x(A.write[list[j]]);
          if (mx > width) break;
          if (mx - lastX < 2) continue;
          lastX = mx;
          ctx.fillRect(mx - 0.75, y + 12, 1.5, 6);
        }
      }
      // The replay's cursor: a line at its event, a ring on the event's row.
      function drawCursor(top, first, last) {
        if (cursor < 0) return;
        const cx = x(A.event[cursor]), lane = E.lane[cursor];
        if (cx < -8 || cx > width + 8) return;
        ctx.fillStyle = "rgba(12,166,120,0.7)";
        ctx.fillRect(cx - 0.5, 0, 1, height);
        if (lane < 0 || rowOf[lane] < first || rowOf[lane] >= last) return;
        ctx.strokeStyle = "#099268"; ctx.lineWidth = 2;
        ctx.beginPath(); ctx.arc(cx, rowOf[lane] * ROW - top + ROW / 2, 5, 0, 2 * Math.PI); ctx.stroke();
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
            case 0: ctx.strokeStyle = C.wrong; ctx.lineWidth = 1.5; ctx.moveTo(mx, y + 11); ctx.lineTo(mx + 3.5, y + 14.5); ctx.lineTo(mx, y + 18); ctx.lineTo(mx - 3.5, y + 14.5); ctx.closePath(); ctx.stroke(); break;
            case 1: ctx.strokeStyle = C.wrong; ctx.lineWidth = 2; ctx.moveTo(mx - 3, y + 15); ctx.lineTo(mx + 3, y + 21); ctx.moveTo(mx + 3, y + 15); ctx.lineTo(mx - 3, y + 21); ctx.stroke(); break;
            case 2: ctx.fillStyle = C.task; ctx.fillRect(mx - 0.75, y + 15, 1.5, 7); ctx.fillRect(mx, y + 15, 4, 3); break;
            case 3: ctx.fillStyle = C.input; ctx.moveTo(mx - 4, y); ctx.lineTo(mx + 4, y); ctx.lineTo(mx, y + 5); ctx.fill(); break;
            case 4: ctx.fillStyle = C.warning; ctx.strokeStyle = "#495057"; ctx.lineWidth = 1; ctx.moveTo(mx, y + 3); ctx.lineTo(mx + 4, y + 8); ctx.lineTo(mx, y + 13); ctx.lineTo(mx - 4, y + 8); ctx.closePath(); ctx.fill(); ctx.stroke(); break;
            default: ctx.fillStyle = C.finding; ctx.moveTo(mx, y + 1); ctx.lineTo(mx + 6, y + 12); ctx.lineTo(mx - 6, y + 12); ctx.fill();
          }
        }
      }
      // TimeAxis.Break's text and shortText, made in Swift.
      const breakShort = (b) => B.short[b], breakText = (b) => B.text[b];
      // The breaks in view at least 2 px wide, each as [index, left x, right x].
      function breaksInView() {
        const out = [];
        if (mode !== "time") return out;
        for (let b = Math.max(0, lowerBoundValue(B.end, t0)); b < B.start.length && B.start[b] <= t1 && out.length < width / 4; b++) {
          const xa = x(B.start[b]), xb = x(B.end[b]);
          if (xb - xa >= 2) out.push([b, xa, xb]);
        }
        return out;
      }
      // Each break shaded across the lanes, so that a stretched scale never passes for a linear one.
      function drawBreakBands() {
        ctx.fillStyle = "rgba(134,142,150,0.1)";
        for (const [, xa, xb] of breaksInView()) ctx.fillRect(xa, 0, xb - xa, height);
      }
      function drawAxis() {
        actx.clearRect(0, 0, width, AXIS_HEIGHT);
        actx.fillStyle = "#495057"; actx.strokeStyle = "#495057"; actx.font = "11px system-ui, sans-serif";
        const labels = [], positions = [], values = [], ticks = [];
        let lastLabelEnd = -1e9;
        // A label that would run past the frame's right edge ends at its tick instead.
        const tick = (px, text, value) => {
          actx.fillRect(px, 13, 1, 7);
          const w = actx.measureText(text).width, fits = px + 2 + w <= width, start = fits ? px + 2 : px - 2 - w;
          if (start < lastLabelEnd + 8 || start < 0) return;
          actx.fillText(text, start, 11);
          labels.push(text); values.push(value); ticks.push(px.toFixed(1)); positions.push(Math.round(start) + ":" + Math.round(start + w));
          lastLabelEnd = start + w;
        };
        if (mode === "sequence") {
          const step = roundStep((t1 - t0) / width * TICK.spacing, TICK);
          for (let t = Math.ceil(t0 / step) * step; t <= t1; t += step) tick(x(t), "#" + t, t);
        } else {
          for (const t of axisTicks(K, t0, t1, width, TICK)) tick(x(t.position), t.label, t.time);
          drawBreakMarks();
        }
        actx.fillRect(0, 20, width, 1);
        setData(axis, "labels", labels.join("|"));
        // For checks: each label's left and right edge in pixels, and the value it names.
        setData(axis, "extents", positions.join(" "));
        setData(axis, "values", values.join(" "));
        setData(axis, "ticks", ticks.join(" "));
      }
      // A zigzag on the axis at both edges of each break, and the real time it covers when it fits.
      function drawBreakMarks() {
        const shown = [], edges = [];
        actx.font = "10px system-ui, sans-serif";
        for (const [b, xa, xb] of breaksInView()) {
          actx.beginPath();
          for (const edge of [xa, xb]) { actx.moveTo(edge - 3, 24); actx.lineTo(edge, 16); actx.lineTo(edge + 3, 24); }
          actx.stroke();
          edges.push(xa.toFixed(1) + ":" + xb.toFixed(1));
          // Centred on the part in view, so that a break zoomed past its edges still says what it is.
          const left = Math.max(0, xa), right = Math.min(width, xb);
          const text = ["⋯ " + breakText(b) + " ⋯", "⋯ " + breakShort(b) + " ⋯"].find((t) => right - left > actx.measureText(t).width + 6);
          if (text) { actx.fillText(text, (left + right - actx.measureText(text).width) / 2, 32); shown.push(text); }
        }
        setData(axis, "breaks", shown.join("|"));
        setData(axis, "breakEdges", edges.join(" "));
      }
      // What a draw leaves in the DOM for its readers and checks, written only when it changed: a
      // write makes the next draw lay the page out again before it can read where it is scrolled.
      const rangeLabel = $("range");
      function setData(target, key, value) { if (target.dataset[key] !== value) target.dataset[key] = value; }
      function lowerBoundValue(values, target) {
        let lo = 0, hi = values.length;
        while (lo < hi) { const mid = (lo + hi) >> 1; if (values[mid] < target) lo = mid + 1; else hi = mid; }
        return lo;
      }

      // Tooltips: an event's words (made in Swift), then each field its kind's doc comment describes,
      // with the value it holds here and what it means.
      function hit(offsetX, offsetY) {
        loadEvents();
        const row = Math.floor((offsetY + scroller.scrollTop) / ROW), dy = offsetY + scroller.scrollTop - row * ROW;
        if (row < 0 || row >= rows.length) return null;
        const perPixel = (t1 - t0) / width, t = t0 + offsetX * perPixel;
        for (const lane of rows[row].lanes) {
          const marks = marksByLane[lane];
          const near = lowerBound(marks, A.at, t - 4 * perPixel);
          if (near < marks.length && A.at[marks[near]] <= t + 4 * perPixel) return { event: indexOfSeq(MK.seq[marks[near]]), head: W ? W.markText[marks[near]] : "…" };
        }
        let best = -1, distance = 4 * perPixel;
        for (const lane of rows[row].lanes) {
          const list = eventsByLane[lane], j = lowerBound(list, A.event, t - distance);
          if (j < list.length && Math.abs(A.event[list[j]] - t) <= distance) { best = list[j]; distance = Math.abs(A.event[best] - t); }
        }
        if (best >= 0) return { event: best };
        for (let kind = 5; kind >= 0; kind--) {
          const [by, h] = BANDS[kind];
          if (kind > 0 && (dy < by - 1 || dy > by + h + 1)) continue;
          for (const lane of rows[row].lanes) {
            const list = byLane[lane][kind];
            for (let j = lowerBound(list, A.start, t - A.longest[lane][kind] - 2 * perPixel); j < list.length; j++) {
              const i = list[j];
              if (A.start[i] > t + 2 * perPixel) break;
              if (A.end[i] >= t - 2 * perPixel && SP.seq[i]) return { event: indexOfSeq(SP.seq[i]), until: SP.endSeq[i] ? indexOfSeq(SP.endSeq[i]) : -1 };
            }
          }
        }
        return null;
      }
      // The text of a field of event i: from its record, or, for header fields, from the event.
      function fieldText(i, field, value) {
        if (value !== null) return value;
        if (field === "cause") return E.cause[i] ? "#" + (eventSeq[i] - E.cause[i]) : "none";
        return E.lane[i] >= 0 ? L.path[E.lane[i]] : "none";
      }
      const when = (i) => "#" + eventSeq[i] + " · " + exact(timeAt(eventTime[i]));
      function describeEvent(target, found) {
        const i = found.event, kind = kindOf(i);
        target.replaceChildren();
        if (found.head) target.appendChild(el("div", "tip-head", found.head));
        target.appendChild(el("div", "tip-title", kind.name + " " + when(i) + (E.lane[i] >= 0 ? " · " + L.path[E.lane[i]] : "")));
        target.appendChild(el("div", "tip-prose", prose(i)));
        target.appendChild(el("div", "tip-summary", kind.summary));
        const fields = el("table", "tip-fields", "");
        kind.fields.forEach(([label, meaning], f) => {
          const tr = document.createElement("tr");
          tr.dataset.field = label;
          tr.append(el("th", "", label), el("td", "tip-value", fieldText(i, label, fieldOf(i, f))), el("td", "tip-meaning", meaning));
          fields.appendChild(tr);
        });
        target.appendChild(fields);
        if (found.until >= 0 && found.until !== undefined) target.appendChild(el("div", "tip-until", "until " + when(found.until) + ": " + prose(found.until)));
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
        const found = hit(e.offsetX, e.offsetY);
        tooltip.hidden = !found;
        if (found) {
          describeEvent(tooltip, found);
          tooltip.dataset.seq = eventSeq[found.event];
          const pane = $("timeline-pane").getBoundingClientRect();
          tooltip.style.left = Math.min(e.clientX - pane.left + 12, pane.width - 490) + "px";
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
        loadEvents();
        if (!AXES.sequence.write) AXES.sequence.write = WR.index.map((i) => eventSeq[i]);
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
      scroller.addEventListener("scroll", () => { scrolled = scroller.scrollTop; schedule(); });
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
          item.textContent = (link.time !== undefined ? link.time + "  " : "") + (link.short || "#" + link.seq);
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
        show(indexOfSeq(link.seq));
      }
      // Unfolds the view a lane folds into, and scrolls its row into the middle.
      function reveal(lane) {
        if (lane < 0) return;
        if (L.owner[lane] !== lane && !expanded[L.owner[lane]]) toggleLane(L.owner[lane], true);
        scrollTo(Math.max(0, rowOf[lane] * ROW - height / 2));
      }
      function select(index) {
        selected = selected === index ? -1 : index;
        currentStep = null;
        for (const item of $("findings").querySelectorAll(".chain li.current")) item.classList.remove("current");
        for (const li of $("findings").children) li.classList.toggle("selected", +li.dataset.index === selected);
        $("findings").classList.toggle("has-selection", selected >= 0);
        // The selected finding in view in its panel, and in the address, to share or reload.
        if (selected >= 0) $("findings").children[selected].scrollIntoView({ block: "nearest" });
        const hash = selected >= 0 ? "#finding=" + (selected + 1) : "";
        // A page opened from a sandboxed frame may not rewrite its address: it then keeps the old one.
        if (location.hash !== hash) try { history.replaceState(null, "", hash || location.pathname + location.search); } catch (error) { /* kept */ }
        markInvolvedRows();
        highlight = selected < 0 ? [] : D.findings[selected].chain.filter((link) => link.at !== undefined);
        canvas.dataset.highlight = highlight.map((link) => link.seq).join(" ");
        if (highlight.length) {
          const lo = Math.min(...highlight.map(A.link)), hi = Math.max(...highlight.map(A.link));
          const pad = Math.max((hi - lo) * 0.2, (A.hi - A.lo) * 0.01, 5);
          t0 = Math.max(A.lo, lo - pad); t1 = Math.min(A.hi, hi + pad);
          const symptom = highlight[highlight.length - 1];
          reveal(symptom.lane);
          show(indexOfSeq(symptom.seq));
        }
        draw();
      }

      // Replay: the identity tree after any event; after an update's last event, exactly what
      // `viewtrace tree --at N` prints. Rebuilt from checkpoints by applying each update's changes,
      // made in Swift by the rules `tree --at` folds, in order (see ViewerUpdates.swift).
      const OP = { enter: 0, leave: 1, create: 2, write: 3, destroy: 4, shows: 5, mark: 6 };
      const BADGE = ["evaluated", "appeared", "inserted", "removed", "disappeared"];
      let alive, slots, shows, nextUpdate, nextOp, appliedTo = -1, cursor = -1;
      const checkpoints = [];
      const copySlots = (m) => new Map([...m].map(([lane, values]) => [lane, new Map(values)]));
      function restart() { alive = new Uint8Array(nLanes); slots = new Map(); shows = new Map(); nextUpdate = 0; nextOp = 0; appliedTo = -1; }
      function applyOp(ops, i) {
        const op = ops[i], lane = ops[i + 1], name = ops[i + 2], value = ops[i + 3];
        if (op === OP.enter) { alive[lane] = 1; slots.set(lane, new Map()); shows.delete(lane); }
        else if (op === OP.leave) alive[lane] = 0;
        else if (op === OP.create || op === OP.write) slots.get(lane).set(name, value);
        else if (op === OP.shows) shows.set(lane, value);
      }
      // The state after event i: from the last checkpoint (one per 256 updates) before it, or from
      // where the state is now when i lies ahead.
      function stateAfter(i) {
        if (i < appliedTo || alive === undefined) {
          restart();
          for (let c = checkpoints.length - 1; c >= 0; c--) {
            const at = c * 256 + 255;
            if (checkpoints[c] && U[at].last <= i) { alive = checkpoints[c].alive.slice(); slots = copySlots(checkpoints[c].slots); shows = new Map(checkpoints[c].shows); nextUpdate = at + 1; break; }
          }
        }
        appliedTo = i;
        while (nextUpdate < U.length) {
          const ops = U[nextUpdate].ops;
          while (nextOp < ops.length && ops[nextOp + 4] <= i) { applyOp(ops, nextOp); nextOp += 5; }
          if (nextOp < ops.length || U[nextUpdate].last > i) break;
          if (nextUpdate % 256 === 255 && !checkpoints[nextUpdate >> 8]) checkpoints[nextUpdate >> 8] = { alive: alive.slice(), slots: copySlots(slots), shows: new Map(shows) };
          nextUpdate++; nextOp = 0;
        }
      }
      // The update an event is seen in: the last one begun at or before it (or the first).
      function updateOf(i) {
        let lo = 0, hi = U.length - 1;
        while (lo < hi) { const mid = (lo + hi + 1) >> 1; if (U[mid].first <= i) lo = mid; else hi = mid - 1; }
        return lo;
      }
      // The update whose ops lead to the state after event i: the first one ending at or after it.
      function stateUpdateOf(i) {
        let lo = 0, hi = U.length;
        while (lo < hi) { const mid = (lo + hi) >> 1; if (U[mid].last < i) lo = mid + 1; else hi = mid; }
        return lo;
      }
      function goTo(k) {
        loadEvents();
        if (!U.length) { $("update-label").textContent = "No updates."; return; }
        show(U[Math.max(0, Math.min(U.length - 1, k))].last);
      }
      // Moves the replay to the state after event i, and the timeline's cursor to that event.
      function show(i) {
        loadEvents();
        if (!nEvents || !U.length) { $("update-label").textContent = "No updates."; return; }
        cursor = Math.max(0, Math.min(nEvents - 1, i));
        stateAfter(cursor);
        const k = updateOf(cursor), u = U[k], su = stateUpdateOf(cursor);
        $("slider").value = k + 1;
        const evaluated = new Map();
        for (let j = 0; j < u.evaluated.length; j += 2) evaluated.set(u.evaluated[j], D.names.cause[u.evaluated[j + 1]]);
        // What the update did up to the cursor: marks on identities, and the slot and display
        // changes (writes between updates included) with the event that made each.
        const marks = new Map(), changes = new Map(), showed = new Map();
        if (su < U.length) {
          const ops = U[su].ops;
          for (let j = 0; j < ops.length && ops[j + 4] <= cursor; j += 5) {
            const op = ops[j], lane = ops[j + 1];
            if (op >= OP.create && op <= OP.destroy) { if (!changes.has(lane)) changes.set(lane, new Map()); changes.get(lane).set(ops[j + 2], { op, event: ops[j + 4] }); }
            else if (op >= OP.mark) { if (!marks.has(lane)) marks.set(lane, new Set()); marks.get(lane).add(BADGE[op - OP.mark]); }
            else if (op === OP.shows && ops[j + 2]) showed.set(lane, ops[j + 4]);
          }
        }
        const removed = (lane) => marks.has(lane) && marks.get(lane).has("removed");
        // The identities in the tree after the event, and those the update removed; depth among them.
        const shown = new Uint8Array(nLanes), depth = new Int32Array(nLanes);
        for (let lane = 0; lane < nLanes; lane++) {
          if (!alive[lane] && !removed(lane)) continue;
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
          const li = document.createElement("li"), states = [...(marks.get(lane) || [])];
          li.dataset.path = L.path[lane];
          li.dataset.slots = [...(slots.get(lane) || [])].map(([name, value]) => S[name] + " = " + S[value]).join(", ");
          li.className = states.join(" ") + (lane === E.lane[cursor] ? " current" : "");
          li.appendChild(document.createTextNode("  ".repeat(depth[lane]) + L.name[lane]));
          for (const part of rowParts) part(li, lane, { states, evaluated, changes: changes.get(lane) || new Map(), showed: showed.get(lane) });
          fragment.appendChild(li);
        }
        tree.replaceChildren(fragment);
        tree.dataset.update = u.n;
        tree.dataset.event = canvas.dataset.cursor = eventSeq[cursor];
        $("update-label").textContent = "update " + u.n + " (" + (k + 1) + " of " + U.length + ") · " +
          (D.names.trigger[u.trigger] || u.trigger) + (W && W.inputs[k] ? " · " + W.inputs[k] : "") + " · " + evaluated.size + " evaluated";
        $("event-label").dataset.seq = eventSeq[cursor];
        $("event-kind").textContent = "event " + (cursor + 1) + " of " + nEvents + " · " + kindOf(cursor).name + " " + when(cursor);
        $("event-prose").textContent = prose(cursor);
        // Keep the cursor in view.
        const at = A.event[cursor], span = t1 - t0;
        if (at < t0 || at > t1) { t0 = Math.max(A.lo, at - span / 2); t1 = Math.min(A.hi, t0 + span); t0 = Math.max(A.lo, t1 - span); }
        schedule();
      }
      // What a row of the tree shows after the view's name, one function each: its marks, its slot
      // values, its destroyed slots. A new kind of per-view text is one more function here.
      const rowParts = [
        (li, lane, { states, evaluated }) => {
          for (const state of states) li.appendChild(el("span", "badge", state === "evaluated" ? "evaluated: " + evaluated.get(lane) : state));
        },
        (li, lane, { showed }) => {
          // What the view shows after the event; when that changed, it says so in the words of the
          // event that changed it: `Text shows "Water plants" (was "Buy milk")`.
          if (!shows.get(lane)) return;
          li.dataset.shows = S[shows.get(lane)];
          li.appendChild(el("span", showed === undefined ? "shows" : "shows changed", "shows " + li.dataset.shows));
          if (showed !== undefined) li.appendChild(el("span", "shows changed", prose(showed)));
        },
        (li, lane, { changes }) => {
          for (const [name, value] of slots.get(lane) || []) {
            const change = changes.get(name);
            // A write shows the words of the event that made it: `_count 0 → 1 (by action)`.
            const text = change && change.op === OP.write ? prose(change.event) : S[name] + " = " + S[value];
            li.appendChild(el("span", change ? "slot-value changed" : "slot-value", text));
          }
        },
        (li, lane, { changes }) => {
          for (const change of changes.values()) if (change.op === OP.destroy) li.appendChild(el("span", "slot-value changed", prose(change.event)));
        },
      ];
      const stepEvent = (d) => show(cursor + d);
      // The next update's end after the cursor, or the last update's end before it.
      function stepUpdate(d) {
        loadEvents();
        const su = stateUpdateOf(cursor);
        const target = d > 0 ? (su < U.length && U[su].last === cursor ? su + 1 : su) : su - 1;
        if (target >= 0 && target < U.length) goTo(target);
      }
      // Where event `seq` is drawn, in client coordinates, its row scrolled into view (for checks).
      function pointOf(seq) {
        const i = indexOfSeq(seq);
        reveal(E.lane[i]);
        draw();
        const box = canvas.getBoundingClientRect();
        return { x: box.left + x(A.event[i]), y: box.top + rowOf[E.lane[i]] * ROW - scroller.scrollTop + ROW / 2 };
      }
      $("slider").max = Math.max(1, D.updateCount);
      $("slider").addEventListener("input", (e) => goTo(+e.target.value - 1));
      $("prev").addEventListener("click", () => stepUpdate(-1));
      $("next").addEventListener("click", () => stepUpdate(1));
      $("prev-event").addEventListener("click", () => stepEvent(-1));
      $("next-event").addEventListener("click", () => stepEvent(1));
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
        if (first) scrollTo(Math.max(0, [...labels].indexOf(first) * ROW - height / 2));
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
        // ] and [ select the next and previous finding; Escape clears the selection.
        if ((e.key === "]" || e.key === "[") && D.findings.length) {
          const n = D.findings.length, from = selected < 0 ? (e.key === "]" ? -1 : 0) : selected;
          select((from + (e.key === "]" ? 1 : n - 1)) % n);
          e.preventDefault();
        }
        if (e.key === "Escape" && selected >= 0) { select(selected); e.preventDefault(); }
        if (e.key === "+" || e.key === "=") { zoom(0.5, (t0 + t1) / 2); e.preventDefault(); }
        if (e.key === "-") { zoom(2, (t0 + t1) / 2); e.preventDefault(); }
        // Arrows step one event; with shift, or page keys, one update.
        const step = { ArrowLeft: -1, ArrowRight: 1, PageUp: -1, PageDown: 1 }[e.key];
        if (step) { if (e.shiftKey || e.key.startsWith("Page")) stepUpdate(step); else stepEvent(step); e.preventDefault(); }
      });

      // The view whose row (or, unfolded, whose group of rows) draws the task begun by event `seq`.
      function rowOfTask(seq) {
        for (let i = 0; i < nSpans; i++) if (SP.kind[i] === 4 && SP.seq[i] === seq) return L.path[L.owner[rows[rowOf[SP.lane[i]]].lane]];
        return null;
      }
      const api = { wordsReady, selected: () => selected, rowOfTask, goTo, show, stepEvent, stepUpdate, cursor: () => (cursor < 0 ? null : eventSeq[cursor]), pointOf, select, showStep, search, zoom, draw, setAxis, timeAt, toggleLane, lastDrawMs: 0, updates: D.updateCount, axis: () => mode, rows: () => rows.map((r) => L.path[r.lane]) };
      window.viewtrace = api;
      resize();
      // The first picture is drawn: the time since the page began to load, for checks and benchmarks.
      api.firstPictureMs = performance.now();
      canvas.dataset.firstPicture = Math.round(api.firstPictureMs);
      // The replay begins at the first update once the picture is up, unless something moved it.
      setTimeout(() => { if (cursor < 0) goTo(0); api.readyMs = performance.now(); canvas.dataset.ready = Math.round(api.readyMs); }, 0);
      // `page.html#finding=N` opens with finding N (from 1) selected, as a shared link or a
      // screenshot; changing the address's fragment selects another (see README.md).
      function selectLinked() {
        const linked = /^#finding=(\d+)$/.exec(location.hash);
        if (linked && +linked[1] >= 1 && +linked[1] <= D.findings.length && selected !== +linked[1] - 1) select(+linked[1] - 1);
      }
      window.addEventListener("hashchange", selectLinked);
      selectLinked();
    })();

    """#
}
