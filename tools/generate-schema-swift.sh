#!/usr/bin/env bash
# Copies docs/viewtrace.xsd into a Swift string constant so that the viewtrace binary can
# validate XML without the source tree. Run it after every change to the schema; the test
# `schemaConstantMatchesFile` fails until you do.
set -euo pipefail
cd "$(dirname "$0")/.."
out=Sources/TraceFormat/XML/TraceSchema.swift
{
  echo '// Generated from docs/viewtrace.xsd by tools/generate-schema-swift.sh: do not edit.'
  echo
  echo '/// The XML Schema of ViewTrace XML, version 1, as shipped in `docs/viewtrace.xsd`.'
  echo 'enum TraceSchema {'
  echo '  static let xsd = #"""'
  sed -e 's/^./    &/' docs/viewtrace.xsd
  echo
  echo '    """#'
  echo '}'
} >"$out"
echo "wrote $out"
