#!/usr/bin/env bash
# The PNG decoder's fuzzer, kept under its old name: Scripts/fuzz-png.sh [seconds] is
# Scripts/fuzz.sh png [seconds] (see that script).
exec "$(dirname "$0")/fuzz.sh" png "${1:-60}"
