"use strict";
// Checks one export loaded in #frame and writes PASS or FAIL lines into #result.
(function () {
  const params = new URLSearchParams(location.search);
  const kind = params.get("kind"), file = params.get("file"), expect = JSON.parse(params.get("expect"));
  const frame = document.getElementById("frame"), result = document.getElementById("result");
  const failures = [], notes = [];
  const started = performance.now();
  const check = (ok, what) => { if (!ok) failures.push(what); };
  const equal = (a, b, what) => check(JSON.stringify(a) === JSON.stringify(b), what + ": got " + JSON.stringify(a) + ", expected " + JSON.stringify(b));

  function noInjection(win) {
    check(window.__pwned === undefined && win.__pwned === undefined, "an injected script ran");
  }
  function noRequests(win) {
    const requests = win.performance.getEntriesByType("resource").map((r) => r.name);
    equal(requests, [], "requests made by the page");
  }

  function checkHTML(doc, win) {
    const lanes = [...doc.querySelectorAll("#labels .lane")];
    equal(lanes.length, expect.laneCount, "lane count");
    equal(lanes.slice(0, 3).map((l) => l.dataset.path), expect.lanes, "first lanes");
    if (expect.name === "orders") check(lanes.length <= 15, "a screen of 4 custom rows shows " + lanes.length + " lanes");
    // A view's label folds and unfolds its modifiers and inner views.
    const foldable = lanes.find((l) => / \+\d+$/.test(l.textContent));
    if (foldable) {
      const more = +foldable.textContent.match(/\+(\d+)$/)[1];
      foldable.click();
      equal(doc.querySelectorAll("#labels .lane").length, lanes.length + more, "lanes after unfolding " + foldable.dataset.path);
      doc.querySelector('#labels .lane[data-path="' + CSS.escape(foldable.dataset.path) + '"]').click();
      equal(doc.querySelectorAll("#labels .lane").length, lanes.length, "lanes after folding again");
    }
    const findings = [...doc.querySelectorAll("#findings > li")];
    equal(findings.length, expect.findings, "findings listed");
    if (findings.length) {
      findings[0].click();
      check(findings[0].classList.contains("selected"), "clicked finding is not selected");
      equal(doc.getElementById("tree").dataset.update, String(expect.symptomUpdate), "replay update after clicking the finding");
      equal(doc.getElementById("canvas").dataset.highlight, expect.chain.join(" "), "highlighted chain");
      // Each step of the chain is clickable: it becomes current and the replay moves to its update.
      const steps = findings[0].querySelectorAll(".chain li");
      equal(steps.length, expect.chain.length, "chain steps listed");
      steps[0].click();
      check(steps[0].classList.contains("current"), "a clicked chain step is not current");
      equal(+doc.getElementById("slider").value - 1, expect.firstStep, "replay step after clicking the first chain step");
      findings[0].click();
    }
    // Search: "/" focuses the box; a view's name marks its lane, a label its spans.
    doc.dispatchEvent(new win.KeyboardEvent("keydown", { key: "/", bubbles: true }));
    equal(doc.activeElement && doc.activeElement.id, "search", "focus after /");
    if (expect.search && expect.search.query) {
      win.viewtrace.search(expect.search.query);
      equal(doc.getElementById("search-status").textContent, expect.search.status, "search " + expect.search.query);
      win.viewtrace.search("");
    }
    const viewer = win.viewtrace, tree = doc.getElementById("tree");
    equal(viewer.updates, expect.updates, "updates in the replay");
    // Once the words are in, an event reads in them.
    if (expect.updates) {
      viewer.show(0);
      check(!["", "…"].includes(doc.getElementById("event-prose").textContent), "the first event has no words: " + doc.getElementById("event-prose").textContent);
    }
    // The replay's rows as `tree --at N` lines: path, slots, what the view shows.
    const treeLines = () => [...tree.children].map((li) => li.dataset.path + " | " + li.dataset.slots + " | " + (li.dataset.shows || "")).sort();
    // The replay's state after each update is what `viewtrace tree --at N` prints.
    (expect.trees || []).forEach((want, k) => {
      viewer.goTo(k);
      const got = treeLines();
      equal(got, want, "replay after update " + tree.dataset.update + " (tree --at)");
    });
    const key = (k, shiftKey) => doc.dispatchEvent(new win.KeyboardEvent("keydown", { key: k, shiftKey, bubbles: true }));
    const shownEvent = () => +doc.getElementById("event-label").dataset.seq;
    // Step by event: → moves one event; the pane names it in the CLI's words, the timeline's
    // cursor is on it, and after each update's last event the tree is `tree --at N`.
    if (expect.events.length) {
      viewer.show(0);
      const wrong = [];
      expect.events.forEach(([seq, prose], k) => {
        if (k > 0) key("ArrowRight");
        const got = [shownEvent(), doc.getElementById("event-prose").textContent, +doc.getElementById("canvas").dataset.cursor];
        if (JSON.stringify(got) !== JSON.stringify([seq, prose, seq])) wrong.push("after " + k + " steps: " + JSON.stringify(got) + ", expected " + JSON.stringify([seq, prose, seq]));
        const end = expect.ends.indexOf(seq);
        if (end >= 0) {
          const got = treeLines();
          if (JSON.stringify(got) !== JSON.stringify(expect.trees[end])) wrong.push("tree after event #" + seq + " (the end of update " + (end + 1) + ") is not tree --at " + (end + 1) + ": " + JSON.stringify(got));
        }
      });
      equal(wrong.slice(0, 3), [], "stepping event by event (" + wrong.length + " wrong)");
      key("ArrowLeft");
      equal(shownEvent(), expect.events[expect.events.length - 2][0], "ArrowLeft steps one event back");
    }
    // Shift+arrows and page keys step whole updates: to the end of the next or previous one.
    viewer.goTo(0);
    const first = tree.dataset.update;
    key("ArrowRight", true);
    check(expect.updates < 2 || (tree.dataset.update !== first && (!expect.ends.length || shownEvent() === expect.ends[1])), "shift+ArrowRight did not step to the next update's end");
    key("ArrowLeft", true);
    equal(tree.dataset.update, first, "shift+ArrowLeft did not step back");
    key("PageDown");
    check(expect.updates < 2 || tree.dataset.update !== first, "PageDown did not step the replay");
    key("PageUp");
    equal(shownEvent(), expect.ends[0] || shownEvent(), "PageUp did not step back to update 1's end");
    // Hovering an event shows each field of its kind with its value and what it means.
    if (expect.hover.seq) {
      const point = viewer.pointOf(expect.hover.seq), canvas = doc.getElementById("canvas"), tip = doc.getElementById("tooltip");
      canvas.dispatchEvent(new win.MouseEvent("mousemove", { clientX: point.x, clientY: point.y, bubbles: true }));
      check(!tip.hidden, "no tooltip over event #" + expect.hover.seq);
      equal(+tip.dataset.seq, expect.hover.seq, "event under the pointer");
      const rows = [...tip.querySelectorAll("tr")].map((tr) => [...tr.children].map((td) => td.textContent));
      equal(rows, expect.hover.fields, "tooltip fields of event #" + expect.hover.seq);
      canvas.dispatchEvent(new win.MouseEvent("mouseleave", {}));
    }
    if (expect.name === "flip") {
      viewer.goTo(2);
      const removed = tree.querySelector("li.removed"), inserted = tree.querySelector("li.inserted");
      equal(removed && removed.dataset.path, "App/then:Counter", "removed identity in update 3");
      equal(inserted && inserted.dataset.path, "App/else:Counter", "inserted identity in update 3");
      check(tree.textContent.includes("_count destroyed (was 1)"), "slot value lost in update 3 not shown");
    }
    if (expect.evil) {
      const lane = lanes.find((l) => l.dataset.path === expect.evil);
      check(lane && lane.textContent.endsWith(" " + expect.evil.split("/").pop()), "hostile lane name not shown as written");
      check(tree.textContent.includes(expect.evil.split("/").pop()), "hostile name missing from the replay tree");
      // The data's three inert elements and the script: nothing injected.
      equal(doc.querySelectorAll("script").length, 4, "script elements");
    }
    // Every task drawn in the row of the view whose body declared it (its modifiers folded in).
    const wrongLane = expect.tasks.map(([seq, path]) => [seq, path, win.viewtrace.rowOfTask(seq)]).filter(([, path, row]) => row !== path);
    equal(wrongLane.slice(0, 3), [], "tasks drawn outside their declaring view's lane (" + wrongLane.length + " of " + expect.tasks.length + ")");
    // The selected finding's box in view in its panel, whichever one it is; the others dimmed.
    if (findings.length) {
      const last = findings.length - 1;
      viewer.select(last);
      const box = findings[last].getBoundingClientRect(), pane = doc.getElementById("findings-pane").getBoundingClientRect();
      check(findings[last].classList.contains("selected") && box.top >= pane.top - 1 && box.top + Math.min(box.height, 60) <= pane.bottom + 1, "selected finding " + (last + 1) + " is out of view: " + box.top + "–" + box.bottom + " in " + pane.top + "–" + pane.bottom);
      check(findings.every((li, k) => k === last || win.getComputedStyle(li).opacity < 1), "the other findings are not dimmed");
      // The lanes its chain passes through are marked, the others dimmed.
      check(doc.querySelectorAll("#labels .lane.involved").length > 0, "no lane marked as involved in the selected finding");
      check([...doc.querySelectorAll("#labels .lane")].every((l) => l.classList.contains("involved") !== l.classList.contains("dimmed")), "a lane neither marked nor dimmed while a finding is selected");
      viewer.select(last);
    }
    // Tick labels inside the frame, increasing, at whatever zoom; no dead space below the lanes.
    const axisCanvas = doc.getElementById("axis");
    const checkTicks = (when, least) => {
      const extents = axisCanvas.dataset.extents.split(" ").filter(Boolean).map((e) => e.split(":").map(Number));
      const values = axisCanvas.dataset.values.split(" ").filter(Boolean).map(Number);
      check(extents.length >= least, "fewer than " + least + " tick labels " + when + ": " + axisCanvas.dataset.labels);
      check(extents.every(([a, b]) => a >= 0 && b <= axisCanvas.clientWidth), "a tick label outside the frame " + when + ": " + axisCanvas.dataset.extents + " in " + axisCanvas.clientWidth + " px");
      check(values.every((v, k) => k === 0 || v > values[k - 1]), "tick values not increasing " + when + ": " + values);
      // Linear wherever no break is drawn: between two labelled ticks with no break between
      // them, pixels per nanosecond are the same all along the axis (to a pixel's rounding).
      const xs = axisCanvas.dataset.ticks.split(" ").filter(Boolean).map(Number);
      const edges = (axisCanvas.dataset.breakEdges || "").split(" ").filter(Boolean).map((e) => e.split(":").map(Number));
      const pairs = xs.slice(1).map((x, k) => [xs[k], x, values[k], values[k + 1]])
        .filter(([a, b]) => !edges.some(([l, r]) => l < b && r > a));
      if (pairs.length) {
        const [a0, b0, v0, w0] = pairs[0], scale = (b0 - a0) / (w0 - v0);
        const off = pairs.filter(([a, b, v, w]) => Math.abs((b - a) - (w - v) * scale) > 1);
        equal(off.map(([, , v, w]) => v + "–" + w), [], "tick spacing not linear " + when + " (" + pairs.length + " stretches between ticks)");
      }
    };
    doc.getElementById("fit").click();
    viewer.draw();
    checkTicks("at fit", 2);
    if (expect.breaks.length) equal(axisCanvas.dataset.breaks.split("|"), expect.breaks, "axis breaks at fit");
    // Names on the bars, and a legend of at most eight entries.
    const drawnNames = (doc.getElementById("canvas").dataset.names || "").split("|").filter(Boolean);
    if (expect.tasks.length) check(drawnNames.length > 0, "no names on the bars");
    notes.push(drawnNames.length + " names on bars");
    const legend = doc.querySelectorAll("#legend .legend-entry").length;
    check(legend > 0 && legend <= 8, "legend entries: " + legend);
    viewer.zoom(0.37, 0);
    viewer.draw();
    checkTicks("zoomed in", 1);
    doc.getElementById("fit").click();
    viewer.draw();
    const scroller = doc.getElementById("scroller"), plotBox = doc.getElementById("plot").getBoundingClientRect();
    check(scroller.getBoundingClientRect().bottom - plotBox.bottom <= 2, "empty space below the lanes: " + Math.round(scroller.getBoundingClientRect().bottom - plotBox.bottom) + " px");
    // Time on the axis by default, event numbers after the toggle, and back.
    const axisLabels = () => doc.getElementById("axis").dataset.labels.split("|");
    equal(viewer.axis(), "time", "default axis");
    check(axisLabels().length >= 2 && axisLabels().every((l) => / (ns|µs|ms|s)$/.test(l)), "time axis labels: " + axisLabels());
    doc.getElementById("axis-toggle").click();
    check(viewer.axis() === "sequence" && axisLabels().every((l) => /^#\d+$/.test(l)), "sequence axis labels: " + axisLabels());
    doc.getElementById("axis-toggle").click();
    equal(viewer.axis(), "time", "axis after toggling back");
    // Responsiveness: a redraw after zooming, and the time the page took to load.
    viewer.zoom(0.5, 0);
    viewer.draw();
    notes.push("redraw " + viewer.lastDrawMs.toFixed(1) + " ms");
    check(viewer.lastDrawMs < 250, "a redraw took " + viewer.lastDrawMs + " ms");
    noRequests(win);
    // Leave the page showing the whole trace, or the first finding, for the screenshot.
    doc.getElementById("fit").click();
    if (findings.length) findings[0].click();
  }

  function checkSVG(doc, win) {
    const lanes = [...doc.querySelectorAll("text.lane")];
    equal(lanes.slice(0, 3).map((l) => l.getAttribute("data-path")), expect.lanes, "first lanes");
    const elements = doc.getElementsByTagName("*").length;
    notes.push(elements + " elements");
    check(elements <= 10000, "too many elements: " + elements);
    if (expect.laneCount <= 250) equal(doc.querySelectorAll("#marks path.finding").length, expect.findings, "finding marks");
    equal(doc.documentElement.getAttribute("vt:axis"), "time", "axis");
    const ticks = [...doc.querySelectorAll("text.tick-label")].map((t) => t.textContent);
    check(ticks.length >= 2 && ticks.every((l) => / (ns|µs|ms|s)$/.test(l)), "time axis labels: " + ticks);
    if (expect.breaks.length) equal([...doc.querySelectorAll("text.break-label")].map((t) => t.textContent), expect.breaks, "axis breaks");
    // Each finding told in text in the picture.
    if (expect.findings) check(doc.querySelectorAll("text.finding-text").length >= expect.findings, "findings not told in text");
    // Every mark has a tooltip (a bar's name is text beside its bar, whose title has it).
    const untitled = [...doc.querySelectorAll("#marks > :not(text.bar-name), #updates > *")].filter((e) => !e.querySelector("title"));
    equal(untitled.length, 0, "marks without a title");
    if (expect.evil) {
      const lane = lanes.find((l) => l.getAttribute("data-path") === expect.evil);
      check(lane && lane.firstChild.nodeValue === expect.evil.split("/").pop(), "hostile lane name not shown as written");
      equal(doc.querySelectorAll("script").length, 0, "script elements");
    }
    noRequests(win);
  }

  function checkXML(doc) {
    const ns = "urn:viewtrace:trace:1";
    equal(doc.documentElement.localName + " " + doc.documentElement.namespaceURI, "trace " + ns, "root element");
    const strings = [...doc.getElementsByTagNameNS(ns, "s")].map((s) => s.textContent);
    check(expect.named.every((lane) => strings.includes(lane)), "identities missing from the strings");
    const events = doc.getElementsByTagNameNS(ns, "events")[0];
    check(events && events.children.length > 0, "no events");
    if (expect.evil) check(strings.includes(expect.evil), "hostile identity not read back as written");
  }

  function checkChrome(doc) {
    const trace = JSON.parse(doc.body.textContent);
    // Threads are named by their view's type and key, their identity paths in args.
    const threads = trace.traceEvents.filter((e) => e.ph === "M" && e.name === "thread_name").map((e) => e.args.path);
    equal(threads.slice(1, 4), expect.lanes, "thread paths");
    check(trace.traceEvents.some((e) => e.ph === "X" && e.cat === "body"), "no body slices");
    equal(trace.otherData.axis, "time", "axis");
    check(trace.traceEvents.every((e) => e.ph === "M" || (typeof e.ts === "number" && e.ts >= 0 && typeof e.pid === "number" && typeof e.tid === "number")), "events without ts, pid or tid");
    // No flow starts and ends on one thread at one time (an arrow of no length).
    const starts = new Map(trace.traceEvents.filter((e) => e.ph === "s").map((e) => [e.id, e]));
    const still = trace.traceEvents.filter((e) => e.ph === "f" && starts.has(e.id) && starts.get(e.id).tid === e.tid && starts.get(e.id).ts === e.ts);
    equal(still.map((e) => e.id), [], "flows of no length");
    // Flows along cause links into tasks, effects and invalidations: id (the seq it ends at),
    // then the µs of trace time of its start and of its end.
    for (const [id, from, to] of expect.flows) {
      const ends = trace.traceEvents.filter((e) => (e.ph === "s" || e.ph === "f") && e.id === id).map((e) => e.ph + " " + e.ts);
      equal(ends, ["s " + from, "f " + to], "flow " + id);
    }
    if (expect.evil) check(trace.traceEvents.some((e) => e.cat === "body" && expect.evil.endsWith(e.name)), "hostile body name");
  }

  // A page's words (the events' prose) arrive once its first picture is up: the checks wait for them.
  frame.addEventListener("load", () => {
    const doc = frame.contentDocument, win = frame.contentWindow;
    notes.push("loaded in " + Math.round(performance.now() - started) + " ms");
    if (win.viewtrace && win.viewtrace.firstPictureMs !== undefined) notes.push("first picture at " + Math.round(win.viewtrace.firstPictureMs) + " ms");
    Promise.resolve(win.viewtrace && win.viewtrace.wordsReady).then(() => {
      try {
        ({ html: checkHTML, svg: checkSVG, xml: checkXML, chrome: checkChrome })[kind](doc, win);
        noInjection(win);
      } catch (error) {
        failures.push("check threw: " + error);
      }
    }, (error) => failures.push("the page's words did not load: " + error)).then(() => {
      result.textContent = (failures.length ? "FAIL " : "PASS ") + kind + " " + file.split("/").pop() + " (" + notes.join(", ") + ")" +
        failures.map((f) => "\n  " + f).join("");
    });
  });
  frame.src = file;
})();
