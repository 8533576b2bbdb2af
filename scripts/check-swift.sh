#!/usr/bin/env bash
# Fails with one clear sentence when no Swift 6 toolchain is on the PATH.
if ! command -v swift >/dev/null 2>&1; then
  for dir in /opt/swift/usr/bin /usr/share/swift/usr/bin; do
    if [ -x "$dir/swift" ]; then echo "$dir"; exit 0; fi
  done
  echo "error: no Swift toolchain found: install Swift 6 (swift.org) and put its usr/bin on the PATH." >&2
  exit 1
fi
exit 0
