#!/usr/bin/env bash
# Checks `Demo lint` as a command: JSON on standard output, exit 0 when clean, 1 when something
# is found (a label flown with its snapshots stretched, which shows its word twice), 2 when it
# cannot lint (bad input, or crops it cannot write: never 1, which means findings), with the
# usage after a mistake on the command line only, not after one in a file. About 10 s after a
# release build.
set -uo pipefail
cd "$(dirname "$0")/.."
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
failures=0
expect() {  # expect STATUS DESCRIPTION -- COMMAND...
  local want=$1 what=$2
  shift 3
  "$@" >"$scratch/out.json" 2>"$scratch/err.log"
  local got=$?
  if [ "$got" -ne "$want" ]; then
    echo "check-lint-cli: FAIL $what: exit $got, expected $want" >&2
    tail -5 "$scratch/err.log" >&2
    failures=$((failures + 1))
  else
    echo "PASS  $what (exit $got)"
  fi
}
lint() { swift run -c release Demo lint --out "$scratch/crops" "$@"; }

expect 0 "a clean showcase scene" -- lint --scene fade
if command -v python3 >/dev/null 2>&1; then
  python3 - "$scratch/out.json" <<'PY' || failures=$((failures + 1))
import json, sys
films = json.load(open(sys.argv[1]))
assert [f["name"] for f in films] == ["fade"], films
assert films[0]["kind"] == "scene" and films[0]["frames"] > 100 and films[0]["findings"] == [], films
print("PASS  the clean scene's JSON: one film, no findings")
PY
fi
expect 1 "a prototype that stretches a flying label" -- lint Scripts/Lint/stretched-label.json
if command -v python3 >/dev/null 2>&1; then
  python3 - "$scratch/out.json" "$scratch/crops" <<'PY' || failures=$((failures + 1))
import json, os, sys
films = json.load(open(sys.argv[1]))
found = films[0]["findings"]
assert films[0]["kind"] == "prototype" and any(f["rule"] == "double" and f["severity"] == "finding" for f in found), found
assert all(os.path.exists(os.path.join(sys.argv[2], f["cropFile"])) for f in found if f.get("cropFile")), found
print("PASS  the prototype's JSON names the double rule, with its crop written")
PY
fi
# `Demo prototype` writes its film (exit 0) and names the linter's findings on standard error.
expect 0 "a prototype film with a finding" -- swift run -c release Demo prototype Scripts/Lint/stretched-label.json -o "$scratch/film.gif"
if grep -q "lint finding" "$scratch/err.log" && grep -q "double" "$scratch/err.log"; then
  echo "PASS  the prototype command names its lint findings on standard error"
else
  echo "check-lint-cli: FAIL the prototype command did not name its lint findings" >&2
  failures=$((failures + 1))
fi
usage() {  # usage yes|no DESCRIPTION: whether the last command's standard error ends with the usage
  if grep -q "^usage: " "$scratch/err.log"; then local got=yes; else local got=no; fi
  if [ "$got" = "$1" ]; then
    echo "PASS  $2"
  else
    echo "check-lint-cli: FAIL $2" >&2
    failures=$((failures + 1))
  fi
}
expect 2 "an unknown scene" -- lint --scene no-such-scene
usage yes "an unknown scene, a mistake on the command line, is followed by the usage"
expect 2 "a missing prototype" -- lint "$scratch/missing.json"
usage no "a missing prototype is not followed by the usage"
printf '%s' '{ "screens": { "back": {}, "fore": {} }, "transition": { "sharedElements": { "unmatched": "scale" } } }' >"$scratch/mistake.json"
expect 2 "a prototype with a mistake in the file" -- lint "$scratch/mistake.json"
usage no "a mistake in the file is not followed by the usage"
expect 2 "an unknown option" -- lint --frobnicate
usage yes "an unknown option is followed by the usage"
expect 2 "crops it cannot write" -- swift run -c release Demo lint --out /proc/no-such/crops Scripts/Lint/stretched-label.json
# A file where the crops' folder should be is named as a file, with what to do, before any linting.
printf 'not a folder\n' >"$scratch/a-file"
expect 2 "--out names a file" -- swift run -c release Demo lint --out "$scratch/a-file" Scripts/Lint/stretched-label.json
if grep -q "is a file, not a folder; name a folder (it is made when missing) or move the file away" "$scratch/err.log" \
   && ! grep -q "code 516" "$scratch/err.log"; then
  echo "PASS  --out naming a file says so, and what to do"
else
  echo "check-lint-cli: FAIL --out naming a file: $(head -1 "$scratch/err.log")" >&2
  failures=$((failures + 1))
fi
usage yes "--out naming a file, a mistake on the command line, is followed by the usage"
# --scale is checked as the showcase checks it, and refused for prototypes, whose scale is their file's.
expect 2 "a scale with no finite pixel size" -- lint --scene fade --scale 1e308
if grep -q "no finite size in pixels; lower --scale (at most 4.85)" "$scratch/err.log" && ! grep -q "9223372036854775807" "$scratch/err.log"; then
  echo "PASS  --scale 1e308 is named with the largest scale that fits"
else
  echo "check-lint-cli: FAIL --scale 1e308: $(head -1 "$scratch/err.log")" >&2
  failures=$((failures + 1))
fi
expect 2 "--scale with a prototype" -- lint Scripts/Lint/stretched-label.json --scale 3
usage yes "--scale with a prototype is followed by the usage"
if [ "$failures" -ne 0 ]; then
  echo "check-lint-cli: $failures failed" >&2
  exit 1
fi
echo "check-lint-cli: all passed"
