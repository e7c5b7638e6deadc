#!/usr/bin/env bash
# How long HTML exports take to show their first picture in headless Chromium: each page RUNS
# times (default 5), the pages taking turns so that a busy machine slows them alike; prints each
# page's size, its times and their median, in ms from opening the page.
#
#   tools/browser-check/first-picture.sh [--runs N] PAGE.html...
set -euo pipefail
runs=5
if [[ "${1:-}" == --runs ]]; then runs=$2; shift 2; fi
[[ $# -gt 0 ]] || { echo "usage: $0 [--runs N] PAGE.html..." >&2; exit 2; }
browser=${CHROMIUM:-chromium}
command -v "$browser" >/dev/null || { echo "first-picture: $browser not found (apt-get install chromium)" >&2; exit 2; }
harness="file://$(realpath "$(dirname "$0")/first-picture.html")"
flags=(--headless --disable-gpu --no-sandbox --allow-file-access-from-files --window-size=1400,1000
  --host-resolver-rules="MAP * ~NOTFOUND")
declare -A times
for ((run = 0; run < runs; run++)); do
  for page in "$@"; do
    result=$(timeout 120 "$browser" "${flags[@]}" --dump-dom "$harness?file=file://$(realpath "$page")" 2>/dev/null |
      sed -n 's/.*<pre id="result">first-picture \([0-9]*\) load.*/\1/p')
    times[$page]="${times[$page]:-} ${result:-fail}"
  done
done
for page in "$@"; do
  median=$(tr ' ' '\n' <<<"${times[$page]}" | grep -E '^[0-9]+$' | sort -n | awk '{a[NR]=$1} END {print NR ? a[int((NR+1)/2)] : "fail"}')
  printf '%s\t%s MB\tfirst picture median %s ms\t(runs:%s)\n' "$page" "$(awk -v b="$(stat -c %s "$page")" 'BEGIN {printf "%.1f", b / 1e6}')" "$median" "${times[$page]}"
done
