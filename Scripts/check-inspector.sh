#!/usr/bin/env bash
# Checks the transition inspector in a real browser: renders two showcase scenes and a prototype
# (with the linter's findings) into a scratch folder, then Scripts/check-inspector.py checks the pages' inline data and opens
# them from disk in headless Chromium at several URL fragments (see that file).
#
# Usage: Scripts/check-inspector.sh [--shots DIR]     (keeps the screenshots in DIR)
#
# Chromium is installed with apt-get when it is missing and that is possible (as root, or with
# sudo); otherwise, or without python3, the check says why it skips and exits 0. About 20 s after
# a release build, plus the install the first time.
set -euo pipefail
cd "$(dirname "$0")/.."

skip() {
  echo "check-inspector: $1; skipping"
  exit 0
}

command -v python3 >/dev/null 2>&1 || skip "python3 not found"

find_browser() {
  for b in chromium chromium-browser google-chrome; do
    if command -v "$b" >/dev/null 2>&1; then
      command -v "$b"
      return 0
    fi
  done
  return 1
}

if ! browser=$(find_browser); then
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    if command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then SUDO="sudo -n"; else skip "Chromium is missing and this user cannot install it (not root, no sudo)"; fi
  fi
  command -v apt-get >/dev/null 2>&1 || skip "Chromium is missing and apt-get is not available"
  echo "check-inspector: installing Debian's chromium"
  export DEBIAN_FRONTEND=noninteractive
  if ! $SUDO apt-get install -y -qq chromium >/dev/null 2>&1; then
    $SUDO apt-get update -qq >/dev/null 2>&1 || true
    $SUDO apt-get install -y -qq chromium >/dev/null 2>&1 || skip "apt-get could not install chromium"
  fi
  browser=$(find_browser) || skip "chromium installed but not on PATH"
fi

shots=""
if [ "${1:-}" = "--shots" ] && [ -n "${2:-}" ]; then shots="$2"; fi

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
mkdir -p "$scratch/prototype"
run() {
  if ! "$@" >"$scratch/run.log" 2>&1; then
    echo "check-inspector: FAIL $*" >&2
    tail -20 "$scratch/run.log" >&2
    exit 1
  fi
  tail -1 "$scratch/run.log"
}
run swift run -c release Demo --scene navigation-shared --scene photo-swipe-dismiss --out "$scratch/showcase"
run swift run -c release Demo prototype Demo/Prototypes/photo-zoom.json -o "$scratch/prototype/photo-zoom.gif"
# The linter's own report for the same prototype (it exits 1 when it finds something).
swift run -c release Demo lint Demo/Prototypes/photo-zoom.json --out "$scratch/lint" >"$scratch/lint.json" 2>"$scratch/lint.log" || true
python3 Scripts/check-inspector.py --chromium "$browser" ${shots:+--shots "$shots"} --lint-json "$scratch/lint.json" \
  "$scratch/showcase" "$scratch/prototype/photo-zoom-inspector" Demo/Prototypes/photo-zoom.json
