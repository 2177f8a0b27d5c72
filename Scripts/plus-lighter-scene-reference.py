#!/usr/bin/env python3
"""Writes SnapshotTests/Scenes/plus-lighter.json and its reference PNG, the PNG computed here
region by region from the layer-scene rules (premultiplied 8-bit, source-over and plus-lighter
written out by hand), not by the compositor.

usage (from the package root): Scripts/plus-lighter-scene-reference.py

Every edge sits on a whole pixel, so no pixel is partly covered. The root has plus-lighter
sublayers, so it is an isolated group: it is composed over transparency, then over the white
canvas; each pair layer is isolated the same way and goes over the grey backdrop as one.
"""
import json, os, struct, zlib

root_dir = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
out = os.path.join(root_dir, 'SnapshotTests', 'Scenes', 'plus-lighter')
W, H, SCALE = 120, 100, 2


def layer(x, y, w, h, **keys):
    d = {'bounds': [0, 0, w, h], 'position': [x + w / 2, y + h / 2]}
    d.update(keys)
    return d


scene = {
    'version': 1, 'size': [W, H], 'scale': SCALE, 'background': '#FFFFFFFF',
    'root': layer(0, 0, W, H, sublayers=[
        layer(0, 0, W, 40, backgroundColor='#404040FF', name='backdrop'),
        # A cross-fade at t = 0.75: opacities 0.25 and 0.75 round to alphas 64 and 191, 255 in all.
        layer(0, 0, 60, 80, name='crossFade', sublayers=[
            layer(10, 10, 40, 60, backgroundColor='#FF0000FF', opacity=0.25, compositingFilter='plusLighter'),
            layer(10, 10, 40, 60, backgroundColor='#0000FFFF', opacity=0.75, compositingFilter='plusLighter'),
        ]),
        # Two half-opaque colours add up where they overlap.
        layer(60, 0, 60, 80, name='halves', sublayers=[
            layer(5, 10, 30, 60, backgroundColor='#FF000080', compositingFilter='plusLighter'),
            layer(25, 10, 30, 60, backgroundColor='#0000FF80', compositingFilter='plusLighter'),
        ]),
        # Clamping: (200, 100, 0) + (100, 200, 50) = (255, 255, 50).
        layer(10, 82, 100, 16, backgroundColor='#C86400FF', name='under'),
        layer(30, 82, 60, 16, backgroundColor='#64C832FF', compositingFilter='plusLighter', name='added'),
    ]),
}


def fade(c, a):  # each premultiplied channel times a / 255, rounded (never a tie)
    return tuple((2 * v * a + 255) // 510 for v in c)


def over(s, d):
    return tuple(sv + dv for sv, dv in zip(s, fade(d, 255 - s[3])))


def plus(s, d):
    return tuple(min(255, sv + dv) for sv, dv in zip(s, d))


CLEAR = (0, 0, 0, 0)


def pixel(px, py):
    x, y = (px + 0.5) / SCALE, (py + 0.5) / SCALE
    def inside(x0, y0, w, h):
        return x0 <= x < x0 + w and y0 <= y < y0 + h
    root = CLEAR
    if inside(0, 0, W, 40):
        root = over((64, 64, 64, 255), root)
    pair = CLEAR
    if inside(10, 10, 40, 60):
        pair = plus(fade((255, 0, 0, 255), 64), pair)
        pair = plus(fade((0, 0, 255, 255), 191), pair)
    root = over(pair, root)
    pair = CLEAR
    if inside(65, 10, 30, 60):
        pair = plus((128, 0, 0, 128), pair)
    if inside(85, 10, 30, 60):
        pair = plus((0, 0, 128, 128), pair)
    root = over(pair, root)
    if inside(10, 82, 100, 16):
        root = over((200, 100, 0, 255), root)
    if inside(30, 82, 60, 16):
        root = plus((100, 200, 50, 255), root)
    return over(root, (255, 255, 255, 255))


def png(width, height, rows):
    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xFFFFFFFF)
    raw = b''.join(b'\x00' + bytes(row) for row in rows)
    return (b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 6, 0, 0, 0))
            + chunk(b'IDAT', zlib.compress(raw, 9)) + chunk(b'IEND', b''))


rows = []
for py in range(H * SCALE):
    row = []
    for px in range(W * SCALE):
        r, g, b, a = pixel(px, py)
        # Straight alpha for the PNG (every pixel here ends opaque over the white canvas).
        row += [r, g, b, a] if a in (0, 255) else [min(255, (v * 255 + a // 2) // a) for v in (r, g, b)] + [a]
    rows.append(row)
with open(out + '.json', 'w') as f:
    json.dump(scene, f, indent=1)
    f.write('\n')
with open(out + '.png', 'wb') as f:
    f.write(png(W * SCALE, H * SCALE, rows))
print('wrote', os.path.relpath(out, root_dir) + '.json/.png')
