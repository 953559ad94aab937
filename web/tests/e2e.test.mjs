// The web page end to end in Debian's chromium, driven by playwright-core: opened from the
// disk (file://) with no network, decks made through the buttons and through the JS API and
// compared with the CLI's byte for byte, a folder with broken pictures, and screenshots.
//
// Needs target/web/fanodeck.html (scripts/build-web.sh) and target/debug/fanodeck (cargo
// build); scripts/test-web.sh does all of it.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import zlib from 'node:zlib';
import { chromium } from 'playwright-core';
import { launchOptions } from './browser.mjs';
import { DIAGONALS, SIDES, freeSpot, handleAt, mouseDrag, said } from './editor-steps.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pageUrl = pathToFileURL(path.join(root, 'target/web/fanodeck.html')).href;
const cli = path.join(root, 'target/debug/fanodeck');
const shots = path.join(root, 'target/web-screenshots');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fanodeck-e2e-'));
const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');


/** The CLI's PDF and manifest for `args`. */
function render(args) {
  const pdf = path.join(work, `cli-${sha(args.join(' ')).slice(0, 8)}.pdf`);
  const manifest = pdf.replace(/\.pdf$/, '.json');
  execFileSync(cli, ['render', '-q', '-o', pdf, '--manifest', manifest, ...args]);
  return { pdf: fs.readFileSync(pdf), manifest: JSON.parse(fs.readFileSync(manifest, 'utf8')) };
}

/** A small PNG of one colour with a transparent border. */
function png(w, h, [r, g, b]) {
  const crcTable = Array.from({ length: 256 }, (_, n) => {
    let c = n;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    return c >>> 0;
  });
  const crc = (buf) => {
    let c = 0xffffffff;
    for (const byte of buf) c = crcTable[(c ^ byte) & 0xff] ^ (c >>> 8);
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type, data) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'ascii');
    data.copy(out, 8);
    out.writeUInt32BE(crc(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const rows = [];
  for (let y = 0; y < h; y++) {
    rows.push(0);
    for (let x = 0; x < w; x++) {
      const inside = x > 2 && y > 2 && x < w - 3 && y < h - 3;
      rows.push(r, g, b, inside ? 255 : 0);
    }
  }
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr),
    chunk('IDAT', zlib.deflateSync(Buffer.from(rows))), chunk('IEND', Buffer.alloc(0))]);
}

/** A new tab of the page, ready, with `symbols` a card chosen. */
/** Unfolds the settings a first-time parent does not need (fonts, pairs, picture options). */
async function openMore(tab) {
  await tab.evaluate(() => { for (const d of document.querySelectorAll('details.more')) d.open = true; });
}

async function freshPage(symbols) {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  tab.on('pageerror', (e) => { throw e; });
  await tab.goto(pageUrl);
  await tab.waitForSelector('#generate:not([disabled])');
  await openMore(tab);
  await tab.selectOption('#symbols', symbols);
  return tab;
}

let browser;
let page;
const requests = [];

before(async () => {
  fs.mkdirSync(shots, { recursive: true });
  browser = await chromium.launch(launchOptions);
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  page.on('request', (r) => requests.push(r.url()));
  page.on('pageerror', (e) => { throw e; });
  await page.goto(pageUrl);
  await page.evaluate(() => window.fanodeck.ready.then(() => true));
  await page.waitForSelector('#generate:not([disabled])');
  await openMore(page);
});

after(async () => {
  await browser?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

test('the page loads from the disk and asks no network for anything', async () => {
  await page.screenshot({ path: path.join(shots, 'start-desktop.png') });
  const outside = requests.filter((u) => !/^(file|blob|data):/.test(u));
  assert.deepEqual(outside, []);
  assert.match(await page.textContent('#private'), /never leave/);
  // The form's numbers come from the engine's request (index.html carries none of them).
  const gap = await page.evaluate(() => ['value', 'min', 'max'].map((k) => document.getElementById('gap')[k]));
  assert.deepEqual(gap, ['1.5', '0', '20']);
  assert.equal(await page.inputValue('#sizeRatio'), '2.5');
  assert.equal(await page.getAttribute('#diameter', 'max'), '300');
});

test('the Make button makes the CLI\'s default deck, byte for byte, showing the first cards before the PDF', async () => {
  // What the page shows over time: the first card's preview comes before the finished deck.
  await page.evaluate(() => {
    window.seen = [];
    const note = () => window.seen.push({ previews: document.querySelectorAll('#previews img').length, making: document.getElementById('result').classList.contains('making'), done: /^Done/.test(document.getElementById('status').textContent) });
    new MutationObserver(note).observe(document.getElementById('result'), { childList: true, subtree: true, attributes: true });
  });
  await page.click('#generate');
  await page.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 120_000 });
  const seen = await page.evaluate(() => window.seen);
  assert.ok(seen.some((s) => s.previews >= 1 && s.making && !s.done), JSON.stringify(seen.slice(0, 12)));
  const [download] = await Promise.all([page.waitForEvent('download'), page.click('#download-pdf')]);
  const pdf = fs.readFileSync(await download.path());
  const [json] = await Promise.all([page.waitForEvent('download'), page.click('#download-manifest')]);
  const manifest = JSON.parse(fs.readFileSync(await json.path(), 'utf8'));
  const expected = render([]);
  assert.equal(sha(pdf), sha(expected.pdf), 'the page\'s PDF differs from the CLI\'s');
  assert.deepEqual(manifest, expected.manifest);
  // The thumbnails after the first screenful come after the PDF.
  await page.waitForFunction(() => document.querySelectorAll('#previews img').length === 57, null, { timeout: 60_000 });
  await page.screenshot({ path: path.join(shots, 'deck-desktop.png'), fullPage: true });
});

const WORDS = 'sun\nmoon\ntree\nhouse\nfish\nbird\n';

test('the JS API takes the CLI\'s options and gives its bytes', async () => {
  const cases = [
    [{}, []],
    [{ symbols: 4, seed: 9, perSheet: 4, paper: 'letter', legend: true },
      ['--symbols', '4', '--seed', '9', '--per-sheet', '4', '--paper', 'letter', '--legend']],
    [{ symbols: 3, deck: 'affine', rotation: '±30', cropMarks: true, words: WORDS },
      ['--symbols', '3', '--deck', 'affine', '--rotation', '±30', '--crop-marks', '--words', 'WORDS']],
  ];
  fs.writeFileSync(path.join(work, 'words.txt'), WORDS);
  for (const [options, args] of cases) {
    const result = await page.evaluate(async (o) => {
      const r = await window.fanodeck.generate(o);
      return { pdf: Array.from(r.pdf), manifest: r.manifest, warnings: r.warnings };
    }, options);
    const expected = render(args.map((a) => (a === 'WORDS' ? path.join(work, 'words.txt') : a)));
    assert.equal(sha(Buffer.from(result.pdf)), sha(expected.pdf), JSON.stringify(options));
    assert.deepEqual(result.manifest, expected.manifest);
    assert.deepEqual(result.warnings, []);
  }
  const error = await page.evaluate(() => window.fanodeck.generate({ gap: -1 }).then(() => null, (e) => e.message));
  assert.equal(error, "invalid gap '-1': must be at least 0 mm");
  const unknown = await page.evaluate(() => window.fanodeck.generate({ colour: 'red' }).then(() => null, (e) => e.message));
  assert.match(unknown, /colour/);
});

test('a folder with broken pictures: errors beside them, skipped when asked', async () => {
  const folder = path.join(work, 'pictures');
  fs.mkdirSync(folder);
  const colours = [[200, 40, 40], [40, 160, 60], [30, 90, 200], [230, 160, 0], [140, 60, 180], [0, 150, 150], [90, 90, 90]];
  colours.forEach((c, i) => fs.writeFileSync(path.join(folder, `0${i}-colour ${i}.png`), png(24 + 4 * i, 20 + 3 * i, c)));
  fs.writeFileSync(path.join(folder, 'broken.png'), Buffer.from('this is not a picture at all'));
  // A palette PNG whose palette is 4 bytes: a decoder panics on it (the engine stops).
  fs.copyFileSync(path.join(root, 'tests/data/hostile/png-plte-4-bytes.png'), path.join(folder, '0-palette.png'));
  // The folder button (a webkitdirectory input) takes the whole folder.
  await page.setInputFiles('#folder', folder);
  const broken = page.locator('li[data-file="broken.png"] .error');
  await broken.waitFor({ timeout: 60_000 });
  assert.match(await broken.textContent(), /^this picture is damaged or is not a picture/);
  const palette = page.locator('li[data-file="0-palette.png"] .error');
  await palette.waitFor({ timeout: 60_000 });
  assert.match(await palette.textContent(), /stopped the drawing engine/);
  // Pictures are checked several at once: the first may finish after the broken ones.
  await page.locator('li[data-file="00-colour 0.png"] .name', { hasText: 'colour 0' }).waitFor({ timeout: 60_000 });
  await page.locator('#pictures').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(shots, 'pictures-desktop.png'), fullPage: false });

  // Through the API, without skipping: the error names the file that stopped the engine.
  const pictures = fs.readdirSync(folder).sort().map((f) => ({ name: f, bytes: Array.from(fs.readFileSync(path.join(folder, f))) }));
  const stopped = await page.evaluate((p) => window.fanodeck.generate({ symbols: 3, pictures: p.map((x) => ({ name: x.name, bytes: new Uint8Array(x.bytes) })) })
    .then(() => null, (e) => e.message), pictures);
  assert.match(stopped, /broken\.png|palette\.png/);
  // With skipping: the deck is made from the seven good pictures, as the CLI makes it.
  const made = await page.evaluate((p) => window.fanodeck.generate({ symbols: 3, skipUnreadable: true, pictures: p.map((x) => ({ name: x.name, bytes: new Uint8Array(x.bytes) })) })
    .then((r) => ({ pdf: Array.from(r.pdf), warnings: r.warnings })), pictures);
  assert.ok(made.warnings.some((w) => w.includes('broken.png')), made.warnings.join('\n'));
  assert.ok(made.warnings.some((w) => w.includes('palette.png')), made.warnings.join('\n'));
  const expected = render(['--symbols', '3', '--icons', folder, '--skip-unreadable']);
  assert.equal(sha(Buffer.from(made.pdf)), sha(expected.pdf));

  // Through the page: skip, choose 3 a card, make it.
  await page.check('#skipUnreadable');
  await page.selectOption('#symbols', '3');
  await page.click('#generate');
  await page.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 120_000 });
  assert.match(await page.textContent('#summary'), /^7 cards of 3 pictures/);
  await page.screenshot({ path: path.join(shots, 'pictures-deck-desktop.png'), fullPage: true });
});

/** What each hostile file's sentence must say (its kind in the library's table). */
const HOSTILE = {
  damaged: /this picture is damaged or is not a picture/,
  // The page writes numbers as the browser's language does: 23,000 in English.
  tooLarge: /this picture is too large: ([\d,]+) × \1 pixels, at most 100 megapixels/,
  stopped: /this picture stopped the drawing engine, so it is probably damaged/,
  invisible: /nothing in this picture would show on a card/,
  complex: /this drawing asks for more than can be drawn safely/,
  deep: /this drawing has too many layers inside layers/,
  fileTooLarge: /this file is too large: at most 50 MB/,
  heic: /this is an iPhone \(HEIC\) or AVIF photo, which cannot be read yet: save it as JPEG first/,
};
const HOSTILE_FILES = {
  'empty.png': 'damaged', 'jpeg-truncated.jpg': 'damaged', 'jpeg-white.jpg': 'invisible',
  'png-1bit-23000x23000.png': 'tooLarge', 'png-plte-4-bytes.png': 'stopped',
  'png-rgba16-65535x65535-header.png': 'tooLarge', 'png-short-plte-trns.png': 'stopped',
  'png-short-plte.png': 'stopped', 'png-transparent.png': 'invisible', 'png-truncated.png': 'damaged',
  'svg-arc-radius-1e30.svg': 'complex', 'svg-data-url-png-16000x16000.svg': 'tooLarge',
  'svg-filter-region-1e7.svg': 'complex', 'svg-filter-region-20000.svg': 'complex',
  'svg-filtered-group.svg': 'complex', 'svg-huge-transform.svg': 'complex', 'svg-nested-g-5000.svg': 'deep',
  'svg-not-xml.svg': 'damaged', 'svg-opacity-group-translate-1e10.svg': 'complex',
  'svg-opacity-scale-1e30.svg': 'complex', 'svg-pattern-transform-5000.svg': 'complex',
  'svg-viewbox-1e-38.svg': 'complex', 'svgz-bomb.svgz': 'fileTooLarge', 'text-named.png': 'damaged',
  'IMG_0001.HEIC': 'heic',
};

test('every hostile file is refused beside it in plain words, its details a click away, and the next deck works', async () => {
  const fresh = await freshPage('3');
  // White keyed out, as the corpus's white JPEG asks.
  await fresh.check('#keyWhite');
  const hostile = path.join(root, 'tests/data/hostile');
  const files = fs.readdirSync(hostile).sort().map((f) => path.join(hostile, f));
  // A phone's HEIC photo (its first bytes are enough to be told apart).
  const heic = path.join(work, 'IMG_0001.HEIC');
  fs.writeFileSync(heic, Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypheic\0\0\0\0mif1heic'), Buffer.alloc(64)]));
  files.push(heic);
  const seen = new Set();
  for (const file of files) {
    const name = path.basename(file);
    await fresh.setInputFiles('#files', file);
    const kind = HOSTILE_FILES[name];
    if (!kind) {
      // Templates and the README are no pictures: said under the list, not dropped silently.
      await fresh.waitForFunction((n) => document.getElementById('pictures-status').textContent.includes(n), name);
      assert.match(await fresh.textContent('#pictures-status'), /Left out 1 file that is not a picture/);
      assert.match(name, /\.(toml|md)$/);
      continue;
    }
    seen.add(name);
    const item = fresh.locator(`li[data-file="${name}"]`);
    await fresh.waitForFunction((n) => document.querySelector(`li[data-file="${n}"]`)?.className === 'bad', name, { timeout: 120_000 });
    // The sentence beside the file goes without its name, which is just above it.
    const sentence = `'${name}': ${await item.locator('.error').textContent()}`;
    assert.match(sentence, HOSTILE[kind], `${name}: ${sentence}`);
    assert.doesNotMatch(sentence, /decod|panic|index|PLTE|range end/, sentence);
    // The technical text is one click away, and names the file too.
    const code = item.locator('details code');
    assert.equal(await code.isVisible(), false);
    await item.locator('details summary').click();
    assert.equal(await code.isVisible(), true);
    assert.ok((await code.textContent()).includes(`'${name}'`), await code.textContent());
    await item.locator('.remove').click();
    // The next deck (bundled icons, 3 a card) is still made.
    await fresh.click('#generate');
    await fresh.waitForFunction(() => /^Done\./.test(document.getElementById('status').textContent), null, { timeout: 60_000 });
    assert.match(await fresh.textContent('#summary'), /^7 cards of 3 pictures/);
  }
  assert.deepEqual([...seen].sort(), Object.keys(HOSTILE_FILES).sort());

  // All at once beside a good picture: each said beside it, the good one kept; the list
  // as a parent sees it, on a desktop and a phone.
  fs.writeFileSync(path.join(work, 'good.png'), png(30, 30, [200, 40, 40]));
  await fresh.setInputFiles('#files', [...files.filter((f) => HOSTILE_FILES[path.basename(f)]), path.join(work, 'good.png')]);
  await fresh.waitForFunction((n) => [...document.querySelectorAll('#pictures li')].filter((li) => li.className !== 'checking').length === n,
    seen.size + 1, { timeout: 180_000 });
  assert.equal(await fresh.locator('#pictures li.bad').count(), seen.size);
  assert.equal(await fresh.locator('li[data-file="good.png"]').getAttribute('class'), 'ok');
  await fresh.locator('li[data-file="png-plte-4-bytes.png"] details summary').click();
  await fresh.locator('#pictures').scrollIntoViewIfNeeded();
  await fresh.screenshot({ path: path.join(shots, 'errors-desktop.png'), fullPage: false });
  await fresh.setViewportSize({ width: 390, height: 844 });
  await fresh.locator('li[data-file="empty.png"]').scrollIntoViewIfNeeded();
  await fresh.screenshot({ path: path.join(shots, 'errors-phone.png'), fullPage: false });
  // Through the API: the sentence is the message, the technical text the detail.
  const refused = await fresh.evaluate(async (bytes) => {
    const pictures = [{ name: 'big.png', bytes: new Uint8Array(bytes) }];
    return window.fanodeck.generate({ symbols: 3, pictures }).then(() => null, (e) => ({ message: e.message, detail: e.detail }));
  }, Array.from(fs.readFileSync(path.join(hostile, 'png-1bit-23000x23000.png'))));
  assert.match(refused.message, /^'big\.png': this picture is too large: 23000 × 23000 pixels/);
  assert.match(refused.detail, /^icon 'big\.png': the picture is too large: 23000 × 23000 px = 529 megapixels/);
  await fresh.close();
});

test('Make pressed right after choosing pictures waits for them, uses every one and says what else', async () => {
  const folder = path.join(work, 'fresh');
  fs.mkdirSync(folder);
  const sizes = [[40, 12], [12, 40], [30, 30], [48, 20], [20, 48], [36, 16], [16, 36], [44, 30], [30, 44]];
  sizes.forEach(([w, h], i) => fs.writeFileSync(path.join(folder, `pic-${i}.png`), png(w, h, [30 * i, 200 - 20 * i, 90])));
  const fresh = await freshPage('4');
  // No wait between choosing the folder and pressing the button: the page must wait.
  await fresh.setInputFiles('#folder', folder);
  await fresh.click('#generate');
  await fresh.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 120_000 });
  const summary = await fresh.textContent('#summary');
  assert.match(summary, /^13 cards of 4 pictures/);
  assert.match(summary, /made of 9 of your pictures and 4 bundled icons/);
  const [json] = await Promise.all([fresh.waitForEvent('download'), fresh.click('#download-manifest')]);
  const manifest = JSON.parse(fs.readFileSync(await json.path(), 'utf8'));
  const sources = JSON.stringify(manifest);
  for (let i = 0; i < sizes.length; i++) assert.ok(sources.includes(`pic-${i}.png`), `pic-${i}.png is not in the deck`);
  await fresh.close();
});

test('photos decoded at print size give the CLI\'s PDF, byte for byte', async () => {
  // Seven 1600 × 1200 JPEG "photos" (gradients, discs and noise), made by the browser's own
  // encoder: big enough that both front ends decode them at half size from the DCT.
  const photos = await page.evaluate(async () => {
    const out = [];
    for (let i = 0; i < 7; i++) {
      const canvas = new OffscreenCanvas(1600, 1200);
      const c = canvas.getContext('2d');
      const g = c.createLinearGradient(0, 0, 1600 * ((i % 3) + 1) / 3, 1200);
      g.addColorStop(0, `hsl(${i * 51}, 70%, 45%)`);
      g.addColorStop(1, `hsl(${i * 51 + 120}, 60%, 70%)`);
      c.fillStyle = g;
      c.fillRect(0, 0, 1600, 1200);
      let seed = i + 1;
      const random = () => ((seed = (seed * 16807) % 2147483647) / 2147483647);
      for (let k = 0; k < 40; k++) {
        c.fillStyle = `hsla(${Math.floor(random() * 360)}, 80%, 50%, 0.8)`;
        c.beginPath();
        c.arc(random() * 1600, random() * 1200, 20 + random() * 200, 0, 2 * Math.PI);
        c.fill();
      }
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      out.push(Array.from(new Uint8Array(await blob.arrayBuffer())));
    }
    return out;
  });
  const folder = path.join(work, 'photos');
  fs.mkdirSync(folder);
  photos.forEach((bytes, i) => fs.writeFileSync(path.join(folder, `photo-${i}.jpg`), Buffer.from(bytes)));
  const made = await page.evaluate((p) => window.fanodeck.generate({
    symbols: 3, allowSimilar: true, pictures: p.map((bytes, i) => ({ name: `photo-${i}.jpg`, bytes: new Uint8Array(bytes) })),
  }).then((r) => Array.from(r.pdf)), photos);
  const expected = render(['--symbols', '3', '--icons', folder, '--allow-similar']);
  assert.equal(sha(Buffer.from(made)), sha(expected.pdf), 'the page\'s photo deck differs from the CLI\'s');

  // Through the form: each photo is checked once, in several workers, and the deck made from
  // what the checks prepared is still the CLI's, byte for byte.
  const fresh = await freshPage('3');
  await fresh.check('#allowSimilar');
  await fresh.setInputFiles('#files', photos.map((_, i) => path.join(folder, `photo-${i}.jpg`)));
  await fresh.click('#generate');
  await fresh.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 120_000 });
  assert.match(await fresh.textContent('#pictures-status'), /^7 pictures checked/);
  const workers = await fresh.evaluate(() => navigator.hardwareConcurrency);
  const [download] = await Promise.all([fresh.waitForEvent('download'), fresh.click('#download-pdf')]);
  assert.equal(sha(fs.readFileSync(await download.path())), sha(expected.pdf), `the form's photo deck differs from the CLI's (${workers} cores)`);
  await fresh.close();
});

test('photos that look almost the same are marked beside both, and the deck refuses them unless allowed', async () => {
  // One scene at two sizes (a copy resized) and a different scene.
  const files = await page.evaluate(async () => {
    const scene = (hue, w, h) => {
      const canvas = new OffscreenCanvas(w, h);
      const c = canvas.getContext('2d');
      c.scale(w / 1600, h / 1200);
      const g = c.createLinearGradient(0, 0, 1600, 1200);
      g.addColorStop(0, `hsl(${hue}, 70%, 45%)`);
      g.addColorStop(1, `hsl(${hue + 150}, 60%, 70%)`);
      c.fillStyle = g;
      c.fillRect(0, 0, 1600, 1200);
      for (let k = 0; k < 12; k++) {
        c.fillStyle = `hsl(${(hue + k * 47) % 360}, 80%, 50%)`;
        c.beginPath();
        c.arc((k * 397 + hue * 3) % 1600, (k * 233 + hue) % 1200, 60 + k * 12, 0, 2 * Math.PI);
        c.fill();
      }
      return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 }).then((b) => b.arrayBuffer()).then((b) => Array.from(new Uint8Array(b)));
    };
    return [['beach.jpg', await scene(20, 1600, 1200)], ['beach-small.jpg', await scene(20, 800, 600)], ['garden.jpg', await scene(200, 1600, 1200)]];
  });
  const folder = path.join(work, 'alike');
  fs.mkdirSync(folder);
  for (const [name, bytes] of files) fs.writeFileSync(path.join(folder, name), Buffer.from(bytes));
  const fresh = await freshPage('3');
  await fresh.setInputFiles('#folder', folder);
  const mark = (file) => fresh.locator(`li[data-file="${file}"] .error`);
  await mark('beach.jpg').waitFor({ timeout: 60_000 });
  assert.match(await mark('beach.jpg').textContent(), /looks almost the same as beach-small\.jpg \(\d+ % alike\)/);
  assert.match(await mark('beach-small.jpg').textContent(), /looks almost the same as beach\.jpg/);
  assert.equal(await mark('garden.jpg').count(), 0);
  await fresh.locator('#pictures').scrollIntoViewIfNeeded();
  await fresh.screenshot({ path: path.join(shots, 'look-alikes.png') });
  // The deck refuses them, naming both, as the CLI does.
  await fresh.click('#generate');
  await fresh.waitForSelector('#status.bad', { timeout: 60_000 });
  assert.match(await fresh.textContent('#status'), /beach\.jpg.*beach-small\.jpg|beach-small\.jpg.*beach\.jpg/);
  // Allowed: the marks turn into notes and the deck is made.
  await fresh.check('#allowSimilar');
  assert.equal(await fresh.locator('li[data-file="beach.jpg"] .note').count(), 1);
  await fresh.click('#generate');
  await fresh.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 60_000 });
  await fresh.close();
});

/** The files of a ZIP whose entries are stored (not deflated), by name. */
function unzipStored(zip) {
  const files = {};
  let at = 0;
  while (zip.readUInt32LE(at) === 0x04034b50) {
    assert.equal(zip.readUInt16LE(at + 8), 0, 'stored, not deflated');
    const size = zip.readUInt32LE(at + 18);
    const [nameLength, extraLength] = [zip.readUInt16LE(at + 26), zip.readUInt16LE(at + 28)];
    const name = zip.toString('utf8', at + 30, at + 30 + nameLength);
    const start = at + 30 + nameLength + extraLength;
    files[name] = zip.subarray(start, start + size);
    at = start + size;
  }
  return files;
}

test('the print shop\'s files: the ZIP holds the CLI\'s print files, the card PDF is the CLI\'s', async () => {
  // Through the JS API, with a back printed once at the end of the card PDF.
  const back = path.join(work, 'back.png');
  fs.writeFileSync(back, png(40, 40, [200, 30, 30]));
  const withBack = path.join(work, 'cards-back.pdf');
  execFileSync(cli, ['render', '-q', '-n', '3', '-o', path.join(work, 'shop-deck.pdf'), '--card-pdf', withBack,
    '--back', back, '--backs', 'last']);
  const api = await page.evaluate((bytes) => window.fanodeck.cardPdf({
    symbols: 3, back: { name: 'back.png', bytes: new Uint8Array(bytes) }, backs: 'last',
  }).then((pdf) => Array.from(pdf)), Array.from(fs.readFileSync(back)));
  assert.equal(sha(Buffer.from(api)), sha(fs.readFileSync(withBack)), 'the API\'s card PDF differs from the CLI\'s');
  // Through the form: 3 a card, print files at 100 dpi.
  const fresh = await freshPage('3');
  await fresh.click('#generate');
  await fresh.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 60_000 });
  await fresh.click('#shop summary');
  await fresh.fill('#dpi', '100');
  const [zipDownload] = await Promise.all([fresh.waitForEvent('download'), fresh.click('#make-print-files')]);
  const files = unzipStored(fs.readFileSync(await zipDownload.path()));
  const plain = path.join(work, 'shop-plain');
  execFileSync(cli, ['render', '-q', '-n', '3', '-o', path.join(work, 'shop-plain.pdf'), '--print-files', plain, '--dpi', '100', '--card-pdf', path.join(work, 'plain-cards.pdf')]);
  const expected = fs.readdirSync(plain).sort();
  assert.deepEqual(Object.keys(files).sort(), expected);
  for (const name of expected) assert.equal(sha(files[name]), sha(fs.readFileSync(path.join(plain, name))), `${name} differs from the CLI's`);
  const [pdfDownload] = await Promise.all([fresh.waitForEvent('download'), fresh.click('#make-card-pdf')]);
  assert.equal(sha(fs.readFileSync(await pdfDownload.path())), sha(fs.readFileSync(path.join(work, 'plain-cards.pdf'))));
  assert.match(await fresh.textContent('#shop-status'), /^Done: cards\.pdf/);
  await fresh.screenshot({ path: path.join(shots, 'print-shop.png'), fullPage: true });
  await fresh.close();
});

test('the finished gift from the form: fold-over backs, a titled box and the rules are the CLI\'s; the Cameo 5 marks from the API too', async () => {
  const back = path.join(work, 'gift-back.png');
  fs.writeFileSync(back, png(40, 40, [40, 80, 160]));
  const fresh = await freshPage('3');
  await fresh.setInputFiles('#back', back);
  await fresh.waitForFunction(() => /gift-back\.png/.test(document.getElementById('back-name').textContent));
  await fresh.selectOption('#duplex', 'fold');
  await fresh.check('#box');
  await fresh.fill('#boxTitle', 'Our own deck');
  await fresh.fill('#paperThickness', '0.35');
  await fresh.check('#rules');
  await fresh.click('#generate');
  await fresh.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 60_000 });
  const [download] = await Promise.all([fresh.waitForEvent('download'), fresh.click('#download-pdf')]);
  const expected = render(['--symbols', '3', '--back', back, '--backs', 'fold', '--box', '--box-title', 'Our own deck',
    '--paper-thickness', '0.35', '--rules']);
  assert.equal(sha(fs.readFileSync(await download.path())), sha(expected.pdf), 'the page\'s gift differs from the CLI\'s');
  assert.equal(expected.manifest.fold.fronts, 'top');
  await fresh.screenshot({ path: path.join(shots, 'gift.png'), fullPage: true });
  await fresh.close();
  const marks = await page.evaluate(() => window.fanodeck.generate({ symbols: 3, registration: 'silhouette-4' })
    .then((r) => Array.from(r.pdf)));
  assert.equal(sha(Buffer.from(marks)), sha(render(['--symbols', '3', '--registration', 'silhouette-4']).pdf));
});

test('card shapes: rounded cards from the form and hexagons from the API are the CLI\'s; the page says how to cut', async () => {
  const hexagons = await page.evaluate(() => window.fanodeck.generate({ symbols: 3, shape: 'hexagon', perSheet: 4 })
    .then((r) => Array.from(r.pdf)));
  const cliHexagons = render(['--symbols', '3', '--shape', 'hexagon', '--per-sheet', '4']);
  assert.equal(sha(Buffer.from(hexagons)), sha(cliHexagons.pdf), 'the API\'s hexagon deck differs from the CLI\'s');
  const fresh = await freshPage('3');
  assert.equal(await fresh.isHidden('#corner'), true, 'round cards have no corner to set');
  await fresh.selectOption('#shape', 'rounded');
  assert.equal(await fresh.isVisible('#corner'), true);
  await fresh.fill('#corner', '8');
  await fresh.click('#generate');
  await fresh.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 60_000 });
  const [download] = await Promise.all([fresh.waitForEvent('download'), fresh.click('#download-pdf')]);
  const expected = render(['--symbols', '3', '--shape', 'rounded', '--corner', '8']);
  assert.equal(sha(fs.readFileSync(await download.path())), sha(expected.pdf), 'the page\'s rounded deck differs from the CLI\'s');
  assert.match(await fresh.textContent('#summary'), /6 cards a sheet, edge to edge; 7 straight cuts through the stacked sheets\./);
  assert.equal(expected.manifest.cards[0].shape, 'rounded');
  await fresh.screenshot({ path: path.join(shots, 'shapes-rounded.png'), fullPage: true });
  const error = await fresh.evaluate(() => window.fanodeck.generate({ symbols: 3, shape: 'rounded', corner: 60 })
    .then(() => null, (e) => e.message));
  assert.match(error, /corner '60 mm'.*at most 4\d(\.\d+)? mm \(half its side\)/);
  await fresh.close();
});

test('words in Arabic with a font file from the form are the CLI\'s bytes; a file that is not a font is said beside the words', async () => {
  // Seven words from the letters the test font (a subset) has.
  const words = 'مرحبا\nكتاب\nبحر\nحب\nكرم\nمكتب\nترك\n';
  const font = path.join(root, 'tests/data/fonts/arabic.ttf');
  fs.writeFileSync(path.join(work, 'arabic.txt'), words);
  const fresh = await freshPage('3');
  await fresh.uncheck('#use-icons');
  await fresh.fill('#words', words);
  await fresh.setInputFiles('#fonts', font);
  // The page reads the file before it lists it.
  await fresh.waitForFunction(() => document.getElementById('fonts-list').textContent !== '');
  assert.match(await fresh.textContent('#fonts-list'), /Fonts, in order: arabic\.ttf/);
  await fresh.click('#generate');
  await fresh.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 60_000 });
  const [download] = await Promise.all([fresh.waitForEvent('download'), fresh.click('#download-pdf')]);
  const expected = render(['--symbols', '3', '--words', path.join(work, 'arabic.txt'), '--font', font]);
  assert.equal(sha(fs.readFileSync(await download.path())), sha(expected.pdf), 'the page\'s Arabic deck differs from the CLI\'s');
  assert.deepEqual(expected.manifest.symbols.map((s) => s.name), words.trim().split('\n'));
  await fresh.screenshot({ path: path.join(shots, 'words-arabic.png'), fullPage: true });
  await fresh.click('#fonts-clear');
  const notFont = path.join(work, 'not-a-font.ttf');
  fs.writeFileSync(notFont, 'hello');
  await fresh.setInputFiles('#fonts', notFont);
  await fresh.waitForFunction(() => /not-a-font/.test(document.getElementById('fonts-list').textContent));
  await fresh.click('#generate');
  await fresh.waitForSelector('#words-error:not([hidden])', { timeout: 60_000 });
  assert.equal(await fresh.textContent('#words-error span'), "'not-a-font.ttf': this font is damaged or is not a font: use a TTF or OTF font file");
  assert.equal(await fresh.textContent('#words-error details code'), "font 'not-a-font.ttf': not a TrueType or OpenType font");
  await fresh.close();
});

test('picture–word pairs from the two columns are the CLI\'s deck; a face used twice is said beside them', async () => {
  const fresh = await freshPage('3');
  await fresh.click('#pairs-example');
  // The engine gives the list's text, then the columns are filled.
  await fresh.waitForFunction(() => document.getElementById('pairs-first').value !== '');
  assert.equal((await fresh.inputValue('#pairs-first')).split('\n')[0], 'icon:dog');
  assert.equal((await fresh.inputValue('#pairs-second')).split('\n')[0], 'perro');
  await fresh.click('#generate');
  await fresh.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 60_000 });
  const [download] = await Promise.all([fresh.waitForEvent('download'), fresh.click('#download-pdf')]);
  const expected = render(['--symbols', '3', '--pairs', 'builtin:animals-es']);
  assert.equal(sha(fs.readFileSync(await download.path())), sha(expected.pdf), 'the page\'s pairs deck differs from the CLI\'s');
  assert.deepEqual(expected.manifest.symbols[0].faces.map((f) => f.name), ['dog', 'perro']);
  await fresh.screenshot({ path: path.join(shots, 'pairs.png'), fullPage: true });
  await fresh.fill('#pairs-first', 'sun\nmoon\nstar\ntree\nsea\nsky\nsun');
  await fresh.fill('#pairs-second', 'sol\nluna\nestrella\nárbol\nmar\ncielo\nrain');
  await fresh.click('#generate');
  await fresh.waitForSelector('#pairs-error:not([hidden])', { timeout: 60_000 });
  assert.equal(await fresh.textContent('#pairs-error'),
    "pairs file 'pairs' line 7: 'sun' is used twice (lines 1 and 7): every face must be different");
  await fresh.close();
});

test('name dominoes: the API and the form make the CLI\'s poster and manifest; the board is drawn', async () => {
  const dominoes = (args) => {
    const pdf = path.join(work, `dom-${sha(args.join(' ')).slice(0, 8)}.pdf`);
    const manifest = pdf.replace(/\.pdf$/, '.json');
    execFileSync(cli, ['-q', 'dominoes', ...args, '-o', pdf, '--manifest', manifest]);
    return { pdf: fs.readFileSync(pdf), manifest: fs.readFileSync(manifest, 'utf8') };
  };
  const api = await page.evaluate(() => window.fanodeck.dominoes({ list: 'xkcd', size: '12x16', seed: 3 })
    .then((r) => ({ pdf: Array.from(r.pdf), manifest: r.manifestText, placed: r.placed, tiles: r.tiles })));
  const xkcd = dominoes(['builtin:xkcd', '--size', '12x16', '--seed', '3']);
  assert.equal(sha(Buffer.from(api.pdf)), sha(xkcd.pdf), 'the API\'s poster differs from the CLI\'s');
  assert.equal(api.manifest, xkcd.manifest);
  assert.equal(api.tiles, 270);
  assert.equal(api.placed, JSON.parse(xkcd.manifest).tiles.length);

  const names = 'Anne Frank\nFrank Sinatra\nElla Fitzgerald\nElla Baker\nJosephine Baker\nHonest Abe\nAbe Simpson\nLisa Simpson\n';
  const synonyms = 'frank=honest\n';
  fs.writeFileSync(path.join(work, 'names.txt'), names);
  fs.writeFileSync(path.join(work, 'synonyms.txt'), synonyms);
  const fresh = await freshPage('3');
  await fresh.click('#tab-dominoes');
  assert.equal(await fresh.inputValue('#dom-size'), '16x24', 'the form starts at the engine\'s defaults');
  await fresh.fill('#dom-names', names);
  await fresh.fill('#dom-synonyms', synonyms);
  await fresh.fill('#dom-size', '8x8');
  await fresh.click('#dom-make');
  await fresh.waitForSelector('#dom-download:not([hidden])', { timeout: 60_000 });
  const [download] = await Promise.all([fresh.waitForEvent('download'), fresh.click('#dom-download')]);
  const expected = dominoes([path.join(work, 'names.txt'), '--synonyms', path.join(work, 'synonyms.txt'), '--size', '8x8']);
  assert.equal(sha(fs.readFileSync(await download.path())), sha(expected.pdf), 'the form\'s poster differs from the CLI\'s');
  const placed = JSON.parse(expected.manifest).tiles;
  assert.match(await fresh.textContent('#dom-status'), new RegExp(`^${placed.length} of 8 names are on the board`));
  const drawn = await fresh.$$eval('#dom-board .tile', (cells) => cells.map((c) => c.textContent));
  assert.deepEqual(drawn.sort(), placed.flatMap((t) => t.names).filter((n) => n !== '').sort());
  await fresh.screenshot({ path: path.join(shots, 'dominoes-desktop.png'), fullPage: true });
  await fresh.setViewportSize({ width: 390, height: 844 });
  await fresh.click('#dom-xkcd');
  await fresh.click('#dom-make');
  await fresh.waitForFunction(() => /of 270 names/.test(document.getElementById('dom-status').textContent), null, { timeout: 60_000 });
  await fresh.screenshot({ path: path.join(shots, 'dominoes-phone.png'), fullPage: true });
  await fresh.close();
});

test('a project survives a reload and a new tab; saved, started over and opened again it makes the same PDF', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const first = await context.newPage();
  first.on('pageerror', (e) => { throw e; });
  await first.goto(pageUrl);
  await first.waitForSelector('#generate:not([disabled])');
  const folder = path.join(work, 'project-pictures');
  fs.mkdirSync(folder);
  const colours = [[200, 40, 40], [40, 160, 60], [30, 90, 200], [230, 160, 0], [140, 60, 180], [0, 150, 150], [90, 90, 90]];
  const files = colours.map((c, i) => {
    const file = path.join(folder, `photo ${i + 1}.png`);
    fs.writeFileSync(file, png(30 + 5 * i, 26 + 4 * i, c));
    return file;
  });
  await first.selectOption('#symbols', '4');
  await first.setInputFiles('#files', files);
  await first.fill('#words', 'sun\nmoon\nstar\ntree\nsea\nsky');
  await first.selectOption('#shape', 'square');
  await first.waitForFunction(() => document.querySelectorAll('#pictures li.ok').length === 7, null, { timeout: 60_000 });
  // Kept a moment after the last change.
  await first.waitForTimeout(1000);

  // The single file opened again (a new tab, no settings in the address): all of it is back.
  const again = await context.newPage();
  again.on('pageerror', (e) => { throw e; });
  await again.goto(pageUrl);
  await again.waitForSelector('#generate:not([disabled])');
  assert.match(await again.textContent('#project-status'), /^Your 7 pictures, words and settings from last time are back/);
  await again.waitForFunction(() => document.querySelectorAll('#pictures li.ok').length === 7, null, { timeout: 60_000 });
  assert.equal(await again.inputValue('#symbols'), '4');
  assert.equal(await again.inputValue('#shape'), 'square');
  assert.equal(await again.inputValue('#words'), 'sun\nmoon\nstar\ntree\nsea\nsky');
  await again.click('#generate');
  await again.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 60_000 });
  const pdfOf = async (tab) => {
    const [download] = await Promise.all([tab.waitForEvent('download'), tab.click('#download-pdf')]);
    return fs.readFileSync(await download.path());
  };
  const made = await pdfOf(again);
  await again.screenshot({ path: path.join(shots, 'project-restored-desktop.png'), fullPage: true });
  await again.setViewportSize({ width: 390, height: 844 });
  await again.screenshot({ path: path.join(shots, 'project-restored-phone.png'), fullPage: false });
  await again.setViewportSize({ width: 1280, height: 900 });

  // Save the project (a ZIP the engine makes), start over, open it: the same PDF.
  const [saved] = await Promise.all([again.waitForEvent('download'), again.click('#project-save')]);
  assert.equal(saved.suggestedFilename(), 'fanodeck-project.zip');
  const projectFile = path.join(work, 'fanodeck-project.zip');
  fs.copyFileSync(await saved.path(), projectFile);
  assert.equal(fs.readFileSync(projectFile).subarray(0, 2).toString(), 'PK');
  const viaApi = await again.evaluate(() => window.fanodeck.project.save().then((b) => b instanceof Uint8Array && b.length));
  assert.equal(viaApi, fs.statSync(projectFile).size);
  let asked = '';
  again.once('dialog', (dialog) => {
    asked = dialog.message();
    dialog.accept();
  });
  await Promise.all([again.waitForEvent('load'), again.click('#start-over')]);
  assert.match(asked, /^Start over\? This removes your 7 pictures, your words and your settings/);
  await again.waitForSelector('#generate:not([disabled])');
  assert.equal(await again.locator('#pictures li').count(), 0);
  assert.equal(await again.inputValue('#words'), '');
  assert.equal(await again.inputValue('#symbols'), '8');
  await again.reload();
  await again.waitForSelector('#generate:not([disabled])');
  assert.equal(await again.locator('#pictures li').count(), 0, 'started over: nothing comes back');
  await again.setInputFiles('#project-open', projectFile);
  await again.waitForFunction(() => document.querySelectorAll('#pictures li.ok').length === 7, null, { timeout: 60_000 });
  assert.match(await again.textContent('#project-status'), /^Opened fanodeck-project\.zip/);
  await again.click('#generate');
  await again.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 60_000 });
  assert.equal(sha(await pdfOf(again)), sha(made), 'the opened project makes another PDF');

  // A file that is no project is refused with a sentence, and the page keeps its project.
  await again.setInputFiles('#project-open', files[0]);
  await again.waitForFunction(() => /^Could not open/.test(document.getElementById('project-status').textContent));
  assert.match(await again.textContent('#project-status'), /^Could not open the project: 'photo 1\.png': this is not a fanodeck project \(open a file made with "Save project"\)/);
  assert.equal(await again.locator('#pictures li').count(), 7);
  await context.close();

  // Where the browser keeps nothing (a private window): said once, and the page works.
  const closed = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await closed.addInitScript(() => {
    IDBFactory.prototype.open = () => { throw new DOMException('storage is off', 'SecurityError'); };
  });
  const tab = await closed.newPage();
  tab.on('pageerror', (e) => { throw e; });
  await tab.goto(pageUrl);
  await tab.waitForSelector('#generate:not([disabled])');
  await tab.selectOption('#symbols', '3');
  await tab.setInputFiles('#files', files[0]);
  await tab.waitForFunction(() => /cannot keep your pictures/.test(document.getElementById('project-status').textContent));
  assert.match(await tab.textContent('#project-status'), /^This browser cannot keep your pictures for next time: it keeps nothing here \(a private window, or its settings\)\. Use "Save project"/);
  await tab.click('#generate');
  await tab.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 60_000 });
  assert.match(await tab.textContent('#summary'), /^7 cards of 3 pictures/);
  await closed.close();
});

test('settings live in the address and come back on reload; the phone layout works', async () => {
  assert.match(page.url(), /symbols=3/);
  assert.match(page.url(), /skipUnreadable=1/);
  await page.reload();
  await page.waitForSelector('#generate:not([disabled])');
  assert.equal(await page.inputValue('#symbols'), '3');
  assert.equal(await page.isChecked('#skipUnreadable'), true);
  const phone = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true });
  await phone.goto(pageUrl);
  await phone.waitForSelector('#generate:not([disabled])');
  const width = await phone.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page is ${width} px wide on a phone`);
  await phone.screenshot({ path: path.join(shots, 'start-phone.png'), fullPage: false });
  // Keyboard: Tab reaches the language menu, the selected tab, then the project's buttons,
  // then the size choice (the other tab is reached with the arrow keys, as in any tab list).
  const order = [];
  for (let i = 0; i < 6; i++) {
    await phone.keyboard.press('Tab');
    order.push(await phone.evaluate(() => document.activeElement.id));
  }
  assert.deepEqual(order, ['language', 'tab-make', 'project-save', 'project-open', 'start-over', 'symbols']);
  await phone.close();
});

test('the Play tab deals two cards big; clicking the shared picture scores', async () => {
  const player = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  player.on('pageerror', (e) => { throw e; });
  await player.goto(pageUrl);
  await player.waitForSelector('#generate:not([disabled])');
  await player.selectOption('#symbols', '3');
  await player.click('#tab-play');
  assert.equal(await player.isHidden('#form'), true);
  await player.click('#play-deal');
  // Seven cards of three: three rounds. The player looks for the name on both cards.
  const labels = (k) => player.$$eval(`#play-card-${k} button`, (bs) => bs.map((b) => b.getAttribute('aria-label')));
  for (let round = 1; round <= 3; round++) {
    await player.waitForFunction((r) => document.querySelector('#play-score').textContent.startsWith(`Round ${r} of 3`), round, { timeout: 120_000 });
    const [left, right] = [await labels(0), await labels(1)];
    assert.equal(left.length, 3);
    const shared = left.filter((name) => right.includes(name));
    assert.equal(shared.length, 1, `${left} / ${right}`);
    if (round === 1) await player.screenshot({ path: path.join(shots, 'play-desktop.png') });
    // The second round is answered wrong on purpose.
    const pick = round === 2 ? left.find((name) => name !== shared[0]) : shared[0];
    // Click where the picture is drawn, as a player does.
    await player.click(`#play-card-0 button[aria-label="${pick}"]`);
    const verdict = await player.textContent('#play-status');
    assert.equal(verdict, round === 2 ? `incorrect! (it was ${shared[0]})` : 'correct!');
  }
  await player.waitForFunction(() => document.querySelector('#play-table').hidden);
  assert.match(await player.textContent('#play-score'), /^2 of 3 correct, average answer time \d+\.\d s$/);
  await player.close();
});

test('the Play tab on a pairs deck: either face of the shared symbol scores', async () => {
  const pairs = [['sun', 'sol'], ['moon', 'luna'], ['star', 'estrella'], ['tree', 'árbol'], ['sea', 'mar'], ['sky', 'cielo'], ['rain', 'lluvia']];
  const pairOf = (name) => pairs.findIndex((p) => p.includes(name));
  const player = await freshPage('3');
  await player.fill('#pairs-first', pairs.map((p) => p[0]).join('\n'));
  await player.fill('#pairs-second', pairs.map((p) => p[1]).join('\n'));
  await player.click('#tab-play');
  await player.click('#play-deal');
  const labels = (k) => player.$$eval(`#play-card-${k} button`, (bs) => bs.map((b) => b.getAttribute('aria-label')));
  let faces = 0;
  for (let round = 1; round <= 3; round++) {
    await player.waitForFunction((r) => document.querySelector('#play-score').textContent.startsWith(`Round ${r} of 3`), round, { timeout: 120_000 });
    const [left, right] = [await labels(0), await labels(1)];
    const shared = left.filter((name) => right.some((other) => pairOf(other) === pairOf(name)));
    assert.equal(shared.length, 1, `${left} / ${right}`);
    // The cards may show the shared symbol as different faces: that is the game.
    if (!right.includes(shared[0])) faces += 1;
    // From the keyboard, as a player who cannot point does (a word's box can lie under its
    // neighbour's, which a pointer would hit first).
    await player.focus(`#play-card-0 button[aria-label="${shared[0]}"]`);
    await player.keyboard.press('Enter');
    assert.equal(await player.textContent('#play-status'), 'correct!');
  }
  await player.waitForFunction(() => document.querySelector('#play-table').hidden);
  assert.match(await player.textContent('#play-score'), /^3 of 3 correct/);
  // With shuffle number 1, two of the three rounds show the shared symbol as two faces.
  assert.equal(faces, 2);
  await player.close();
});

test('the SET tab prints the CLI\'s deck and counts clicked and typed cards', async () => {
  const p = await browser.newPage({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  p.on('pageerror', (e) => { throw e; });
  await p.goto(pageUrl);
  await p.waitForSelector('#generate:not([disabled])');
  await p.click('#tab-set');
  assert.equal(await p.isHidden('#form'), true);
  await p.selectOption('#set-palette', 'cb');
  await p.click('#set-make');
  await p.waitForSelector('#set-download:not([hidden])', { timeout: 120_000 });
  const [download] = await Promise.all([p.waitForEvent('download'), p.click('#set-download')]);
  const pdf = fs.readFileSync(await download.path());
  const cliPdf = path.join(work, 'set-cb.pdf');
  execFileSync(cli, ['set', '-q', '-o', cliPdf, '--palette', 'cb']);
  assert.equal(sha(pdf), sha(fs.readFileSync(cliPdf)), 'the page\'s SET deck differs from the CLI\'s');
  assert.match(await p.textContent('#set-status'), /^81 cards on 9 pages/);
  // Three clicks make a SET; a fourth card adds none.
  for (const code of ['0000', '1111', '2222']) await p.click(`#set-grid button[data-code="${code}"]`);
  await p.waitForFunction(() => document.querySelector('#set-result').textContent.startsWith('3 cards, 1 SET'));
  assert.equal(await p.getAttribute('#set-grid button[data-code="1111"]', 'aria-pressed'), 'true');
  await p.screenshot({ path: path.join(shots, 'set-desktop.png'), fullPage: true });
  await p.fill('#set-codes', '0000 1111 2222 1212 0121 2000');
  await p.waitForFunction(() => document.querySelector('#set-result').textContent.startsWith('6 cards, 2 SETs'));
  await p.fill('#set-codes', '0000 1213');
  await p.waitForFunction(() => document.querySelector('#set-result').textContent.includes("'1213'"));
  // The JS API, as the tab uses it.
  const counted = await p.evaluate(() => window.fanodeck.set.count('0000 1111 2222'));
  assert.deepEqual(counted.list, [['0000', '1111', '2222']]);
  await p.close();
});

/** The page's PDF, and the CLI's from the project the page saves (`NAME-project.zip`). */
async function pdfAndProjectReplay(tab, name) {
  const [download] = await Promise.all([tab.waitForEvent('download'), tab.click('#download-pdf')]);
  const pdf = fs.readFileSync(await download.path());
  const [saved] = await Promise.all([tab.waitForEvent('download'), tab.click('#project-save')]);
  const projectFile = path.join(work, `${name}-project.zip`);
  fs.copyFileSync(await saved.path(), projectFile);
  const out = path.join(work, `${name}-cli.pdf`);
  execFileSync(cli, ['render', '-q', '--project', projectFile, '-o', out]);
  return { pdf, cliPdf: fs.readFileSync(out) };
}

test('the card editor: every card shown; a symbol dragged, turned, refused, pinned, re-rolled and undone; the saved project is the CLI\'s PDF', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const tab = await context.newPage();
  tab.on('pageerror', (e) => { throw e; });
  await tab.goto(pageUrl);
  await tab.waitForSelector('#generate:not([disabled])');
  // The smallest picture's field takes its range from the engine.
  assert.deepEqual(await tab.evaluate(() => ['min', 'max'].map((k) => document.getElementById('minSize')[k])), ['1', '50']);
  await tab.click('#generate');
  await tab.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 120_000 });
  await tab.waitForFunction(() => document.querySelectorAll('.card-thumb').length === 57, null, { timeout: 60_000 });
  assert.equal(await tab.textContent('.card-thumb[data-card="56"] .number'), '57');

  await tab.click('.card-thumb[data-card="0"]');
  await tab.waitForSelector('#editor[open] #editor-handles .handle');
  await tab.waitForFunction(() => document.getElementById('editor-card').naturalWidth > 0);
  const labels = await tab.$$eval('#editor-handles .handle', (hs) => hs.map((h) => h.getAttribute('aria-label')));
  assert.equal(labels.length, 8);
  assert.match(labels[0], /^.+, picture 1 of 8$/);
  // The default deck is packed to the gap: the largest symbol is made smaller first (`-`,
  // 5 % a press) to leave it room.
  const largest = await tab.evaluate(() => {
    const ps = window.fanodeck.editor.placements();
    return ps.reduce((best, p, i) => (p.width_mm > ps[best].width_mm ? i : best), 0);
  });
  const width = (await tab.evaluate(() => window.fanodeck.editor.placements()))[largest].width_mm;
  await tab.focus(`#editor-handles .handle:nth-child(${largest + 1})`);
  let text = await tab.textContent('#editor-say');
  for (let i = 0; i < 4; i++) {
    await tab.keyboard.press('-');
    // A step holds the editor (`data-busy`) until the engine has answered.
    await tab.waitForFunction(() => !document.getElementById('editor-say').dataset.busy);
    text = await tab.textContent('#editor-say');
    assert.match(text, /^Made '.+' smaller: now [\d.]+ mm across\.$/);
  }
  const shrunk = (await tab.evaluate(() => window.fanodeck.editor.placements()))[largest].width_mm;
  assert.ok(Math.abs(shrunk - width / 1.05 ** 4) < 1e-3, `${shrunk} from ${width}`);
  const before = await tab.evaluate(() => window.fanodeck.editor.placements());

  // A free spot a few mm away, found by asking the engine through the page.
  const free = await freeSpot(tab, largest, { ways: [...SIDES, ...DIAGONALS], steps: [3, 2, 1.5, 1] });
  assert.ok(free, 'no free spot near any symbol of card 1');
  let at = await handleAt(tab, free.slot);
  await mouseDrag(tab, at, { x: at.x + free.dx * at.k, y: at.y + free.dy * at.k });
  text = await said(tab, text);
  assert.match(text, /^Moved '.+': now (.+ from the centre|at the centre)\.$/);
  let moved = (await tab.evaluate(() => window.fanodeck.editor.placements()))[free.slot];
  assert.ok(Math.abs(moved.x_mm - before[free.slot].x_mm - free.dx) < 0.3 && Math.abs(moved.y_mm - before[free.slot].y_mm - free.dy) < 0.3, JSON.stringify({ moved, free }));
  let edits = await tab.evaluate(() => window.fanodeck.editor.edits());
  assert.equal(edits.cards.length, 1);
  assert.equal(edits.cards[0].card, 0);
  const pin = edits.cards[0].pins.find((p) => p.symbol === moved.symbol);
  assert.deepEqual([pin.x, pin.y, pin.angle], [moved.x_mm, moved.y_mm, moved.rotation_deg]);

  // Turned with the keyboard (one way or the other: the engine may refuse one).
  const angle = moved.rotation_deg;
  await tab.focus(`#editor-handles .handle:nth-child(${free.slot + 1})`);
  for (const k of [']', '[']) {
    await tab.keyboard.press(k);
    await tab.waitForFunction(() => !document.getElementById('editor-say').dataset.busy);
    text = await tab.textContent('#editor-say');
    if (/^Turned/.test(text)) break;
  }
  assert.match(text, /^Turned '.+': now (upright|upside down|\d+° (clockwise|anticlockwise))\.$/);
  moved = (await tab.evaluate(() => window.fanodeck.editor.placements()))[free.slot];
  assert.ok(Math.abs(Math.abs(((moved.rotation_deg - angle + 540) % 360) - 180) - 5) < 1e-6);

  // Dropped onto another symbol: refused, said, and the symbol goes back. (Onto one whose
  // box centre is ink: a hollow picture, such as a ring, could hold the small one inside.)
  const kept = await tab.evaluate(() => window.fanodeck.editor.placements());
  let other = -1;
  for (let s = 0; s < kept.length && other < 0; s++) {
    if (s === free.slot) continue;
    const trial = kept.map((p, i) => (i === free.slot ? { ...p, x_mm: kept[s].x_mm, y_mm: kept[s].y_mm } : p));
    if ((await tab.evaluate((t) => window.fanodeck.editor.conflicts(t), trial)).length) other = s;
  }
  assert.ok(other >= 0, 'some symbol to drop onto');
  at = await handleAt(tab, free.slot);
  const onto = await handleAt(tab, other);
  await mouseDrag(tab, at, onto);
  text = await said(tab, text);
  assert.match(text, /^Not kept: '.+' would overlap '.+'/);
  assert.deepEqual(await tab.evaluate(() => window.fanodeck.editor.placements()), kept);
  assert.equal(await tab.getAttribute('#editor-say', 'aria-live'), 'polite');

  // Pinned (P), then re-rolled: the pinned and moved symbols stay, the rest move.
  await tab.focus(`#editor-handles .handle:nth-child(${other + 1})`);
  await tab.keyboard.press('p');
  text = await said(tab, text);
  assert.match(text, /^Pinned '.+'/);
  assert.equal(await tab.locator('#editor-handles .handle.pinned').count(), 1);
  const frozenEdits = await tab.evaluate(() => window.fanodeck.editor.edits());
  await tab.click('#editor-reroll');
  text = await said(tab, text);
  assert.match(text, /^Re-rolled \(layout 1\), keeping '.+', '.+'\.$/);
  edits = await tab.evaluate(() => window.fanodeck.editor.edits());
  assert.equal(edits.cards[0].reroll, 1);
  assert.deepEqual(edits.cards[0].pins.map((p) => p.symbol).sort(), [kept[free.slot].symbol, kept[other].symbol].sort());
  const rerolled = await tab.evaluate(() => window.fanodeck.editor.placements());
  // Kept where they were (to the engine's f32).
  const same = (a, b) => Object.keys(b).every((k) => (typeof b[k] === 'number' ? Math.abs(a[k] - b[k]) < 1e-4 : a[k] === b[k]));
  assert.ok(same(rerolled[free.slot], kept[free.slot]), JSON.stringify([rerolled[free.slot], kept[free.slot]]));
  assert.ok(same(rerolled[other], kept[other]), JSON.stringify([rerolled[other], kept[other]]));
  assert.notDeepEqual(rerolled, kept);

  // Undo (Ctrl+Z) goes back to the card before the re-roll; redo (Ctrl+Shift+Z) to after.
  await tab.keyboard.press('Control+z');
  text = await said(tab, text);
  assert.equal(text, 'Undone.');
  assert.deepEqual(await tab.evaluate(() => window.fanodeck.editor.edits()), frozenEdits);
  await tab.keyboard.press('Control+Shift+z');
  await tab.waitForFunction(() => document.getElementById('editor-say').textContent === 'Redone.');
  assert.deepEqual(await tab.evaluate(() => window.fanodeck.editor.edits()), edits);
  await tab.screenshot({ path: path.join(shots, 'editor-desktop.png') });

  // Done: the deck is made again with the edit, and the project saved renders the same PDF.
  await tab.click('#editor-close');
  await tab.waitForFunction(() => /^Done/.test(document.getElementById('status').textContent), null, { timeout: 120_000 });
  assert.equal(await tab.getAttribute('.card-thumb[data-card="0"]', 'aria-label'), 'Card 1, changed by hand: open to fix it');
  const { pdf, cliPdf } = await pdfAndProjectReplay(tab, 'editor');
  assert.equal(sha(pdf), sha(cliPdf), 'the page\'s edited PDF differs from the CLI\'s');
  assert.notEqual(sha(pdf), sha(render([]).pdf), 'the edit changed nothing');

  // A change to the cards' content says which cards it drops (Cancel keeps them).
  let asked = '';
  tab.once('dialog', (d) => { asked = d.message(); d.dismiss(); });
  await tab.selectOption('#shape', 'square');
  assert.equal(asked, 'Changing the card shape drops your changes to card 1.');
  assert.equal(await tab.inputValue('#shape'), 'round');
  assert.equal((await tab.evaluate(() => window.fanodeck.editor.edits())).cards.length, 1);
  // The paper does not touch the cards: no question, the edits stay.
  await tab.selectOption('#paper', 'letter');
  assert.equal((await tab.evaluate(() => window.fanodeck.editor.edits())).cards.length, 1);
  await context.close();

  // On a phone (touch): the editor fills the screen.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const small = await phone.newPage();
  small.on('pageerror', (e) => { throw e; });
  await small.goto(pageUrl);
  await small.waitForSelector('#generate:not([disabled])');
  await small.selectOption('#symbols', '6');
  await small.tap('#generate');
  await small.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 120_000 });
  await small.tap('.card-thumb[data-card="0"]');
  await small.waitForSelector('#editor[open] #editor-handles .handle');
  await small.waitForFunction(() => document.getElementById('editor-card').naturalWidth > 0);
  await small.tap('#editor-handles .handle:nth-child(2)');
  const wide = await small.evaluate(() => document.getElementById('editor').scrollWidth);
  assert.ok(wide <= 390, `the editor is ${wide} px wide on a phone`);
  await small.screenshot({ path: path.join(shots, 'editor-phone.png') });
  await phone.close();
});

test('photos cut to a circle: each thumbnail shows its crop; a crop dragged, moved with keys and zoomed is the focus, and the saved project renders the page\'s PDF', async () => {
  // Five real photos (subjects off centre) and two generated ones: the 7 pictures of a deck
  // of 3 a card.
  const real = ['astronaut', 'chelsea', 'coffee', 'hubble-deep-field', 'rocket']
    .map((n) => path.join(root, 'web/tests/data/photos', `${n}.jpg`));
  const made = await page.evaluate(async () => {
    const out = [];
    for (let i = 0; i < 2; i++) {
      const canvas = new OffscreenCanvas(900, 600);
      const c = canvas.getContext('2d');
      c.fillStyle = `hsl(${i * 140 + 20}, 60%, 75%)`;
      c.fillRect(0, 0, 900, 600);
      c.fillStyle = `hsl(${i * 140 + 200}, 80%, 35%)`;
      c.beginPath();
      c.arc(200 + 500 * i, 300, 150, 0, 2 * Math.PI);
      c.fill();
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
      out.push(Array.from(new Uint8Array(await blob.arrayBuffer())));
    }
    return out;
  });
  const generated = made.map((bytes, i) => {
    const file = path.join(work, `zz-ball-${i + 1}.jpg`);
    fs.writeFileSync(file, Buffer.from(bytes));
    return file;
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const tab = await context.newPage();
  tab.on('pageerror', (e) => { throw e; });
  await tab.goto(pageUrl);
  await tab.waitForSelector('#generate:not([disabled])');
  await tab.selectOption('#symbols', '3');
  await tab.uncheck('#use-icons');
  await tab.setInputFiles('#files', [...real, ...generated]);
  await tab.check('input[name=photoShape][value=circle]');
  await tab.click('#photo-rim summary');
  await tab.fill('#photoRim', '1.5');
  await tab.fill('#photoRimColor', '#203040');
  await tab.waitForFunction(() => document.querySelectorAll('#pictures li.ok').length === 7, null, { timeout: 60_000 });
  assert.equal(await tab.locator('#pictures .crop').count(), 7, 'every photo can be cropped');
  const request = () => tab.evaluate(() => {
    const { photoShape, photoRim, photoRimColor, focus } = window.fanodeckEngine.formRequest();
    return { photoShape, photoRim, photoRimColor, focus };
  });
  assert.deepEqual(await request(), { photoShape: 'circle', photoRim: 1.5, photoRimColor: '#203040', focus: undefined });

  const makeDeck = async () => {
    await tab.click('#generate');
    await tab.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 120_000 });
    const [download] = await Promise.all([tab.waitForEvent('download'), tab.click('#download-manifest')]);
    return JSON.parse(fs.readFileSync(await download.path(), 'utf8'));
  };
  const cropsOf = (manifest) => Object.fromEntries(manifest.symbols.filter((s) => s.crop)
    .map((s) => [s.source.split('/').pop(), s.crop]));
  let crops = cropsOf(await makeDeck());
  assert.deepEqual(Object.keys(crops).sort(), [...real, ...generated].map((f) => path.basename(f)).sort());
  for (const crop of Object.values(crops)) assert.equal(crop.shape, 'circle');
  assert.deepEqual(crops['astronaut.jpg'].size, [1, 1], 'a square photo is kept whole');
  // The cat's window: the height of the photo, found off centre by the engine.
  const cat = crops['chelsea.jpg'];
  assert.ok(Math.abs(cat.size[0] - 300 / 451) < 0.01 && cat.size[1] === 1, JSON.stringify(cat));

  // Each thumbnail draws the window the deck kept, in the shape.
  const edge = (file) => tab.locator(`.crop[aria-label="crop of ${file}"] path.edge`);
  await tab.waitForFunction(() => [...document.querySelectorAll('.crop path.edge')].every((p) => p.getAttribute('d')));
  await tab.locator('.crop[aria-label="crop of chelsea.jpg"]').scrollIntoViewIfNeeded();
  const before = await edge('chelsea.jpg').boundingBox();
  assert.ok(Math.abs(before.width - before.height) < 1.5, `the circle is drawn round: ${JSON.stringify(before)}`);

  // The mouse drags the cat's window 30 px across (towards the photo's middle).
  const [cx, cy] = [before.x + before.width / 2, before.y + before.height / 2];
  await tab.mouse.move(cx, cy);
  await tab.mouse.down();
  const way = cat.center[0] < 0.5 ? 1 : -1;
  for (let k = 1; k <= 6; k++) await tab.mouse.move(cx + way * 5 * k, cy);
  await tab.mouse.up();
  const after = await edge('chelsea.jpg').boundingBox();
  assert.ok(Math.abs(after.x - before.x) > 5, `the window moved: ${before.x} → ${after.x}`);
  let focus = (await request()).focus;
  assert.equal(focus.length, 1);
  assert.equal(focus[0].name, 'chelsea.jpg');
  assert.ok(way * (focus[0].x - cat.center[0]) > 0.02 && focus[0].zoom === 1, JSON.stringify([focus, cat]));
  assert.match(await tab.textContent('#crop-say'), /make the deck again/);

  // The keys move the coffee's window, the slider tightens it.
  const coffee = tab.locator('.crop[aria-label="crop of coffee.jpg"]');
  await coffee.focus();
  await tab.keyboard.press('ArrowRight');
  await tab.locator('input[aria-label="zoom of coffee.jpg"]').fill('2');
  focus = (await request()).focus;
  const cup = focus.find((f) => f.name === 'coffee.jpg');
  assert.ok(cup && cup.zoom === 2, JSON.stringify(focus));
  assert.ok(Math.abs(cup.x - Math.min(crops['coffee.jpg'].center[0] + 0.02, 1 - 1 / 3)) < 0.002, JSON.stringify([cup, crops['coffee.jpg']]));

  // Made again: the windows are where the maker put them.
  crops = cropsOf(await makeDeck());
  const near = (a, b, tolerance) => Math.abs(a - b) < tolerance;
  const catFocus = focus.find((f) => f.name === 'chelsea.jpg');
  assert.ok(near(crops['chelsea.jpg'].center[0], catFocus.x, 0.01), JSON.stringify([crops['chelsea.jpg'], catFocus]));
  assert.ok(near(crops['coffee.jpg'].size[0], 200 / 600, 0.01) && near(crops['coffee.jpg'].center[0], cup.x, 0.01),
    JSON.stringify([crops['coffee.jpg'], cup]));
  await tab.evaluate(() => document.getElementById('h-pictures').scrollIntoView());
  const top = await tab.locator('#h-pictures').boundingBox();
  const bottom = await tab.locator('#pictures').boundingBox();
  await tab.screenshot({ path: path.join(shots, 'photo-crops.png'),
    clip: { x: 0, y: top.y - 8, width: 1280, height: bottom.y + bottom.height - top.y + 16 } });

  // The page's PDF is the saved project's, rendered by the CLI, byte for byte.
  const { pdf, cliPdf } = await pdfAndProjectReplay(tab, 'photo');
  assert.equal(sha(pdf), sha(cliPdf), 'the page\'s cut photos differ from the CLI\'s');

  // Kept in the browser: a new tab has the shape, the rim and the crops back.
  await tab.waitForTimeout(1500);
  const kept = await request();
  const again = await context.newPage();
  again.on('pageerror', (e) => { throw e; });
  await again.goto(pageUrl);
  await again.waitForSelector('#generate:not([disabled])');
  await again.waitForFunction(() => document.querySelectorAll('#pictures li.ok').length === 7, null, { timeout: 60_000 });
  assert.deepEqual(await again.evaluate(() => {
    const { photoShape, photoRim, photoRimColor, focus } = window.fanodeckEngine.formRequest();
    return { photoShape, photoRim, photoRimColor, focus };
  }), kept);
  // Delete gives the coffee's window back to the engine.
  await again.locator('.crop[aria-label="crop of coffee.jpg"]').focus();
  await again.keyboard.press('Delete');
  assert.deepEqual(await again.evaluate(() => window.fanodeckEngine.formRequest().focus.map((f) => f.name)), ['chelsea.jpg']);
  await context.close();
});

test('photo crops on a phone: a finger drags the window, the page does not scroll', async () => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const tab = await phone.newPage();
  tab.on('pageerror', (e) => { throw e; });
  await tab.goto(pageUrl);
  await tab.waitForSelector('#generate:not([disabled])');
  await tab.setInputFiles('#files', path.join(root, 'web/tests/data/photos/chelsea.jpg'));
  await tab.tap('input[name=photoShape][value=rounded]');
  const crop = tab.locator('.crop[aria-label="crop of chelsea.jpg"]');
  await crop.scrollIntoViewIfNeeded();
  await tab.waitForFunction(() => document.querySelector('.crop img').naturalWidth > 0);
  // Before a deck, a touch puts the largest window where the finger is; dragging moves it.
  const box = await crop.boundingBox();
  const [x, y] = [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)];
  const scrolled = await tab.evaluate(() => window.scrollY);
  const cdp = await phone.newCDPSession(tab);
  const touch = (type, points) => cdp.send('Input.dispatchTouchEvent', { type, touchPoints: points });
  await touch('touchStart', [{ x, y }]);
  for (let k = 1; k <= 5; k++) await touch('touchMove', [{ x: x + 4 * k, y: y + 6 * k }]);
  await touch('touchEnd', []);
  const focus = await tab.evaluate(() => window.fanodeckEngine.formRequest().focus);
  assert.equal(focus.length, 1, JSON.stringify(focus));
  assert.equal(focus[0].name, 'chelsea.jpg');
  assert.ok(focus[0].x > 0.5 && focus[0].y === 0.5 && focus[0].zoom === 1, JSON.stringify(focus));
  assert.equal(await tab.evaluate(() => window.scrollY), scrolled, 'the drag scrolled the page');
  assert.ok(await tab.locator('.crop path.edge').getAttribute('d'));
  await tab.screenshot({ path: path.join(shots, 'photo-crops-phone.png') });
  await phone.close();
});

test('a hostile project of 30 entries of 50 MB of zeros is refused in a sentence; the page stays alive and makes the default deck', async () => {
  const dir = path.join(work, 'big');
  execFileSync('python3', [path.join(root, 'scripts/make-hostile.py'), '--big', dir, '--no-corpus']);
  const hostile = path.join(dir, 'project-30x50mb-zeros.zip');
  const tab = await freshPage('8');
  const start = Date.now();
  await tab.setInputFiles('#project-open', hostile);
  await tab.waitForFunction(() => /^Could not open/.test(document.getElementById('project-status').textContent), null, { timeout: 30_000 });
  const seconds = (Date.now() - start) / 1000;
  const said = await tab.textContent('#project-status');
  assert.match(said, /project-30x50mb-zeros\.zip/, said);
  assert.match(said, /pictures\/0001-zeros\.png/, said);
  assert.ok(seconds < 5, `refused in ${seconds} s`);
  await tab.click('#generate');
  await tab.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 60_000 });
  const [download] = await Promise.all([tab.waitForEvent('download'), tab.click('#download-pdf')]);
  const pdf = fs.readFileSync(await download.path());
  assert.equal(sha(pdf), sha(render([]).pdf), 'the default deck, as the CLI makes it');
  await tab.close();
});

test('57 photos: every card is shown as a small thumbnail, numbered', async () => {
  const fresh = await freshPage('8');
  const photos = await fresh.evaluate(async () => {
    const out = [];
    for (let i = 0; i < 57; i++) {
      const canvas = new OffscreenCanvas(640, 480);
      const c = canvas.getContext('2d');
      c.fillStyle = `hsl(${i * 37}, 60%, 50%)`;
      c.fillRect(0, 0, 640, 480);
      c.fillStyle = `hsl(${i * 37 + 180}, 70%, 40%)`;
      c.beginPath();
      c.arc(100 + (i * 53) % 440, 100 + (i * 29) % 280, 60 + (i % 5) * 20, 0, 2 * Math.PI);
      c.fill();
      c.fillStyle = '#fff';
      c.font = '120px sans-serif';
      c.fillText(String(i), 40 + (i * 17) % 300, 300);
      const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.85 });
      out.push(Array.from(new Uint8Array(await blob.arrayBuffer())));
    }
    return out;
  });
  const folder = path.join(work, 'photos-57');
  fs.mkdirSync(folder);
  photos.forEach((bytes, i) => fs.writeFileSync(path.join(folder, `IMG_${1000 + i}.jpg`), Buffer.from(bytes)));
  await fresh.check('#allowSimilar');
  await fresh.setInputFiles('#folder', folder);
  await fresh.click('#generate');
  await fresh.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 180_000 });
  await fresh.waitForFunction(() => document.querySelectorAll('.card-thumb').length === 57, null, { timeout: 60_000 });
  assert.equal(await fresh.textContent('.card-thumb[data-card="56"] .number'), '57');
  // Thumbnails, not full-size cards: each under 200 pixels across.
  const widest = await fresh.evaluate(() => Math.max(...[...document.querySelectorAll('#previews img')].map((i) => i.naturalWidth)));
  assert.ok(widest > 0 && widest < 200, `thumbnails ${widest} px wide`);
  await fresh.close();
});
