#!/usr/bin/env bash
# Records the notes demo and saves a screenshot of its HTML timeline, with its finding selected,
# as docs/notes-demo.png (the picture README.md shows). CI's browser step runs it, so the
# picture always shows the current demo. Needs the Debian package `chromium`.
set -euo pipefail
cd "$(dirname "$0")/.."
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
swift run -q viewtrace demo -o "$out" >/dev/null
"${CHROMIUM:-chromium}" --headless --disable-gpu --no-sandbox --hide-scrollbars --window-size=1400,860 \
  --virtual-time-budget=5000 --screenshot="$PWD/docs/notes-demo.png" "file://$out/notes.html#finding=1" 2>/dev/null
echo "wrote docs/notes-demo.png"
