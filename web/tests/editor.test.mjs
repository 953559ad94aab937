// The card editor's gestures in Debian's chromium, each test in a fresh context on the default
// deck's card 1: a picture made larger on every card (the saved project renders the page's PDF
// with the CLI, byte for byte), two pictures swapped by key and by Shift+click, resized by the
// wheel, pinched and dragged by fingers on a phone (touch through the DevTools protocol), the
// card reset, and the handles that take the pointer only on their picture's ink.
//
// Needs target/web/fanodeck.html (scripts/build-web.sh) and target/debug/fanodeck (cargo
// build); scripts/test-web.sh does all of it. Screenshots go to target/web-screenshots/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumSession } from './browser.mjs';
import { DIAGONALS, SIDES, freeSpot, handleAt, said } from './editor-steps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(root, 'target/debug/fanodeck');
const shots = path.join(root, 'target/web-screenshots');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fanodeck-editor-'));
const session = chromiumSession(shots, work);
const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');
const DESKTOP = { viewport: { width: 1280, height: 900 }, acceptDownloads: true };
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A fresh context with the default deck made and card 1 open in the editor, its first
 * handle focused (the editor is free then). */
async function openCard1(options = DESKTOP) {
  const { context, tab } = await session.open(options);
  await tab.click('#generate');
  await tab.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 120_000 });
  await tab.evaluate(() => window.fanodeck.editor.open(0));
  await tab.waitForSelector('#editor[open] #editor-handles .handle');
  await tab.waitForFunction(() => document.getElementById('editor-card').naturalWidth > 0
    && document.activeElement?.classList.contains('handle'), null, { timeout: 30_000 });
  return { context, tab };
}

const placements = (tab) => tab.evaluate(() => window.fanodeck.editor.placements());
const say = (tab) => tab.textContent('#editor-say');
const nth = (slot) => `#editor-handles .handle:nth-child(${slot + 1})`;

/** Whether the pointer at the centre of slot `slot`'s handle reaches that handle. */
const hits = (tab, slot) => tab.evaluate((s) => {
  const h = document.querySelectorAll('#editor-handles .handle')[s];
  const r = h.getBoundingClientRect();
  return document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2)?.closest('.handle') === h;
}, slot);

/** Presses `key` on slot `slot`'s focused handle and gives what the editor said. */
async function press(tab, slot, key) {
  await tab.focus(nth(slot));
  const before = await say(tab);
  await tab.keyboard.press(key);
  return said(tab, before);
}

/** The card's placements with `a` and `b` swapped as editor.js's swap() does. */
function swapped(ps, a, b) {
  const side = (p) => Math.max(p.width_mm, p.height_mm);
  return ps.map((p, i) => {
    if (i !== a && i !== b) return p;
    const [own, other] = i === a ? [ps[a], ps[b]] : [ps[b], ps[a]];
    const k = side(other) / side(own);
    return { ...own, x_mm: other.x_mm, y_mm: other.y_mm, width_mm: own.width_mm * k, height_mm: own.height_mm * k };
  });
}

/** The first pair of slots (both under the pointer, when `mouse`) the engine lets swap. */
async function swappablePair(tab, mouse) {
  const ps = await placements(tab);
  for (let a = 0; a < ps.length; a++) {
    for (let b = a + 1; b < ps.length; b++) {
      if (mouse && !((await hits(tab, a)) && (await hits(tab, b)))) continue;
      const wrong = await tab.evaluate((t) => window.fanodeck.editor.conflicts(t), swapped(ps, a, b));
      if (!wrong.length) return [a, b];
    }
  }
  return null;
}

/** Asserts that `after` is `before` with slots `a` and `b` swapped (centres exchanged, each
 * keeping its symbol, turn and shape), the rest untouched. */
function assertSwapped(before, after, a, b) {
  const want = swapped(before, a, b);
  after.forEach((p, i) => {
    for (const k of Object.keys(want[i])) {
      const ok = typeof want[i][k] === 'number' ? Math.abs(p[k] - want[i][k]) < 1e-4 : p[k] === want[i][k];
      assert.ok(ok, `slot ${i} ${k}: ${p[k]} != ${want[i][k]}`);
    }
  });
  assert.ok(Math.abs(after[a].width_mm / after[a].height_mm - before[a].width_mm / before[a].height_mm) < 1e-6);
}

/** The file a click on `id` downloads. */
async function downloaded(tab, id) {
  const [d] = await Promise.all([tab.waitForEvent('download'), tab.click(id)]);
  return fs.readFileSync(await d.path());
}

/** The mean width of `symbol` across the manifest's cards. */
function meanWidth(manifest, symbol) {
  const ws = manifest.cards.flatMap((c) => c.symbols.filter((p) => p.symbol === symbol).map((p) => p.width_mm));
  assert.ok(ws.length > 0);
  return ws.reduce((a, b) => a + b, 0) / ws.length;
}

/** The manifest of the deck the page shows (its download link's). */
const shownManifest = (tab) => tab.evaluate(() => fetch(document.getElementById('download-manifest').href).then((r) => r.json()));

/** Nearly equal angles, in degrees. */
const sameAngle = (a, b, tol = 1e-3) => Math.abs(((a - b) % 360 + 540) % 360 - 180) < tol;

test('make larger on every card: 25 % then 56 %, the deck made again, the saved project is the CLI\'s PDF', async () => {
  assert.ok(fs.existsSync(cli), `no CLI at ${cli}: cargo build`);
  const { context, tab } = await openCard1();
  const before = await shownManifest(tab);
  const ps = await placements(tab);
  const slot = 0;
  const { symbol } = ps[slot];
  await tab.focus(nth(slot));
  await tab.waitForFunction(() => !document.getElementById('editor-larger').disabled);
  const name = (await tab.getAttribute(nth(slot), 'aria-label')).replace(/, picture \d+ of \d+$/, '');
  assert.equal(await tab.textContent('#editor-larger'), `Make '${name}' larger on every card`);
  for (const percent of [25, 56]) {
    await tab.click('#editor-larger');
    const want = `'${name}' will be ${percent} % larger on every card once the deck is made again (cards fixed by hand keep theirs).`;
    await tab.waitForFunction((w) => document.getElementById('editor-say').textContent === w, want, { timeout: 10_000 });
  }
  const edits = await tab.evaluate(() => window.fanodeck.editor.edits());
  assert.deepEqual(edits.weights, [{ symbol, weight: 1.56 }]);
  assert.deepEqual(edits.cards, [], 'making a picture larger fixes no card by hand');

  assert.doesNotMatch(await tab.textContent('#status'), /^Done/);
  // Done makes the deck again with the weight.
  await tab.click('#editor-close');
  await tab.waitForFunction(() => !document.getElementById('editor').open);
  await tab.waitForFunction(() => /^Done/.test(document.getElementById('status').textContent)
    && !document.getElementById('result').classList.contains('making') && !document.getElementById('result').hidden, null, { timeout: 120_000 });
  const after = await shownManifest(tab);
  assert.deepEqual(after, JSON.parse(await downloaded(tab, '#download-manifest')));
  const pdf = await downloaded(tab, '#download-pdf');
  const projectFile = path.join(work, 'larger-project.zip');
  fs.writeFileSync(projectFile, await downloaded(tab, '#project-save'));
  const out = path.join(work, 'larger-cli.pdf');
  const outManifest = path.join(work, 'larger-cli.json');
  execFileSync(cli, ['render', '-q', '--project', projectFile, '-o', out, '--manifest', outManifest]);
  assert.equal(sha(pdf), sha(fs.readFileSync(out)), 'the page\'s PDF differs from the CLI\'s');
  assert.deepEqual(after, JSON.parse(fs.readFileSync(outManifest, 'utf8')));
  // Larger on average across the deck than in the deck before.
  const [was, now] = [meanWidth(before, symbol), meanWidth(after, symbol)];
  assert.ok(now > was * 1.1, `'${name}' is ${now.toFixed(2)} mm across on average, was ${was.toFixed(2)} mm`);
  await context.close();
});

test('swap: S on two pictures, then a click and a Shift+click; the centres exchanged, each keeps its shape', async (t) => {
  const { context, tab } = await openCard1();
  // The default deck is packed to the gap: no two pictures of card 1 may swap sizes as they
  // are. Every picture is made smaller (`-`) a round at a time until two under the pointer may.
  let pair = null;
  for (let round = 0; round < 8 && !(pair = await swappablePair(tab, true)); round++) {
    for (let s = 0; s < 8; s++) assert.match(await press(tab, s, '-'), /^Made '.+' smaller/);
  }
  assert.ok(pair, 'no two pictures of card 1 the engine lets swap');
  // By key: S on A (the editor asks for the other), S on B.
  const before = await placements(tab);
  await tab.focus(nth(pair[0]));
  await tab.keyboard.press('s');
  await tab.waitForFunction(() => /^Swap '.+' with…: choose another picture and press S\.$/.test(document.getElementById('editor-say').textContent));
  assert.equal(await tab.locator('#editor-handles .handle.swap-from').count(), 1);
  await tab.focus(nth(pair[1]));
  let text = await say(tab);
  await tab.keyboard.press('s');
  text = await said(tab, text);
  assert.match(text, /^Swapped '.+' and '.+'\.$/);
  assertSwapped(before, await placements(tab), ...pair);
  assert.equal(await tab.locator('#editor-handles .handle.swap-from').count(), 0);
  await tab.keyboard.press('Control+z');
  assert.equal(await said(tab, text), 'Undone.');
  assert.deepEqual(await placements(tab), before);

  // A pair the engine refuses: not kept, the card as it was.
  let refused = null;
  for (let a = 0; a < before.length && !refused; a++) {
    for (let b = a + 1; b < before.length && !refused; b++) {
      if ((await tab.evaluate((t) => window.fanodeck.editor.conflicts(t), swapped(before, a, b))).length) refused = [a, b];
    }
  }
  assert.ok(refused, 'every two pictures may swap');
  await tab.focus(nth(refused[0]));
  await tab.keyboard.press('s');
  await tab.waitForFunction(() => /^Swap '/.test(document.getElementById('editor-say').textContent));
  await tab.focus(nth(refused[1]));
  text = await say(tab);
  await tab.keyboard.press('s');
  text = await said(tab, text);
  assert.match(text, /^Not kept: '.+' would (overlap '.+'|cross the card's edge)/);
  assert.deepEqual(await placements(tab), before);

  // With the mouse: a click chooses A, a Shift+click on B swaps them (B's focus once chose B
  // instead).
  await t.test('a click and a Shift+click swap them', async () => {
    const [at, to] = [await handleAt(tab, pair[0]), await handleAt(tab, pair[1])];
    await tab.mouse.click(at.x, at.y);
    await tab.waitForFunction((s) => document.querySelectorAll('#editor-handles .handle')[s].classList.contains('selected'), pair[0]);
    assert.deepEqual(await placements(tab), before, 'a click moved a picture');
    await tab.keyboard.down('Shift');
    await tab.mouse.click(to.x, to.y);
    await tab.keyboard.up('Shift');
    await tab.waitForFunction((b) => document.getElementById('editor-say').textContent !== b, text, { timeout: 5_000 })
      .catch(async () => assert.fail(`a Shift+click on picture ${pair[1] + 1} swapped nothing; selected: picture ${
        1 + Number(await tab.getAttribute('#editor-handles .handle.selected', 'data-slot'))}`));
    text = await said(tab, text);
    assert.match(text, /^Swapped '.+' and '.+'\.$/);
    assertSwapped(before, await placements(tab), ...pair);
  });
  await context.close();
});

test('the wheel: down makes the largest picture smaller, up makes it larger again, 5 % a notch', async () => {
  const { context, tab } = await openCard1();
  let ps = await placements(tab);
  // The largest picture under the pointer (the largest of all, when it is).
  const order = [...ps.keys()].sort((a, b) => ps[b].width_mm - ps[a].width_mm);
  let slot = -1;
  for (const s of order) if (slot < 0 && (await hits(tab, s))) slot = s;
  assert.ok(slot >= 0, 'no picture under the pointer');
  const width = ps[slot].width_mm;
  let at = await handleAt(tab, slot);
  await tab.mouse.move(at.x, at.y);
  let text = await say(tab);
  await tab.mouse.wheel(0, 100);
  text = await said(tab, text);
  assert.match(text, /^Made '.+' smaller: now [\d.]+ mm across\.$/);
  ps = await placements(tab);
  assert.ok(Math.abs(ps[slot].width_mm - width / 1.05) < 1e-3, `${ps[slot].width_mm} from ${width}`);
  assert.equal(Number(text.match(/now ([\d.]+) mm/)[1]), Math.round(Math.max(ps[slot].width_mm, ps[slot].height_mm) * 10) / 10);
  const smaller = ps[slot].width_mm;
  at = await handleAt(tab, slot);
  await tab.mouse.move(at.x, at.y);
  await tab.mouse.wheel(0, -100);
  text = await said(tab, text);
  assert.match(text, /^Made '.+' larger: now [\d.]+ mm across\.$/);
  ps = await placements(tab);
  assert.ok(Math.abs(ps[slot].width_mm - smaller * 1.05) < 1e-3, `${ps[slot].width_mm} from ${smaller}`);
  assert.ok(Math.abs(ps[slot].width_mm - width) < 1e-3);
  // Another notch up, past the size the deck packed it to: kept only if the engine agrees.
  const packed = ps;
  await tab.mouse.wheel(0, -100);
  text = await said(tab, text);
  assert.match(text, /^(Made '.+' larger|Not kept: )/);
  ps = await placements(tab);
  if (/^Not kept/.test(text)) assert.deepEqual(ps, packed);
  else assert.ok(Math.abs(ps[slot].width_mm - width * 1.05) < 1e-3);
  await context.close();
});

/** Fingers on the screen through the DevTools protocol: `touch(type, [[x, y], …])`, each
 * point's id its index (touchEnd lifts them all). */
async function fingers(context, tab) {
  const cdp = await context.newCDPSession(tab);
  return (type, points = []) => cdp.send('Input.dispatchTouchEvent', {
    type, touchPoints: points.map(([x, y], id) => ({ x, y, id, radiusX: 2, radiusY: 2, force: 1 })),
  });
}

/** A pinch on slot `slot`: one finger on its handle, another `from` px away toward the card's
 * centre, spread to `to` px and turned `twist` degrees about the first, in steps, lifted. */
async function pinch(tab, touch, slot, from, to, twist) {
  const at = await handleAt(tab, slot);
  const centre = await tab.evaluate(() => {
    const r = document.getElementById('editor-card').getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  });
  const a0 = Math.atan2(centre.y - at.y, centre.x - at.x);
  const other = (t) => {
    const [d, a] = [from + (to - from) * t, a0 + (twist * Math.PI / 180) * t];
    return [at.x + d * Math.cos(a), at.y + d * Math.sin(a)];
  };
  await touch('touchStart', [[at.x, at.y]]);
  await touch('touchStart', [[at.x, at.y], other(0)]);
  for (let i = 1; i <= 6; i++) await touch('touchMove', [[at.x, at.y], other(i / 6)]);
  await touch('touchEnd');
}

test('a phone: two fingers pinch a picture larger and turned, then smaller; one finger drags it and the page does not scroll', async () => {
  const { context, tab } = await openCard1(PHONE);
  const touch = await fingers(context, tab);
  let ps = await placements(tab);
  // The smallest picture under a finger, made smaller (`-`) until the engine would keep it
  // spread by 1.2 or more and turned 12° (with room for a finger's pixel either way).
  const order = [...ps.keys()].sort((a, b) => ps[a].width_mm - ps[b].width_mm);
  let slot = -1;
  for (const s of order) if (slot < 0 && (await hits(tab, s))) slot = s;
  assert.ok(slot >= 0, 'no picture under a finger');
  const twist = 12;
  let spread = 0;
  for (let presses = 0; presses < 12 && !spread; presses++) {
    assert.match(await press(tab, slot, '-'), /^Made '.+' smaller/);
    ps = await placements(tab);
    spread = await tab.evaluate(async ([ps, slot, twist]) => {
      const fits = async (g) => (await window.fanodeck.editor.conflicts(ps.map((p, i) => (i === slot
        ? { ...p, width_mm: p.width_mm * g, height_mm: p.height_mm * g, rotation_deg: p.rotation_deg + twist } : p)))).length === 0;
      for (const f of [1.3, 1.25, 1.2]) if ((await fits(f - 0.04)) && (await fits(f + 0.04))) return f;
      return 0;
    }, [ps, slot, twist]);
  }
  assert.ok(spread, 'no room to pinch a picture of card 1 larger');
  const base = ps[slot];
  fs.mkdirSync(shots, { recursive: true });
  await tab.screenshot({ path: path.join(shots, 'editor-pinch-before.png') });
  const scrolled = await tab.evaluate(() => [window.scrollY, document.getElementById('editor').scrollTop]);
  let text = await say(tab);
  await pinch(tab, touch, slot, 40, 40 * spread, twist);
  text = await said(tab, text);
  ps = await placements(tab);
  assert.match(text, /^Made '.+' larger: now [\d.]+ mm across\.$/);
  const grown = ps[slot].width_mm / base.width_mm;
  assert.ok(Math.abs(grown - spread) < 0.04, `grew ${grown}, the fingers spread ${spread}`);
  assert.ok(Math.abs(ps[slot].height_mm / ps[slot].width_mm - base.height_mm / base.width_mm) < 0.01, 'the shape kept');
  assert.ok(sameAngle(ps[slot].rotation_deg, Math.round(base.rotation_deg + twist), 1.01), `${ps[slot].rotation_deg} from ${base.rotation_deg}`);
  assert.ok(Math.abs(ps[slot].x_mm - base.x_mm) < 1e-6 && Math.abs(ps[slot].y_mm - base.y_mm) < 1e-6, 'pinched about its centre');
  await tab.screenshot({ path: path.join(shots, 'editor-pinch-after.png') });
  // Inward, untwisted: smaller, about its centre, always kept.
  const large = ps[slot];
  await pinch(tab, touch, slot, 60, 45, 0);
  text = await said(tab, text);
  assert.match(text, /^Made '.+' smaller: now [\d.]+ mm across\.$/);
  ps = await placements(tab);
  assert.ok(Math.abs(ps[slot].width_mm / large.width_mm - 0.75) < 0.05, `${ps[slot].width_mm} from ${large.width_mm}`);
  assert.ok(sameAngle(ps[slot].rotation_deg, large.rotation_deg, 1.01));

  // One finger drags a picture to a spot the engine says is free.
  const free = await freeSpot(tab, slot, { ways: [...SIDES, ...DIAGONALS], steps: [3, 2, 1.5] });
  assert.ok(free, 'no free spot near any picture of card 1');
  const before = await placements(tab);
  const at = await handleAt(tab, free.slot);
  const to = [at.x + free.dx * at.k, at.y + free.dy * at.k];
  await touch('touchStart', [[at.x, at.y]]);
  for (let i = 1; i <= 8; i++) await touch('touchMove', [[at.x + ((to[0] - at.x) * i) / 8, at.y + ((to[1] - at.y) * i) / 8]]);
  await touch('touchEnd');
  text = await said(tab, text);
  assert.match(text, /^Moved '.+': now (.+ from the centre|at the centre)\.$/);
  const moved = (await placements(tab))[free.slot];
  assert.ok(Math.abs(moved.x_mm - before[free.slot].x_mm - free.dx) < 0.3 && Math.abs(moved.y_mm - before[free.slot].y_mm - free.dy) < 0.3,
    JSON.stringify({ moved, free }));
  assert.deepEqual(await tab.evaluate(() => [window.scrollY, document.getElementById('editor').scrollTop]), scrolled, 'a finger scrolled the page');
  await context.close();
});

test('reset card: a picture moved by the keys, then Reset card: the card is back as the deck made it', async () => {
  const { context, tab } = await openCard1();
  const original = await placements(tab);
  // An arrow key on each picture, each way, until a step is kept.
  let text = '';
  search: for (let slot = 0; slot < original.length; slot++) {
    for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) {
      text = await press(tab, slot, key);
      if (/^Moved/.test(text)) break search;
      assert.match(text, /^Not kept: /);
    }
  }
  assert.match(text, /^Moved '.+': now/, 'no picture of card 1 moves 1 mm any way');
  assert.notDeepEqual(await placements(tab), original);
  assert.equal((await tab.evaluate(() => window.fanodeck.editor.edits())).cards.length, 1);
  // A re-roll too, so that the reset undoes a new layout as well.
  await tab.click('#editor-reroll');
  text = await said(tab, text);
  assert.match(text, /^Re-rolled \(layout 1\)/);
  await tab.click('#editor-reset');
  text = await said(tab, text);
  assert.equal(text, 'The card is back as the deck made it.');
  const back = await placements(tab);
  assert.equal(back.length, original.length);
  back.forEach((p, i) => {
    for (const k of Object.keys(original[i])) {
      const ok = typeof original[i][k] === 'number' ? Math.abs(p[k] - original[i][k]) < 1e-4 : p[k] === original[i][k];
      assert.ok(ok, `slot ${i} ${k}: ${p[k]}, the deck made ${original[i][k]}`);
    }
  });
  assert.deepEqual((await tab.evaluate(() => window.fanodeck.editor.edits())).cards, [], 'a reset card is no card fixed by hand');
  assert.equal(await tab.locator('#editor-handles .handle.pinned').count(), 0);
  // Undo brings back the re-rolled card.
  await tab.keyboard.press('Control+z');
  assert.equal(await said(tab, text), 'Undone.');
  assert.equal((await tab.evaluate(() => window.fanodeck.editor.edits())).cards[0].reroll, 1);
  await context.close();
});

test('ink handles: the centre of each handle takes the pointer, a transparent corner of its picture does not but reaches the picture beneath', async () => {
  const { context, tab } = await openCard1();
  const ps = await placements(tab);
  const seen = await tab.evaluate(() => {
    const img = document.getElementById('editor-card');
    const r = img.getBoundingClientRect();
    const k = (img.clientWidth / img.naturalWidth) * 5;
    const ps = window.fanodeck.editor.placements();
    const handles = [...document.querySelectorAll('#editor-handles .handle')];
    const out = { centres: [], skipped: [], corners: [], cornerHits: [], beneath: [] };
    handles.forEach((h, slot) => {
      const b = h.getBoundingClientRect();
      const hit = document.elementFromPoint(b.left + b.width / 2, b.top + b.height / 2)?.closest('.handle');
      if (hit === h) out.centres.push(slot);
      else if (hit) out.skipped.push(slot);
      else out.missed = [...(out.missed || []), slot];
      // The picture's whole box, turned as the engine turns it; each corner 6 % in.
      const p = ps[slot];
      const [cx, cy] = [r.left + img.clientWidth / 2 + p.x_mm * k, r.top + (img.clientWidth * img.naturalHeight) / img.naturalWidth / 2 + p.y_mm * k];
      const a = (p.rotation_deg * Math.PI) / 180;
      const polygon = h.querySelector('svg.ink polygon');
      const toLocal = h.querySelector('svg.ink').getScreenCTM().inverse();
      const inInk = (x, y) => {
        const q = new DOMPoint(x, y).matrixTransform(toLocal);
        return polygon.isPointInFill(q) || polygon.isPointInStroke(q);
      };
      const corners = [[-1, -1], [1, -1], [1, 1], [-1, 1]].flatMap(([sx, sy]) => {
        const [u, v] = [(sx * p.width_mm * k * 0.44), (sy * p.height_mm * k * 0.44)];
        // And the handle's own box's corner (the box of the turned ink), 3 px in.
        return [[cx + u * Math.cos(a) - v * Math.sin(a), cy + u * Math.sin(a) + v * Math.cos(a)],
          [sx < 0 ? b.left + 3 : b.right - 3, sy < 0 ? b.top + 3 : b.bottom - 3]];
      });
      for (const [x, y] of corners) {
        // Clear of the outline by a few pixels all round (its stroke takes the pointer too).
        const clear = [[0, 0], [5, 0], [-5, 0], [0, 5], [0, -5], [4, 4], [-4, 4], [4, -4], [-4, -4]].every(([dx, dy]) => !inInk(x + dx, y + dy));
        if (!clear) continue;
        const el = document.elementFromPoint(x, y);
        if (el?.closest('.turn-knob, .pin-mark')) continue;
        out.corners.push(slot);
        if (el?.closest('.handle') === h) out.cornerHits.push({ slot, x, y });
        else if (el?.closest('.handle')) out.beneath.push({ slot, x, y, other: Number(el.closest('.handle').dataset.slot) });
      }
    });
    return out;
  });
  assert.deepEqual(seen.missed ?? [], [], `the centre of these handles reaches no handle: ${JSON.stringify(seen)}`);
  assert.ok(seen.centres.length >= 6, JSON.stringify(seen));
  assert.ok(seen.corners.length >= 1, 'no transparent corner on card 1');
  assert.deepEqual(seen.cornerHits, [], 'a transparent corner takes the pointer for its picture');

  // A click on a transparent corner of a picture laid over another's ink reaches the one
  // beneath (not the first handle, selected and so raised), and chooses it.
  const under = seen.beneath.find((c) => c.other < c.slot && c.other !== 0);
  assert.ok(under, `no transparent corner over a picture beneath: ${JSON.stringify(seen.beneath)}`);
  await tab.mouse.click(under.x, under.y);
  await tab.waitForFunction((s) => document.querySelectorAll('#editor-handles .handle')[s].classList.contains('selected'), under.other);
  assert.equal(await tab.locator('#editor-handles .handle.selected').count(), 1);
  assert.deepEqual(await placements(tab), ps, 'a click moved a picture');
  await context.close();
});

test('Done, then another card at once: the new card opens and stays open', async () => {
  const { context, tab } = await openCard1();
  // The dialog's close event comes after the next card is open: it once closed that one too.
  await tab.evaluate(async () => {
    document.getElementById('editor-close').click();
    await window.fanodeck.editor.open(1);
  });
  await tab.waitForSelector('#editor[open] #editor-handles .handle');
  await tab.waitForTimeout(300);
  assert.equal(await tab.evaluate(() => document.getElementById('editor').open), true);
  assert.match(await tab.textContent('#editor-title'), /Card 2/);
  assert.ok((await placements(tab)).length > 0);
  assert.doesNotMatch(await say(tab), /Could not draw/);
  await context.close();
});
