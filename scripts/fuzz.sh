#!/usr/bin/env bash
# Builds the libFuzzer targets of the Fuzz/ package (with AddressSanitizer)
# and runs each in turn for FUZZ_SECONDS seconds (default 30), starting from
# the seed corpus in Fuzz/Corpus/<target>. Exits non-zero when a target finds
# a crash, a broken invariant, a hang (-timeout) or runs out of memory; the
# input is written to Fuzz/.work/artifacts/.
#
#   FUZZ_SECONDS=600 make fuzz            # ten minutes each
#   FUZZ_TARGETS=FuzzLayout make fuzz     # one target
#   FUZZ_BUILD=/tmp/build-fuzz            # scratch path (default Fuzz/.build)
#   FUZZ_WORK=/tmp/fuzz-work              # working corpus and artifacts (default Fuzz/.work)
set -euo pipefail
cd "$(dirname "$0")/.."

seconds=${FUZZ_SECONDS:-30}
targets=${FUZZ_TARGETS:-FuzzReplayParser FuzzLayout}
build=${FUZZ_BUILD:-$PWD/Fuzz/.build}
work=${FUZZ_WORK:-$PWD/Fuzz/.work}

mkdir -p "$work"
# The macro plug-in (`#Preview`, `@Entry`) is an executable of its own; built with libFuzzer it
# would get libFuzzer's `main` too and fail to link (Package.swift).
export SCROLLSIM_NO_MACROS=1
echo "fuzz: building ${targets} (libFuzzer + AddressSanitizer, debug)"
for target in $targets; do
  if ! swift build --package-path Fuzz --scratch-path "$build" -c debug \
       -Xswiftc -sanitize=fuzzer,address --product "$target" >"$work/build-$target.log" 2>&1; then
    # ASan's runtime exports its local symbols; gold warns about each one.
    grep -v "Cannot export local symbol" "$work/build-$target.log" | tail -40 >&2
    echo "fuzz: building $target failed" >&2
    exit 1
  fi
done
bin=$(swift build --package-path Fuzz --scratch-path "$build" -c debug --show-bin-path)

passed=0
failed=0
for target in $targets; do
  seeds=Fuzz/Corpus/${target#Fuzz}
  corpus=$work/corpus/$target
  artifacts=$work/artifacts
  mkdir -p "$corpus" "$artifacts"
  options=(-max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -max_len=4096
           -print_final_stats=1 -artifact_prefix="$artifacts/$target-")
  [ -f "Fuzz/${target#Fuzz}.dict" ] && options+=(-dict="Fuzz/${target#Fuzz}.dict")
  echo "fuzz: $target for ${seconds}s (seeds: $seeds, corpus: $corpus)"
  log=$work/$target.log
  # The Swift runtime's crash handler would race ASan's report: leave crashes to libFuzzer.
  if SWIFT_BACKTRACE=enable=no "$bin/$target" "${options[@]}" "$corpus" "$seeds" >"$log" 2>&1; then
    passed=$((passed + 1))
    runs=$(grep -o 'stat::number_of_executed_units: *[0-9]*' "$log" | grep -o '[0-9]*$' || echo "?")
    echo "fuzz: $target: no crash in $runs executions; corpus $(ls "$corpus" | wc -l) inputs"
  else
    failed=$((failed + 1))
    echo "fuzz: $target FAILED; the end of $log:" >&2
    grep -v '^#[0-9]' "$log" | tail -40 >&2
  fi
done
echo "fuzz: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
