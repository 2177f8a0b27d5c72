#!/usr/bin/env bash
# Fuzzes one of the package's readers with libFuzzer and the address sanitizer for a bounded time.
#   Scripts/fuzz.sh TARGET [seconds] [libFuzzer options...]    (default 60 s)
#   Scripts/fuzz.sh all [seconds]                              (every target, as many at once as cores)
#   Scripts/fuzz.sh build [TARGET...]                          (only build; all targets by default)
# Targets: png (PNG decoder and inflater), json (JSON reader), prototype (TransitionPrototype(data:)),
# scene (LayerScene(data:), rendered when the canvas is small). Each is Scripts/Fuzz/Fuzz<Target>.swift.
#
# Only the Swift toolchain is needed: libFuzzer ships with its clang runtime. Each layer of the
# library (the list in Package.swift) is compiled as its own module with swiftc, as SwiftPM would,
# but only the layers the entry point imports and those below them; objects are reused while their
# sources are unchanged. Everything lands in .build/fuzz/: the corpus grows in corpus-<target>/
# (seeded from the shipped examples), crashes go to crashes-<target>/ and the log to
# <target>.log. Exits 1 when the fuzzer finds a crash, a leak, a timeout or runs out of memory.
# Environment: FUZZ_OPT (default -O), FUZZ_SANITIZE (default fuzzer,address).
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
out=$root/.build/fuzz
mods=$out/modules
mkdir -p "$mods" "$out/objects"
# The C pixel kernels (Sources/SharedElements/Kernels, below Rendering): a module map for swiftc and
# one object, built with the same sanitizers (libFuzzer's main comes from the Swift link).
kernels_dir=Sources/SharedElements/Kernels
kernels_object=$out/objects/SharedElementsKernels.o
printf 'module SharedElementsKernels {\n  header "%s/%s/include/SharedElementsKernels.h"\n  export *\n}\n' \
  "$root" "$kernels_dir" > "$mods/module.modulemap"
# The package builds in the Swift 6 language mode (Package.swift), so the fuzz builds do too.
opt="${FUZZ_OPT:--O} -swift-version 6"
sanitize="${FUZZ_SANITIZE:-fuzzer,address}"
all_targets=(png json prototype scene)

entry_file() {  # png -> Scripts/Fuzz/FuzzPNG.swift (the file whose lowercased name matches)
  local f
  for f in Scripts/Fuzz/Fuzz*.swift; do
    local name=${f##*/Fuzz}; name=${name%.swift}
    if [ "${name,,}" = "$1" ]; then echo "$f"; return; fi
  done
  echo "unknown target '$1' (one of: ${all_targets[*]})" >&2
  exit 2
}

# The layers from Package.swift, bottom to top: name, folder, dependencies.
declare -A folder deps
order=()
while IFS='|' read -r name dir dependencies; do
  order+=("$name"); folder[$name]=$dir; deps[$name]=$dependencies
done < <(sed -nE 's/^ *\("([A-Za-z]+)", "([A-Za-z/]+)", \[([^]]*)\]\),.*/\1|\2|\3/p' Package.swift | tr -d '" ' | tr ',' ' ')
[ "${#order[@]}" -gt 0 ] || { echo "found no layers in Package.swift" >&2; exit 2; }

declare -A needed
need() {  # marks a layer and everything below it
  [ -n "${needed[$1]:-}" ] && return
  [ -n "${folder[$1]:-}" ] || { echo "no layer named $1 in Package.swift" >&2; exit 2; }
  needed[$1]=1
  local d; for d in ${deps[$1]}; do need "$d"; done
}

build_layer() {  # one layer as a module: objects/<Module>.o and modules/<Module>.swiftmodule
  local layer=$1 module=SharedElements$1 sources
  mapfile -t sources < <(find "Sources/SharedElements/${folder[$layer]}" -name '*.swift' | sort)
  local object=$out/objects/$module.o stamp=$out/objects/$module.flags flags="$opt -sanitize=$sanitize"
  if [ -f "$object" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$flags" ] \
     && [ -z "$(find "Sources/SharedElements/${folder[$layer]}" -name '*.swift' -newer "$object")" ]; then
    local d fresh=1
    for d in ${deps[$layer]}; do [ "$out/objects/SharedElements$d.o" -nt "$object" ] && fresh=0; done
    [ "$layer" = Rendering ] && [ "$kernels_object" -nt "$object" ] && fresh=0
    [ "$fresh" = 1 ] && return 0
  fi
  mkdir -p "$out/objects"
  # FUZZING turns off the PNG decoder's CRC-32 and Adler-32 checks so mutations reach the code behind.
  if ! swiftc $opt -sanitize="$sanitize" -D FUZZING -parse-as-library -wmo -package-name SharedElements \
      -module-name "$module" -I "$mods" -emit-module -emit-module-path "$mods/$module.swiftmodule" \
      -c "${sources[@]}" -o "$object" 2> "$out/objects/$module.log"; then
    grep -v "Cannot export local symbol" "$out/objects/$module.log" >&2
    rm -f "$object"
    return 1
  fi
  echo "$flags" > "$stamp"
}

build_kernels() {  # the C kernels' object, rebuilt when its source or the flags changed
  local stamp=$out/objects/SharedElementsKernels.flags flags="${FUZZ_OPT:--O} $sanitize"
  if [ -f "$kernels_object" ] && [ "$(cat "$stamp" 2>/dev/null)" = "$flags" ] \
     && [ -z "$(find "$kernels_dir" -newer "$kernels_object" -type f)" ]; then
    return 0
  fi
  local c_sanitize=${sanitize//fuzzer/fuzzer-no-link}
  # Every C file of the target, joined into one object.
  local c parts=()
  for c in "$kernels_dir"/*.c; do
    clang -O2 -fsanitize="$c_sanitize" -I "$kernels_dir/include" -c "$c" -o "$out/objects/$(basename "$c").o" || return 1
    parts+=("$out/objects/$(basename "$c").o")
  done
  ld -r "${parts[@]}" -o "$kernels_object" || return 1
  echo "$flags" > "$stamp"
}

build() {  # builds the layers a target imports and links .build/fuzz/fuzz-<target>
  local target=$1 entry layer
  entry=$(entry_file "$target")
  needed=()
  for layer in $(sed -nE 's/^import SharedElements([A-Za-z]+)$/\1/p' "$entry"); do need "$layer"; done
  if [ -n "${needed[Rendering]:-}" ]; then build_kernels || { echo "building the C kernels failed" >&2; exit 2; }; fi
  # Layers of one level (all their dependencies built) compile side by side.
  declare -A done_=()
  local remaining=() ready pids failed=0
  for layer in "${order[@]}"; do [ -n "${needed[$layer]:-}" ] && remaining+=("$layer"); done
  while [ "${#remaining[@]}" -gt 0 ]; do
    ready=(); local rest=()
    for layer in "${remaining[@]}"; do
      local ok=1 d; for d in ${deps[$layer]}; do [ -n "${done_[$d]:-}" ] || ok=0; done
      if [ "$ok" = 1 ]; then ready+=("$layer"); else rest+=("$layer"); fi
    done
    pids=()
    for layer in "${ready[@]}"; do build_layer "$layer" & pids+=($!); done
    for p in "${pids[@]}"; do wait "$p" || failed=1; done
    [ "$failed" = 0 ] || { echo "building the layers failed" >&2; exit 2; }
    for layer in "${ready[@]}"; do done_[$layer]=1; done
    remaining=("${rest[@]}")
  done
  local objects=()
  for layer in "${order[@]}"; do [ -n "${needed[$layer]:-}" ] && objects+=("$out/objects/SharedElements$layer.o"); done
  [ -n "${needed[Rendering]:-}" ] && objects+=("$kernels_object")
  if ! swiftc $opt -sanitize="$sanitize" -parse-as-library -package-name SharedElements -module-name "Fuzz_$target" \
      -I "$mods" "$entry" "${objects[@]}" -o "$out/fuzz-$target" 2> "$out/link-$target.log"; then
    grep -v "Cannot export local symbol" "$out/link-$target.log" >&2
    exit 2
  fi
}

seeds() {  # the shipped examples a target's corpus starts from
  case $1 in
    png) ls Tests/SharedElementsTests/Fixtures/pngsuite/*.png SnapshotTests/Scenes/*.png ;;
    json) ls Demo/Prototypes/*.json SnapshotTests/Scenes/*.json Benchmarks/Scenes/*.json Scripts/Hostile/*/*.json ;;
    prototype) ls Demo/Prototypes/*.json Scripts/Hostile/prototypes/*.json Scripts/Hostile/films/*.json ;;
    scene) ls SnapshotTests/Scenes/*.json Benchmarks/Scenes/*.json Scripts/Hostile/scenes/*.json ;;
  esac 2>/dev/null || true
}

if [ "${1:-}" = build ]; then
  shift
  targets=("$@"); [ "${#targets[@]}" -gt 0 ] || targets=("${all_targets[@]}")
  for t in "${targets[@]}"; do build "$t"; done
  exit 0
fi

if [ "${1:-}" = all ]; then
  seconds="${2:-60}"
  for t in "${all_targets[@]}"; do build "$t"; done
  at_once=$(nproc 2>/dev/null || echo 1)
  failed=0 pids=()
  for t in "${all_targets[@]}"; do
    FUZZ_BUILT=1 "$0" "$t" "$seconds" & pids+=($!)
    if [ "${#pids[@]}" -ge "$at_once" ]; then
      for p in "${pids[@]}"; do wait "$p" || failed=1; done
      pids=()
    fi
  done
  for p in "${pids[@]}"; do wait "$p" || failed=1; done
  exit "$failed"
fi

target="${1:?usage: Scripts/fuzz.sh TARGET [seconds] [libFuzzer options...] (targets: ${all_targets[*]})}"
seconds="${2:-60}"
shift; [ "$#" -gt 0 ] && shift
[ -n "${FUZZ_BUILT:-}" ] || build "$target"
corpus=$out/corpus-$target
mkdir -p "$corpus" "$out/crashes-$target"
mapfile -t seed_files < <(seeds "$target")
[ "${#seed_files[@]}" -gt 0 ] && cp -n "${seed_files[@]}" "$corpus/" 2>/dev/null || true

cd "$out"
status=0
# Swift's own crash handler is off: under the address sanitizer it reports a trap as an overflow of its own.
SWIFT_BACKTRACE=enable=no ./"fuzz-$target" "corpus-$target" -max_total_time="$seconds" -max_len=65536 -timeout=10 -rss_limit_mb=2048 \
  -artifact_prefix="crashes-$target/" -print_final_stats=1 "$@" > "$target.log" 2>&1 || status=$?
grep -E "^#[0-9]+ +(INITED|DONE)|ERROR|stat::|SUMMARY|^Done " "$target.log" | sed "s/^/fuzz-$target: /" || true
if [ "$status" -ne 0 ] || grep -q "ERROR: libFuzzer\|ERROR: AddressSanitizer\|SUMMARY:\|Fatal error" "$target.log"; then
  echo "fuzz-$target failed (exit $status); see .build/fuzz/$target.log and .build/fuzz/crashes-$target/" >&2
  exit 1
fi
