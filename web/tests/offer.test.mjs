// The page's offer of a shape for a folder of photos, in Debian's chromium: when every picture
// chosen is a photo the page says so beside one of them cut to each shape by the engine, and
// one click cuts them all to a squircle; a drawing among them, or "keep them whole", and no
// offer is made. The choice stays the maker's: whole is still the default.
//
// Needs target/web/fanodeck.html (scripts/build-web.sh); scripts/test-web.sh runs it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AxeBuilder } from '@axe-core/playwright';
import { chromiumSession } from './browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shots = path.join(root, 'target/web-screenshots');
const photoDir = path.join(root, 'web/tests/data/photos');
const photos = fs.readdirSync(photoDir).filter((f) => f.endsWith('.jpg')).sort().map((f) => path.join(photoDir, f));
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fanodeck-offer-'));
const session = chromiumSession(shots, work);
const desktop = { viewport: { width: 1280, height: 900 } };

/** Each offered picture's corner and centre alpha (0–255), by shape, drawn on a canvas. */
async function corners(tab) {
  return tab.evaluate(async () => {
    const out = {};
    for (const button of document.querySelectorAll('#photo-offer-shapes .photo-offer-shape')) {
      const img = button.querySelector('img');
      await img.decode();
      const canvas = Object.assign(document.createElement('canvas'), { width: img.naturalWidth, height: img.naturalHeight });
      const g = canvas.getContext('2d');
      g.drawImage(img, 0, 0);
      const alpha = (x, y) => g.getImageData(x, y, 1, 1).data[3];
      out[button.dataset.shape] = { corner: alpha(1, 1), centre: alpha(img.naturalWidth >> 1, img.naturalHeight >> 1) };
    }
    return out;
  });
}

test('a folder of photos is offered the squircle beside one photo in each shape; one click cuts them all', async () => {
  const { context, tab } = await session.open(desktop);
  assert.equal(await tab.isHidden('#photo-offer'), true, 'no offer before any picture');
  await tab.setInputFiles('#files', photos);
  await tab.waitForSelector('#photo-offer:not([hidden]) .photo-offer-shape img', { timeout: 60_000 });
  assert.match(await tab.textContent('#photo-offer-say'), /^All 5 pictures are photos\./);
  // The engine's cuts: the whole photo fills its corner, every cut leaves it clear.
  const seen = await corners(tab);
  assert.deepEqual(Object.keys(seen), ['whole', 'circle', 'rounded', 'squircle']);
  assert.equal(seen.whole.corner, 255);
  for (const cut of ['circle', 'rounded', 'squircle']) {
    assert.equal(seen[cut].corner, 0, `${cut}'s corner is cut away`);
    assert.equal(seen[cut].centre, 255, `${cut} keeps its middle`);
  }
  // Whole is still what is chosen until the maker says otherwise.
  assert.equal(await tab.isChecked('input[name=photoShape][value=whole]'), true);
  const axe = await new AxeBuilder({ page: tab }).include('#photo-offer').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  assert.deepEqual(axe.violations.map((v) => v.id), []);
  await tab.locator('#photo-offer').screenshot({ path: path.join(shots, 'photo-offer.png') });
  await tab.click('#photo-offer-squircle');
  assert.equal(await tab.isChecked('input[name=photoShape][value=squircle]'), true);
  assert.equal(await tab.isHidden('#photo-offer'), true, 'the offer goes once a shape is chosen');
  await tab.click('#generate');
  await tab.waitForFunction(() => /^Done/.test(document.getElementById('status').textContent), null, { timeout: 120_000 });
  const manifest = await tab.evaluate(async () => JSON.parse(await (await fetch(document.getElementById('download-manifest').href)).text()));
  const cut = manifest.symbols.filter((s) => s.crop);
  assert.equal(cut.length, 5, 'every photo is cut');
  // Back to whole from the radio: the offer may come again; "keep them whole" sends it away.
  await tab.check('input[name=photoShape][value=whole]');
  await tab.waitForSelector('#photo-offer:not([hidden])');
  await tab.click('#photo-offer-keep');
  assert.equal(await tab.isHidden('#photo-offer'), true);
  assert.equal(await tab.isChecked('input[name=photoShape][value=whole]'), true);
  await context.close();
});

test('the offer comes and goes without moving the picture that has the focus', async () => {
  const { context, tab } = await session.open(desktop);
  await tab.setInputFiles('#files', photos);
  await tab.waitForSelector('#photo-offer:not([hidden]) .photo-offer-shape img', { timeout: 60_000 });
  const held = '#pictures li:nth-child(5) button.remove';
  await tab.focus(held);
  /** Where the focused button is drawn once it rests: the same for five frames running. */
  const top = () => tab.$eval(held, (el) => new Promise((rests) => {
    const seen = /** @type {number[]} */ ([]);
    const frame = () => {
      seen.push(Math.round(el.getBoundingClientRect().top));
      const last = seen.slice(-5);
      if ((last.length === 5 && last.every((y) => y === last[0])) || seen.length > 120) rests(last[last.length - 1]);
      else requestAnimationFrame(frame);
    };
    requestAnimationFrame(frame);
  }));
  const before = await top();
  assert.ok(before > 0 && before < 900, `the focused button is on the screen: ${before}`);
  // A drawing comes after the photos: no offer, and the focused photo stays where it was.
  const drawing = path.join(work, 'square.svg');
  fs.writeFileSync(drawing, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect x="2" y="2" width="6" height="6" fill="#36c"/></svg>');
  await tab.setInputFiles('#files', drawing);
  await tab.waitForFunction(() => document.querySelectorAll('#pictures li.ok').length === 6 && document.getElementById('photo-offer')?.hidden);
  const gone = await top();
  assert.ok(Math.abs(gone - before) <= 1, `the offer went and the button stayed put: ${before} -> ${gone}`);
  // The drawing removed (by the mouse: the focus stays on the photo), the offer comes back.
  await tab.$eval('#pictures li:nth-child(6) button.remove', (b) => /** @type {HTMLElement} */ (b).click());
  await tab.waitForSelector('#photo-offer:not([hidden])');
  const back = await top();
  assert.ok(Math.abs(back - before) <= 1, `the offer came back and the button stayed put: ${before} -> ${back}`);
  assert.equal(await tab.evaluate((s) => document.activeElement?.matches(s), held), true);
  // The focused photo removed with the keyboard: the focus goes to the one now last, not to
  // the top of the page.
  await tab.keyboard.press('Enter');
  await tab.waitForFunction(() => document.querySelectorAll('#pictures li').length === 4);
  assert.equal(await tab.evaluate(() => document.activeElement?.closest('li')?.dataset.file), 'hubble-deep-field.jpg');
  assert.equal(await tab.evaluate(() => document.activeElement?.matches('button.remove')), true);
  await context.close();
});

test('a drawing among the photos: no offer, until it is removed', async () => {
  const { context, tab } = await session.open(desktop);
  const drawing = path.join(work, 'star.svg');
  fs.writeFileSync(drawing, '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><path d="M5 0 6 4 10 4 7 6 8 10 5 7 2 10 3 6 0 4 4 4Z" fill="#e33"/></svg>');
  await tab.setInputFiles('#files', [...photos, drawing]);
  await tab.waitForFunction(() => /^6 pictures/.test(document.getElementById('pictures-status').textContent) || document.querySelectorAll('#pictures li.ok').length === 6, null, { timeout: 60_000 });
  await tab.waitForFunction(() => ![...document.querySelectorAll('#pictures li')].some((li) => li.classList.contains('checking')));
  assert.equal(await tab.isHidden('#photo-offer'), true);
  // Without the drawing, the same photos are offered the shape.
  await tab.click('#pictures li[data-file="star.svg"] button.remove');
  await tab.waitForSelector('#photo-offer:not([hidden])', { timeout: 30_000 });
  await context.close();
});
