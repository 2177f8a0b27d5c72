#!/usr/bin/env python3
"""Checks the demo's transition inspector (index.html): its inline data, then the page in headless
Chromium opened from disk at given URL fragments.

    Scripts/check-inspector.sh     (renders two showcase scenes and a prototype, then runs this)
    Scripts/check-inspector.py [--chromium PATH] [--shots DIR] [--lint-json FILE] SHOWCASE [PROTOTYPE_PAGE PROTOTYPE.json]
    Scripts/check-inspector.py demo-output          (the data checks alone, for a whole demo run)

SHOWCASE is a `Demo --out` folder (with manifest.json), PROTOTYPE_PAGE the folder `Demo prototype`
wrote its inspector into, PROTOTYPE.json the document it rendered. The browser checks need all
three, with the scenes navigation-shared and photo-swipe-dismiss rendered.

Data checks (no browser): every scene of the manifest is in the page with its frame count, one
image per frame and every image on disk; each lane's sample columns line up; for a flyer that
moves on the clock, the recorded geometry holds still before `start + delay` and after
`start + delay + duration` and moves between, and the flyer leaves with the transition's last
flight; the prototype's lanes are the document's shared elements, one per run, with its delays
and duration; with --lint-json (the prototype rendered with --lint), its findings are the ones
`Demo lint` reports for it.

Browser checks (--dump-dom and --screenshot at each fragment): the page shows the fragment's
scene, frame and speed (its #app data attributes, the image's src, the speed control), draws one
lane per flyer with the data's start, delay and duration, clamps an out-of-range frame, rewrites
a partial fragment in full; a copy of the page with hand-written findings marks each on the time
axis and `finding=K` jumps to its frame; the screenshot's stage shows the frame's image (closer
to it than to a frame that looks different). Screenshots are kept in DIR when one is given.

Interaction checks (real mouse and key events over the DevTools protocol on a pipe): a click on
the scrubber shows that frame and the fragment follows, → steps a frame, a click on a finding's
marker shows its frame and message, ▶ plays at the fragment's speed and Space pauses.
Exits 1 when a check fails.
"""
import argparse
import html.parser
import json
import os
import re
import subprocess
import sys
import tempfile

failures = []


def check(ok, what):
    print(("PASS  " if ok else "FAIL  ") + what)
    if not ok:
        failures.append(what)
    return ok


DATA_RE = re.compile(r'<script type="application/json" id="inspector-data">(.*?)</script>', re.S)


def page_data(folder):
    with open(os.path.join(folder, "index.html"), encoding="utf-8") as f:
        text = f.read()
    m = DATA_RE.search(text)
    return text, json.loads(m.group(1)) if m else None


# MARK: - Data


def moves_on_clock(lane, fps, others):
    """Checks that a clock-driven flyer holds still outside its delay..delay+duration window."""
    s = lane["samples"]
    name = f"{lane.get('element')}@{lane['start']:.2f}s"
    cols = ["x", "y", "width", "height", "cornerRadius", "opacity"]
    at = lambda k: [s[c][k] for c in cols]
    same = lambda a, b: all(abs(p - q) <= 0.01 for p, q in zip(a, b))
    begin, end = lane["start"] + lane["delay"], lane["start"] + lane["delay"] + lane["duration"]
    eps = 1e-6
    first, last = at(0), at(len(s["frame"]) - 1)
    before = [k for k, f in enumerate(s["frame"]) if f / fps <= begin + eps]
    after = [k for k, f in enumerate(s["frame"]) if f / fps >= end - eps]
    between = [k for k, f in enumerate(s["frame"]) if begin + eps < f / fps < end - eps]
    check(all(same(at(k), first) for k in before), f"{name}: still until start + delay ({len(before)} frames)")
    check(all(same(at(k), last) for k in after), f"{name}: still from start + delay + duration on ({len(after)} frames)")
    check(any(not same(at(k), first) and not same(at(k), last) for k in between),
          f"{name}: moves between ({len(between)} frames)")
    # The flyers of one transition leave together when its last flight ends.
    ends = [o["start"] + o["delay"] + o["duration"] for o in others if abs(o["start"] - lane["start"]) < 1e-9]
    expected = round(max(ends) * fps)
    check(abs(s["frame"][-1] - expected) <= 1, f"{name}: last in the window at frame {s['frame'][-1]}, the transition ends at frame {expected}")


def check_data(folder, data, manifest=None, timed=()):
    check(data is not None, f"{folder}/index.html has the inline inspector data")
    if data is None:
        return
    if manifest:
        names = [s["name"] for s in data["scenes"]]
        check(names == [s["name"] for s in manifest["scenes"]], f"the page's scenes are the manifest's: {names}")
    for scene in data["scenes"]:
        n = scene["frameCount"]
        if manifest:
            m = next((s for s in manifest["scenes"] if s["name"] == scene["name"]), None)
            check(m is not None and m["frames"] == n, f"{scene['name']}: {n} frames, as the manifest says")
        check(len(scene["frames"]) == n, f"{scene['name']}: one image per frame ({len(scene['frames'])})")
        missing = sorted({f for f in scene["frames"] if not os.path.exists(os.path.join(folder, f))})
        check(not missing, f"{scene['name']}: every frame image is on disk" + (f" (not {missing[:3]})" if missing else ""))
        keys = {"rule": str, "frame": int, "time": (int, float), "element": (str, type(None)), "message": str, "severity": str}
        check(isinstance(scene["findings"], list) and all(
            set(f) == set(keys) and all(isinstance(f[k], t) for k, t in keys.items()) and f["severity"] in ("finding", "info")
            and 0 <= f["frame"] < n for f in scene["findings"]),
            f"{scene['name']}: {len(scene['findings'])} findings, each with the schema's keys and a frame of the film")
        for lane in scene["lanes"]:
            s = lane["samples"]
            lengths = {len(s[c]) for c in ["frame", "x", "y", "width", "height", "cornerRadius", "opacity"]}
            check(len(lengths) == 1 and s["frame"] == sorted(s["frame"]) and all(0 <= f < n for f in s["frame"]),
                  f"{scene['name']}: lane {lane.get('element')} has {len(s['frame'])} ordered samples in every column")
            if scene["name"] in timed:
                moves_on_clock(lane, scene["fps"], scene["lanes"])


def check_lint(scene, lint_json):
    """The page's findings are what `Demo lint` reports for the same prototype (whose frame 0 is
    the screen at rest before the film, so its frames are one more)."""
    with open(lint_json) as f:
        reported = json.load(f)[0]["findings"]
    want = [(e["rule"], max(0, e["frame"] - 1), e.get("element"), e["message"], e["severity"]) for e in reported]
    got = [(f["rule"], f["frame"], f["element"], f["message"], f["severity"]) for f in scene["findings"]]
    check(got == want, f"prototype --lint: the page has the {len(want)} entries `Demo lint` reports" + ("" if got == want else f" (got {got[:2]}, want {want[:2]})"))


def check_prototype_lanes(scene, document):
    """The lanes of a prototype: its shared elements (IDs on both screens), once per run."""
    def ids(view, out):
        if "transitionID" in view:
            out[view["transitionID"]] = view
        for c in view.get("children", []):
            ids(c, out)
        return out
    back, fore = ids(document["screens"]["back"], {}), ids(document["screens"]["fore"], {})
    shared = [i for i in fore if i in back]
    runs = 2 if document.get("direction", "both") == "both" else 1
    lanes = scene["lanes"]
    check(len(lanes) == runs * len(shared), f"prototype: {len(lanes)} lanes, {runs} runs x {len(shared)} shared elements {shared}")
    for lane in lanes:
        spec = fore.get(lane.get("element"), {}).get("sharedElement", {})
        delay = spec.get("delay", 0)
        duration = spec.get("duration", document.get("duration"))
        check(abs(lane["delay"] - delay) < 1e-9 and (duration is None or abs(lane["duration"] - duration) < 1e-9),
              f"prototype lane {lane.get('element')}: delay {lane['delay']} s, duration {lane['duration']} s as the document says ({delay}, {duration})")


# MARK: - Browser


class Dom(html.parser.HTMLParser):
    """The attributes of #app, the lane rows, the finding markers and a few controls."""

    def __init__(self, text):
        super().__init__()
        self.app, self.lanes, self.markers, self.ids = {}, [], [], {}
        self._text_of = None
        self.text = {}
        self.feed(text)

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        classes = (a.get("class") or "").split()
        if a.get("id") == "app":
            self.app = a
        if "lane" in classes and "row" in classes:
            self.lanes.append(a)
        if "finding-marker" in classes:
            self.markers.append(a)
        if a.get("id"):
            self.ids[a["id"]] = a
            self._text_of = a["id"]

    def handle_data(self, data):
        if self._text_of:
            self.text[self._text_of] = self.text.get(self._text_of, "") + data

    def handle_endtag(self, tag):
        self._text_of = None


class Browser:
    def __init__(self, path, shots):
        self.path, self.shots, self.count = path, shots, 0
        self.sandbox = ["--no-sandbox"] if os.geteuid() == 0 else []

    def open(self, page, fragment, shot_name):
        """Loads `page#fragment`; returns the DOM after the page's script ran and the screenshot's path."""
        self.count += 1
        shot = os.path.join(self.shots, shot_name + ".png")
        url = "file://" + os.path.abspath(page) + "#" + fragment
        args = [self.path, "--headless", "--disable-gpu", *self.sandbox, "--hide-scrollbars", "--mute-audio",
                "--no-first-run", "--window-size=1440,900", "--virtual-time-budget=4000",
                "--screenshot=" + shot, "--dump-dom", url]
        out = subprocess.run(args, capture_output=True, text=True, timeout=60)
        return Dom(out.stdout), shot if os.path.exists(shot) else None


def close(a, b):
    return abs(float(a) - float(b)) < 1e-9


def check_shown(label, dom, scene, frame, speed=1.0):
    app = dom.app
    check(app.get("data-ready") == "true", f"{label}: the page's script ran (data-ready)")
    check(app.get("data-scene") == scene["name"], f"{label}: shows scene {app.get('data-scene')}, expected {scene['name']}")
    check(app.get("data-frame") == str(frame), f"{label}: shows frame {app.get('data-frame')}, expected {frame}")
    src = dom.ids.get("frame-image", {}).get("src")
    check(src == scene["frames"][frame] and app.get("data-img") == src, f"{label}: the image is {src}, frame {frame}'s")
    check(abs(float(app.get("data-time", "nan")) - frame / scene["fps"]) < 1e-5, f"{label}: time {app.get('data-time')} s = frame / fps")
    readout = f"{speed:.2f}×"
    check(close(app.get("data-speed", "nan"), speed) and dom.text.get("speed-value") == readout,
          f"{label}: speed {app.get('data-speed')}, the readout says {dom.text.get('speed-value')}")
    check(dom.text.get("frame-number") == str(frame), f"{label}: the readout says frame {dom.text.get('frame-number')}")
    lanes = scene["lanes"]
    check(app.get("data-lanes") == str(len(lanes)) and len(dom.lanes) == len(lanes),
          f"{label}: {len(dom.lanes)} lanes drawn, {len(lanes)} flyers in the data")
    same = all(close(row["data-start"], lane["start"]) and close(row["data-delay"], lane["delay"])
               and close(row["data-duration"], lane["duration"]) and row.get("data-element", "") == (lane.get("element") or "")
               for row, lane in zip(dom.lanes, lanes))
    check(same, f"{label}: each lane's element, start, delay and duration are the data's")


def stage_matches(label, shot, app, folder, scene, frame, other):
    """The screenshot's stage looks like `frame` more than like `other` (needs Pillow)."""
    try:
        from PIL import Image, ImageChops, ImageStat
    except ImportError:
        print(f"SKIP  {label}: Pillow is missing, the screenshot is not compared")
        return
    if not shot:
        check(False, f"{label}: a screenshot was written")
        return
    x, y, w, h = [float(v) for v in app.get("data-stage-rect", "0,0,0,0").split(",")]
    if w < 10 or h < 10:
        check(False, f"{label}: the stage has a size ({app.get('data-stage-rect')})")
        return
    box = (round(x) + 2, round(y) + 2, round(x + w) - 2, round(y + h) - 2)
    shown = Image.open(shot).convert("RGB").crop(box)

    def diff(f):
        ref = Image.open(os.path.join(folder, scene["frames"][f])).convert("RGB").resize((round(w), round(h)), Image.BILINEAR)
        ref = ref.crop((2, 2, 2 + shown.width, 2 + shown.height))
        return sum(ImageStat.Stat(ImageChops.difference(shown, ref)).mean) / 3

    d, e = diff(frame), diff(other)
    check(d < 6 and d < e / 2, f"{label}: the stage shows frame {frame} (mean difference {d:.1f}, {e:.1f} to frame {other})")


class Devtools:
    """Chromium driven over the DevTools protocol on a pipe (fds 3 and 4 of the browser): real mouse
    and key events on a page, for what --dump-dom cannot do (scrubbing, clicking, playing)."""

    def __init__(self, path, sandbox, url):
        import fcntl
        to_browser, self._write = os.pipe()
        self._read, from_browser = os.pipe()

        def fds():
            a = fcntl.fcntl(to_browser, fcntl.F_DUPFD, 10)
            b = fcntl.fcntl(from_browser, fcntl.F_DUPFD, 10)
            os.dup2(a, 3)
            os.dup2(b, 4)

        self.proc = subprocess.Popen(
            [path, "--headless", "--disable-gpu", *sandbox, "--hide-scrollbars", "--mute-audio", "--no-first-run",
             "--remote-debugging-pipe", "--window-size=1440,900", url],
            stdin=subprocess.DEVNULL, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, pass_fds=(3, 4), preexec_fn=fds)
        os.close(to_browser)
        os.close(from_browser)
        self._buffer, self._id, self.session = b"", 0, None
        targets = self.call("Target.getTargets")["targetInfos"]
        page = next(t for t in targets if t["type"] == "page")
        self.session = self.call("Target.attachToTarget", targetId=page["targetId"], flatten=True)["sessionId"]
        self.call("Emulation.setDeviceMetricsOverride", width=1440, height=900, deviceScaleFactor=1, mobile=False)

    def call(self, method, **params):
        import select
        self._id += 1
        message = {"id": self._id, "method": method, "params": params}
        if self.session and not method.startswith("Target."):
            message["sessionId"] = self.session
        os.write(self._write, json.dumps(message).encode() + b"\0")
        while True:
            while b"\0" not in self._buffer:
                ready, _, _ = select.select([self._read], [], [], 20)
                chunk = os.read(self._read, 1 << 16) if ready else b""
                if not chunk:
                    raise RuntimeError(f"no answer from Chromium to {method}")
                self._buffer += chunk
            raw, self._buffer = self._buffer.split(b"\0", 1)
            reply = json.loads(raw)
            if reply.get("id") == self._id:
                if "error" in reply:
                    raise RuntimeError(f"{method}: {reply['error']}")
                return reply.get("result", {})

    def eval(self, expression):
        return self.call("Runtime.evaluate", expression=expression, returnByValue=True)["result"].get("value")

    def wait(self, expression, seconds=5):
        import time
        end = time.time() + seconds
        while time.time() < end:
            if self.eval(expression):
                return True
            time.sleep(0.05)
        return False

    def click(self, x, y):
        for kind in ("mousePressed", "mouseReleased"):
            self.call("Input.dispatchMouseEvent", type=kind, x=x, y=y, button="left", clickCount=1)

    def key(self, key, code, keycode):
        for kind in ("keyDown", "keyUp"):
            self.call("Input.dispatchKeyEvent", type=kind, key=key, code=code, windowsVirtualKeyCode=keycode)

    def close(self):
        try:
            self.call("Browser.close")
        except Exception:  # noqa: BLE001 - it may be gone already
            pass
        try:
            self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()


def check_interaction(path, sandbox, page, scene, findings):
    """Scrubs, clicks a finding, plays and pauses with real input events; the fragment follows."""
    import time
    try:
        dev = Devtools(path, sandbox, "file://" + os.path.abspath(page) + f"#scene={scene['name']}&frame=0&speed=0.5")
    except Exception as e:  # noqa: BLE001
        check(False, f"Chromium starts with a DevTools pipe ({e})")
        return
    try:
        app = "document.getElementById('app').dataset"
        check(dev.wait(f"{app}.ready === 'true'"), "interactive page: ready")
        last = scene["frameCount"] - 1
        target = last * 3 // 10
        r = dev.eval("(() => { const r = document.getElementById('scrubber').getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; })()")
        # The range's thumb travels from half a thumb in from the left to half a thumb in from the right.
        thumb = 16
        x = r[0] + thumb / 2 + (r[2] - thumb) * target / last
        dev.click(x, r[1] + r[3] / 2)
        frame = int(dev.eval(f"{app}.frame"))
        check(abs(frame - target) <= 1, f"a click on the scrubber at frame {target} shows frame {frame}")
        check(dev.wait(f"location.hash.includes('frame={frame}&')"), f"the fragment follows the scrubber ({dev.eval('location.hash')})")
        dev.key("ArrowRight", "ArrowRight", 39)
        check(dev.eval(f"{app}.frame") == str(frame + 1), "→ steps one frame")
        m = dev.eval("(() => { const r = document.querySelectorAll('.finding-marker')[0].getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()")
        dev.click(m[0], m[1])
        check(dev.eval(f"{app}.frame") == str(findings[0]["frame"]) and dev.eval(f"{app}.selectedFinding") == "0",
              f"a click on the first finding's marker shows frame {dev.eval(app + '.frame')}, expected {findings[0]['frame']}")
        check(f"frame={findings[0]['frame']}&" in dev.eval("location.hash"), "the fragment follows the finding's frame")
        check("hand-written" in (dev.eval("document.getElementById('finding-detail').textContent") or "").lower(),
              "the finding's message is spelled out")
        p = dev.eval("(() => { const r = document.getElementById('play').getBoundingClientRect(); return [r.left + r.width / 2, r.top + r.height / 2]; })()")
        start = int(dev.eval(f"{app}.frame"))
        dev.click(p[0], p[1])
        time.sleep(0.6)
        playing = dev.eval(f"{app}.playing")
        dev.key(" ", "Space", 32)
        stopped = int(dev.eval(f"{app}.frame"))
        time.sleep(0.3)
        # At 0.5x a 60 fps film moves about 30 frames a second (loosely: the machine may be busy).
        moved = (stopped - start) % scene["frameCount"]
        check(playing == "true" and 3 <= moved <= 40, f"▶ plays at 0.5x: {moved} frames in 0.6 s")
        check(dev.eval(f"{app}.playing") == "false" and int(dev.eval(f"{app}.frame")) == stopped, "Space pauses")
        check(dev.wait(f"location.hash.includes('frame={stopped}&speed=0.5')"), f"the fragment holds the paused frame ({dev.eval('location.hash')})")
    except Exception as e:  # noqa: BLE001
        check(False, f"interaction: {e}")
    finally:
        dev.close()


def findings_page(folder, data, scene_name):
    """A copy of the page with hand-written findings in one scene; returns its path and the findings."""
    scene = next(s for s in data["scenes"] if s["name"] == scene_name)
    last = scene["frameCount"] - 1
    findings = [
        {"rule": "flyer-leaves-early", "frame": last // 4, "time": (last // 4) / scene["fps"], "element": (scene["lanes"] or [{}])[0].get("element"),
         "message": "Hand-written sample: a flyer finishes before its transition.", "severity": "finding"},
        {"rule": "long-delay", "frame": last // 2, "time": (last // 2) / scene["fps"], "element": None,
         "message": "Hand-written sample: an info on the whole film.", "severity": "info"},
        {"rule": "last-frame", "frame": last, "time": last / scene["fps"], "element": None,
         "message": "Hand-written sample at the last frame.", "severity": "finding"},
    ]
    copy = json.loads(json.dumps(data))
    next(s for s in copy["scenes"] if s["name"] == scene_name)["findings"] = findings
    text, _ = page_data(folder)
    inline = json.dumps(copy).replace("<", "\\u003c")
    path = os.path.join(folder, "index-findings.html")
    with open(path, "w", encoding="utf-8") as f:
        f.write(DATA_RE.sub(lambda _: '<script type="application/json" id="inspector-data">' + inline + "</script>", text))
    return path, findings


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--chromium")
    parser.add_argument("--shots")
    parser.add_argument("--lint-json", help="`Demo lint PROTOTYPE.json` output, for a page written with --lint")
    parser.add_argument("showcase")
    parser.add_argument("prototype_page", nargs="?")
    parser.add_argument("prototype_json", nargs="?")
    args = parser.parse_args()

    with open(os.path.join(args.showcase, "manifest.json")) as f:
        manifest = json.load(f)
    _, data = page_data(args.showcase)
    check_data(args.showcase, data, manifest, timed={"navigation-shared"})
    if data is None:
        return 1
    if not args.prototype_page or not args.prototype_json:
        # The data alone (as for a whole demo-output/ folder).
        print(f"{len(failures)} failed" if failures else "all passed")
        return 1 if failures else 0
    _, proto = page_data(args.prototype_page)
    check_data(args.prototype_page, proto, timed={s["name"] for s in (proto or {}).get("scenes", [])})
    if proto is None:
        return 1
    with open(args.prototype_json) as f:
        check_prototype_lanes(proto["scenes"][0], json.load(f))
    if args.lint_json:
        check_lint(proto["scenes"][0], args.lint_json)

    if args.chromium:
        scratch = None if args.shots else tempfile.TemporaryDirectory(prefix="inspector-shots-")
        shots = args.shots or scratch.name
        os.makedirs(shots, exist_ok=True)
        browser = Browser(args.chromium, shots)
        page = os.path.join(args.showcase, "index.html")
        scenes = {s["name"]: s for s in data["scenes"]}
        nav = scenes["navigation-shared"]
        # A frame mid-flight, no outlines, compared with the screenshot.
        mid = round((nav["lanes"][0]["start"] + nav["lanes"][0]["delay"] + nav["lanes"][0]["duration"] / 2) * nav["fps"])
        dom, shot = browser.open(page, f"scene=navigation-shared&frame={mid}&outlines=0", "navigation-shared-mid")
        check_shown(f"#scene=navigation-shared&frame={mid}", dom, nav, mid)
        stage_matches(f"#scene=navigation-shared&frame={mid}", shot, dom.app, args.showcase, nav, mid, 0)
        check(dom.app.get("data-outlines") == "false", "outlines=0 turns the outlines off")
        # Another scene, a speed and the onion skin.
        if "photo-swipe-dismiss" in scenes:
            swipe = scenes["photo-swipe-dismiss"]
            dom, shot = browser.open(page, "scene=photo-swipe-dismiss&frame=150&speed=0.25&onion=1", "photo-swipe-dismiss-150")
            check_shown("#scene=photo-swipe-dismiss&frame=150&speed=0.25", dom, swipe, 150, speed=0.25)
            check(dom.app.get("data-onion") == "true", "onion=1 turns the onion skin on")
        # Out of range: the last frame; the fragment is rewritten in full.
        dom, _ = browser.open(page, "scene=navigation-shared&frame=99999&speed=7", "navigation-shared-clamped")
        last = nav["frameCount"] - 1
        check_shown("#scene=navigation-shared&frame=99999&speed=7", dom, nav, last, speed=1)
        check(dom.app.get("data-hash") == f"#scene=navigation-shared&frame={last}&speed=1",
              f"the fragment is rewritten as {dom.app.get('data-hash')}")
        # Findings: a marker each; finding=K jumps to its frame and selects it.
        findings_path, findings = findings_page(args.showcase, data, "navigation-shared")
        dom, _ = browser.open(findings_path, "scene=navigation-shared&frame=3", "findings")
        check(len(dom.markers) == len(findings) and dom.app.get("data-findings") == str(len(findings)),
              f"{len(dom.markers)} finding markers for {len(findings)} findings")
        check([m.get("data-frame") for m in dom.markers] == [str(f["frame"]) for f in findings]
              and [m.get("class", "").split()[-1] for m in dom.markers] == [f["severity"] for f in findings],
              "each marker carries its finding's frame and severity")
        dom, _ = browser.open(findings_path, "scene=navigation-shared&finding=1", "findings-selected")
        check(dom.app.get("data-frame") == str(findings[1]["frame"]) and dom.app.get("data-selected-finding") == "1"
              and "selected" in dom.markers[1].get("class", ""), f"finding=1 shows frame {dom.app.get('data-frame')}, expected {findings[1]['frame']}")
        check_interaction(args.chromium, browser.sandbox, findings_path, scenes["navigation-shared"], findings)
        # The prototype's page, with only a frame in the fragment.
        pscene = proto["scenes"][0]
        dom, shot = browser.open(os.path.join(args.prototype_page, "index.html"), "frame=12&outlines=0", "prototype-12")
        check_shown("prototype #frame=12", dom, pscene, 12)
        check(len(dom.markers) == len(pscene["findings"]), f"prototype: {len(dom.markers)} markers for its {len(pscene['findings'])} lint entries")
        stage_matches("prototype #frame=12", shot, dom.app, args.prototype_page, pscene, 12, 0)
        check(dom.app.get("data-hash") == f"#scene={pscene['name']}&frame=12&speed=1&outlines=0",
              f"the prototype's fragment is rewritten as {dom.app.get('data-hash')}")
        print(f"{browser.count} pages opened in Chromium" + (f"; screenshots in {shots}/" if args.shots else ""))
        if scratch:
            scratch.cleanup()
    print(f"{len(failures)} failed" if failures else "all passed")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
