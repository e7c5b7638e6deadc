#!/usr/bin/env bash
# Copies the findings table of docs/findings.md into the TraceAnalysis DocC catalog
# (Sources/TraceAnalysis/TraceAnalysis.docc/FindingsCatalog.md), between its two markers, so
# that the table is written once. Edit docs/findings.md, then run this; the test
# `theCatalogTableIsTheDocsTable` fails until you do.
set -euo pipefail
cd "$(dirname "$0")/.."
docs=docs/findings.md
catalog=Sources/TraceAnalysis/TraceAnalysis.docc/FindingsCatalog.md
TABLE=$(awk '/^\| kind \|/ { on = 1 } on && /^\|/ { print; next } on { exit }' "$docs")
export TABLE
grep -q '^<!-- findings table: begin' "$catalog" && grep -q '^<!-- findings table: end' "$catalog"
awk '
  /^<!-- findings table: begin/ { print; print ""; print ENVIRON["TABLE"]; print ""; skip = 1; next }
  /^<!-- findings table: end/ { skip = 0 }
  !skip { print }
' "$catalog" >"$catalog.new"
mv "$catalog.new" "$catalog"
echo "wrote $catalog"
