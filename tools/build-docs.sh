#!/usr/bin/env bash
# Builds the DocC catalogs of ViewRuntime, TraceFormat, TraceAnalysis and ViewTraceKit into DIR
# (default .build/docs), and fails on any DocC warning. The DocC plugin cannot be fetched here, so
# the symbol graphs come from `swift package dump-symbol-graph` (which reuses the debug build)
# and the toolchain's `docc` converts each catalog.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${1:-.build/docs}

swift package dump-symbol-graph --minimum-access-level public >/dev/null
graphs=$(swift build --show-bin-path)/../symbolgraph
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

mkdir -p "$out"
status=0
for module in ViewRuntime TraceFormat TraceAnalysis ViewTraceKit; do
  mkdir -p "$work/$module"
  cp "$graphs/$module.symbols.json" "$graphs/$module"@*.symbols.json "$work/$module/" 2>/dev/null ||
    cp "$graphs/$module.symbols.json" "$work/$module/"
  docc convert "Sources/$module/$module.docc" \
    --additional-symbol-graph-dir "$work/$module" \
    --fallback-display-name "$module" --fallback-bundle-identifier "viewtrace.$module" \
    --output-path "$out/$module" >"$work/$module.log" 2>&1 || status=1
  if grep -q "warning:\|error:" "$work/$module.log"; then
    status=1
  fi
  if ((status)); then
    echo "DocC: $module" >&2
    cat "$work/$module.log" >&2
    exit 1
  fi
  echo "DocC: $module -> $out/$module"
done
