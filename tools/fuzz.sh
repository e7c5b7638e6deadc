#!/usr/bin/env bash
# Runs one libFuzzer target for a given time.
#
#   tools/fuzz.sh TARGET SECONDS [libFuzzer options…]
#   tools/fuzz.sh binary 3600 -runs=1000000     # stops at 10^6 executions
#
# TARGET is binary, binary-salvage, jsonlines, xml or analysis (tools/Fuzz/Sources/Fuzz*). The
# targets are built optimized with -sanitize=fuzzer,address in tools/Fuzz/.build, apart from the
# package's own build. The seed corpus is made from traces/ (the binary files, their JSON Lines
# twins cut short and those exported as XML) into tools/Fuzz/corpus/TARGET, which keeps what the
# fuzzer finds between runs; crashes are written to tools/Fuzz/crashes/. Every crash found
# becomes a regression input in Tests/ (next to the hostile inputs of
# Tests/ViewTraceCLITests/HostileInputTests.swift).
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: tools/fuzz.sh binary|binary-salvage|jsonlines|xml|analysis SECONDS}
seconds=${2:?usage: tools/fuzz.sh TARGET SECONDS}
shift 2
# Inputs are capped at a few kilobytes: enough for several chunks, or a header, its strings and
# dozens of events, and an execution costs about its input's size. The text seeds are cut to
# whole lines below the cap (a cut XML document would only test the parser's first error).
case $target in
  binary) product=FuzzBinary seeds=vtrace max_len=8192 ;;
  binary-salvage) product=FuzzBinarySalvage seeds=vtrace max_len=8192 ;;
  jsonlines) product=FuzzJSONLines seeds=jsonl max_len=8192 ;;
  xml) product=FuzzXML seeds=xml max_len=16384 ;;
  analysis) product=FuzzAnalysis seeds=jsonl max_len=8192 ;;
  *) echo "unknown target $target" >&2 && exit 2 ;;
esac

swift build --package-path tools/Fuzz -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld \
  --product "$product" >&2
[[ -x .build/debug/viewtrace ]] || swift build --product viewtrace >&2
bin=tools/Fuzz/.build/release/$product
corpus=tools/Fuzz/corpus/$target
mkdir -p "$corpus" tools/Fuzz/crashes
if [[ -z $(ls -A "$corpus") ]]; then
  scratch=$(mktemp -d)
  trap 'rm -rf "$scratch"' EXIT
  for trace in traces/*.vtrace; do
    name=$(basename "$trace" .vtrace)
    if [[ $seeds == vtrace ]]; then
      cp "$trace" "$corpus/$name.vtrace"
      continue
    fi
    .build/debug/viewtrace convert "$trace" "$scratch/$name.jsonl" >/dev/null
    LC_ALL=C awk -v max=$((max_len / 2)) '{ n += length($0) + 1; if (n > max) exit; print }' \
      "$scratch/$name.jsonl" >"$scratch/$name.cut.jsonl"
    case $seeds in
      jsonl) cp "$scratch/$name.cut.jsonl" "$corpus/$name.jsonl" ;;
      xml) .build/debug/viewtrace export "$scratch/$name.cut.jsonl" -o "$corpus/$name.xml" \
        >/dev/null 2>&1 ;;
    esac
  done
  rm -rf "$scratch"
fi
# AddressSanitizer records the stack of every allocation, only to say where a freed or overrun
# block came from: a tenth of an execution's time in the profiles of the xml and analysis targets.
# Detection does not depend on it; run the target binary on a crash file to see full reports.
export ASAN_OPTIONS=${ASAN_OPTIONS-malloc_context_size=0}
# -reload=0: no other fuzzer shares the corpus, so it is not re-read every few seconds.
# -timeout counts wall-clock time: at nice 19 behind other builds a 10 ms input once took over
# 10 s (twice, each time in AddressSanitizer's allocator), so a hang is an input past 60 s.
exec "$bin" "$corpus" -max_total_time="$seconds" -max_len=$max_len -timeout=60 -rss_limit_mb=2048 \
  -reload=0 -artifact_prefix=tools/Fuzz/crashes/"$target"- -print_final_stats=1 "$@"
