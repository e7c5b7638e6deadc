#!/usr/bin/env bash
# Verifies every checked-in trace again and again, several runs at once, so that the machine is
# busy: deterministic mode must record the same events however late the threads of the pool run.
# A scenario whose order depends on the load diverges in some of the runs.
#
#   tools/verify-under-load.sh [RUNS] [PARALLEL]     # defaults: 15 4
#
# VIEWTRACE names the binary (default .build/debug/viewtrace). Exits 1 if any run diverged,
# printing each divergence's first lines. Before the fix of the inner `Task { }`'s pool step,
# 8 of 120 runs diverged here (showtimes-stale-day, search-fetch-in-init); after it, 0 of 150.
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${VIEWTRACE:-.build/debug/viewtrace}
runs=${1:-15}
parallel=${2:-4}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT

for j in $(seq "$parallel"); do
  (
    for i in $(seq "$runs"); do
      out="$dir/run-$j-$i.txt"
      "$bin" verify traces/*.vtrace >"$out" 2>&1 && rm "$out"
    done
  ) &
done
wait

failed=$(find "$dir" -name 'run-*.txt' | wc -l)
echo "$((runs * parallel)) runs of verify, $parallel at a time: $failed diverged"
for out in "$dir"/run-*.txt; do
  [ -e "$out" ] || continue
  grep -A2 '^DIVERGED' "$out" | head -6
done
[ "$failed" -eq 0 ]
