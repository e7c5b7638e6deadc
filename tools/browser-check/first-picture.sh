#!/usr/bin/env bash
# How long HTML exports take to show their first picture in headless Chromium: each page RUNS
# times (default 5), the pages taking turns so that a busy machine slows them alike; prints each
# page's size, its times and their median, in ms from opening the page.
#
#   tools/browser-check/first-picture.sh [--runs N] PAGE.html...
set -euo pipefail
source "$(dirname "$0")/timing.sh" first-picture "$@"
declare -A times
measure() {
  local result
  result=$(load_page 120 "$1" | sed -n 's/.*<pre id="result">first-picture \([0-9]*\) load.*/\1/p')
  times[$1]="${times[$1]:-} ${result:-fail}"
}
each_run measure
for page in "${pages[@]}"; do
  printf '%s\t%s MB\tfirst picture median %s ms\t(runs:%s)\n' "$page" "$(awk -v b="$(stat -c %s "$page")" 'BEGIN {printf "%.1f", b / 1e6}')" "$(median <<<"${times[$page]}")" "${times[$page]}"
done
