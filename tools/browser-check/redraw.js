"use strict";
// Times the redraws of one page loaded in #frame, in wall time: the whole trace in view, then
// zoomed in to a tenth and a hundredth of it about its middle, with the mouse wheel as a user
// zooms. Each view is drawn through the page's own `viewtrace.draw` in BATCHES batches of
// DRAWS draws: the browser's clock has a tenth of a millisecond's grain, so a batch is timed
// whole. Then, the whole trace again, each draw after a small zoom in or out, as while a user
// zooms (the range and the axis's labels change on every draw). Writes
// `redraw fit MS tenth MS hundredth MS moving MS` (median per draw) into #result.
(function () {
  const BATCHES = 5, DRAWS = 10;
  const file = new URLSearchParams(location.search).get("file");
  const frame = document.getElementById("frame"), result = document.getElementById("result");
  const median = (list) => list.slice().sort((a, b) => a - b)[Math.floor(list.length / 2)];
  // All of it runs in the frame's load event: --dump-dom writes the page once that has ended.
  function timeDraws(api, moving) {
    const times = [];
    for (let b = 0; b < BATCHES; b++) {
      const began = performance.now();
      for (let i = 0; i < DRAWS; i++) {
        if (moving) api.zoom(i % 2 ? 1.01 : 0.999, 0);
        api.draw();
      }
      times.push((performance.now() - began) / DRAWS);
    }
    return median(times);
  }
  function zoomIn(win) {
    const plot = win.document.getElementById("plot"), box = plot.getBoundingClientRect();
    // deltaY -1151 is a factor of e^-2.3, about a tenth, in the viewer's wheel zoom.
    plot.dispatchEvent(new win.WheelEvent("wheel", { deltaY: -1151, ctrlKey: true, bubbles: true, cancelable: true,
      clientX: box.left + box.width / 2, clientY: box.top + 10 }));
  }
  frame.addEventListener("load", () => {
    try {
      const win = frame.contentWindow, api = win.viewtrace;
      if (!api || !api.draw) throw new Error("the page has no viewtrace.draw");
      const fit = timeDraws(api);
      zoomIn(win);
      const tenth = timeDraws(api);
      zoomIn(win);
      const hundredth = timeDraws(api);
      win.document.getElementById("fit").click();
      const moving = timeDraws(api, true);
      result.textContent = "redraw fit " + fit.toFixed(3) + " tenth " + tenth.toFixed(3) + " hundredth " + hundredth.toFixed(3) + " moving " + moving.toFixed(3);
    } catch (error) {
      result.textContent = "FAIL " + error;
    }
  });
  frame.src = file;
})();
