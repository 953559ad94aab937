// A release's saved project, made as a user makes one: in the real page.
//
//   bash scripts/build-web.sh && cargo build
//   node web/tests/save-release-project.mjs VERSION
//
// opens target/web/fanodeck.html in Debian's chromium (playwright-core, as e2e.test.mjs),
// makes a small deck that uses what a project carries (own photos, an own SVG and PNG, a
// choice of bundled pictures, words, a card back, settings off their defaults, and hand edits
// in the card editor: a symbol moved, one pinned, one made larger on every card), presses
// "Save project" and writes the ZIP to tests/data/projects/fanodeck-VERSION.zip, and beside
// it fanodeck-VERSION.toml: what its deck is, from the manifest target/debug/fanodeck makes
// of it, which tests/saved_projects.rs checks in every later version. Run it once per release
// (tests/data/projects/README.md) and commit both files; they are never made again.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { SIDES, freeSpot, handleAt, mouseDrag, said } from './editor-steps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const version = process.argv[2];
if (!/^\d+\.\d+\.\d+([-+][0-9A-Za-z.-]+)?$/.test(version || '')) {
  console.error('usage: node web/tests/save-release-project.mjs VERSION   (e.g. 0.1.0)');
  process.exit(2);
}
const crate = fs.readFileSync(path.join(root, 'Cargo.toml'), 'utf8').match(/^version = "(.*)"/m)[1];
if (crate !== version) {
  console.error(`Cargo.toml says ${crate}: save the project with the version being released`);
  process.exit(2);
}
const target = path.join(root, 'tests/data/projects', `fanodeck-${version}.zip`);
if (fs.existsSync(target)) {
  console.error(`${path.relative(root, target)} exists: a release's project is never made again`);
  process.exit(1);
}
const sidecarPath = target.replace(/\.zip$/, '.toml');
const cli = path.join(root, 'target/debug/fanodeck');
const cliVersion = fs.existsSync(cli) ? execFileSync(cli, ['--version'], { encoding: 'utf8' }) : '';
if (!cliVersion.startsWith(`fanodeck ${version} `)) {
  console.error(`target/debug/fanodeck is ${cliVersion.trim() || 'missing'}: run cargo build first`);
  process.exit(1);
}
const pageFile = path.join(root, 'target/web/fanodeck.html');
if (!fs.existsSync(pageFile)) {
  console.error('target/web/fanodeck.html is missing: run bash scripts/build-web.sh first');
  process.exit(1);
}

// What the deck is made of: 4 a card, 13 symbols.
const SYMBOLS = '4';
const PHOTOS = ['chelsea.jpg', 'rocket.jpg'].map((n) => path.join(root, 'docs/examples/photos', n));
const SVG = path.join(root, 'docs/examples/icons/005-frog.svg');
// Drawn as a PNG by the browser: a picture with transparency, as clip-art comes.
const PNG_FROM = path.join(root, 'icons/054-house.svg');
const BUNDLED = ['rainbow', 'guitar'];
const WORDS = ['sun', 'moon', 'café', 'boat', 'kite', 'drum', 'tree'];
const BACK = path.join(root, 'icons/033-star.svg');

const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fanodeck-release-'));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const tab = await context.newPage();
  tab.on('pageerror', (e) => { throw e; });
  await tab.goto(pageFileUrl());
  await tab.waitForSelector('#generate:not([disabled])');
  await tab.evaluate(() => { for (const d of document.querySelectorAll('details')) d.open = true; });

  // The PNG: the house icon drawn at 200 px on a transparent canvas.
  const png = await tab.evaluate(async (svg) => {
    const img = new Image();
    img.src = URL.createObjectURL(new Blob([svg], { type: 'image/svg+xml' }));
    await img.decode();
    const canvas = new OffscreenCanvas(200, 200);
    canvas.getContext('2d').drawImage(img, 0, 0, 200, 200);
    const blob = await canvas.convertToBlob({ type: 'image/png' });
    return Array.from(new Uint8Array(await blob.arrayBuffer()));
  }, fs.readFileSync(PNG_FROM, 'utf8'));
  const house = path.join(work, 'house.png');
  fs.writeFileSync(house, Buffer.from(png));

  await tab.selectOption('#symbols', SYMBOLS);
  await tab.setInputFiles('#files', [...PHOTOS, SVG, house]);
  await tab.check('input[name=photoShape][value=circle]');
  // Two bundled pictures: none of any theme, then the two.
  for (const none of await tab.$$('#icons button[aria-label^="choose no "]')) await none.click();
  for (const name of BUNDLED) await tab.click(`#icons button[aria-label="${name}"]`);
  await tab.fill('#words', WORDS.join('\n'));
  await tab.selectOption('#palette', 'cb');
  await tab.selectOption('#shape', 'rounded');
  await tab.fill('#seed', '2024');
  await tab.setInputFiles('#back', BACK);
  await tab.waitForFunction(() => document.querySelectorAll('#pictures li.ok').length === 4, null, { timeout: 60_000 });
  const request = await tab.evaluate(() => {
    const r = window.fanodeckEngine.formRequest();
    return { symbols: r.symbols, seed: r.seed, shape: r.shape, only: r.only, photoShape: r.photoShape, palette: r.palette, back: r.back?.name, pictures: r.pictures?.map((p) => p.name) };
  });
  assert.deepEqual(request, {
    symbols: 4, seed: 2024, shape: 'rounded', only: BUNDLED, photoShape: 'circle', palette: 'cb', back: '033-star.svg',
    pictures: ['005-frog.svg', 'chelsea.jpg', 'house.png', 'rocket.jpg'], // the page sorts them by name
  });

  await tab.click('#generate');
  await tab.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 180_000 });
  assert.match(await tab.textContent('#summary'), /^13 cards of 4 pictures/);

  // Card 1 in the editor: a symbol moved to a free spot, another pinned, a third made
  // larger on every card.
  await tab.click('.card-thumb[data-card="0"]');
  await tab.waitForSelector('#editor[open] #editor-handles .handle');
  await tab.waitForFunction(() => document.getElementById('editor-card').naturalWidth > 0);
  let text = await tab.textContent('#editor-say');
  // The card is packed to the gap: its largest symbol made smaller first (`-`, 5 % a press),
  // then moved into the room that leaves.
  const largest = await tab.evaluate(() => {
    const ps = window.fanodeck.editor.placements();
    return ps.reduce((best, p, i) => (p.width_mm > ps[best].width_mm ? i : best), 0);
  });
  await tab.focus(`#editor-handles .handle:nth-child(${largest + 1})`);
  for (let i = 0; i < 4; i++) {
    await tab.keyboard.press('-');
    await tab.waitForFunction(() => !document.getElementById('editor-say').dataset.busy);
    text = await tab.textContent('#editor-say');
    assert.match(text, /^Made '.+' smaller: now [\d.]+ mm across\.$/);
  }
  const before = await tab.evaluate(() => window.fanodeck.editor.placements());
  const free = await freeSpot(tab, largest, { ways: SIDES, steps: [4, 3, 2] });
  assert.ok(free, 'no free spot near any symbol of card 1');
  const at = await handleAt(tab, free.slot);
  await mouseDrag(tab, at, { x: at.x + free.dx * at.k, y: at.y + free.dy * at.k });
  text = await said(tab, text);
  assert.match(text, /^Moved '.+': now (.+ from the centre|at the centre)\.$/);

  await tab.click('#editor-close');
  await remade(tab, 0);

  // Card 2: one symbol pinned, the card re-rolled around it; another symbol made larger on
  // every card.
  await tab.click('.card-thumb[data-card="1"]');
  await tab.waitForSelector('#editor[open] #editor-handles .handle');
  await tab.waitForFunction(() => document.getElementById('editor-title').textContent === 'Card 2'
    && document.getElementById('editor-card').naturalWidth > 0);
  text = await tab.textContent('#editor-say');
  await tab.focus('#editor-handles .handle:nth-child(1)');
  await tab.keyboard.press('p');
  text = await said(tab, text);
  assert.match(text, /^Pinned '.+'/);
  await tab.click('#editor-reroll');
  text = await said(tab, text);
  assert.match(text, /^Re-rolled \(layout 1\), keeping '.+'\.$/);
  await tab.focus('#editor-handles .handle:nth-child(2)');
  await tab.click('#editor-larger');
  await tab.waitForFunction(() => / % larger on every card/.test(document.getElementById('editor-say').textContent));
  const edits = await tab.evaluate(() => window.fanodeck.editor.edits());
  assert.deepEqual(edits.cards.map((c) => [c.card, c.reroll, c.pins.length]), [[0, 0, 4], [1, 1, 1]]);
  assert.equal(edits.weights.length, 1);
  await tab.click('#editor-close');
  await remade(tab, 1);

  const [saved] = await Promise.all([tab.waitForEvent('download'), tab.click('#project-save')]);
  const zip = fs.readFileSync(await saved.path());
  assert.equal(zip.subarray(0, 2).toString(), 'PK');
  assert.ok(zip.length < 1 << 20, `the project is ${zip.length} bytes: keep it small`);
  const draft = path.join(work, path.basename(target));
  fs.writeFileSync(draft, zip);
  const facts = sidecar(draft, edits);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, zip);
  fs.writeFileSync(sidecarPath, facts);
  console.log(`wrote ${path.relative(root, target)} (${zip.length} bytes) and ${path.relative(root, sidecarPath)}:\n${facts}`);
  await context.close();
} finally {
  await browser.close();
  fs.rmSync(work, { recursive: true, force: true });
}

/**
 * The sidecar of the project at `zip`: what tests/saved_projects.rs checks of it in every
 * later version, from the manifest this version's CLI writes of it, and the page's `edits`.
 */
function sidecar(zip, edits) {
  const manifestFile = path.join(work, 'manifest.json');
  execFileSync(cli, ['render', '-q', '--project', zip, '-o', path.join(work, 'deck.pdf'), '--manifest', manifestFile]);
  const m = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));
  const names = m.symbols.map((s) => s.name);
  const str = (s) => JSON.stringify(s);
  const num = (x) => (Number.isInteger(x) ? `${x}.0` : String(x));
  const sizes = new Set(m.cards.map((c) => c.symbols.length));
  assert.equal(sizes.size, 1);
  const lines = [
    `# What must stay true of fanodeck-${version}.zip in every later version (tests/saved_projects.rs),`,
    `# recorded from fanodeck ${version}'s \`render --project\` manifest when it was saved. Never edit it.`,
    '',
    `made_by = "fanodeck ${version}"`,
    `cards = ${m.cards.length}`,
    `symbols_per_card = ${[...sizes][0]}`,
    `seed = ${m.seed}`,
    `shape = ${str(m.cards[0].shape)}`,
    `backs = ${m.cards.every((c) => c.back_page != null)}`,
    '',
    '# Every symbol, by name (pictures by file name without extension, words as written).',
    `symbols = [${names.map(str).join(', ')}]`,
    '',
    '# Each card\'s symbols by name, card 1 first.',
    'deck = [',
    ...m.cards.map((c) => `  [${c.symbols.map((p) => str(names[p.symbol])).join(', ')}],`),
    ']',
  ];
  for (const edit of edits.cards) {
    for (const pin of edit.pins) {
      const p = m.cards[edit.card].symbols.find((q) => q.symbol === pin.symbol);
      assert.ok(p && Math.abs(p.x_mm - pin.x) < 1e-4 && Math.abs(p.y_mm - pin.y) < 1e-4, JSON.stringify([p, pin]));
      lines.push('', `# ${str(names[pin.symbol])} put by hand on card ${edit.card + 1}: mm from the card's centre (y down), degrees clockwise.`,
        '[[pins]]', `card = ${edit.card}`, `symbol = ${str(names[pin.symbol])}`, `x_mm = ${num(p.x_mm)}`,
        `y_mm = ${num(p.y_mm)}`, `width_mm = ${num(p.width_mm)}`, `rotation_deg = ${num(p.rotation_deg)}`);
    }
  }
  for (const w of edits.weights) {
    lines.push('', `# ${str(names[w.symbol])} made larger on every card.`, '[[weights]]',
      `symbol = ${str(names[w.symbol])}`, `weight = ${num(w.weight)}`);
  }
  return `${lines.join('\n')}\n`;
}

function pageFileUrl() {
  return pathToFileURL(pageFile).href;
}

/** Waits for the deck made again after the editor closed, card `index` among the changed. */
async function remade(tab, index) {
  await tab.waitForFunction((i) => /changed by hand/.test(document.querySelector(`.card-thumb[data-card="${i}"]`)?.getAttribute('aria-label')), index, { timeout: 180_000 });
  await tab.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 180_000 });
  await tab.waitForFunction(() => /^Done/.test(document.getElementById('status').textContent), null, { timeout: 180_000 });
}

