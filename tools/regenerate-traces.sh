#!/usr/bin/env bash
# Records every built-in scenario into traces/NAME.vtrace, in deterministic mode, with
# `viewtrace record`, and removes traces of scenarios that no longer exist.
# Run it after a change that alters the recorded behaviour on purpose, then review the diff
# with `viewtrace verify` on the old traces before committing the new ones.
set -euo pipefail
cd "$(dirname "$0")/.."

swift build --product viewtrace >&2
viewtrace="$(swift build --show-bin-path)/viewtrace"

names=$(NO_COLOR=1 "$viewtrace" scenarios --json | grep -o '"name":"[^"]*"' | cut -d'"' -f4)
[ -n "$names" ] || { echo "regenerate-traces: no scenarios listed" >&2; exit 1; }

mkdir -p traces
for name in $names; do
  "$viewtrace" record "$name" -o "traces/$name.vtrace"
done

for file in traces/*.vtrace; do
  name=$(basename "$file" .vtrace)
  grep -qx "$name" <<<"$names" || { rm "$file"; echo "removed $file: no scenario $name"; }
done
