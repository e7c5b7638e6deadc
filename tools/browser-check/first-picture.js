"use strict";
// Times one page loaded in #frame: from setting its address to its first picture, which the
// page reports as `viewtrace.firstPictureMs` (since its own navigation began); a page that does
// not report one is timed to its load event, when its script has drawn. Writes
// `first-picture MS load MS` into #result.
(function () {
  const file = new URLSearchParams(location.search).get("file");
  const frame = document.getElementById("frame"), result = document.getElementById("result");
  let started = 0;
  frame.addEventListener("load", () => {
    const loaded = performance.now() - started;
    try {
      const win = frame.contentWindow, reported = win.viewtrace && win.viewtrace.firstPictureMs;
      // The frame's clock begins at its own navigation: both clocks as wall time.
      const picture = reported === undefined ? loaded : win.performance.timeOrigin + reported - (performance.timeOrigin + started);
      result.textContent = "first-picture " + picture.toFixed(0) + " load " + loaded.toFixed(0);
    } catch (error) {
      result.textContent = "FAIL " + error;
    }
  });
  started = performance.now();
  frame.src = file;
})();
