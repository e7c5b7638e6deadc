#!/usr/bin/env bash
# How long HTML exports take to redraw in headless Chromium: for each page, RUNS loads (default
# 5, the pages taking turns so that a busy machine slows them alike), each timing a draw with the whole trace in
# view, zoomed to a tenth and to a hundredth (redraw.js); prints each page's medians over the
# runs, in ms of wall time per draw.
#
#   tools/browser-check/redraw.sh [--runs N] PAGE.html...
set -euo pipefail
runs=5
if [[ "${1:-}" == --runs ]]; then runs=$2; shift 2; fi
[[ $# -gt 0 ]] || { echo "usage: $0 [--runs N] PAGE.html..." >&2; exit 2; }
browser=${CHROMIUM:-chromium}
command -v "$browser" >/dev/null || { echo "redraw: $browser not found (apt-get install chromium)" >&2; exit 2; }
harness="file://$(realpath "$(dirname "$0")/redraw.html")"
flags=(--headless --disable-gpu --no-sandbox --allow-file-access-from-files --window-size=1400,1000
  --host-resolver-rules="MAP * ~NOTFOUND")
declare -A results
for ((run = 0; run < runs; run++)); do
  for page in "$@"; do
    line=$(timeout 180 "$browser" "${flags[@]}" --dump-dom "$harness?file=file://$(realpath "$page")" 2>/dev/null |
      sed -n 's/.*<pre id="result">redraw fit \([0-9.]*\) tenth \([0-9.]*\) hundredth \([0-9.]*\)<.*/\1 \2 \3/p')
    results[$page]="${results[$page]:-}${line:-fail fail fail};"
  done
done
median() { tr ' ' '\n' | grep -E '^[0-9.]+$' | sort -g | awk '{a[NR]=$1} END {print NR ? a[int((NR+1)/2)] : "fail"}'; }
for page in "$@"; do
  column() { tr ';' '\n' <<<"${results[$page]}" | awk -v c="$1" 'NF {print $c}' | tr '\n' ' ' | median; }
  printf '%s\tredraw median ms: fit %s, tenth %s, hundredth %s\t(runs: %s)\n' "$page" "$(column 1)" "$(column 2)" "$(column 3)" "${results[$page]}"
done
