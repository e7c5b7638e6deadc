#!/usr/bin/env bash
# Copies the HTML viewer's script, Sources/TraceExport/HTML/viewer.js, into a Swift string
# constant so that the viewtrace binary carries it. Edit viewer.js, then run this; the test
# `scriptConstantMatchesFile` fails until you do.
set -euo pipefail
cd "$(dirname "$0")/.."
out=Sources/TraceExport/HTML/ViewerScript.swift
{
  echo '// Generated from Sources/TraceExport/HTML/viewer.js by tools/generate-viewer-script.sh: do not'
  echo '// edit.'
  echo
  echo '/// The viewer page'"'"'s script. It reads the embedded JSON and only ever puts trace text into the'
  echo '/// DOM as text (`textContent`, `title`, `dataset`), never as markup.'
  echo 'enum ViewerScript {'
  echo '  static let source = #"""'
  sed -e 's/^./    &/' Sources/TraceExport/HTML/viewer.js
  echo
  echo '    """#'
  echo '}'
} >"$out"
echo "wrote $out"
