#!/usr/bin/env bash
# Builds Tests/Fixtures/PreviewPackage, a user's package that depends on ViewTrace by path, and
# plays its #Previews and its PreviewProvider's previews with its own tool: they compile in a package apart from this one, and each is
# a scenario that records. Builds in .build/preview-package, incremental on a machine that keeps it.
set -euo pipefail
cd "$(dirname "$0")/.."
scratch=.build/preview-package
swift build --package-path Tests/Fixtures/PreviewPackage --scratch-path "$scratch"
tool=$(swift build --package-path Tests/Fixtures/PreviewPackage --scratch-path "$scratch" \
  --show-bin-path)/recipe-previews
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

fail() {
  echo "preview-package-check: $*" >&2
  exit 1
}

NO_COLOR=1 "$tool" scenarios --json >"$work/scenarios.json"
expected='["RecipeList","Empty book","Row","Timer settings","TimerSettings","RecipeCard","Soup card"]'
names=$(python3 -c 'import json,sys; print(json.dumps([s["name"] for s in json.load(sys.stdin)], separators=(",", ":")))' <"$work/scenarios.json")
[[ $names == "$expected" ]] || fail "scenarios are $names, expected $expected"

for name in "RecipeList" "Empty book" "Row" "Timer settings" "TimerSettings" "RecipeCard" \
  "Soup card"; do
  NO_COLOR=1 "$tool" record "$name" -o "$work/preview.vtrace" >/dev/null
  NO_COLOR=1 "$tool" explain "$work/preview.vtrace" >"$work/explain.txt"
  [[ $(cat "$work/explain.txt") == "$name: no findings" ]] ||
    fail "$name: $(cat "$work/explain.txt")"
done
NO_COLOR=1 "$tool" explore "Timer settings" --depth 2 -o "$work/explored" >"$work/explore.txt"
grep -q "^no findings" "$work/explore.txt" || fail "explore: $(cat "$work/explore.txt")"
echo "preview-package-check: 7 previews listed, recorded and explained; one explored"
