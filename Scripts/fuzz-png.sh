#!/usr/bin/env bash
# Fuzzes the PNG decoder with libFuzzer and the address sanitizer for a bounded time.
#   Scripts/fuzz-png.sh [seconds]     (default 60)
# Seeds are the PngSuite files; the corpus grows in .build/fuzz-png/corpus, crashes land in
# .build/fuzz-png/ as crash-*. Exits non-zero when the fuzzer finds a crash.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${1:-60}"
out=.build/fuzz-png
mkdir -p "$out/corpus"
cp -n Tests/SharedElementsTests/Fixtures/pngsuite/*.png "$out/corpus/" 2>/dev/null || true

# The library's sources and the entry point, as one module.
mapfile -t sources < <(find Sources/SharedElements -name '*.swift' | sort)
# FUZZING turns off the CRC-32 and Adler-32 checks so mutations get past them to the code behind.
swiftc -O -sanitize=fuzzer,address -parse-as-library -module-name SharedElementsFuzz -D FUZZING \
  "${sources[@]}" Scripts/Fuzz/FuzzPNG.swift -o "$out/fuzz-png" 2> "$out/build.log" \
  || { grep -v "Cannot export local symbol" "$out/build.log" >&2; exit 2; }

cd "$out"
./fuzz-png corpus -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
  -print_final_stats=1 2>&1 | tee fuzz.log | grep -E "^#[0-9]+ +(INITED|DONE)|ERROR|stat::|SUMMARY" || true
grep -q "ERROR: libFuzzer\|ERROR: AddressSanitizer\|SUMMARY:" fuzz.log && exit 1
exit 0
