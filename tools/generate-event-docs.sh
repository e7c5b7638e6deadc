#!/usr/bin/env bash
# Copies the doc comment of each EventKind case (what the kind records and what each of its
# fields holds) from Sources/TraceFormat/Model/EventKind.swift into a Swift table, so that the
# HTML viewer's tooltips say what a field means in the words of the one description. Edit the
# doc comments, then run this; the test `documentationMatchesDocComments` fails until you do.
set -euo pipefail
cd "$(dirname "$0")/.."
source=Sources/TraceFormat/Model/EventKind.swift
out=Sources/TraceFormat/Model/EventKindDocumentation.swift
{
  echo '// Generated from the doc comments in Sources/TraceFormat/Model/EventKind.swift by'
  echo '// tools/generate-event-docs.sh: do not edit.'
  echo
  echo 'extension EventKind {'
  echo '  /// The doc comment of this kind: what it records, then each field it uses, `field`: meaning.'
  echo '  public var documentation: String {'
  echo '    switch self {'
  # Doc lines accumulate until the `case name = N` they document.
  awk '
    /^  \/\/\/ / { doc[++n] = substr($0, 7); next }
    /^  case [a-zA-Z]+ = [0-9]+$/ {
      printf "    case .%s:\n      #\"\"\"\n", $2
      for (i = 1; i <= n; i++) printf "      %s\n", doc[i]
      printf "      \"\"\"#\n"
      n = 0; next
    }
    { n = 0 }
  ' "$source"
  echo '    }'
  echo '  }'
  echo '}'
} >"$out"
echo "wrote $out"
