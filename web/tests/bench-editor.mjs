// Figures for the card editor (not a test), in headless chromium, for three decks (the default
// one, 12 pictures a card, 57 phone photos), with card 1 open in the editor:
//   conflicts  60 calls of fanodeck.editor.conflicts with one symbol nudged, as a drag asks them
//   re-roll    15 presses of Re-roll: click -> the new card image loaded and the editor free
//   drop       15 handles dragged a few mm with the mouse (kept or refused): pointerup -> the same
//   undo/redo  10 Ctrl+Z, then 10 Ctrl+Shift+Z: keydown -> the new card image loaded
// all timed inside the page (performance.now()). Run after scripts/build-web.sh: `node
// bench-editor.mjs` in web/tests; FANODECK_WEB_BEFORE=<another build's target/web> measures that
// page too (in its own browser, after this one) and prints it alongside; PHOTOS=<dir of *.jpg>
// (default /tmp/fanodeck-bench-photos-57-v1, made by `cargo bench -- photos`).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { launchOptions } from './browser.mjs';
import { mouseDrag, handleAt, freeSpot, SIDES, DIAGONALS } from './editor-steps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const builds = [['after', path.join(root, 'target/web')]];
if (process.env.FANODECK_WEB_BEFORE) builds.push(['before', path.resolve(process.env.FANODECK_WEB_BEFORE)]);
const photoDir = process.env.PHOTOS || path.join(os.tmpdir(), 'fanodeck-bench-photos-57-v1');
const photoFiles = fs.existsSync(photoDir)
  ? fs.readdirSync(photoDir).filter((f) => /\.jpe?g$/i.test(f)).sort().map((f) => path.join(photoDir, f))
  : [];
const decks = [
  { name: 'default deck (8 a card)', setup: async () => {} },
  { name: '12 a card (133 cards)', setup: (tab) => tab.selectOption('#symbols', '12') },
  { name: `${photoFiles.length} phone photos`, setup: (tab) => tab.setInputFiles('#files', photoFiles), skip: !photoFiles.length },
];
const MEASURES = [['conflicts', 'p95', 4], ['re-roll', 'median', 60], ['drop', 'median', 60], ['undo', 'median', 60], ['redo', 'median', 60]];
const notes = new Map(); // what was odd, and how often
const note = (what) => notes.set(what, (notes.get(what) || 0) + 1);

/** In the page: times each step from its event (armed first) to the load of the card image
 * or to the editor given back (see done()). */
function install() {
  const img = document.getElementById('editor-card');
  const say = document.getElementById('editor-say');
  const b = { armed: null, t0: null, src: null, loads: [], freed: null };
  window.__bench = b;
  img.addEventListener('load', () => b.loads.push({ t: performance.now(), src: img.src }));
  new MutationObserver(() => { if (!say.dataset.busy) b.freed = performance.now(); })
    .observe(say, { attributes: true, attributeFilter: ['data-busy'] });
  for (const type of ['click', 'pointerup', 'keydown']) {
    window.addEventListener(type, (e) => {
      if (b.armed !== type || (type === 'keydown' && e.key.toLowerCase() !== 'z')) return;
      b.t0 = performance.now();
      b.armed = null;
    }, true);
  }
  b.arm = (type) => Object.assign(b, { armed: type, t0: null, src: img.src, loads: [], freed: null });
  // Done once the editor is free and the card shows the step: a step that takes the editor
  // (a re-roll, a drop) ends when it gives it back, after any drawing it waited for; an undo
  // or redo when the new card image has loaded. A drop where the drag was drawn last draws
  // nothing more.
  b.done = () => new Promise((resolve, reject) => {
    const give = setTimeout(() => reject(new Error(`no new card image (${b.loads.length} loads, armed ${b.armed}, t0 ${b.t0}, freed ${b.freed}, busy ${say.dataset.busy})`)), 30_000);
    (function check() {
      const after = b.loads.filter((l) => b.t0 != null && l.t >= b.t0);
      const last = after.at(-1);
      const freed = b.t0 != null && b.freed != null && b.freed >= b.t0;
      // The image shown is loaded (a picture still loading counts), or none was drawn since.
      const loaded = img.src === b.src ? freed : b.loads.some((l) => l.src === img.src);
      if (b.t0 != null && !say.dataset.busy && loaded && (freed || last)) {
        clearTimeout(give);
        resolve({ ms: Math.max(last ? last.t : 0, freed ? b.freed : 0) - b.t0, loads: after.length });
      } else setTimeout(check, 2);
    })();
  });
}

const placements = (tab) => tab.evaluate(() => window.fanodeck.editor.placements());
const same = (a, b) => JSON.stringify(a) === JSON.stringify(b);

/** Makes `deck` in a new tab, opens card 1 and measures; gives {measure: [ms…]}. */
async function measureDeck(browser, deck, label) {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  tab.on('pageerror', (e) => note(`${label} ${deck.name}: page error ${e.message}`));
  await tab.goto(pathToFileURL(path.join(builds.find((b) => b[0] === label)[1], 'fanodeck.html')).href);
  await tab.waitForSelector('#generate:not([disabled])');
  await deck.setup(tab);
  await tab.click('#generate');
  await tab.waitForFunction(() => /^Done/.test(document.getElementById('status').textContent)
    && !document.getElementById('result').hidden && !document.getElementById('result').classList.contains('making'), null, { timeout: 600_000 });
  // Every thumbnail there first (a newer page draws most after the PDF, in the same worker).
  const summary = (await tab.textContent('#summary')).replace(/[\u2068\u2069]/g, '').trim().split('\n')[0];
  const cards = Number(summary.match(/\d+/)[0]);
  await tab.waitForFunction((n) => document.querySelectorAll('.card-thumb').length === n, cards, { timeout: 120_000 });
  await tab.evaluate(() => window.fanodeck.editor.open(0));
  await tab.waitForFunction(() => document.getElementById('editor-card').naturalWidth > 0 && document.querySelector('#editor-handles .handle'));
  await tab.evaluate(install);
  const out = { summary };
  const odd = (what) => note(`${label} ${deck.name}: ${what}`);

  // 1. conflicts, as a drag asks them: slot k % n nudged a little, differently each call.
  const c = await tab.evaluate(async () => {
    const ps = window.fanodeck.editor.placements();
    const times = [];
    let found = 0;
    for (let k = 0; k < 60; k++) {
      const trial = ps.map((p, i) => (i === k % ps.length ? { ...p, x_mm: p.x_mm + 0.3 * ((k % 7) - 3), y_mm: p.y_mm + 0.2 * ((k % 5) - 2) } : p));
      const t = performance.now();
      found += (await window.fanodeck.editor.conflicts(trial)).length ? 1 : 0;
      times.push(performance.now() - t);
    }
    return { times, found, n: ps.length };
  });
  out.conflicts = c.times;
  out.symbols = c.n;
  out.found = c.found;

  /** Arms `type`, does `act`, and gives the time; `check(text, before, after)` says what is odd. */
  async function timed(name, type, act, check) {
    const was = await placements(tab);
    await tab.evaluate((t) => window.__bench.arm(t), type);
    await act();
    const { ms, loads } = await tab.evaluate(() => window.__bench.done()).catch((e) => {
      throw new Error(`${name}: ${e.message}`);
    });
    const text = await tab.textContent('#editor-say');
    const problem = check(text, was, await placements(tab));
    if (problem) odd(`${name}: ${problem} (said "${text}")`);
    (out[name] ??= []).push(ms);
    (out[`${name} loads`] ??= []).push(loads);
    return text;
  }

  // 2. re-roll
  for (let r = 0; r < 15; r++) {
    await timed('re-roll', 'click', () => tab.click('#editor-reroll'),
      (text, was, now) => (!/^Re-rolled/.test(text) ? 'not re-rolled' : same(was, now) ? 'placements unchanged' : ''));
  }

  // 3. drop: to a free spot near the largest symbol, made 4 × 5 % smaller first (`-`) for room
  // (a deck is packed to the gap), then back; a refused drop counts as well.
  const largest = await tab.evaluate(() => window.fanodeck.editor.placements()
    .reduce((best, p, i, ps) => (p.width_mm > ps[best].width_mm ? i : best), 0));
  await tab.focus(`#editor-handles .handle:nth-child(${largest + 1})`);
  for (let i = 0; i < 4; i++) {
    await tab.keyboard.press('-');
    await tab.waitForFunction(() => !document.getElementById('editor-say').dataset.busy);
  }
  let kept = 0;
  let spot = null;
  for (let r = 0; r < 15; r++) {
    if (r % 2 === 0) {
      spot = await freeSpot(tab, largest, { ways: [...SIDES, ...DIAGONALS], steps: [2, 1.5, 1] });
      if (!spot) { odd('drop: no free spot, a 1.5 mm drag instead'); spot = { slot: 0, dx: 1.5, dy: 0 }; }
    } else spot = { slot: spot.slot, dx: -spot.dx, dy: -spot.dy };
    const at = await handleAt(tab, spot.slot);
    const text = await timed('drop', 'pointerup', () => mouseDrag(tab, at, { x: at.x + spot.dx * at.k, y: at.y + spot.dy * at.k }),
      (text, was, now) => (/^Moved/.test(text) ? (same(was, now) ? 'moved but placements unchanged' : '')
        : /^Not kept/.test(text) ? (same(was, now) ? '' : 'refused but placements changed') : 'neither moved nor refused'));
    if (/^Moved/.test(text)) kept += 1;
  }
  out.kept = kept;

  // 4. undo ten steps with Ctrl+Z, then redo them with Ctrl+Shift+Z: each gives back the card before.
  const states = [await placements(tab)];
  for (let r = 0; r < 10; r++) {
    await timed('undo', 'keydown', () => tab.keyboard.press('Control+z'),
      (text, was, now) => (text !== 'Undone.' ? 'not undone' : same(was, now) ? 'placements unchanged' : ''));
    states.push(await placements(tab));
  }
  for (let r = 0; r < 10; r++) {
    await timed('redo', 'keydown', () => tab.keyboard.press('Control+Shift+z'),
      (text, was, now) => (text !== 'Redone.' ? 'not redone' : !same(now, states[9 - r]) ? 'not the card before the undo' : ''));
  }
  await tab.close();
  return out;
}

const results = {};
let version = '';
for (const [label, dir] of builds) {
  const browser = await chromium.launch(launchOptions);
  version = browser.version();
  results[label] = {};
  for (const deck of decks) {
    if (deck.skip) continue;
    try {
      results[label][deck.name] = await measureDeck(browser, deck, label);
    } catch (error) {
      note(`${label} (${dir}) ${deck.name}: failed: ${error.message.split('\n')[0]}`);
    }
  }
  await browser.close();
}

const sorted = (xs) => [...xs].sort((a, b) => a - b);
const median = (xs) => { const s = sorted(xs); const m = s.length >> 1; return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2; };
const p95 = (xs) => { const s = sorted(xs); return s[Math.ceil(0.95 * s.length) - 1]; };
const range = (xs) => { const s = sorted(xs); return s[0] === s.at(-1) ? `${s[0]}` : `${s[0]}-${s.at(-1)}`; };
const f = (ms) => (ms < 10 ? ms.toFixed(1) : ms.toFixed(0));
const width = Math.max(...decks.map((d) => d.name.length));
for (const deck of decks) {
  if (deck.skip) {
    console.log(`${deck.name.padEnd(width)}  skipped: no phone photos in ${photoDir} (run \`cargo bench -- photos\`, or set PHOTOS)`);
    continue;
  }
  for (const [measure, stat, target] of MEASURES) {
    const a = results.after?.[deck.name]?.[measure];
    const b = results.before?.[deck.name]?.[measure];
    const cell = (xs) => (xs ? `median ${f(median(xs))} ms p95 ${f(p95(xs))} ms` : 'failed');
    const vs = builds.length > 1 ? `  | before ${b ? `${f(median(b))} / ${f(p95(b))}` : 'failed'}` : '';
    console.log(`${deck.name.padEnd(width)}  ${measure.padEnd(9)} ${cell(a).padEnd(30)} [target ${stat} <= ${target} ms]${vs}`);
  }
  for (const [label, r] of Object.entries(results)) {
    const d = r[deck.name];
    if (d) console.log(`${''.padEnd(width)}  (${label}: ${d.summary} ${d.symbols} symbols on card 1; ${d.found}/60 nudges in conflict; ${d.kept}/15 drops kept; image loads a step: ${['re-roll', 'drop', 'undo', 'redo'].map((m) => `${m} ${range(d[`${m} loads`])}`).join(', ')})`);
  }
}
for (const [what, n] of notes) console.log(`odd: ${what}${n > 1 ? ` (${n} times)` : ''}`);
console.log(`chromium ${version}${builds.length > 1 ? `; before = ${builds[1][1]}` : ''}`);
