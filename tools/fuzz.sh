#!/usr/bin/env bash
# Runs one libFuzzer target for a given time.
#
#   tools/fuzz.sh TARGET SECONDS [libFuzzer options…]
#
# TARGET is binary, binary-salvage, jsonlines, xml or analysis (tools/Fuzz/Sources/Fuzz*). The
# targets are built optimized with -sanitize=fuzzer,address in tools/Fuzz/.build, apart from the package's
# own build. The seed corpus is made from traces/ (the binary files, their JSON Lines twins and
# their XML exports) into tools/Fuzz/corpus/TARGET, which keeps what the fuzzer finds between
# runs; crashes are written to tools/Fuzz/crashes/. Every crash found becomes a regression input
# in Tests/ (next to the hostile inputs of Tests/ViewTraceCLITests/HostileInputTests.swift).
set -euo pipefail
cd "$(dirname "$0")/.."
target=${1:?usage: tools/fuzz.sh binary|binary-salvage|jsonlines|xml|analysis SECONDS}
seconds=${2:?usage: tools/fuzz.sh TARGET SECONDS}
shift 2
case $target in
  binary) product=FuzzBinary seeds=vtrace ;;
  binary-salvage) product=FuzzBinarySalvage seeds=vtrace ;;
  jsonlines) product=FuzzJSONLines seeds=jsonl ;;
  xml) product=FuzzXML seeds=xml ;;
  analysis) product=FuzzAnalysis seeds=jsonl ;;
  *) echo "unknown target $target" >&2 && exit 2 ;;
esac

swift build --package-path tools/Fuzz -c release -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld \
  --product "$product" >&2
[[ -x .build/debug/viewtrace ]] || swift build --product viewtrace >&2
bin=tools/Fuzz/.build/release/$product
corpus=tools/Fuzz/corpus/$target
mkdir -p "$corpus" tools/Fuzz/crashes
if [[ -z $(ls -A "$corpus") ]]; then
  for trace in traces/*.vtrace; do
    name=$(basename "$trace" .vtrace)
    case $seeds in
      vtrace) cp "$trace" "$corpus/$name.vtrace" ;;
      jsonl) .build/debug/viewtrace convert "$trace" "$corpus/$name.jsonl" >/dev/null ;;
      xml) .build/debug/viewtrace export "$trace" -o "$corpus/$name.xml" >/dev/null ;;
    esac
  done
fi
# Traces are small: 64 KB inputs are enough to hold a chunk or a few hundred lines.
exec "$bin" "$corpus" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix=tools/Fuzz/crashes/"$target"- -print_final_stats=1 "$@"
