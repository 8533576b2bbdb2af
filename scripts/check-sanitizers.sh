#!/usr/bin/env bash
# Runs the whole test suite under AddressSanitizer, then under
# ThreadSanitizer, each in its own scratch path, with the display tests
# under Xvfb as `make test` does; then the replay suite with the
# AddressSanitizer build of `scrollsim`, with LeakSanitizer on.
#
#   ASAN_BUILD=/tmp/build-asan TSAN_BUILD=/tmp/build-tsan make check-sanitizers
#   SANITIZERS=address make check-sanitizers     # one of them
#
# LeakSanitizer is off while the test runner runs (see docs/reliability.md,
# "Sanitizers"); the project's own executable is leak-checked instead.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizers=${SANITIZERS:-address thread}
xvfb=(xvfb-run -a -s "-screen 0 1920x1920x24")
# Crashes are reported by the sanitizer, not by the Swift runtime's backtracer.
export SWIFT_BACKTRACE=enable=no
export LSAN_OPTIONS=suppressions=$PWD/scripts/sanitizers/lsan.supp:print_suppressions=0

for sanitizer in $sanitizers; do
  case $sanitizer in
    address) build=${ASAN_BUILD:-$PWD/.build-asan}
             export ASAN_OPTIONS=detect_leaks=0:halt_on_error=1 ;;
    thread)  build=${TSAN_BUILD:-$PWD/.build-tsan}
             export TSAN_OPTIONS=halt_on_error=1:second_deadlock_stack=1 ;;
    *) echo "check-sanitizers: unknown sanitizer '$sanitizer' (address or thread)" >&2; exit 2 ;;
  esac
  echo "check-sanitizers: building the tests with --sanitize=$sanitizer in $build"
  swift build --build-tests --sanitize="$sanitizer" --scratch-path "$build" 2>&1 \
    | { grep -v "Cannot export local symbol" || true; }
  echo "check-sanitizers: swift test --sanitize=$sanitizer"
  "${xvfb[@]}" swift test --skip-build --sanitize="$sanitizer" --scratch-path "$build"
  if [ "$sanitizer" = address ]; then
    echo "check-sanitizers: scrollsim replay Tests/Replays (AddressSanitizer, LeakSanitizer on)"
    ASAN_OPTIONS=detect_leaks=1:halt_on_error=1 \
      "$(swift build --sanitize=address --scratch-path "$build" --show-bin-path)/scrollsim" replay --jobs 1 Tests/Replays
  fi
  unset ASAN_OPTIONS TSAN_OPTIONS
done
echo "check-sanitizers: all passed ($sanitizers)"
