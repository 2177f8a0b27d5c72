#!/usr/bin/env bash
# Builds the documentation site offline, without the swift-docc-plugin: symbol graphs extracted from
# the release build's modules, each DocC catalog converted with warnings as errors, then merged into
# one static folder. Serve the folder (DocC pages load their data by script, so not from file://):
#
#   Scripts/build-docs.sh [OUTPUT]          # default .build/docs
#   python3 -m http.server -d .build/docs   # then open http://localhost:8000/documentation/sharedelements
#
# It reuses the release build (`swift build -c release`, or the README's test command) and builds
# the two libraries first when their modules are missing or stale.
set -euo pipefail
cd "$(dirname "$0")/.."

OUT="${1:-.build/docs}"
WORK=.build/docs-work
TRIPLE="$(swift -print-target-info | sed -n 's/^ *"triple": "\([^"]*\)",*$/\1/p' | head -1)"
[ -n "$TRIPLE" ] || { echo "build-docs: cannot read the target triple from swift -print-target-info" >&2; exit 1; }

swift build -c release --target Snapshotting >/dev/null
MODULES=.build/release/Modules
[ -d "$MODULES" ] || MODULES=.build/release

rm -rf "$WORK" "$OUT"
mkdir -p "$WORK/symbols/SharedElements" "$WORK/symbols/Snapshotting"

# The umbrella re-exports every layer: its graph takes in their public symbols, so the
# SharedElements pages hold the whole library.
LAYERS=$(sed -n 's/^ *("\([A-Za-z]*\)", "[A-Za-z/]*", \[.*\]),$/SharedElements\1/p' Package.swift | paste -sd, -)
[ -n "$LAYERS" ] || { echo "build-docs: no layer targets found in Package.swift" >&2; exit 1; }
# The C kernels' module (Rendering imports it internally): SwiftPM's module map for it.
KERNELS_MAP=$(find .build/release/ -path '*SharedElementsKernels.build/module.modulemap' | head -1)
[ -n "$KERNELS_MAP" ] || { echo "build-docs: no module map for SharedElementsKernels in .build/release" >&2; exit 1; }
extract() {
  swift-symbolgraph-extract -module-name "$1" -target "$TRIPLE" -I "$MODULES" -Xcc -fmodule-map-file="$KERNELS_MAP" \
    -minimum-access-level public -skip-synthesized-members -emit-extension-block-symbols \
    -output-dir "$WORK/symbols/$1" "${@:2}"
}
extract SharedElements -experimental-allowed-reexported-modules="$LAYERS"
extract Snapshotting

convert() {
  local name="$1" catalog="$2"; shift 2
  docc convert "$catalog" --additional-symbol-graph-dir "$WORK/symbols/$name" \
    --output-path "$WORK/$name.doccarchive" --fallback-display-name "$name" \
    --fallback-bundle-identifier "sharedelements.$name" --transform-for-static-hosting \
    --warnings-as-errors --diagnostic-filter warning --enable-experimental-external-link-support "$@"
}
# SharedElements first, with its link metadata, so Snapshotting's links to its types
# (``/SharedElements/Window``, with the leading slash) resolve against it.
convert SharedElements Sources/SharedElements/Umbrella/SharedElements.docc
convert Snapshotting Sources/Snapshotting/Snapshotting.docc --dependency "$WORK/SharedElements.doccarchive"

docc merge "$WORK/SharedElements.doccarchive" "$WORK/Snapshotting.doccarchive" \
  --synthesized-landing-page-name SharedElements --output-path "$WORK/merged.doccarchive" >/dev/null
mv "$WORK/merged.doccarchive" "$OUT"
echo "Documentation in $OUT: serve it with python3 -m http.server -d $OUT and open http://localhost:8000/documentation/sharedelements"
