#!/usr/bin/env bash
# How long HTML exports take to redraw in headless Chromium: for each page, RUNS loads (default
# 5, the pages taking turns so that a busy machine slows them alike), each timing a draw with the whole trace in
# view, zoomed to a tenth and to a hundredth, and the whole trace while zooming a little in and
# out between draws (redraw.js); prints each page's medians over the runs, in ms of wall time
# per draw.
#
#   tools/browser-check/redraw.sh [--runs N] PAGE.html...
set -euo pipefail
source "$(dirname "$0")/timing.sh" redraw "$@"
declare -A results
measure() {
  local line
  line=$(load_page 180 "$1" |
    sed -n 's/.*<pre id="result">redraw fit \([0-9.]*\) tenth \([0-9.]*\) hundredth \([0-9.]*\) moving \([0-9.]*\)<.*/\1 \2 \3 \4/p')
  results[$1]="${results[$1]:-}${line:-fail fail fail fail};"
}
each_run measure
for page in "${pages[@]}"; do
  column() { tr ';' '\n' <<<"${results[$page]}" | awk -v c="$1" 'NF {print $c}' | tr '\n' ' ' | median; }
  printf '%s\tredraw median ms: fit %s, tenth %s, hundredth %s, moving %s\t(runs: %s)\n' "$page" "$(column 1)" "$(column 2)" "$(column 3)" "$(column 4)" "${results[$page]}"
done
