#!/usr/bin/env bash
# The sanitizer step of CI (.ci/run): the trace format's and the runtime's tests under
# ThreadSanitizer, the readers' tests (binary, JSON Lines, XML, hostile inputs) under
# AddressSanitizer. Each sanitizer builds in its own scratch path, so that the normal .build is
# never rebuilt; both builds are incremental on a machine that keeps them.
set -euo pipefail
cd "$(dirname "$0")/.."

# Reports fail the run; TSan's halt_on_error makes the first race a failure.
export TSAN_OPTIONS=${TSAN_OPTIONS:-halt_on_error=1}
export ASAN_OPTIONS=${ASAN_OPTIONS:-detect_leaks=0:suppressions=$PWD/tools/asan-suppressions.txt}

echo "== ThreadSanitizer: TraceFormatTests, ViewRuntimeTests"
swift build --build-tests --scratch-path .build-tsan --sanitize=thread
swift test --skip-build --scratch-path .build-tsan --sanitize=thread \
  --filter 'TraceFormatTests|ViewRuntimeTests'

# BombTests run viewtrace under `ulimit -v`, which cannot hold ASan's shadow memory: they run in
# the plain `swift test` only.
echo "== AddressSanitizer: the readers' tests"
swift build --build-tests --scratch-path .build-asan --sanitize=address
swift test --skip-build --scratch-path .build-asan --sanitize=address \
  --filter 'TraceFormatTests|HostileXMLTests|TraceXMLTests|HostileInputTests|OutputPathTests'
