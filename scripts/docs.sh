#!/usr/bin/env bash
# Builds the HTML documentation of the ScrollSim module with DocC, offline,
# into .build/docs/html (DOCS_OUTPUT overrides the folder), and fails when
# the build or DocC prints a warning. Used by `make docs`.
#
# SwiftPM's DocC plugin is a package that would have to be fetched, so this
# drives the toolchain's own tools: build the modules, extract the symbol
# graph of ScrollSim with the modules it re-exports, convert the catalogue
# in Sources/ScrollSim/ScrollSim.docc.
set -euo pipefail
cd "$(dirname "$0")/.."
out=${DOCS_OUTPUT:-.build/docs}
for tool in swift docc swift-symbolgraph-extract; do
  if ! command -v "$tool" >/dev/null 2>&1; then
    echo "error: $tool is not on the PATH; it ships with the Swift 6 toolchain (usr/bin)." >&2
    exit 1
  fi
done

build() {
  set -e
  swift build --target ScrollSim
  modules="$(swift build --show-bin-path)/Modules"
  triple=$(swift -print-target-info | sed -n 's/^ *"triple": "\(.*\)",*$/\1/p' | head -n 1)
  rm -rf "$out/symbol-graphs" "$out/html"
  mkdir -p "$out/symbol-graphs"
  # ScrollSim's own graph, with the symbols of the modules it re-exports.
  swift-symbolgraph-extract -module-name ScrollSim -I "$modules" -target "$triple" \
    -minimum-access-level public -skip-synthesized-members \
    -experimental-allowed-reexported-modules=ScrollSimCore,ScrollSimPhysics,ScrollSimRuntime \
    -output-dir "$out/symbol-graphs"
  docc convert Sources/ScrollSim/ScrollSim.docc \
    --additional-symbol-graph-dir "$out/symbol-graphs" \
    --output-path "$out/html" \
    --fallback-display-name ScrollSim \
    --fallback-bundle-identifier org.scrollsim.ScrollSim \
    --transform-for-static-hosting \
    --warnings-as-errors
}

log=$(mktemp)
trap 'rm -f "$log"' EXIT
set +e
build 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
set -e
if [ "$status" -ne 0 ]; then
  echo "error: the documentation did not build (see above)." >&2
  exit 1
fi
warnings=$(grep -c 'warning:' "$log" || true)
if [ "$warnings" -ne 0 ]; then
  echo "error: $warnings warning(s) while building the documentation (see above)." >&2
  exit 1
fi
echo "Documentation: $out/html/documentation/scrollsim/index.html (serve the folder, e.g. python3 -m http.server -d $out/html, and open /documentation/scrollsim)"
