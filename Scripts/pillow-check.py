#!/usr/bin/env python3
"""Checks with Pillow that our PNG, APNG and GIF output reads back as it should.

    Scripts/pillow-check.py [FOLDER]

Without FOLDER, runs `swift run -c release Benchmarks images --quick` with IMAGES_BENCH_DUMP
pointing at a temporary folder (see Benchmarks/ImagesBenchmarks.swift for what lands there).
Checks:
  - every <name>.png decodes in Pillow to exactly the straight RGBA in <name>.<w>x<h>.rgba
    (UI frames, and random bitmaps of odd sizes over the whole alpha range);
  - animation.apng has 12 frames of 1/30 s (33.3 ms) whose pixels match the source frames exactly;
  - animation.gif has 12 frames whose delays add up to 40/100 s, close to the source colours;
  - resampled.gif (10 frames at 60 fps, exported at the default 30 fps) has 5 frames, 170 ms.
Exits 1 when a check fails, 0 with a message when Pillow (or numpy) is missing.
"""
import os
import subprocess
import sys
import tempfile

try:
    import numpy as np
    from PIL import Image
except ImportError:
    print("pillow-check: Pillow and numpy are not installed (pip install pillow numpy); skipping")
    sys.exit(0)

failures = []


def check(ok, what):
    print(("PASS  " if ok else "FAIL  ") + what)
    if not ok:
        failures.append(what)


def raw(path):
    name = os.path.basename(path)
    w, h = map(int, name.split(".")[-2].split("x"))
    return np.frombuffer(open(path, "rb").read(), dtype=np.uint8).reshape(h, w, 4)


def frames(img):
    out, durations = [], []
    for i in range(getattr(img, "n_frames", 1)):
        img.seek(i)
        out.append(np.asarray(img.convert("RGBA")))
        durations.append(img.info.get("duration", 0))
    return out, durations


def run_checks(folder):
    files = sorted(os.listdir(folder))
    for png in [f for f in files if f.endswith(".png")]:
        stem = png[:-4]
        rgba = next(f for f in files if f.startswith(stem + ".") and f.endswith(".rgba"))
        got = np.asarray(Image.open(os.path.join(folder, png)).convert("RGBA"))
        check(np.array_equal(got, raw(os.path.join(folder, rgba))), f"{png}: Pillow decodes the exact pixels")
    sources = [raw(os.path.join(folder, f)) for f in files if f.endswith(".frame")]

    apng, durations = frames(Image.open(os.path.join(folder, "animation.apng")))
    check(len(apng) == 12, f"animation.apng: {len(apng)} frames (12 expected)")
    check(all(abs(d - 1000 / 30) < 0.01 for d in durations), f"animation.apng: frame durations {durations[:3]}... ms (33.3 expected)")
    check(all(np.array_equal(a, b) for a, b in zip(apng, sources)), "animation.apng: every frame has the exact pixels")

    gif, durations = frames(Image.open(os.path.join(folder, "animation.gif")))
    check(len(gif) == 12, f"animation.gif: {len(gif)} frames (12 expected)")
    check(sum(durations) == 400, f"animation.gif: durations add up to {sum(durations)} ms (400 expected)")
    errors = [np.abs(a[..., :3].astype(int) - b[..., :3].astype(int)).mean() for a, b in zip(gif, sources)]
    check(max(errors) < 4, f"animation.gif: mean colour error per channel at most {max(errors):.2f} levels (< 4)")

    gif, durations = frames(Image.open(os.path.join(folder, "resampled.gif")))
    check(len(gif) == 5, f"resampled.gif: {len(gif)} frames (5 expected: 60 fps resampled to 30)")
    check(sum(durations) == 170, f"resampled.gif: durations {durations} add up to {sum(durations)} ms (170 expected)")


def main():
    if len(sys.argv) > 1:
        run_checks(sys.argv[1])
    else:
        root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
        with tempfile.TemporaryDirectory() as folder:
            subprocess.run(["swift", "run", "-c", "release", "Benchmarks", "images", "--quick"], cwd=root,
                           env=dict(os.environ, IMAGES_BENCH_DUMP=folder), check=True,
                           stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            run_checks(folder)
    print(f"{len(failures)} check(s) failed" if failures else "all checks passed")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
