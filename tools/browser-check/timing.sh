# What the page-timing scripts (first-picture.sh, redraw.sh) share: their options, the browser
# and its flags, and the loop in which the pages take turns. Sourced by such a script, after
# `set -euo pipefail`, with its name (which is also its harness's, NAME.html) and arguments:
#
#   source "$(dirname "$0")/timing.sh" NAME "$@"
#
# reads `[--runs N] PAGE.html...` into `runs` (default 5) and `pages`, and checks the browser.
name=$1
shift
runs=5
if [[ "${1:-}" == --runs ]]; then runs=$2; shift 2; fi
[[ $# -gt 0 ]] || { echo "usage: $0 [--runs N] PAGE.html..." >&2; exit 2; }
pages=("$@")
browser=${CHROMIUM:-chromium}
command -v "$browser" >/dev/null || { echo "$name: $browser not found (apt-get install chromium)" >&2; exit 2; }
harness="file://$(realpath "$(dirname "$0")/$name.html")"
flags=(--headless --disable-gpu --no-sandbox --allow-file-access-from-files --window-size=1400,1000
  --host-resolver-rules="MAP * ~NOTFOUND")

# load_page SECONDS PAGE: the DOM the harness leaves after timing PAGE, given SECONDS at most.
load_page() {
  timeout "$1" "$browser" "${flags[@]}" --dump-dom "$harness?file=file://$(realpath "$2")" 2>/dev/null
}

# each_run FUNCTION: calls `FUNCTION PAGE` for every page, RUNS rounds of the pages in turn, so
# that a busy machine slows them alike.
each_run() {
  local run page
  for ((run = 0; run < runs; run++)); do
    for page in "${pages[@]}"; do "$1" "$page"; done
  done
}

# median: the median of the numbers among the words on standard input, or "fail" if none.
median() {
  tr ' ' '\n' | grep -E '^[0-9.]+$' | sort -g | awk '{a[NR]=$1} END {print NR ? a[int((NR+1)/2)] : "fail"}'
}
