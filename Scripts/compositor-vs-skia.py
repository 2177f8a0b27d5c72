#!/usr/bin/env python3
"""Times our compositor and Skia's CPU rasterizer on the same canonical scene files, in one run.

usage (from the package root): Scripts/compositor-vs-skia.py [--runs N]

Runs `swift run -c release Benchmarks compositor` for our medians and the shared reference
renderer (`../shared/tools/skia-reference SCENE --time N`, which needs `pip install skia-python
numpy`) for Skia's, then prints both and the ratio (ours / Skia: below 1 means we are faster).
Skia is never a dependency of the package; this script only measures.
"""
import json, os, subprocess, sys

root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
runs = int(sys.argv[sys.argv.index('--runs') + 1]) if '--runs' in sys.argv else 20
skia = os.path.join(root, '..', 'shared', 'tools', 'skia-reference')
if not os.path.exists(skia):
    sys.exit('compositor-vs-skia: the shared reference renderer is not beside the package (../shared/tools)')

ours = json.loads(subprocess.run(['swift', 'run', '-c', 'release', 'Benchmarks', 'compositor'], cwd=root,
                                 capture_output=True, text=True, check=True).stdout)
print('%-20s %10s %10s %8s %8s' % ('scene', 'ours ms', 'skia ms', 'ratio', 'target'))
worst = 0.0
for r in ours['results']:
    scene = os.path.join(root, 'Benchmarks', 'Scenes', r['name'] + '.json')
    out = subprocess.run([sys.executable, skia, scene, os.path.join(root, '.build', 'skia-' + r['name'] + '.png'),
                          '--time', str(runs)], capture_output=True, text=True)
    if out.returncode != 0:
        sys.exit('skia-reference failed (pip install skia-python numpy?): ' + out.stderr.strip()[-200:])
    s = json.loads(out.stdout.strip().splitlines()[-1])['median_ms']
    ratio = r['median'] / s
    worst = max(worst, ratio)
    target = '%.1f' % r['target'] if r.get('target') else '-'
    print('%-20s %10.2f %10.2f %8.2f %8s' % (r['name'], r['median'], s, ratio, target))
print('slowest ratio %.2f (%s)' % (worst, 'faster than Skia on every scene' if worst < 1 else 'slower than Skia somewhere'))
