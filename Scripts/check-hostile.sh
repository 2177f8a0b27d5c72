#!/usr/bin/env bash
# Throws hostile prototypes, layer scenes and flags (Scripts/Hostile/) at the demo binary, each
# under a 2 GB address-space limit and a timeout, and fails on any death by signal, timeout,
# unreadable output (a file that does not end as its format says, a refusal with nothing on
# standard error, control characters in what it prints) or raw system error text (Foundation's "Error Domain=", "Fatal error").
#
# Usage: Scripts/check-hostile.sh [--short]   (--short: the quick cases only, for .ci/run; about 15 s
# after a release build). Builds the release demo first when it is not built.
set -uo pipefail
cd "$(dirname "$0")/.."

short=0
[ "${1:-}" = "--short" ] && short=1
swift build -c release --product Demo >/dev/null 2>&1 || { echo "check-hostile: the release build failed" >&2; exit 1; }
demo="$(swift build -c release --show-bin-path)/Demo"
hostile=Scripts/Hostile
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
memory_kb=$((2 * 1024 * 1024))
file_kb=unlimited  # the largest file a run may write (ulimit -f), lowered to play a full disk
failures=0
count=0

# readable FILE: the file ends as its format says (PNG and APNG: the IEND chunk; GIF: the trailer).
readable() {
  local f=$1 head tail
  [ -s "$f" ] || return 1
  head=$(head -c 8 "$f" | od -An -tx1 | tr -d ' \n')
  case "$head" in
    89504e470d0a1a0a) tail=$(tail -c 8 "$f" | od -An -tx1 | tr -d ' \n'); [ "$tail" = "49454e44ae426082" ] ;;
    474946383961*) tail=$(tail -c 1 "$f" | od -An -tx1 | tr -d ' \n'); [ "$tail" = "3b" ] ;;
    *) return 1 ;;
  esac
}

# check NAME EXPECT SECONDS [FILE...] -- ARGS...: runs the demo with ARGS; EXPECT is "ok" (exit 0,
# every FILE readable) or "refused" (exit 1 or 2 with a message on standard error, no FILE left).
# When `says` is set, what the run prints must contain it too (it is cleared after each check).
says=""
check() {
  local name=$1 expect=$2 seconds=$3
  shift 3
  local files=()
  while [ "$1" != "--" ]; do files+=("$1"); shift; done
  shift
  count=$((count + 1))
  local started=$SECONDS
  # Past the file size limit a write fails (EFBIG) as on a full disk; the signal is ignored for that.
  ( ulimit -v "$memory_kb"; ulimit -f "$file_kb"; trap '' XFSZ; exec timeout -k 2 "$seconds" "$demo" "$@" ) >"$scratch/out.log" 2>"$scratch/err.log"
  local rc=$? why=""
  if [ $rc -eq 124 ] || [ $rc -eq 137 ]; then why="timed out after $seconds s"
  elif [ $rc -gt 128 ]; then why="killed by signal $((rc - 128))"
  elif grep -qE 'Error Domain=|NSCocoaErrorDomain|NSPOSIXErrorDomain|Fatal error|UserInfo=\{' "$scratch/out.log" "$scratch/err.log"; then
    why="raw system error text"
  elif LC_ALL=C grep -q $'[\x01-\x08\x0b\x0c\x0e-\x1f\x7f]' "$scratch/out.log" "$scratch/err.log"; then
    why="control characters in the output"
  elif [ "$expect" = ok ] && [ $rc -ne 0 ]; then why="exit $rc, expected success"
  elif [ "$expect" = refused ] && [ $rc -ne 1 ] && [ $rc -ne 2 ]; then why="exit $rc, expected a refusal (1 or 2)"
  elif [ "$expect" = refused ] && ! grep -q '^Demo ' "$scratch/err.log"; then why="refused without a message"
  elif [ "$expect" = refused ] && [ "$(head -1 "$scratch/err.log" | wc -c)" -gt 2000 ]; then why="a message of over 2000 characters"
  elif [ -n "$says" ] && ! grep -qF -- "$says" "$scratch/out.log" "$scratch/err.log"; then why="it does not say: $says"
  fi
  says=""
  local file
  if [ -z "$why" ] && [ "$expect" = ok ]; then
    for file in "${files[@]}"; do readable "$file" || { why="unreadable output $file"; break; }; done
  elif [ -z "$why" ]; then
    for file in "${files[@]}"; do [ ! -e "$file" ] || { why="a refusal left $file behind"; break; }; done
  fi
  if [ -n "$why" ]; then
    failures=$((failures + 1))
    echo "FAIL  $name: $why" >&2
    tail -3 "$scratch/err.log" | sed 's/^/      /' >&2
  else
    printf 'PASS  %-40s exit %d in %d s: %s\n' "$name" "$rc" $((SECONDS - started)) "$(head -c 160 "$scratch/err.log" | head -1)"
  fi
}

out="$scratch/out"
mkdir -p "$out" "$out/folder.gif"

# Flags.
check "fps far too high"          refused 20 -- --scene card-flip --fps 100000 --out "$out/a"
says="frames, over the limit of 3600 frames; lower --fps (at most"
check "fps 1e308"                 refused 20 -- --scene fade --fps 1e308 --out "$out/a"
check "fps not a number"          refused 20 -- --scene fade --fps nan --out "$out/a"
check "fps below one frame"       refused 20 -- --scene fade --fps 0.2 --out "$out/a"
check "scale tiny"                refused 20 -- --scene sheet --scale 3e-9 --out "$out/a"
check "scale huge"                refused 20 -- --scene sheet --scale 7e5 --out "$out/a"
check "scale over 4096 a side"    refused 20 -- --scene sheet --scale 4.9 --out "$out/a"
check "negative scale"            refused 20 -- --scene sheet --scale -2 --out "$out/a"
check "unknown scene"             refused 20 -- --scene nope --out "$out/a"
check "unknown format"            refused 20 -- --scene fade --format webp --out "$out/a"
check "out is a file"             refused 20 -- --scene fade --out /etc/hostname
check "out under a file"          refused 20 -- --scene fade --fps 5 --scale 0.25 --out /etc/hostname/x
check "out under /proc"           refused 20 -- --scene fade --fps 5 --scale 0.25 --out /proc/no-such/out
check "option without value"      refused 20 -- --fps
check "unknown option"            refused 20 -- --frobnicate
check "lint at a tiny scale"      refused 20 -- lint --scene fade --scale 1e-12 --out "$out/lint"
says="no finite size in pixels; lower --scale (at most 4.85)"
check "lint at a scale of 1e308"  refused 20 -- lint --scene fade --scale 1e308 --out "$out/lint"
says="lower --scale (at most 4.85"
check "showcase at a scale of 1e308" refused 20 -- --scene fade --scale 1e308 --out "$out/a"
says='a prototype is linted at the "scale" in its file'
check "lint --scale on a prototype" refused 20 -- lint Scripts/Lint/stretched-label.json --scale 3 --out "$out/lint"
# Nothing on the command line is ignored: a stray word, an unknown option to any command, an empty path.
says="to pick that scene, write --scene fade"
check "a scene name without --scene" refused 20 -- showcase fade --fps 5 --out "$out/a"
says="unexpected argument"
check "a stray argument"          refused 20 -- --fps 5 stray --out "$out/a"
check "list with an unknown option" refused 20 -- list --frobnicate
check "list with an argument"     refused 20 -- list fade
says="-o: an empty path"
check "an empty -o"               refused 20 -- prototype Demo/Prototypes/card-flip.json -o ""
says="--out: an empty path"
check "an empty --out"            refused 20 -- --scene fade --out ""
says="--inspector: an empty path"
check "an empty --inspector"      refused 20 -- prototype Demo/Prototypes/card-flip.json -o "$out/e.gif" --inspector ""
says="--out: an empty path"
check "an empty lint --out"       refused 20 -- lint --scene fade --out ""

# Prototypes.
for f in "$hostile"/prototypes/*.json; do
  name=$(basename "$f" .json)
  case "$name" in
    gesture-longest-run) check "prototype $name (the longest run)" ok 60 "$out/$name.gif" -- prototype "$f" -o "$out/$name.gif" --no-lint ;;
    push-backward-flick-off-screen)
      # A back swipe flung past the window in 10 ms over a 1-point distance: the pop completes.
      check "prototype $name" ok 20 "$out/$name.gif" -- prototype "$f" -o "$out/$name.gif" ;;
    shared-element-larger-than-memory)
      # A 6000x6000 pt shared element laid out again every frame: snapshots are capped, so it flies.
      check "prototype $name" ok 60 "$out/$name.gif" -- prototype "$f" -o "$out/$name.gif" --no-lint ;;
    sixty-frames-tiny)
      # A GIF plays at most 50 fps: the line says what the file holds, not what was rendered.
      says="(GIF, 51 frames at 50 fps (sampled from 122 rendered at 120 fps)"
      check "prototype $name (GIF)" ok 60 "$out/$name.gif" -- prototype "$f" -o "$out/$name.gif"
      check "prototype $name (APNG)" ok 60 "$out/$name.png" -- prototype "$f" -o "$out/$name.png" --no-lint ;;
    *) check "prototype $name" refused 20 "$out/$name.gif" -- prototype "$f" -o "$out/$name.gif" ;;
  esac
done
check "prototype is a folder"        refused 20 -- prototype "$hostile" -o "$out/x.gif"
check "prototype missing"            refused 20 -- prototype "$scratch/none.json"
check "prototype frames into a file" refused 20 -- prototype Demo/Prototypes/card-flip.json -o /etc/hostname --inspector "$out/i"
check "prototype out under a file"   refused 20 -- prototype Demo/Prototypes/card-flip.json -o /etc/hostname/x.gif
check "prototype out is a folder"    refused 20 -- prototype Demo/Prototypes/card-flip.json -o "$out/folder.gif/" --no-lint
check "prototype inspector in /proc" refused 20 "$out/ok.gif" -- prototype Demo/Prototypes/card-flip.json -o "$out/ok.gif" --inspector /proc/none/i
check "prototype -o given twice"     refused 20 "$out/a.gif" "$out/b.gif" -- prototype Demo/Prototypes/card-flip.json -o "$out/a.gif" -o "$out/b.gif"
check "prototype out odd extension"  refused 20 -- prototype Demo/Prototypes/card-flip.json -o "$out/x.jpeg"

# Layer scenes.
for f in "$hostile"/scenes/*.json; do
  name=$(basename "$f" .json)
  case "$name" in
    shadow-radius-huge|shadow-radius-big-layer) check "scene $name" ok 20 "$out/$name.png" -- render-layers "$f" -o "$out/$name.png" ;;
    # Finite transforms scaling or moving a layer past what an Int holds: drawn as far as visible.
    transform-*|sublayer-transform-*|shadow-transform-*|shadow-sublayers-*)
      check "scene $name" ok 20 "$out/$name.png" -- render-layers "$f" -o "$out/$name.png" ;;
    nested-opacity-groups|nested-masks) check "scene $name" refused 30 "$out/$name.png" -- render-layers "$f" -o "$out/$name.png" ;;
    # The largest canvas the format allows (16384x16384, 1 GiB of pixels) renders and is written
    # within the 2 GB limit; its full-canvas translucent groups pass the working-memory budget.
    # About 10 s each: not in the short run.
    canvas-largest|canvas-largest-shadow)
      [ $short -eq 1 ] || check "scene $name" ok 120 "$out/$name.png" -- render-layers "$f" -o "$out/$name.png" ;;
    canvas-largest-groups)
      [ $short -eq 1 ] || check "scene $name" refused 120 "$out/$name.png" -- render-layers "$f" -o "$out/$name.png" ;;
    *) check "scene $name" refused 20 "$out/$name.png" -- render-layers "$f" -o "$out/$name.png" ;;
  esac
done
check "scene at --scale 1e-9"        refused 20 -- render-layers SnapshotTests/Scenes/shadow-card.json -o "$out/s.png" --scale 1e-9
check "scene out is a folder"        refused 20 -- render-layers SnapshotTests/Scenes/shadow-card.json -o "$out"
check "scene out under a file"       refused 20 -- render-layers SnapshotTests/Scenes/shadow-card.json -o /etc/hostname/s.png
check "scene out in /proc"           refused 20 -- render-layers SnapshotTests/Scenes/shadow-card.json -o /proc/s.png

# A full disk (writes past 64 KiB fail): nothing is left, no empty PNG or inspector folder.
file_kb=64
check "scene on a full disk"         refused 20 "$out/full.png" -- render-layers SnapshotTests/Scenes/photo-perspective.json -o "$out/full.png" --scale 3
check "prototype on a full disk"     refused 60 "$out/full.gif" "$out/full-inspector" -- prototype Demo/Prototypes/card-flip.json -o "$out/full.gif" --no-lint
file_kb=unlimited

check "scene at --scale 0x10"        refused 20 "$out/s.png" -- render-layers SnapshotTests/Scenes/shadow-card.json -o "$out/s.png" --scale 0x10

# Messages: a typo's likely key, an encoding by name, key paths cut short however deep the file.
printf '{"size": [10, 10], "root": {"cornerRadias": 4}}' >"$scratch/typo.json"
says='root.cornerRadias: unknown key; did you mean "cornerRadius"?'
check "scene with a typo in a key"   refused 20 "$out/t.png" -- render-layers "$scratch/typo.json" -o "$out/t.png"
printf '{"size": [10, 10], "root": {}}' | iconv -f UTF-8 -t UTF-16LE >"$scratch/utf16.json"
says="it is UTF-16 (little-endian) without a byte order mark; save it as UTF-8"
check "scene in UTF-16 without a BOM" refused 20 "$out/u.png" -- render-layers "$scratch/utf16.json" -o "$out/u.png"
{ printf '\xff\xfe\x00\x00'; printf '{"size": [10, 10], "root": {}}' | iconv -f UTF-8 -t UTF-32LE; } >"$scratch/utf32.json"
says="it starts with a UTF-32 (little-endian) byte order mark"
check "scene in UTF-32"              refused 20 "$out/u.png" -- render-layers "$scratch/utf32.json" -o "$out/u.png"
key=$(head -c 59 /dev/zero | tr '\0' k)
{ printf '{"size": [10, 10], "root": {}, "description": '; for _ in $(seq 600); do printf '{"%s": ' "$key"; done; printf 1
  for _ in $(seq 600); do printf '}'; done; printf '}'; } >"$scratch/deep-long-keys.json"
says="more)…"
check "scene nested past the limit under long keys" refused 20 "$out/d.png" -- render-layers "$scratch/deep-long-keys.json" -o "$out/d.png"
{ printf '{"screens": {"back": {"children": [{"frame": [0, 0, 9, 9], "children": ['
  for _ in $(seq 240); do printf '{"frame": [0, 0, 9, 9], "children": ['; done; printf '{"frame": [0, 0, 9]}'
  for _ in $(seq 240); do printf ']}'; done; printf ']}]}, "fore": {}}, "transition": {"catalog": "fade"}}'; } >"$scratch/deep-error.json"
says="screens.back.children[0]…("
check "a mistake 240 views deep"     refused 20 "$out/d.gif" -- prototype "$scratch/deep-error.json" -o "$out/d.gif"

# Control characters in an output path are shown escaped in the line that names it.
check "an output named with escapes" ok 20 "$out/"$'esc\e[31m\a'".gif" -- prototype Scripts/Hostile/prototypes/sixty-frames-tiny.json -o "$out/"$'esc\e[31m\a'".gif" --no-lint

# A film strip of frames 4096 pixels wide and 1 tall: shrunk along its width only, it fits.
printf '{"size": [4096, 1], "screens": {"back": {"backgroundColor": "#FFFFFF"}, "fore": {"backgroundColor": "#000000"}}, "transition": {"catalog": "fade"}, "duration": 0.2, "fps": 10}' \
  >"$scratch/thin.json"
says="each 1024x1 pixels"
check "a film strip of 4096x1 frames" ok 20 "$out/thin.strip.png" -- prototype "$scratch/thin.json" -o "$out/thin.strip.png" --no-lint

# Outputs that would overwrite an input: the prototype, a picture it shows (by any name, a link
# included), the scene or its image. Each is refused before anything is written, the input kept.
mkdir -p "$out/inputs"
printf '{"size": [40, 60], "screens": {"back": {"children": [{"type": "image", "frame": [0, 0, 20, 20], "image": "photo.png", "transitionID": "p"}]}, "fore": {"children": [{"type": "image", "frame": [0, 0, 40, 40], "image": "0002.png", "transitionID": "p"}]}}, "transition": {"sharedElements": {}}, "duration": 0.2, "fps": 10}' \
  >"$out/inputs/proto.json"
cp Tests/SharedElementsTests/Fixtures/pngsuite/basn6a08.png "$out/inputs/photo.png"
cp "$out/inputs/photo.png" "$out/inputs/0002.png"
cp "$out/inputs/proto.json" "$out/inputs/proto.gif"
ln -s photo.png "$out/inputs/alias.png"
printf '{"size": [10, 10], "images": {"p": {"png": "photo.png"}}, "root": {"contents": "p"}}' >"$out/inputs/scene.json"
sums() { (cd "$out/inputs" && cksum proto.json proto.gif photo.png 0002.png scene.json); }
before=$(sums)
says="would overwrite the image screens.back.children[0].image shows"
check "prototype -o its own image"   refused 20 -- prototype "$out/inputs/proto.json" -o "$out/inputs/photo.png" --no-lint
says="would overwrite the image screens.back.children[0].image shows"
check "prototype -o a link to it"    refused 20 -- prototype "$out/inputs/proto.json" -o "$out/inputs/alias.png" --no-lint
says="0002.png would overwrite the image screens.fore.children[0].image shows"
check "prototype frames over an image" refused 20 -- prototype "$out/inputs/proto.json" -o "$out/inputs" --no-lint
says="index.html would overwrite the prototype file itself"
cp "$out/inputs/proto.json" "$out/inputs/index.html"
check "prototype inspector over itself" refused 20 -- prototype "$out/inputs/index.html" -o "$out/x.gif" --inspector "$out/inputs" --no-lint
says="the default without -o, would overwrite the prototype file itself"
check "prototype named .gif, no -o"  refused 20 -- prototype "$out/inputs/proto.gif" --no-lint
says="would overwrite the image images.p.png names"
check "scene -o its own image"       refused 20 -- render-layers "$out/inputs/scene.json" -o "$out/inputs/photo.png"
count=$((count + 1))
if [ "$(sums)" = "$before" ]; then
  printf 'PASS  %-40s every input as it was\n' "inputs after the refusals"
else
  failures=$((failures + 1)); echo "FAIL  inputs after the refusals: an input was changed" >&2
fi

# Frames over an earlier, longer film (122 frames, then 6): its numbered frames past the new count
# go; nothing else (a folder named like a frame, other names) is touched.
frames="$out/frames"
check "a film of 122 frames"          ok 30 -- prototype Scripts/Hostile/prototypes/sixty-frames-tiny.json -o "$frames" --no-lint
before=$(ls "$frames" | wc -l)
touch "$frames/notes.txt" "$frames/9999.PNG" "$frames/99.png"
mkdir "$frames/7777.png"
printf '{"size": [40, 60], "screens": {"back": {}, "fore": {}}, "transition": {"catalog": "fade"}, "duration": 0.2, "fps": 10}' >"$scratch/short.json"
check "a film of 6 frames over it"   ok 30 -- prototype "$scratch/short.json" -o "$frames" --no-lint
count=$((count + 1))
left=$(cd "$frames" && LC_ALL=C ls | tr '\n' ' ')
if [ "$before" -gt 6 ] && [ "$left" = "0000.png 0001.png 0002.png 0003.png 0004.png 0005.png 7777.png 99.png 9999.PNG notes.txt " ]; then
  printf 'PASS  %-40s %s\n' "the earlier film's frames removed" "$left"
else
  failures=$((failures + 1)); echo "FAIL  frames over a longer film: left $left (of $before)" >&2
fi

# An inspector folder reused by a shorter film: its frames folder keeps only the files the new
# film names (repeated frames name the first file showing them, so counting is not enough).
insp="$out/reused-inspector"
check "an inspector of 122 frames"    ok 30 -- prototype Scripts/Hostile/prototypes/sixty-frames-tiny.json -o "$out/r1.gif" --inspector "$insp" --no-lint
mkdir -p "$scratch/again" && cp "$scratch/short.json" "$scratch/again/sixty-frames-tiny.json"
check "a shorter film's inspector"    ok 30 -- prototype "$scratch/again/sixty-frames-tiny.json" -o "$out/r2.gif" --inspector "$insp" --no-lint
count=$((count + 1))
shown=$(find "$insp/inspector" -name '[0-9][0-9][0-9][0-9].png' | wc -l)
if [ "$shown" -ge 1 ] && [ "$shown" -le 6 ]; then
  printf 'PASS  %-40s numbered frames left: %s\n' "the earlier inspector's frames removed" "$shown"
else
  failures=$((failures + 1)); echo "FAIL  inspector over a longer film: $shown numbered frames left" >&2
fi

# A rounded window on a grey background: the linter's screen at rest is drawn on the same
# background as the film, so its corners raise no finding.
printf '{"size": [120, 200], "cornerRadius": 30, "background": "#404040", "screens": {"back": {"backgroundColor": "#FFFFFF", "children": [{"frame": [10, 10, 40, 40], "backgroundColor": "#FF9500", "transitionID": "a"}]}, "fore": {"backgroundColor": "#FFFFFF", "children": [{"frame": [0, 0, 120, 80], "backgroundColor": "#FF9500", "transitionID": "a"}]}}, "transition": {"sharedElements": {}}, "duration": 0.3, "fps": 20}' >"$scratch/rounded.json"
check "a rounded window on grey"      ok 30 "$out/rounded.gif" -- prototype "$scratch/rounded.json" -o "$out/rounded.gif"
count=$((count + 1))
if grep -q 'lint finding' "$scratch/err.log"; then
  failures=$((failures + 1)); echo "FAIL  a rounded window on grey: $(grep -m1 'ends\|lint' "$scratch/err.log")" >&2
else
  printf 'PASS  %-40s no lint finding\n' "the rounded window's corners"
fi

# Generated inputs: too many layers or views, a 1 MB key, named pipes as files.
{ printf '{"size": [10, 10], "root": {"sublayers": ['; yes '{},' | head -n 100000 | tr -d '\n'; printf '{}]}}'; } >"$scratch/layers.json"
check "scene of 100001 layers"       refused 20 "$out/l.png" -- render-layers "$scratch/layers.json" -o "$out/l.png"
{ printf '{"screens": {"back": {"children": ['; yes '{"frame": [0, 0, 1, 1]},' | head -n 10000 | tr -d '\n'
  printf '{"frame": [0, 0, 1, 1]}]}, "fore": {}}, "transition": {"catalog": "fade"}}'; } >"$scratch/views.json"
check "prototype of 10002 views"     refused 20 "$out/v.gif" -- prototype "$scratch/views.json" -o "$out/v.gif"
{ printf '{"size": [10, 10], "root": {"'; head -c 1000000 /dev/zero | tr '\0' k; printf '": 1}}'; } >"$scratch/key.json"
check "scene with a 1 MB key"        refused 20 "$out/k.png" -- render-layers "$scratch/key.json" -o "$out/k.png"
mkfifo "$scratch/pipe.json" "$scratch/pipe.png"
printf '{"size": [10, 10], "images": {"p": {"png": "pipe.png"}}, "root": {"contents": "p"}}' >"$scratch/piped-image.json"
printf '{"screens": {"back": {"children": [{"type": "image", "frame": [0, 0, 4, 4], "image": "pipe.png"}]}, "fore": {}}, "transition": {"catalog": "fade"}}' \
  >"$scratch/piped-prototype.json"
check "scene file is a named pipe"   refused 5 "$out/f.png" -- render-layers "$scratch/pipe.json" -o "$out/f.png"
check "scene image is a named pipe"  refused 5 "$out/f.png" -- render-layers "$scratch/piped-image.json" -o "$out/f.png"
check "prototype image is a pipe"    refused 5 "$out/f.gif" -- prototype "$scratch/piped-prototype.json" -o "$out/f.gif"

# A render stopped half way by Ctrl-C or a kill, once its film is being written: it stops as the
# signal says, leaves no hidden partial file, and the film an earlier run left stays as it was.
# (Job control on: a script's background job would otherwise start with SIGINT ignored.)
set -m
for sig in INT TERM; do
  count=$((count + 1))
  folder="$out/stopped-$sig"
  mkdir -p "$folder"
  printf 'an earlier film\n' >"$folder/fade.gif"
  "$demo" --scene fade --fps 1400 --scale 0.5 --no-lint --format gif --out "$folder" >"$scratch/out.log" 2>"$scratch/err.log" &
  pid=$!
  # The film's own temporary file (written from the first frame on, renamed at the end).
  for _ in $(seq 200); do
    [ -n "$(find "$folder" -name '.fade.gif.*.partial' | head -1)" ] && break
    sleep 0.1
  done
  writing=$(find "$folder" -name '.fade.gif.*.partial' | head -1)
  kill -s "$sig" $pid 2>/dev/null
  ( sleep 30; kill -9 $pid 2>/dev/null ) >/dev/null 2>&1 &
  watchdog=$!
  { wait $pid; rc=$?; } 2>/dev/null
  { kill $watchdog; wait $watchdog; } 2>/dev/null
  leftover=$(find "$folder" -name '*.partial' | head -1)
  if [ -z "$writing" ]; then why="no film was being written within 20 s"
  elif [ -n "$leftover" ]; then why="left $(basename "$leftover") behind"
  elif [ "$(cat "$folder/fade.gif")" != "an earlier film" ]; then why="the earlier film was replaced or lost"
  elif [ $rc -ne $((128 + $(kill -l "$sig"))) ]; then why="exit $rc, expected death by SIG$sig"
  else why=""; fi
  if [ -n "$why" ]; then
    failures=$((failures + 1)); echo "FAIL  a render stopped by SIG$sig: $why" >&2
  else
    printf 'PASS  %-40s no partial file, the earlier film kept\n' "a render stopped by SIG$sig"
  fi
done
set +m

if [ $short -eq 0 ]; then
  # Long and large films must stream in flat memory under the limit.
  check "a long showcase film"       ok 600 "$out/long/fade.gif" "$out/long/fade.apng.png" -- --scene fade --fps 1400 --scale 0.5 --no-lint --out "$out/long"
  check "a film of 8 megapixels"     ok 600 "$out/big.png" -- prototype "$hostile/films/eight-megapixels.json" -o "$out/big.png" --no-lint
fi

if [ $failures -ne 0 ]; then
  echo "check-hostile: $failures of $count failed" >&2
  exit 1
fi
echo "check-hostile: all $count hostile inputs answered"
