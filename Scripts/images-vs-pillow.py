#!/usr/bin/env python3
"""Times Pillow on the same frames as `Benchmarks images` in one run and prints the ratios.

    Scripts/images-vs-pillow.py [--quick] [--runs N] [--cpu]

Runs `swift run -c release Benchmarks images` with IMAGES_BENCH_DUMP set, so the benchmark
writes each frame as <name>.png (our encoding) and <name>.<w>x<h>.rgba (straight RGBA). Then,
on this machine and in this run, Pillow decodes our PNG files and saves the raw pixels at zlib
level 6 (as RGBA, which is what Pillow writes for an RGBA image, and as RGB, the colour type we
pick for opaque frames). Ratios above 1 favour us for times (Pillow time / ours) and below 1
favour us for sizes (our bytes / Pillow's); the last lines say whether every frame meets the
issue's targets (decode at least 1.5x Pillow's speed, at most Pillow's RGB bytes). With --cpu both sides are timed in thread CPU time
(IMAGES_BENCH_CLOCK=cpu for ours, time.thread_time for Pillow), which a busy machine disturbs
less than wall time. Exits 0 with a message when Pillow is missing.
"""
import io
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time

try:
    from PIL import Image
except ImportError:
    print("images-vs-pillow: Pillow is not installed (pip install pillow); skipping")
    sys.exit(0)


# The targets, on every frame: decode at least this many times as fast as Pillow, and
# files at most this fraction of Pillow's RGB file.
DECODE_SPEEDUP_TARGET = 1.5
SIZE_RATIO_TARGET = 1.0

CLOCK = time.thread_time if "--cpu" in sys.argv else time.perf_counter


def median_ms(fn, runs):
    fn()
    times = []
    for _ in range(runs):
        t0 = CLOCK()
        fn()
        times.append((CLOCK() - t0) * 1000)
    return statistics.median(times)


def main():
    quick = "--quick" in sys.argv
    runs = int(sys.argv[sys.argv.index("--runs") + 1]) if "--runs" in sys.argv else (5 if quick else 15)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    with tempfile.TemporaryDirectory() as dump:
        env = dict(os.environ, IMAGES_BENCH_DUMP=dump)
        if "--cpu" in sys.argv:
            env["IMAGES_BENCH_CLOCK"] = "cpu"
        cmd = ["swift", "run", "-c", "release", "Benchmarks", "images"] + (["--quick"] if quick else [])
        out = subprocess.run(cmd, cwd=root, env=env, check=True, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
        ours = {r["name"]: r for r in json.loads(out.stdout)["results"]}
        rows = []
        for name in sorted(f[:-4] for f in os.listdir(dump) if f.endswith(".png") and "decode-" + f[:-4] in ours):
            raw_name = next(f for f in os.listdir(dump) if f.startswith(name + ".") and f.endswith(".rgba"))
            w, h = map(int, raw_name[len(name) + 1:-5].split("x"))
            with open(os.path.join(dump, name + ".png"), "rb") as f:
                png = f.read()
            with open(os.path.join(dump, raw_name), "rb") as f:
                rgba = Image.frombytes("RGBA", (w, h), f.read())
            rgb = rgba.convert("RGB") if rgba.getextrema()[3] == (255, 255) else rgba

            def decode():
                Image.open(io.BytesIO(png)).load()

            def save(img):
                buf = io.BytesIO()
                img.save(buf, "PNG", compress_level=6)
                return buf

            dec = median_ms(decode, runs)
            enc = median_ms(lambda: save(rgba), max(3, runs // 2))
            size_rgba = len(save(rgba).getvalue())
            size_rgb = len(save(rgb).getvalue())
            rows.append((name, ours["decode-" + name]["median"], dec, ours["encode-" + name]["median"], enc,
                         ours["encode-" + name + "-size"]["median"], size_rgba, size_rgb))
    print(f"{'frame':<20} {'decode ms':>9} {'Pillow':>7} {'speedup':>7}   {'encode ms':>9} {'Pillow':>7} {'speedup':>7}"
          f"   {'bytes':>8} {'Pillow RGBA':>11} {'ratio':>6} {'Pillow RGB':>10} {'ratio':>6}")
    missed = []
    for name, d, pd, e, pe, b, pb, pb3 in rows:
        print(f"{name:<20} {d:9.2f} {pd:7.2f} {pd / d:7.2f}   {e:9.2f} {pe:7.2f} {pe / e:7.2f}"
              f"   {int(b):8d} {pb:11d} {b / pb:6.3f} {pb3:10d} {b / pb3:6.3f}")
        if pd / d < DECODE_SPEEDUP_TARGET:
            missed.append(f"{name}: decode {pd / d:.2f}x Pillow's speed, target at least {DECODE_SPEEDUP_TARGET}x")
        if b / pb3 > SIZE_RATIO_TARGET:
            missed.append(f"{name}: {b / pb3:.3f} of Pillow's RGB bytes, target at most {SIZE_RATIO_TARGET}")
    print(f"targets: decode at least {DECODE_SPEEDUP_TARGET}x Pillow's speed and at most {SIZE_RATIO_TARGET} of its RGB bytes "
          f"on every frame: {'met' if not missed else 'missed'}")
    for m in missed:
        print("  missed: " + m)


if __name__ == "__main__":
    main()
