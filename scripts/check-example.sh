#!/usr/bin/env bash
# Builds the worked example in Examples/FeedExample the way a user's package
# builds: outside the repository, depending on ScrollSim through a `file://`
# URL with `from: "1.0.0"`, which SwiftPM treats as a remote, versioned
# dependency (it refuses one whose targets use unsafeFlags). Then runs the
# example's Swift tests, its replay scripts and `demo --headless
# --screenshot`, and checks their exit codes and output. Used by `make test`
# (and `make example`); nothing is fetched from the network.
#
# One build proves both points: the example's sources, scripts and goldens
# are the ones in Examples/FeedExample; only the dependency line of its
# Package.swift (`.package(name: "ScrollSim", path: "../..")`) is replaced by the URL one.
#
# The copy of ScrollSim is the working tree as it stands (tracked and
# untracked files that git does not ignore), committed to a fresh repository
# and tagged 1.0.0. KEEP=1 keeps the temporary folder and prints its path.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$(pwd)
example="$root/Examples/FeedExample"
start=$SECONDS

fail() {
  echo "check-example: FAIL: $*" >&2
  exit 1
}
step() { echo "check-example: $* ($((SECONDS - start)) s)"; }

command -v swift >/dev/null 2>&1 || fail "swift is not on the PATH; it ships with the Swift 6 toolchain (usr/bin)."
command -v git >/dev/null 2>&1 || fail "git is not installed; SwiftPM needs it to check out a versioned dependency."
grep -q '^        \.package(name: "ScrollSim", path: "\.\./\.\."),$' "$example/Package.swift" \
  || fail "Examples/FeedExample/Package.swift has no line '.package(name: \"ScrollSim\", path: \"../..\"),' to replace with the URL dependency."

# The example as it stands in the repository loads with its path dependency
# (its manifest and ScrollSim's; seconds, no build).
step "loading Examples/FeedExample with its path dependency"
swift package --package-path "$example" --scratch-path "$root/.build/example-manifest" describe >/dev/null \
  || fail "Examples/FeedExample/Package.swift does not load with its path dependency on the repository (see above)."

tmp=$(mktemp -d "${TMPDIR:-/tmp}/scrollsim-example.XXXXXX")
if [ "${KEEP:-0}" = 1 ]; then
  echo "check-example: keeping $tmp"
else
  trap 'rm -rf "$tmp"' EXIT
fi

# 1. A tagged repository holding the working tree of ScrollSim.
step "copying the working tree to $tmp/ScrollSim and tagging it 1.0.0"
mkdir -p "$tmp/ScrollSim"
git ls-files -z --cached --others --exclude-standard \
  | while IFS= read -r -d '' f; do [ -e "$f" ] && printf '%s\0' "$f"; done \
  | tar --null -T - -cf - | tar -xf - -C "$tmp/ScrollSim"
(
  cd "$tmp/ScrollSim"
  git init --quiet
  git add -A
  git -c user.name=ScrollSim -c user.email=scrollsim@localhost -c commit.gpgsign=false \
    commit --quiet -m "The working tree of ScrollSim, for a versioned dependency"
  git tag 1.0.0
) || fail "could not make the tagged copy of ScrollSim in $tmp/ScrollSim."

# 2. The example, depending on that tag by URL.
mkdir -p "$tmp/FeedExample"
(cd "$example" && tar --exclude=./.build --exclude=./.swiftpm --exclude='*.actual.png' --exclude='*.diff.png' -cf - .) \
  | tar -xf - -C "$tmp/FeedExample"
sed -i 's|^        \.package(name: "ScrollSim", path: "\.\./\.\."),$|        .package(url: "file://'"$tmp"'/ScrollSim", from: "1.0.0"),|' \
  "$tmp/FeedExample/Package.swift"
grep -q "\.package(url: \"file://$tmp/ScrollSim\", from: \"1.0.0\")" "$tmp/FeedExample/Package.swift" \
  || fail "the example's Package.swift did not get the URL dependency."
cd "$tmp/FeedExample"
swiftpm=(--cache-path "$tmp/swiftpm-cache")

step "resolving the dependency file://$tmp/ScrollSim from 1.0.0"
swift package "${swiftpm[@]}" resolve || fail "SwiftPM did not resolve ScrollSim 1.0.0 from file://$tmp/ScrollSim (see above)."
version=$(sed -n 's/^ *"version" : "\(.*\)"$/\1/p' Package.resolved | head -n 1)
[ "$version" = "1.0.0" ] || fail "Package.resolved pins ScrollSim at '$version', expected 1.0.0 (a versioned dependency)."

step "building the example and its tests"
swift build "${swiftpm[@]}" --build-tests || fail "the example did not build against ScrollSim 1.0.0 (see above)."
bin=$(swift build "${swiftpm[@]}" --show-bin-path)

# 3. Its Swift tests: goldens must exist (no recording here).
step "running the example's Swift tests"
SCROLLSIM_RECORD=never swift test "${swiftpm[@]}" --skip-build || fail "the example's Swift tests failed (see above)."

# 4. Its replay scripts, on the scene the executable registers.
step "running the example's replay scripts"
set +e
out=$(SCROLLSIM_RECORD=never "$bin/feed-replay" replay Replays 2>&1)
status=$?
set -e
echo "$out"
[ "$status" -eq 0 ] || fail "feed-replay replay Replays exited with $status, expected 0."
count=$(ls Replays/*.replay | wc -l)
last=$(tail -n 1 <<<"$out")
[ "$last" = "$count passed, 0 failed" ] || fail "feed-replay replay Replays ended with '$last', expected '$count passed, 0 failed'."

# A script naming a scene the executable does not have is refused with the scenes it has.
printf 'scene scroll\n' >"$tmp/unknown.replay"
set +e
out=$("$bin/feed-replay" replay "$tmp/unknown.replay" 2>&1)
status=$?
set -e
[ "$status" -eq 1 ] || fail "a script naming the scene 'scroll' exited with $status, expected 1; it said: $out"
grep -q "Unknown scene 'scroll'; expected one of feed\." <<<"$out" \
  || fail "a script naming the scene 'scroll' did not say \"Unknown scene 'scroll'; expected one of feed.\"; it said: $out"

# 5. The demo, headless, writes a screenshot of the first scene on the default device (iPhone 14, 390 × 844 pt at 1×).
step "running feed-replay demo --headless --screenshot"
set +e
out=$("$bin/feed-replay" demo --headless --screenshot "$tmp/feed.png" 2>&1)
status=$?
set -e
[ "$status" -eq 0 ] || fail "feed-replay demo --headless --screenshot exited with $status, expected 0; it said: $out"
[ -s "$tmp/feed.png" ] || fail "feed-replay demo --headless --screenshot wrote no file at $tmp/feed.png."
# The PNG's IHDR: width and height as big-endian 32-bit numbers at bytes 16–23.
size=$(od -An -tu1 -j16 -N8 "$tmp/feed.png" | awk '{ printf "%dx%d", $1*16777216+$2*65536+$3*256+$4, $5*16777216+$6*65536+$7*256+$8 }')
[ "$size" = "390x844" ] || fail "the demo's screenshot is $size px, expected 390x844 (the feed on an iPhone 14 at 1×)."

step "PASS: the example builds against ScrollSim 1.0.0 by URL; its tests, $count replay scripts and the headless demo pass"
