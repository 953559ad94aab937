// The page's accessibility in Debian's chromium, driven by playwright-core: axe-core (through
// @axe-core/playwright) finds no WCAG 2.1 A or AA violation on any tab, with a deck made, with
// the card editor open and with each kind of error shown, on a desktop and on a phone's
// screen; and the whole path (choose pictures, make the deck, fix a card, download the PDF)
// is done with the keyboard alone, the focused control's ring seen at every step.
//
// Needs target/web/fanodeck.html (scripts/build-web.sh); scripts/test-web.sh runs it.
// Screenshots of the focused controls go to target/web-screenshots/a11y-*.png.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumSession } from './browser.mjs';
import { AxeBuilder } from '@axe-core/playwright';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shots = path.join(root, 'target/web-screenshots');
const hostile = path.join(root, 'tests/data/hostile');
const photos = path.join(root, 'web/tests/data/photos');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fanodeck-a11y-'));

const desktop = { viewport: { width: 1280, height: 900 }, acceptDownloads: true };
const phone = {
  viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2,
  acceptDownloads: true,
};
/** WCAG 2.0 and 2.1, levels A and AA. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

const session = chromiumSession(shots, work);

/**
 * The page, ready, in a context of its own (AxeBuilder asks for a page of a context the test
 * made).
 * @param {import('playwright-core').BrowserContextOptions} options
 * @param {string} [locale] the browser's language, which the page speaks on a first visit
 */
const openPage = (options, locale = 'en-US') => session.open(options, locale);

/**
 * axe's violations on the page as it stands, one line each: `state: rule ×n (targets)`.
 * @param {import('playwright-core').Page} tab
 * @param {string} state
 * @returns {Promise<string[]>}
 */
async function audit(tab, state) {
  const results = await new AxeBuilder({ page: tab }).withTags(TAGS).analyze();
  return results.violations.map((v) => `${state}: ${v.id} ×${v.nodes.length} (${v.nodes.slice(0, 4).map((n) => n.target.join(' ')).join(', ')}): ${v.help}`);
}

/**
 * Every state of the page audited, on a screen of `options`; the violations found.
 * @param {import('playwright-core').BrowserContextOptions} options
 * @param {string} screen
 * @param {string} [locale]
 */
async function auditEveryState(options, screen, locale = 'en-US') {
  const { context, tab } = await openPage(options, locale);
  const found = [];
  const check = async (/** @type {string} */ state) => found.push(...await audit(tab, `${screen}, ${state}`));
  const waitText = (/** @type {string} */ id, /** @type {RegExp} */ re) => tab.waitForFunction(([i, s]) => new RegExp(s).test(document.getElementById(i)?.textContent || ''), [id, re.source], { timeout: 120_000 });
  // Waits that hold in every language: what the page marks, not what it says.
  const waitSaid = (/** @type {string} */ selector) => tab.waitForFunction((s) => (document.querySelector(s)?.textContent || '').trim() !== '', selector, { timeout: 120_000 });

  await check('Make a deck');
  // Every toggle open and photos cut to a shape: each setting shown.
  await tab.evaluate(() => { for (const d of document.querySelectorAll('details')) d.open = true; });
  await tab.check('input[name=photoShape][value=circle]');
  await check('Make a deck, every setting shown');
  await tab.check('input[name=photoShape][value=whole]');

  await tab.click('#tab-play');
  await check('Play');
  await tab.click('#play-deal');
  await tab.waitForSelector('#play-table:not([hidden]) button');
  await check('Play, dealt');
  await tab.click('#play-card-0 button >> nth=0');
  await tab.waitForSelector('#play-status.good, #play-status.bad', { timeout: 60_000 });
  await check('Play, answered');

  await tab.click('#tab-set');
  await check('SET');
  await tab.click('#set-make');
  await tab.waitForSelector('#set-download:not([hidden])', { timeout: 60_000 });
  await tab.click('#set-grid button >> nth=0');
  await tab.fill('#set-codes', '0000 1111 2222');
  await waitSaid('#set-result');
  await check('SET, deck made and cards counted');

  await tab.click('#tab-dominoes');
  await check('Name dominoes');
  // xkcd 1970's names: a board wider than a phone, which scrolls.
  await tab.click('#dom-xkcd');
  await tab.click('#dom-make');
  await tab.waitForSelector('#dom-download:not([hidden])', { timeout: 120_000 });
  await check('Name dominoes, board filled');
  await tab.fill('#dom-size', 'huge');
  await tab.click('#dom-make');
  await tab.waitForSelector('#dom-status.error', { timeout: 60_000 });
  await check('Name dominoes, an error');

  await tab.click('#tab-make');
  await tab.click('#generate');
  await tab.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 120_000 });
  await check('the default deck made');

  await tab.click('.card-thumb >> nth=0');
  await tab.waitForSelector('#editor[open] #editor-handles .handle');
  await tab.waitForFunction(() => document.activeElement?.classList.contains('handle'));
  await check('the card editor open');
  for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown']) {
    await tab.keyboard.press(key);
    await tab.waitForFunction(() => !document.getElementById('editor-say')?.dataset.busy);
  }
  await check('the card editor, a picture moved or refused');
  await tab.keyboard.press('Escape');
  await tab.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 120_000 });

  // Pictures that are not pictures: text named .png, a palette that stops the engine, a bomb,
  // one too large, and a file left out.
  await tab.setInputFiles('#files', ['text-named.png', 'png-plte-4-bytes.png', 'svgz-bomb.svgz',
    'png-1bit-23000x23000.png', 'README.md'].map((f) => path.join(hostile, f)));
  await tab.waitForFunction(() => document.querySelectorAll('#pictures li.bad').length === 4, null, { timeout: 120_000 });
  await check('pictures refused');
  await tab.evaluate(() => { for (const d of document.querySelectorAll('#pictures details')) d.open = true; });
  await check('pictures refused, their details open');
  await tab.uncheck('#skipUnreadable');
  await tab.click('#generate');
  await tab.waitForSelector('#status.bad', { timeout: 120_000 });
  await tab.evaluate(() => { for (const d of document.querySelectorAll('#status details')) d.open = true; });
  await check('the deck refused');
  await tab.click('#clear-pictures');

  // A font that is not a font, beside the words.
  const notFont = path.join(work, 'not-a-font.ttf');
  fs.writeFileSync(notFont, 'hello');
  await tab.fill('#words', 'sun\nmoon');
  await tab.setInputFiles('#fonts', notFont);
  await waitText('fonts-list', /not-a-font/);
  await tab.click('#generate');
  await tab.waitForSelector('#words-error:not([hidden])', { timeout: 120_000 });
  await check('a font refused');
  await tab.click('#fonts-clear');
  await tab.fill('#words', '');

  // A pair used twice.
  await tab.fill('#pairs-first', 'sun\nmoon\nstar\ntree\nsea\nsky\nsun');
  await tab.fill('#pairs-second', 'sol\nluna\nestrella\nárbol\nmar\ncielo\nrain');
  await tab.click('#generate');
  await tab.waitForSelector('#pairs-error:not([hidden])', { timeout: 120_000 });
  await check('a pair refused');
  await tab.fill('#pairs-first', '');
  await tab.fill('#pairs-second', '');

  // A file that is no project.
  await tab.setInputFiles('#project-open', path.join(hostile, 'text-named.png'));
  await tab.waitForSelector('#project-status.bad', { timeout: 60_000 });
  await check('a project refused');
  await context.close();
  return found;
}

test('axe finds no WCAG 2.1 AA violation on any tab, with a deck, in the editor or with an error, on a desktop and a phone', async () => {
  const found = [...await auditEveryState(desktop, 'desktop'), ...await auditEveryState(phone, 'phone')];
  assert.deepEqual(found, [], `\n${found.join('\n')}`);
});

test('the same in French, German, Spanish and Hebrew (desktop), and in Hebrew, right to left, on a phone', async () => {
  const found = [];
  for (const locale of ['fr-FR', 'de-DE', 'es-ES', 'he-IL']) found.push(...await auditEveryState(desktop, `desktop ${locale}`, locale));
  found.push(...await auditEveryState(phone, 'phone he-IL', 'he-IL'));
  assert.deepEqual(found, [], `\n${found.join('\n')}`);
});

// ------------------------------------------------------------------ the keyboard alone
/**
 * What the focused element shows: its description, whether its ring (the page's focus ring is
 * an outline: on the label of a file field hidden behind it) is drawn, and whether the ring's
 * element is on the screen and not covered (by the sticky Make bar, say).
 * @param {import('playwright-core').Page} tab
 */
function focused(tab) {
  return tab.evaluate(() => {
    const el = /** @type {HTMLElement | null} */ (document.activeElement);
    if (!el || el === document.body) return { what: 'nothing', ring: false, seen: false, id: '' };
    // A file field hidden behind its label shows its focus on the label.
    const input = el instanceof HTMLInputElement ? el : null;
    const shown = /** @type {HTMLElement} */ ((input && input.classList.contains('visually-hidden') && input.labels?.[0]) || el);
    const style = getComputedStyle(shown);
    const ring = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2;
    const r = shown.getBoundingClientRect();
    const [x, y] = [r.left + r.width / 2, r.top + r.height / 2];
    const onScreen = r.width > 0 && r.height > 0 && x >= 0 && y >= 0 && x < innerWidth && y < innerHeight;
    const top = onScreen ? document.elementFromPoint(x, y) : null;
    const seen = !!top && (shown.contains(top) || top.contains(shown) || top === el);
    const name = el.getAttribute('aria-label') || (input?.labels?.[0]?.textContent) || el.textContent || '';
    const what = `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.className && typeof el.className === 'string' ? `.${el.className.trim().split(/\s+/).join('.')}` : ''} "${name.trim().replace(/\s+/g, ' ').slice(0, 40)}"`;
    return { what, ring, seen, id: el.id };
  });
}

test('the whole path with the keyboard alone: pictures, the deck, a card fixed, the PDF; focus always seen', async (t) => {
  const started = Date.now();
  const { context, tab } = await openPage(desktop);
  /** @type {string[]} every focus seen, in order */
  const route = [];
  /** @type {string[]} foci without a ring or out of sight */
  const unseen = [];

  /** Presses `key` and checks the focus it lands on. */
  async function press(/** @type {string} */ key) {
    await tab.keyboard.press(key);
    const f = await focused(tab);
    route.push(`${key} → ${f.what}`);
    // Nothing focused: past the page's last control (the browser's own bar comes next).
    if (f.what !== 'nothing' && (!f.ring || !f.seen)) unseen.push(`${f.what}: ${f.ring ? '' : 'no ring'}${f.ring || f.seen ? '' : ', '}${f.seen ? '' : 'not in sight'}`);
    return f;
  }

  /** Tabs (Shift+Tab when `back`) until `selector` holds the focus; at most `most` presses. */
  async function tabTo(/** @type {string} */ selector, back = false, most = 80) {
    for (let i = 0; i < most; i++) {
      await press(back ? 'Shift+Tab' : 'Tab');
      if (await tab.evaluate((s) => document.activeElement?.matches(s), selector)) return;
    }
    assert.fail(`${selector} never took the focus:\n${route.slice(-most).join('\n')}`);
  }

  /** A shot of the area around the focused element (its label for a hidden file field). */
  async function shot(/** @type {string} */ name) {
    const box = await tab.evaluate(() => {
      const el = /** @type {HTMLElement} */ (document.activeElement);
      const input = el instanceof HTMLInputElement && el.classList.contains('visually-hidden') ? el : null;
      const r = ((input && input.labels?.[0]) || el).getBoundingClientRect();
      return { x: r.left, y: r.top, width: r.width, height: r.height };
    });
    const pad = 24;
    const x = Math.max(0, box.x - pad);
    const y = Math.max(0, box.y - pad);
    const clip = { x, y, width: Math.min(1280 - x, box.width + 2 * pad), height: Math.min(900 - y, box.height + 2 * pad) };
    await tab.screenshot({ path: path.join(shots, `a11y-focus-${name}.png`), clip });
  }

  // The tabs: arrows move between them (and show each panel), Tab goes into the panel.
  await tabTo('#tab-make');
  await shot('tab');
  await press('ArrowRight');
  assert.equal(await tab.getAttribute('#tab-play', 'aria-selected'), 'true');
  assert.equal(await tab.isVisible('#play'), true);
  await press('ArrowLeft');
  assert.equal(await tab.getAttribute('#tab-make', 'aria-selected'), 'true');
  await tabTo('#project-save');
  await shot('button');

  // Choose pictures: the file field (hidden behind its label) opens the chooser with Space.
  await tabTo('#files');
  await shot('file');
  const chosen = fs.readdirSync(photos).filter((f) => f.endsWith('.jpg')).sort().map((f) => path.join(photos, f));
  const [chooser] = await Promise.all([tab.waitForEvent('filechooser'), tab.keyboard.press('Space')]);
  assert.equal(chooser.isMultiple(), true);
  await chooser.setFiles(chosen);
  await tab.waitForFunction((n) => document.querySelectorAll('#pictures li.ok').length === n, chosen.length, { timeout: 120_000 });
  assert.match(await tab.textContent('#pictures-status') || '', new RegExp(`^${chosen.length} pictures checked\\.`));
  // They are all photos: the offer of a shape comes above the list, and the path goes through it.
  await tab.waitForSelector('#photo-offer:not([hidden]) .photo-offer-shape img', { timeout: 60_000 });

  // Make the deck: Enter on the button.
  await tabTo('#generate');
  await shot('make');
  await tab.keyboard.press('Enter');
  await tab.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 120_000 });
  assert.match(await tab.textContent('#status') || '', /^Done/);
  assert.match(await tab.textContent('#summary') || '', /^57 cards of 8 pictures/);

  // Open the editor on a card: Tab to the cards, Enter on the second.
  await tabTo('.card-thumb[data-card="0"]');
  await press('Tab');
  assert.equal(await tab.getAttribute(':focus', 'data-card'), '1');
  await shot('card');
  await tab.keyboard.press('Enter');
  await tab.waitForSelector('#editor[open] #editor-handles .handle');
  await tab.waitForFunction(() => document.getElementById('editor-card')?.naturalWidth);
  await tab.waitForFunction(() => document.activeElement?.classList.contains('handle'));
  let f = await focused(tab);
  assert.ok(f.ring && f.seen, `the first handle's focus is seen: ${JSON.stringify(f)}`);
  // The handles are named after their pictures and say what they are.
  const handles = await tab.$$eval('#editor-handles .handle', (hs) => hs.map((h) => [h.getAttribute('role'), h.getAttribute('aria-roledescription'), h.getAttribute('aria-label'), h.getAttribute('aria-describedby')]));
  assert.equal(handles.length, 8);
  for (const [role, kind, label, describedBy] of handles) {
    assert.equal(role, 'button');
    assert.equal(kind, 'movable picture');
    assert.match(label || '', /^.+, picture \d of 8/);
    assert.ok(describedBy && await tab.$(`#${describedBy}`), 'a handle points to the keys that work on it');
  }
  assert.equal(await tab.getAttribute('#editor-say', 'role'), 'status');

  /** Presses `keys` in turn on the focused handle until the editor says `want`. */
  async function change(/** @type {string[]} */ keys, /** @type {RegExp} */ want) {
    let said = '';
    for (const key of keys) {
      await tab.keyboard.press(key);
      // A step holds the editor (`data-busy`, set as the key is pressed) until the engine answers.
      await tab.waitForFunction(() => !document.getElementById('editor-say')?.dataset.busy, null, { timeout: 30_000 });
      said = await tab.textContent('#editor-say') || '';
      if (want.test(said)) return said;
    }
    return said;
  }

  // Move, turn and resize a picture: tried on each handle until the engine keeps one (the
  // default deck is packed tight, so making it smaller first leaves room).
  const said = [];
  for (let slot = 0; slot < 8 && said.length < 3; slot++) {
    said.length = 0;
    said.push(await change(['-', '-', '-'], /^Made '.+' smaller/));
    said.push(await change(['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'], /^Moved/));
    said.push(await change([']', '['], /^Turned/));
    if (!(/^Made/.test(said[0]) && /^Moved/.test(said[1]) && /^Turned/.test(said[2]))) {
      said.length = 0;
      await press('Tab');
    }
  }
  assert.equal(said.length, 3, 'a picture was made smaller, moved and turned with the keys');
  t.diagnostic(`the editor said: ${said.join(' | ')}`);
  await shot('handle');
  f = await focused(tab);
  assert.ok(f.ring && f.seen, `the handle's focus is seen after the changes: ${JSON.stringify(f)}`);
  // Tab goes round the dialog (Done, the handles, the tools) and the browser's own bar,
  // never to the page behind it.
  for (let i = 0; i < 14; i++) {
    f = await press('Tab');
    assert.ok(f.what === 'nothing' || await tab.evaluate(() => !!document.activeElement?.closest('#editor')), `focus left the editor: ${f.what}`);
  }
  await tabTo('#editor-close');
  await shot('done');
  // Escape closes it; the deck is made again with the card fixed, and the focus comes back
  // to that card.
  await tab.keyboard.press('Escape');
  await tab.waitForFunction(() => !document.getElementById('editor')?.hasAttribute('open'));
  await tab.waitForFunction(() => /^Done/.test(document.getElementById('status')?.textContent || '') && !document.getElementById('result')?.classList.contains('making'), null, { timeout: 120_000 });
  await tab.waitForFunction(() => document.activeElement?.matches('.card-thumb[data-card="1"]'), null, { timeout: 10_000 });
  assert.match(await tab.getAttribute('.card-thumb[data-card="1"]', 'aria-label') || '', /changed by hand/);
  f = await focused(tab);
  assert.ok(f.ring && f.seen, `the card's focus is seen after the editor: ${JSON.stringify(f)}`);

  // Download the PDF: back to the link, Enter.
  await tabTo('#download-pdf', true);
  await shot('download');
  const [download] = await Promise.all([tab.waitForEvent('download'), tab.keyboard.press('Enter')]);
  assert.equal(download.suggestedFilename(), 'deck.pdf');
  const pdf = fs.readFileSync(await download.path());
  assert.equal(pdf.subarray(0, 5).toString(), '%PDF-');
  assert.deepEqual(unseen, [], `focus not seen:\n${unseen.join('\n')}\n\nthe path:\n${route.join('\n')}`);
  await context.close();
  t.diagnostic(`the keyboard path: ${route.length} key presses checked, ${((Date.now() - started) / 1000).toFixed(1)} s`);
});
