#!/usr/bin/env bash
# Records the notes demo and saves a screenshot of its HTML timeline as docs/notes-demo.png
# (the picture README.md shows). Needs the Debian package `chromium`.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
swift run -q viewtrace demo -o "$out" >/dev/null
chromium --headless --disable-gpu --no-sandbox --window-size=1400,820 \
  --screenshot="$PWD/docs/notes-demo.png" "file://$out/notes.html" 2>/dev/null
echo "wrote docs/notes-demo.png"
