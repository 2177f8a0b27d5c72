#!/usr/bin/env bash
# Checks that the compiler enforces the library's layers: in a scratch copy of the package, each
# layer in turn gets a file that imports the layer above it, and building that layer must fail
# with "no such module". A control build of the unmodified layer must succeed first, so a failure
# is the upward import's and nothing else's.
#
# Usage: Scripts/check-layers.sh        (about a minute on 2 cores; a debug build of the layers)
set -euo pipefail
cd "$(dirname "$0")/.."

# Each line: a layer and the layer right above it, top of the library first (so that a layer's
# module is never built before the check that imports it from below).
pairs=(
  "Transitions Prototypes"
  "Runtime Transitions"
  "Compositor Runtime"
  "Layers Compositor"
  "Animation Layers"
  "Text Animation"
  "Images Animation"
  "Rendering Images"
  "Geometry Rendering"
)

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/pkg"
# The package without build products (Demo, tests and benchmarks are not needed but are cheap to copy).
tar --exclude='./.build' --exclude='./.build-*' --exclude='./demo-output' -cf - . | tar -xf - -C "$scratch/pkg"
cd "$scratch/pkg"

failures=0
for pair in "${pairs[@]}"; do
  read -r lower upper <<<"$pair"
  target="SharedElements$lower"
  # Control: the layer as it is builds.
  if ! swift build --target "$target" >"$scratch/control.log" 2>&1; then
    echo "FAIL $lower: the unmodified layer does not build" >&2
    tail -20 "$scratch/control.log" >&2
    failures=$((failures + 1))
    continue
  fi
  # Forget any module of the layer above that an earlier check may have left in the build folder.
  find .build -name "SharedElements$upper.swiftmodule" -prune -exec rm -rf {} + 2>/dev/null || true
  probe="Sources/SharedElements/$lower/UpwardImportProbe.swift"
  printf 'import SharedElements%s\n' "$upper" >"$probe"
  if swift build --target "$target" >"$scratch/probe.log" 2>&1; then
    echo "FAIL $lower may import $upper: the upward import built" >&2
    failures=$((failures + 1))
  elif grep -q "no such module 'SharedElements$upper'" "$scratch/probe.log"; then
    echo "ok   $lower cannot import $upper"
  else
    echo "FAIL $lower importing $upper failed for another reason:" >&2
    grep -m5 'error:' "$scratch/probe.log" >&2 || tail -5 "$scratch/probe.log" >&2
    failures=$((failures + 1))
  fi
  rm -f "$probe"
done

if [ "$failures" -ne 0 ]; then
  echo "$failures layer checks failed" >&2
  exit 1
fi
echo "every layer is closed to the layers above it (${#pairs[@]} checks)"
