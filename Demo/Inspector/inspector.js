// The transition inspector: reads the inline film data, shows one frame image at a time and draws
// the flyers' lanes and curves on one time axis. Everything is in this page or beside it as image
// files, so it works from file:// with no network. The state lives in the URL fragment:
// #scene=NAME&frame=N&speed=S (and onion=1, outlines=0, finding=K when set).
(function () {
  'use strict';
  const data = JSON.parse(document.getElementById('inspector-data').textContent);
  const $ = (id) => document.getElementById(id);
  const app = $('app');
  const SVG = 'http://www.w3.org/2000/svg';
  const COLORS = ['#ff8a5c', '#4cc9f0', '#b98cff', '#7bd389', '#ffd166', '#f78fb3', '#9ad0ff', '#e0e0e0'];
  const PROPERTIES = [
    ['x', 'x', 'pt'], ['y', 'y', 'pt'], ['width', 'width', 'pt'], ['height', 'height', 'pt'],
    ['cornerRadius', 'corner radius', 'pt'], ['opacity', 'opacity', ''],
  ];
  const ONION = [[-6, 'before', 0.14], [-3, 'before', 0.28], [3, 'after', 0.28], [6, 'after', 0.14]];
  const state = { scene: null, frame: 0, speed: 1, playing: false, onion: false, outlines: true, finding: -1 };
  let preloaded = [];
  let hashTimer = 0;

  // MARK: - Helpers

  function el(tag, attrs, children) {
    const node = tag.startsWith('svg:') ? document.createElementNS(SVG, tag.slice(4)) : document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) {
      if (k === 'text') node.textContent = v;
      else if (k === 'style') node.style.cssText = v;
      else node.setAttribute(k, v);
    }
    for (const c of children || []) node.append(c);
    return node;
  }
  const clamp = (v, lo, hi) => Math.min(Math.max(v, lo), hi);
  const fmt = (v, digits) => (Math.abs(v) < 1e-9 ? 0 : v).toFixed(digits);
  const lastFrame = () => state.scene.frameCount - 1;
  const fraction = (frame) => (lastFrame() > 0 ? frame / lastFrame() : 0);
  const laneColor = (i) => COLORS[i % COLORS.length];
  const laneName = (lane, i) => lane.element || 'flyer ' + (i + 1);

  function easingText(e) {
    if (e.kind === 'curve') return 'curve (' + e.controlPoints.map((v) => +v.toFixed(3)).join(', ') + ')';
    const parts = ['spring m ' + +e.mass.toFixed(2), 'k ' + +e.stiffness.toFixed(1), 'c ' + +e.damping.toFixed(2)];
    if (e.initialVelocity) parts.push('v₀ ' + +e.initialVelocity.toFixed(2));
    if (e.span) parts.push('over ' + e.span.toFixed(2) + ' s');
    return parts.join(' · ');
  }

  /// The index of `frame` in a lane's samples, or -1 when the flyer was not in the window.
  function sampleIndex(lane, frame) {
    const frames = lane.samples.frame;
    let lo = 0, hi = frames.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >> 1;
      if (frames[mid] === frame) return mid;
      if (frames[mid] < frame) lo = mid + 1; else hi = mid - 1;
    }
    return -1;
  }

  // MARK: - URL fragment

  function readHash() {
    const p = new URLSearchParams(location.hash.slice(1));
    return {
      scene: p.get('scene'), frame: p.has('frame') ? parseInt(p.get('frame'), 10) : null,
      speed: p.has('speed') ? parseFloat(p.get('speed')) : null, onion: p.get('onion'), outlines: p.get('outlines'),
      finding: p.has('finding') ? parseInt(p.get('finding'), 10) : null,
    };
  }

  function writeHash() {
    clearTimeout(hashTimer);
    hashTimer = 0;
    const p = new URLSearchParams();
    p.set('scene', state.scene.name);
    p.set('frame', String(state.frame));
    p.set('speed', String(+state.speed.toFixed(2)));
    if (state.onion) p.set('onion', '1');
    if (!state.outlines) p.set('outlines', '0');
    const hash = '#' + p.toString();
    if (location.hash !== hash) {
      try { history.replaceState(null, '', hash); } catch (e) { /* some file:// setups refuse; the page still works */ }
    }
    app.dataset.hash = location.hash;
  }

  function writeHashSoon() {
    if (!hashTimer) hashTimer = setTimeout(writeHash, 200);
  }

  function applyHash() {
    const h = readHash();
    const scene = data.scenes.find((s) => s.name === h.scene) || state.scene || data.scenes[0];
    if (h.speed !== null && isFinite(h.speed)) setSpeed(h.speed);
    if (h.onion !== null) setOnion(h.onion === '1');
    if (h.outlines !== null) setOutlines(h.outlines !== '0');
    if (scene !== state.scene) showScene(scene);
    if (h.finding !== null && scene.findings[h.finding]) selectFinding(h.finding);
    else setFrame(h.frame !== null && isFinite(h.frame) ? h.frame : state.frame);
  }

  // MARK: - Building a scene

  function buildSidebar() {
    const list = $('scene-list');
    for (const s of data.scenes) {
      const meta = s.frameCount + ' frames · ' + (s.lanes.length ? s.lanes.length + (s.lanes.length === 1 ? ' flyer' : ' flyers') : 'no flyers') +
        (s.findings.length ? ' · ' + s.findings.length + ' lint' : '');
      const a = el('a', { href: '#scene=' + encodeURIComponent(s.name), 'data-scene': s.name }, [s.name, el('span', { class: 'meta', text: meta })]);
      list.append(el('li', {}, [a]));
    }
    const more = $('more-links');
    for (const l of data.links || []) more.append(el('li', {}, [el('a', { href: l.href, text: l.label })]));
    if (!(data.links || []).length) more.previousElementSibling.remove();
  }

  function showScene(scene) {
    state.scene = scene;
    state.finding = -1;
    state.frame = clamp(state.frame, 0, scene.frameCount - 1);
    for (const a of document.querySelectorAll('#scene-list a')) a.classList.toggle('current', a.dataset.scene === scene.name);
    $('scene-title').textContent = scene.name;
    $('scene-caption').textContent = scene.caption;
    $('scene-files').replaceChildren(...scene.files.map((f) => el('a', { href: f.href, text: f.label })));
    document.title = scene.name + ' · transition inspector';
    $('frame-total').textContent = '/ ' + lastFrame();
    const scrubber = $('scrubber');
    scrubber.max = String(lastFrame());
    const stage = $('stage');
    stage.style.aspectRatio = scene.width + ' / ' + scene.height;
    $('outlines').setAttribute('viewBox', '0 0 ' + scene.width + ' ' + scene.height);
    $('onion').replaceChildren(...ONION.map(([offset, side, opacity]) =>
      el('img', { class: side, alt: '', 'data-offset': offset, style: 'opacity:' + opacity })));
    // Every distinct frame image, loaded ahead so scrubbing and playing never wait.
    preloaded = [...new Set(scene.frames)].map((src) => { const i = new Image(); i.src = src; return i; });
    buildLanes(scene);
    buildFindings(scene);
    drawTimeline();
    app.dataset.scene = scene.name;
    app.dataset.frameCount = String(scene.frameCount);
    app.dataset.lanes = String(scene.lanes.length);
  }

  function buildLanes(scene) {
    const lanes = $('lanes');
    lanes.replaceChildren();
    $('lanes-note').textContent = '';
    $('lanes-note').className = 'note';
    if (!scene.lanes.length) {
      lanes.append(el('div', { class: 'empty', text: 'No shared-element flyers in this film: its transition moves whole screens (or its own views), not SharedElementTransition flights.' }));
      $('curves-title').style.display = 'none';
      return;
    }
    $('curves-title').style.display = '';
    $('lanes-note').textContent = 'bar: delay (hatched) and duration from the timeline; thin line: frames the flyer was in the window';
    scene.lanes.forEach((lane, i) => {
      const color = laneColor(i);
      const track = el('div', { class: 'track' });
      const start = lane.start, begin = lane.start + lane.delay, end = begin + lane.duration;
      const title = laneName(lane, i) + ': starts ' + fmt(start, 3) + ' s, delay ' + fmt(lane.delay, 3) + ' s, duration ' +
        fmt(lane.duration, 3) + ' s, ' + easingText(lane.easing) + ', zPosition ' + lane.zPosition;
      const label = el('div', { class: 'label', title: title }, [
        el('div', { class: 'name' }, [el('span', { class: 'swatch', style: 'background:' + color }), laneName(lane, i),
          el('span', { class: 'at', text: 'at ' + fmt(start, 2) + ' s' })]),
        el('div', { class: 'ease', text: easingText(lane.easing) }),
      ]);
      const row = el('div', {
        class: 'row lane', 'data-element': lane.element === undefined || lane.element === null ? '' : lane.element,
        'data-start': String(lane.start), 'data-delay': String(lane.delay), 'data-duration': String(lane.duration),
        'data-easing': lane.easing.kind, 'data-samples': String(lane.samples.frame.length),
      }, [label, track]);
      row.dataset.pieces = JSON.stringify({ start: start, begin: begin, end: end });
      track.append(el('div', { class: 'delay', title: 'delay ' + fmt(lane.delay, 3) + ' s' }));
      track.append(el('div', { class: 'bar', title: title, style: 'background:' + color },
        [(lane.delay ? 'delay ' + fmt(lane.delay, 2) + ' s · ' : '') + fmt(lane.duration, 2) + ' s']));
      track.append(el('div', { class: 'seen', style: 'background:' + color }));
      lanes.append(row);
    });
  }

  function buildFindings(scene) {
    const track = $('findings-track');
    const list = $('findings-list');
    track.replaceChildren();
    list.replaceChildren();
    $('findings-count').textContent = scene.findings.length ? String(scene.findings.length) : '';
    if (!scene.findings.length) track.append(el('span', { class: 'no-findings', text: 'no lint findings' }));
    else list.append(el('div', { class: 'list-title', text: 'Lint findings' }));
    scene.findings.forEach((f, i) => {
      const where = 'frame ' + f.frame + ' · ' + fmt(f.time, 3) + ' s' + (f.element ? ' · ' + f.element : '');
      const marker = el('button', {
        class: 'finding-marker ' + (f.severity === 'info' ? 'info' : 'finding'), 'data-frame': String(f.frame), 'data-index': String(i),
        title: f.rule + ' (' + where + '): ' + f.message, 'aria-label': f.rule,
      });
      marker.addEventListener('click', () => { pause(); selectFinding(i); writeHash(); });
      track.append(marker);
      const item = el('div', { class: 'item', 'data-index': String(i) }, [
        el('span', { class: 'sev ' + (f.severity === 'info' ? 'info' : 'finding'), text: f.severity }),
        el('span', { class: 'where', text: where }), el('span', { class: 'rule', text: f.rule }), el('span', { text: f.message }),
      ]);
      item.addEventListener('click', () => { pause(); selectFinding(i); writeHash(); });
      list.append(item);
    });
    app.dataset.findings = String(scene.findings.length);
  }

  // MARK: - Drawing what depends on the track width

  function drawTimeline() {
    const scene = state.scene;
    const duration = lastFrame() / scene.fps;
    drawAxis(duration);
    for (const m of document.querySelectorAll('.finding-marker')) m.style.left = fraction(+m.dataset.frame) * 100 + '%';
    const rows = document.querySelectorAll('#lanes .lane');
    scene.lanes.forEach((lane, i) => {
      const row = rows[i];
      const pct = (t) => clamp(duration > 0 ? t / duration : 0, 0, 1) * 100 + '%';
      const p = JSON.parse(row.dataset.pieces);
      const delay = row.querySelector('.delay'), bar = row.querySelector('.bar'), seen = row.querySelector('.seen');
      delay.style.left = pct(p.start);
      delay.style.width = 'calc(' + pct(p.begin) + ' - ' + pct(p.start) + ')';
      delay.style.display = lane.delay > 0 ? '' : 'none';
      bar.style.left = pct(p.begin);
      bar.style.width = 'max(3px, calc(' + pct(p.end) + ' - ' + pct(p.begin) + '))';
      const frames = lane.samples.frame;
      seen.style.left = fraction(frames[0]) * 100 + '%';
      seen.style.width = (fraction(frames[frames.length - 1]) - fraction(frames[0])) * 100 + '%';
    });
    drawCurves(scene);
    setFrame(state.frame);
  }

  function drawAxis(duration) {
    const svg = $('axis');
    const width = svg.clientWidth || 600;
    svg.replaceChildren();
    const steps = [0.05, 0.1, 0.2, 0.25, 0.5, 1, 2];
    const step = steps.find((s) => (duration / s) * 46 <= width) || 5;
    for (let t = 0; t <= duration + 1e-9; t += step) {
      const x = duration > 0 ? (t / duration) * width : 0;
      svg.append(el('svg:line', { x1: x, x2: x, y1: 16, y2: 24 }));
      const anchor = x < 10 ? 'start' : x > width - 10 ? 'end' : 'middle';
      svg.append(el('svg:text', { x: x, y: 12, 'text-anchor': anchor, text: (+t.toFixed(2)) + ' s' }));
    }
  }

  function drawCurves(scene) {
    const box = $('curves');
    box.replaceChildren();
    if (!scene.lanes.length) return;
    const height = 64, pad = 9;
    for (const [key, name, unit] of PROPERTIES) {
      const track = el('div', { class: 'track' });
      const values = el('div', { class: 'values' });
      const row = el('div', { class: 'row curve', 'data-property': key }, [
        el('div', { class: 'label' }, [el('span', { class: 'caption', text: name + (unit ? ' (' + unit + ')' : '') }), values]), track]);
      box.append(row);
      const width = track.clientWidth || 600;
      let lo = Infinity, hi = -Infinity;
      for (const lane of scene.lanes) for (const v of lane.samples[key]) { lo = Math.min(lo, v); hi = Math.max(hi, v); }
      if (!isFinite(lo)) { lo = 0; hi = 1; }
      if (hi - lo < 1e-6) { lo -= key === 'opacity' ? 0.5 : 1; hi += key === 'opacity' ? 0.5 : 1; }
      const y = (v) => height - pad - ((v - lo) / (hi - lo)) * (height - 2 * pad);
      const x = (f) => fraction(f) * width;
      const svg = el('svg:svg', { width: width, height: height, viewBox: '0 0 ' + width + ' ' + height });
      svg.append(el('svg:line', { class: 'grid', x1: 0, x2: width, y1: y(hi), y2: y(hi) }));
      svg.append(el('svg:line', { class: 'grid', x1: 0, x2: width, y1: y(lo), y2: y(lo) }));
      svg.append(el('svg:text', { class: 'range', x: -4, y: y(hi) + 3, 'text-anchor': 'end', text: fmt(hi, key === 'opacity' ? 2 : 1) }));
      svg.append(el('svg:text', { class: 'range', x: -4, y: y(lo) + 3, 'text-anchor': 'end', text: fmt(lo, key === 'opacity' ? 2 : 1) }));
      scene.lanes.forEach((lane, i) => {
        // One polyline per run of consecutive frames (a flyer may leave and a new one come).
        const s = lane.samples;
        let points = [];
        const flush = () => {
          if (points.length) svg.append(el('svg:polyline', { points: points.join(' '), stroke: laneColor(i) }));
          points = [];
        };
        for (let k = 0; k < s.frame.length; k++) {
          if (k > 0 && s.frame[k] !== s.frame[k - 1] + 1) flush();
          points.push(x(s.frame[k]).toFixed(1) + ',' + y(s[key][k]).toFixed(1));
        }
        flush();
      });
      scene.lanes.forEach((lane, i) => svg.append(el('svg:circle', { r: 3.5, fill: laneColor(i), 'data-lane': i, visibility: 'hidden' })));
      svg.dataset.lo = lo; svg.dataset.hi = hi; svg.dataset.width = width;
      track.append(svg);
    }
  }

  // MARK: - The current frame

  function setFrame(frame) {
    const scene = state.scene;
    const f = clamp(Math.round(frame) || 0, 0, lastFrame());
    state.frame = f;
    const src = scene.frames[f];
    const image = $('frame-image');
    if (image.getAttribute('src') !== src) image.setAttribute('src', src);
    for (const o of $('onion').children) {
      const g = f + +o.dataset.offset;
      o.style.visibility = state.onion && g >= 0 && g <= lastFrame() ? 'visible' : 'hidden';
      if (state.onion && g >= 0 && g <= lastFrame() && o.getAttribute('src') !== scene.frames[g]) o.setAttribute('src', scene.frames[g]);
    }
    $('scrubber').value = String(f);
    $('frame-number').textContent = String(f);
    const time = f / scene.fps;
    $('frame-time').textContent = time.toFixed(3) + ' s';
    $('timeline').style.setProperty('--p', String(fraction(f)));
    drawOutlines(f);
    updateCurveReadouts(f);
    for (const m of document.querySelectorAll('.finding-marker')) m.classList.toggle('selected', +m.dataset.index === state.finding);
    for (const m of document.querySelectorAll('#findings-list .item')) m.classList.toggle('selected', +m.dataset.index === state.finding);
    showFindingDetail();
    Object.assign(app.dataset, {
      frame: String(f), time: time.toFixed(6), img: src, speed: String(state.speed), onion: String(state.onion),
      outlines: String(state.outlines), selectedFinding: String(state.finding),
      flyersShown: String(scene.lanes.filter((l) => sampleIndex(l, f) >= 0).length),
    });
    const r = $('stage').getBoundingClientRect();
    app.dataset.stageRect = [r.left, r.top, r.width, r.height].map((v) => v.toFixed(1)).join(',');
  }

  function drawOutlines(f) {
    const svg = $('outlines');
    svg.replaceChildren();
    if (!state.outlines) return;
    state.scene.lanes.forEach((lane, i) => {
      const k = sampleIndex(lane, f);
      if (k < 0) return;
      const s = lane.samples;
      svg.append(el('svg:rect', { x: s.x[k], y: s.y[k], width: s.width[k], height: s.height[k], stroke: laneColor(i), rx: s.cornerRadius[k] }));
      svg.append(el('svg:text', { x: s.x[k] + 2, y: Math.max(11, s.y[k] - 4), fill: laneColor(i), text: laneName(lane, i) }));
    });
  }

  function updateCurveReadouts(f) {
    for (const row of document.querySelectorAll('#curves .curve')) {
      const key = row.dataset.property;
      const svg = row.querySelector('svg');
      const lo = +svg.dataset.lo, hi = +svg.dataset.hi, width = +svg.dataset.width, height = 64, pad = 9;
      const parts = [];
      state.scene.lanes.forEach((lane, i) => {
        const k = sampleIndex(lane, f);
        const dot = svg.querySelector('circle[data-lane="' + i + '"]');
        if (k < 0) { dot.setAttribute('visibility', 'hidden'); return; }
        const v = lane.samples[key][k];
        dot.setAttribute('visibility', 'visible');
        dot.setAttribute('cx', (fraction(f) * width).toFixed(1));
        dot.setAttribute('cy', (height - pad - ((v - lo) / (hi - lo)) * (height - 2 * pad)).toFixed(1));
        parts.push('<b style="color:' + laneColor(i) + '">' + fmt(v, key === 'opacity' ? 2 : 1) + '</b>');
      });
      row.querySelector('.values').innerHTML = parts.length ? parts.join(' ') : '—';
    }
  }

  /// The selected finding, or the first on this frame, spelled out under the markers.
  function showFindingDetail() {
    const findings = state.scene.findings;
    const f = findings[state.finding] || findings.find((g) => g.frame === state.frame);
    const box = $('finding-detail');
    if (!f) { box.replaceChildren(); return; }
    box.replaceChildren(
      el('span', { class: 'sev ' + (f.severity === 'info' ? 'info' : 'finding'), text: f.severity === 'info' ? 'ℹ ' : '⚠ ' }),
      el('span', { class: 'rule', text: f.rule }),
      el('span', { class: 'where', text: 'frame ' + f.frame + ' · ' + fmt(f.time, 3) + ' s' + (f.element ? ' · ' + f.element : '') }),
      el('span', { text: f.message }));
  }

  function selectFinding(i) {
    state.finding = i;
    setFrame(state.scene.findings[i].frame);
  }

  // MARK: - Playing

  let last = 0, position = 0;
  function tick(now) {
    if (!state.playing) return;
    const dt = Math.min(0.1, (now - last) / 1000);
    last = now;
    position += dt * state.scene.fps * state.speed;
    if (position > lastFrame()) position = 0;
    if (Math.floor(position) !== state.frame) { setFrame(Math.floor(position)); writeHashSoon(); }
    requestAnimationFrame(tick);
  }

  function play() {
    if (state.playing) return;
    state.playing = true;
    state.finding = -1;
    app.dataset.playing = 'true';
    position = state.frame >= lastFrame() ? 0 : state.frame;
    last = performance.now();
    requestAnimationFrame(tick);
  }

  function pause() {
    state.playing = false;
    app.dataset.playing = 'false';
    writeHash();
  }

  function setSpeed(s) {
    state.speed = clamp(Math.round(s * 100) / 100, 0.1, 1);
    $('speed').value = String(state.speed);
    $('speed-value').textContent = state.speed.toFixed(2) + '×';
    app.dataset.speed = String(state.speed);
  }

  function setOnion(on) { state.onion = on; $('onion-toggle').checked = on; }
  function setOutlines(on) { state.outlines = on; $('outline-toggle').checked = on; }

  // MARK: - Wiring

  function wire() {
    $('play').addEventListener('click', () => (state.playing ? pause() : play()));
    $('step-back').addEventListener('click', () => { pause(); setFrame(state.frame - 1); writeHash(); });
    $('step-forward').addEventListener('click', () => { pause(); setFrame(state.frame + 1); writeHash(); });
    $('scrubber').addEventListener('input', (e) => { pause(); state.finding = -1; setFrame(+e.target.value); writeHashSoon(); });
    $('speed').addEventListener('input', (e) => { setSpeed(+e.target.value); writeHashSoon(); });
    $('onion-toggle').addEventListener('change', (e) => { setOnion(e.target.checked); setFrame(state.frame); writeHash(); });
    $('outline-toggle').addEventListener('change', (e) => { setOutlines(e.target.checked); setFrame(state.frame); writeHash(); });
    $('scene-list').addEventListener('click', (e) => {
      const a = e.target.closest('a');
      if (!a) return;
      e.preventDefault();
      pause();
      showScene(data.scenes.find((s) => s.name === a.dataset.scene));
      setFrame(0);
      writeHash();
    });
    window.addEventListener('hashchange', () => { pause(); applyHash(); });
    window.addEventListener('resize', () => drawTimeline());
    document.addEventListener('keydown', (e) => {
      if (e.target.matches('input[type="range"]') && (e.key === 'ArrowLeft' || e.key === 'ArrowRight')) return;
      if (e.key === ' ') { e.preventDefault(); state.playing ? pause() : play(); }
      else if (e.key === 'ArrowLeft') { pause(); setFrame(state.frame - (e.shiftKey ? 10 : 1)); writeHash(); }
      else if (e.key === 'ArrowRight') { pause(); setFrame(state.frame + (e.shiftKey ? 10 : 1)); writeHash(); }
      else if (e.key === 'Home') { pause(); setFrame(0); writeHash(); }
      else if (e.key === 'End') { pause(); setFrame(lastFrame()); writeHash(); }
      else if (e.key === 'o' || e.key === 'O') { setOnion(!state.onion); setFrame(state.frame); writeHash(); }
      else if (e.key === 'b' || e.key === 'B') { setOutlines(!state.outlines); setFrame(state.frame); writeHash(); }
    });
  }

  buildSidebar();
  wire();
  setSpeed(1);
  app.dataset.playing = 'false';
  if (!data.scenes.length) {
    $('scene-title').textContent = 'No scenes';
    app.dataset.ready = 'true';
    return;
  }
  applyHash();
  writeHash();
  app.dataset.ready = 'true';
})();
