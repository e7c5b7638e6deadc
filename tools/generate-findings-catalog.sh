#!/usr/bin/env bash
# Writes the findings table, one row per FindingKind (its name, severity, evidence and symptom:
# Sources/TraceAnalysis/FindingKind.swift and FindingKindCatalog.swift), into docs/findings.md
# and the TraceAnalysis DocC catalog (Sources/TraceAnalysis/TraceAnalysis.docc/FindingsCatalog.md),
# between their two markers, so that each kind is described once. Edit the enum, then run this;
# the test `theTablesAreTheEnums` fails until you do.
set -euo pipefail
cd "$(dirname "$0")/.."
build=$(mktemp -d)
trap 'rm -rf "$build"' EXIT
swiftc -swift-version 6 -parse-as-library -o "$build/findings-table" \
  Sources/TraceAnalysis/Severity.swift Sources/TraceAnalysis/FindingKind.swift \
  Sources/TraceAnalysis/FindingKindCatalog.swift tools/FindingsTable.swift
TABLE=$("$build/findings-table")
export TABLE
for file in docs/findings.md Sources/TraceAnalysis/TraceAnalysis.docc/FindingsCatalog.md; do
  grep -q '^<!-- findings table: begin' "$file" && grep -q '^<!-- findings table: end' "$file"
  awk '
    /^<!-- findings table: begin/ { print; print ""; print ENVIRON["TABLE"]; print ""; skip = 1; next }
    /^<!-- findings table: end/ { skip = 0 }
    !skip { print }
  ' "$file" >"$file.new"
  mv "$file.new" "$file"
  echo "wrote $file"
done
