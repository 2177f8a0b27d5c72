#!/usr/bin/env python3
"""Times our compositor, Skia's CPU rasterizer and Blend2D on the same canonical scene files, in one run.

usage (from the package root): Scripts/compositor-vs-skia.py [--runs N] [--rounds R]

Builds the release Benchmarks and runs its compositor group for our medians (single thread, every
render checked against its reference), the shared reference renderer (`../shared/tools/skia-reference
SCENE --time N`, which needs `pip install skia-python numpy`) for Skia's, and Blend2D
(`pip install blend2d-python==1.0.0`) in its synchronous, single-thread context for Blend2D's, then
prints the medians and the same-run ratios ours/Skia and ours/Blend2D (below 1: we are faster).
The three are timed scene by scene, back to back, for R rounds (3 by default); each figure is the
median of its rounds' medians, so load from elsewhere on the machine hits all three alike.

Blend2D is timed on the draws only: the scene is turned into device-space paths and colours before
the clock starts; each timed run clears the canvas to the scene's background, fills every layer in
order and flushes, as our render and Skia's recorded picture do. The bindings have no perspective
and no offscreen groups, so a scene that needs either (a perspective transform, a group opacity
over several paints, images, shadows, borders, masks) is skipped for Blend2D with the reason; our
canonical scenes rounded-cards and many-layers are expressed exactly. When the blend2d module is
missing the Blend2D column is skipped with a message. Skia and Blend2D are never dependencies of
the package; this script only measures.
"""
import json, math, os, subprocess, sys, time

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
runs = int(sys.argv[sys.argv.index('--runs') + 1]) if '--runs' in sys.argv else 20
rounds = int(sys.argv[sys.argv.index('--rounds') + 1]) if '--rounds' in sys.argv else 3
skia = os.path.join(root, '..', 'shared', 'tools', 'skia-reference')
if not os.path.exists(skia):
    sys.exit('compositor-vs-skia: the shared reference renderer is not beside the package (../shared/tools)')

try:
    import blend2d
    import numpy as np
except ImportError as error:
    blend2d = None
    print('compositor-vs-skia: Blend2D skipped (%s; pip install blend2d-python==1.0.0)' % error)


class Inexpressible(Exception):
    """A scene feature Blend2D's Python bindings cannot draw the way our compositor does."""


def rnd(v):
    return int(math.floor(v + 0.5))


def mat4(v):
    if v is None:
        return np.identity(4)
    return np.array(v, dtype=float).reshape(4, 4)


def translate(x, y, z=0.0):
    m = np.identity(4)
    m[3, 0], m[3, 1], m[3, 2] = x, y, z
    return m


def to_superlayer(layer, parent):
    """The layer-scene map from a layer's plane into its superlayer's (row vectors), as the spec writes it."""
    b = layer.get('bounds', [0, 0, 0, 0])
    ap = layer.get('anchorPoint', [0.5, 0.5])
    pos = layer.get('position', [0, 0])
    m = translate(-(b[0] + ap[0] * b[2]), -(b[1] + ap[1] * b[3])) @ mat4(layer.get('transform')) \
        @ translate(pos[0], pos[1], layer.get('zPosition', 0.0))
    if parent is not None:
        pb = parent.get('bounds', [0, 0, 0, 0])
        pap = parent.get('anchorPoint', [0.5, 0.5])
        px, py = pb[0] + pap[0] * pb[2], pb[1] + pap[1] * pb[3]
        m = m @ translate(-px, -py) @ mat4(parent.get('sublayerTransform')) @ translate(px, py)
    return m[np.ix_([0, 1, 3], [0, 1, 3])]  # flattened: rows x, y, w; columns X, Y, W


def straight(hex_color):
    s = hex_color.lstrip('#')
    r, g, b = (int(s[i:i + 2], 16) for i in (0, 2, 4))
    a = int(s[6:8], 16) if len(s) == 8 else 255
    return r, g, b, a


def blend2d_draws(scene):
    """The scene as a list of (device-space path, straight RGBA in 0...1) fills, in drawing order."""
    scale = float(scene.get('scale', 1))
    draws = []

    def walk(layer, parent, acc, path):
        if layer.get('hidden', False):
            return
        m = to_superlayer(layer, parent) @ acc
        if abs(m[0, 2]) > 1e-12 or abs(m[1, 2]) > 1e-12 or abs(m[2, 2] - 1) > 1e-12:
            raise Inexpressible('%s: a perspective transform' % path)
        for key in ('contents', 'shadowOpacity', 'borderWidth', 'masksToBounds', 'maskedCorners'):
            if layer.get(key):
                raise Inexpressible('%s: %s' % (path, key))
        if layer.get('compositingFilter', 'sourceOver') != 'sourceOver':
            raise Inexpressible('%s: compositingFilter' % path)
        opacity = min(1.0, max(0.0, float(layer.get('opacity', 1.0))))
        subs = layer.get('sublayers', [])
        color = layer.get('backgroundColor')
        if opacity < 1 and subs:
            raise Inexpressible('%s: group opacity over sublayers' % path)
        b = layer.get('bounds', [0, 0, 0, 0])
        if color is not None and b[2] > 0 and b[3] > 0 and opacity > 0:
            r, g, bl, a = straight(color)
            # Our compositor fades a single paint by the 8-bit opacity, as Skia's reference does.
            alpha = a / 255 * rnd(opacity * 255) / 255
            shape = blend2d.BLPath()
            radius = min(max(float(layer.get('cornerRadius', 0.0)), 0.0), b[2] / 2, b[3] / 2)
            if radius > 0:
                shape.add_round_rect(blend2d.BLRect(b[0], b[1], b[2], b[3]), radius)
            else:
                shape.add_rect(blend2d.BLRect(b[0], b[1], b[2], b[3]))
            shape.transform(blend2d.Matrix2D(m[0, 0], m[0, 1], m[1, 0], m[1, 1], m[2, 0], m[2, 1]))
            draws.append((shape, (r / 255, g / 255, bl / 255, alpha)))
        order = sorted(enumerate(subs), key=lambda t: (t[1].get('zPosition', 0.0), t[0]))
        for i, sub in order:
            walk(sub, layer, m, '%s.sublayers[%d]' % (path, i))

    walk(scene['root'], None, np.diag([scale, scale, 1.0]), 'root')
    return draws


def reference_pixels(scene_path):
    """The scene's reference render (premultiplied RGBA rows), or None without skia-python."""
    try:
        import skia
    except ImportError:
        return None
    png = os.path.join(root, 'SnapshotTests', 'Scenes', os.path.basename(scene_path)[:-len('.json')] + '.png')
    return skia.Image.open(png).toarray(colorType=skia.ColorType.kRGBA_8888_ColorType,
                                        alphaType=skia.AlphaType.kPremul_AlphaType)


def time_blend2d(path, runs):
    """Median milliseconds of Blend2D drawing the scene, or the reason it cannot. Fails when
    Blend2D's picture is not the scene's (mean error over 1.5/255 against the reference render)."""
    with open(path) as f:
        scene = json.load(f)
    try:
        draws = blend2d_draws(scene)
    except Inexpressible as reason:
        return None, str(reason)
    scale = float(scene.get('scale', 1))
    width, height = rnd(scene['size'][0] * scale), rnd(scene['size'][1] * scale)
    r, g, b, a = straight(scene.get('background', '#00000000'))
    background = (r / 255, g / 255, b / 255, a / 255)
    image = blend2d.BLImage(width, height, blend2d.BLFormat.PRGB32)
    context = blend2d.BLContext(image)  # synchronous: no worker threads
    times = []
    for _ in range(runs + 2):
        t0 = time.perf_counter()
        context.comp_op = blend2d.BLCompOp.SRC_COPY
        context.set_fill_style(background)
        context.fill_all()
        context.comp_op = blend2d.BLCompOp.SRC_OVER
        for shape, color in draws:
            context.set_fill_style(color)
            context.fill_path(shape)
        context.flush()
        times.append((time.perf_counter() - t0) * 1000)
    reference = reference_pixels(path)
    if reference is not None:
        error = np.abs(image.getDataAsNumPy().astype(int) - reference.astype(int)).mean()
        if error > 1.5:
            sys.exit('compositor-vs-skia: Blend2D drew %s wrong (mean error %.2f against its reference)'
                     % (os.path.basename(path), error))
    times = sorted(times[2:])
    return times[len(times) // 2], None


subprocess.run(['swift', 'build', '-c', 'release', '--product', 'Benchmarks'], cwd=root, check=True,
               stdout=subprocess.DEVNULL)
binary = os.path.join(subprocess.run(['swift', 'build', '-c', 'release', '--show-bin-path'], cwd=root, check=True,
                                     capture_output=True, text=True).stdout.strip(), 'Benchmarks')
scenes = ['rounded-cards', 'photo-perspective', 'card-flip-frame', 'many-layers']


def ours_ms(name):
    out = subprocess.run([binary, 'compositor'], cwd=root, capture_output=True, text=True,
                         env=dict(os.environ, COMPOSITOR_BENCH_SCENES=name))
    if out.returncode != 0:
        sys.exit('Benchmarks compositor failed for %s: %s' % (name, out.stderr.strip()[-300:]))
    return json.loads(out.stdout)['results'][0]


def skia_ms(name):
    scene = os.path.join(root, 'Benchmarks', 'Scenes', name + '.json')
    out = subprocess.run([sys.executable, skia, scene, os.path.join(root, '.build', 'skia-' + name + '.png'),
                          '--time', str(runs)], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit('skia-reference failed (pip install skia-python numpy?): ' + out.stderr.strip()[-200:])
    return json.loads(out.stdout.strip().splitlines()[-1])['median_ms']


def median(values):
    v = sorted(values)
    return v[len(v) // 2] if len(v) % 2 else (v[len(v) // 2 - 1] + v[len(v) // 2]) / 2


print('%-20s %9s %9s %9s %11s %13s %9s' % ('scene', 'ours ms', 'skia ms', 'b2d ms', 'ours/skia', 'ours/blend2d', 'target'))
notes = []
worst_skia, worst_blend2d = 0.0, 0.0
for name in scenes:
    scene = os.path.join(root, 'Benchmarks', 'Scenes', name + '.json')
    ours, peers, b2ds, target, reason = [], [], [], None, None
    for _ in range(rounds):
        r = ours_ms(name)
        target = r.get('target')
        ours.append(r['median'])
        peers.append(skia_ms(name))
        if blend2d is None:
            reason = 'blend2d-python is not installed'
        elif reason is None:
            b2d, reason = time_blend2d(scene, runs)
            if b2d is not None:
                b2ds.append(b2d)
    o, s = median(ours), median(peers)
    ratio = o / s
    worst_skia = max(worst_skia, ratio)
    b2d_text, b2d_ratio = '-', '-'
    if b2ds:
        b = median(b2ds)
        worst_blend2d = max(worst_blend2d, o / b)
        b2d_text, b2d_ratio = '%.2f' % b, '%.2f' % (o / b)
    else:
        notes.append('%s: Blend2D skipped (%s)' % (name, reason))
    print('%-20s %9.2f %9.2f %9s %11.2f %13s %9s' % (name, o, s, b2d_text, ratio, b2d_ratio,
                                                     '%.2f ms' % target if target else '-'))
for note in notes:
    print(note)
print('slowest ratio to Skia %.2f (%s)' % (worst_skia, 'faster than Skia on every scene' if worst_skia < 1 else 'slower than Skia somewhere'))
if worst_blend2d:
    print('slowest ratio to Blend2D %.2f (%s)' % (worst_blend2d, 'at most Blend2D\'s time on every scene it draws'
                                                  if worst_blend2d <= 1 else 'slower than Blend2D somewhere'))
