#!/usr/bin/env bash
# Loads every kind of export in headless Chromium and checks it: no console message (errors,
# CSP refusals, injected scripts), no request, the expected lanes and findings in the DOM, the
# replay pane stepping with the arrow keys, a 10^6-event HTML page that redraws quickly, and
# hostile text shown as written. Saves a screenshot of each into OUT (default .build/browser-check).
#
#   tools/browser-check.sh [OUT]
#
# Needs the Debian package `chromium` (apt-get install chromium).
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(realpath -m "${1:-.build/browser-check}")
mkdir -p "$out"
browser=${CHROMIUM:-chromium}
command -v "$browser" >/dev/null || { echo "browser-check: $browser not found (apt-get install chromium)" >&2; exit 2; }

echo "browser-check: writing fixtures into $out"
swift build --build-tests >/dev/null
VIEWTRACE_BROWSER_FIXTURES="$out" swift test --skip-build --filter TraceExportTests.BrowserFixtures >/dev/null

harness="file://$(realpath tools/browser-check/harness.html)"
flags=(--headless --disable-gpu --no-sandbox --allow-file-access-from-files --enable-logging=stderr --v=0
  --host-resolver-rules="MAP * ~NOTFOUND" --window-size=1400,1000 --virtual-time-budget=20000)
failed=0
while read -r kind file expect; do
  [[ -n "$kind" ]] || continue
  url="$harness?kind=$kind&file=file://$out/$file&expect=$expect"
  log="$out/$file.log"
  timeout 300 "$browser" "${flags[@]}" --dump-dom "$url" >"$out/$file.dom" 2>"$log" || true
  verdict=$(python3 -c 'import html,sys; print(html.unescape(sys.argv[1]))' "$(tr '\n' '\r' <"$out/$file.dom" |
    sed -n 's/.*<pre id="result">\([^<]*\)<\/pre>.*/\1/p' | tr '\r' '\n')")
  console=$(grep -E ':CONSOLE|Uncaught|Refused to' "$log" || true)
  if [[ "$verdict" != PASS* || -n "$console" ]]; then
    failed=1
    echo "FAIL $kind $file"
    [[ -n "$verdict" ]] && echo "$verdict" | sed 's/^/  /' || echo "  no verdict (see $log)"
    [[ -n "$console" ]] && echo "$console" | sed 's/^/  console: /'
  else
    echo "$verdict"
  fi
  timeout 300 "$browser" "${flags[@]}" --screenshot="$out/$file.png" "$url" >/dev/null 2>&1 || true
done <"$out/checks.txt"
echo "browser-check: screenshots in $out"
exit $failed
