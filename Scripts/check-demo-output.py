#!/usr/bin/env python3
"""Checks the demo's animations with Pillow, an independent decoder.

    swift run -c release Demo && Scripts/check-demo-output.py [FOLDER] [--strips DIR]

FOLDER defaults to demo-output/. The demo writes FOLDER/manifest.json: the rendering rate (fps),
the GIF sampling rate (gifFps) and, per scene, its frame count and files. For each scene:
  - <scene>.apng.png decodes to exactly `frames` frames of 1/fps s each (Pillow's ms, within 0.5 ms);
  - <scene>.gif decodes to the frames the GIF rule predicts: samples at k/gifFps, runs showing the
    same source frame merged, delays in 1/100 s from rounded cumulative times, a last sliver
    under 2/100 s joined to the frame before; the delays add up to the film's length;
  - <scene>.strip.png (the demo's film strip) decodes;
and a Pillow-made strip of ten GIF frames is written to DIR (default FOLDER/pillow-strips/) to
look at. Every other .gif and .apng.png in FOLDER must at least decode. Exits 1 when a check
fails; 0 with a message when Pillow is missing (pip install --user pillow).
"""
import json
import math
import os
import sys

try:
    from PIL import Image
except ImportError:
    print("check-demo-output: Pillow is not installed (python3 -m pip install --user pillow); skipping")
    sys.exit(0)

failures = []


def check(ok, what):
    print(("PASS  " if ok else "FAIL  ") + what)
    if not ok:
        failures.append(what)


def frames_of(path):
    """Every frame of an animated image as RGB, with its duration in ms."""
    im = Image.open(path)
    out = []
    for i in range(getattr(im, "n_frames", 1)):
        im.seek(i)
        out.append((im.convert("RGB"), float(im.info.get("duration", 0))))
    return out


def gif_timeline(count, fps, gif_fps):
    """The (source frame, centiseconds) list the GIF encoder writes for `count` frames at `fps`."""
    total = count / fps
    groups, k = [], 0
    while k / gif_fps < total - 1e-9:
        t = k / gif_fps
        source = min(count - 1, int(math.floor(t * fps + 1e-9)))
        if not groups or groups[-1][0] != source:
            groups.append((source, t))
        k += 1
    out = []
    for i, (source, start) in enumerate(groups):
        end = groups[i + 1][1] if i + 1 < len(groups) else total
        out.append([source, round(end * 100) - round(start * 100)])
    while len(out) > 1 and out[-1][1] < 2:
        sliver = out.pop()
        out[-1][1] += sliver[1]
    return out


def strip(images, path):
    picks = [images[min(len(images) - 1, i * len(images) // 10)] for i in range(10)]
    w, h = picks[0].width // 3, picks[0].height // 3
    sheet = Image.new("RGB", (10 * (w + 6) + 6, h + 12), (40, 40, 46))
    for i, im in enumerate(picks):
        sheet.paste(im.resize((w, h)), (6 + i * (w + 6), 6))
    sheet.save(path)


def main():
    args = sys.argv[1:]
    strips = None
    if "--strips" in args:
        i = args.index("--strips")
        strips = args[i + 1]
        del args[i:i + 2]
    folder = args[0] if args else "demo-output"
    strips = strips or os.path.join(folder, "pillow-strips")
    manifest_path = os.path.join(folder, "manifest.json")
    if not os.path.exists(manifest_path):
        print(f"check-demo-output: no {manifest_path}; run `swift run -c release Demo` first")
        return 1
    manifest = json.load(open(manifest_path))
    fps, gif_fps = manifest["fps"], manifest["gifFps"]
    os.makedirs(strips, exist_ok=True)
    checked = set()
    for scene in manifest["scenes"]:
        name, count, files = scene["name"], scene["frames"], scene["files"]
        apng, gif, film = f"{name}.apng.png", f"{name}.gif", f"{name}.strip.png"
        if apng in files:
            checked.add(apng)
            frames = frames_of(os.path.join(folder, apng))
            check(len(frames) == count, f"{apng}: {len(frames)} frames, expected {count}")
            bad = [i for i, (_, d) in enumerate(frames) if abs(d - 1000 / fps) > 0.5]
            check(not bad, f"{apng}: every frame lasts {1000 / fps:.2f} ms" + (f" (not frames {bad[:5]})" if bad else ""))
        if gif in files:
            checked.add(gif)
            frames = frames_of(os.path.join(folder, gif))
            expected = gif_timeline(count, fps, gif_fps)
            check(len(frames) == len(expected), f"{gif}: {len(frames)} frames, expected {len(expected)} at {gif_fps:g} fps")
            got = [round(d / 10) for _, d in frames]
            want = [cs for _, cs in expected]
            check(got == want, f"{gif}: frame delays {got[:6]}... as the GIF rule gives")
            check(sum(got) == round(count / fps * 100), f"{gif}: delays add up to {sum(got) / 100:.2f} s, the film's {count / fps:.2f} s")
            if frames:
                strip([im for im, _ in frames], os.path.join(strips, f"{name}.png"))
        if film in files:
            checked.add(film)
            try:
                Image.open(os.path.join(folder, film)).load()
                check(True, f"{film}: decodes")
            except Exception as e:  # noqa: BLE001 - any decoder error is a failure here
                check(False, f"{film}: {e}")
    for f in sorted(os.listdir(folder)):
        if (f.endswith(".gif") or f.endswith(".apng.png")) and f not in checked:
            try:
                n = len(frames_of(os.path.join(folder, f)))
                check(n > 0, f"{f}: decodes ({n} frames; not in the manifest)")
            except Exception as e:  # noqa: BLE001
                check(False, f"{f}: {e}")
    print(f"{len(failures)} failed; Pillow film strips in {strips}/" if failures else f"all passed; Pillow film strips in {strips}/")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
