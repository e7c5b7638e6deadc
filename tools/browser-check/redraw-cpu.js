"use strict";
// The CPU time HTML exports take to redraw in headless Chromium, for a machine too busy for
// redraw.sh's wall time (other processes' turns count in it): one browser loads each page in
// turn, RUNS rounds (default 5), and reads its main thread's CPU time (the DevTools protocol's
// ThreadTime) around DRAWS calls of the page's own `viewtrace.draw` (default 200), with the whole
// trace in view or zoomed to a tenth; with --moving, each draw after a small zoom in or out, as
// while a user zooms. Prints each page's median in ms of CPU per draw, its ratio to the first
// page's, and every run's.
//
//   node --experimental-websocket tools/browser-check/redraw-cpu.js [--runs N] [--draws N]
//     [--tenth] [--moving] PAGE.html...
//
// Needs Node.js 20 or later and the Debian package `chromium`.
const { spawn } = require("child_process");
const path = require("path");
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const i = args.indexOf(name);
  return i < 0 ? fallback : +args.splice(i, 2)[1];
};
const flag = (name) => args.includes(name) && !!args.splice(args.indexOf(name), 1);
const runs = option("--runs", 5), draws = option("--draws", 200), tenth = flag("--tenth"), moving = flag("--moving");
const pages = args;
if (!pages.length || typeof WebSocket === "undefined") {
  console.error("usage: node --experimental-websocket redraw-cpu.js [--runs N] [--draws N] [--tenth] [--moving] PAGE.html...");
  process.exit(2);
}
const browser = spawn(process.env.CHROMIUM || "chromium", ["--headless", "--disable-gpu", "--no-sandbox",
  "--allow-file-access-from-files", "--window-size=1400,1000", '--host-resolver-rules=MAP * ~NOTFOUND',
  "--remote-debugging-port=0", "--user-data-dir=" + path.join(require("os").tmpdir(), "redraw-cpu-" + process.pid),
  "about:blank"], { stdio: ["ignore", "ignore", "pipe"] });
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
let printed = "";
browser.stderr.on("data", function listen(data) {
  printed += data;
  const address = /DevTools listening on (ws:\/\/\S+)/.exec(printed);
  if (!address) return;
  browser.stderr.off("data", listen);
  measure(address[1]).catch((error) => { console.error("redraw-cpu: " + error); process.exitCode = 1; })
    .finally(() => browser.kill());
});

async function measure(address) {
  const targets = await (await fetch(address.replace("ws://", "http://").replace(/\/devtools.*/, "/json/list"))).json();
  const socket = new WebSocket(targets.find((t) => t.type === "page").webSocketDebuggerUrl);
  await new Promise((resolve) => { socket.onopen = resolve; });
  let last = 0;
  const waiting = new Map();
  socket.onmessage = (event) => {
    const message = JSON.parse(event.data);
    if (waiting.has(message.id)) { waiting.get(message.id)(message); waiting.delete(message.id); }
  };
  const send = (method, params = {}) => new Promise((resolve) => {
    waiting.set(++last, resolve);
    socket.send(JSON.stringify({ id: last, method, params }));
  });
  const evaluate = async (expression) => (await send("Runtime.evaluate", { expression, returnByValue: true })).result.result.value;
  const cpu = async () => (await send("Performance.getMetrics")).result.metrics.find((m) => m.name === "ThreadTime").value;
  await send("Performance.enable", { timeDomain: "threadTicks" });
  const times = pages.map(() => []);
  for (let run = 0; run < runs; run++) {
    for (const [p, page] of pages.entries()) {
      await send("Page.navigate", { url: "file://" + path.resolve(page) });
      for (let wait = 0; wait < 1200 && !(await evaluate("document.readyState === 'complete' && !!(window.viewtrace && window.viewtrace.draw)")); wait++) await sleep(100);
      await sleep(300);
      // Zoomed with the wheel as a user zooms (deltaY -1151 is about a tenth), as redraw.js does.
      if (tenth) await evaluate(`(() => { const plot = document.getElementById("plot"), box = plot.getBoundingClientRect();
        plot.dispatchEvent(new WheelEvent("wheel", { deltaY: -1151, ctrlKey: true, bubbles: true, cancelable: true, clientX: box.left + box.width / 2, clientY: box.top + 10 })); })()`);
      const step = moving ? "viewtrace.zoom(i % 2 ? 1.01 : 0.999, 0); " : "";
      await evaluate("for (let i = 0; i < 10; i++) viewtrace.draw()");
      const before = await cpu();
      await evaluate(`for (let i = 0; i < ${draws}; i++) { ${step}viewtrace.draw(); }`);
      times[p].push((await cpu() - before) * 1000 / draws);
    }
  }
  socket.close();
  const median = (list) => list.slice().sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const first = median(times[0]);
  pages.forEach((page, p) => console.log(page + "\tredraw CPU median ms: " + median(times[p]).toFixed(3) + "\t×" +
    (median(times[p]) / first).toFixed(2) + "\t(runs: " + times[p].map((t) => t.toFixed(3)).join(" ") + ")"));
}
