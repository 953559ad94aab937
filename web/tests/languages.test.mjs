// The page in its languages, in Debian's chromium driven by playwright-core: the language of
// the browser chosen on a first visit, the menu on every tab, Hebrew right to left, the
// default deck in French and in Hebrew the CLI's PDF byte for byte, a French legend the CLI's
// `--language fr`, a hostile picture's refusal in the chosen language with its file name, and
// the language kept over a reload and in a saved project. Screenshots of the form, the card
// editor and an error in French and Hebrew, on a desktop and a 390-px phone, go to
// target/web-screenshots/lang-*.png.
//
// The sentences expected are the catalogues' own (i18n/<language>/*.ftl, formatted here with
// the same @fluent/bundle), so that the test proves the page says the catalogue's words.
//
// Needs target/web/fanodeck.html and target/debug/fanodeck; scripts/test-web.sh runs it.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumSession } from './browser.mjs';
import { say } from './catalogues.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const cli = path.join(root, 'target/debug/fanodeck');
const shots = path.join(root, 'target/web-screenshots');
const hostile = path.join(root, 'tests/data/hostile');
const photos = path.join(root, 'web/tests/data/photos');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fanodeck-lang-'));
const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');
const desktop = { viewport: { width: 1280, height: 900 }, acceptDownloads: true };
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, acceptDownloads: true };

/** The CLI's PDF for `args`. */
function render(args) {
  const pdf = path.join(work, `cli-${sha(args.join(' ')).slice(0, 8)}.pdf`);
  execFileSync(cli, ['render', '-q', '-o', pdf, ...args]);
  return fs.readFileSync(pdf);
}

const session = chromiumSession(shots, work);

/** A new browser (context) whose languages are `locale`'s, with the page open and ready. */
const open = (locale, options = desktop) => session.open(options, locale);

const language = (tab) => tab.evaluate(() => [document.documentElement.lang, document.documentElement.dir, /** @type {HTMLSelectElement} */ (document.getElementById('language')).value]);

async function pdfOf(tab) {
  await tab.click('#generate');
  await tab.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 120_000 });
  const [download] = await Promise.all([tab.waitForEvent('download'), tab.click('#download-pdf')]);
  return fs.readFileSync(await download.path());
}

test('a first visit speaks the browser\'s language; one the page does not speak gives English', async () => {
  for (const [locale, expected] of [['fr-CA', ['fr', 'ltr', 'fr']], ['de-AT', ['de', 'ltr', 'de']], ['es-MX', ['es', 'ltr', 'es']], ['he-IL', ['he', 'rtl', 'he']], ['ja-JP', ['en', 'ltr', 'en']]]) {
    const { context, tab } = await open(locale);
    assert.deepEqual(await language(tab), expected, locale);
    assert.equal(await tab.textContent('#generate'), say(expected[0], 'make-button'), `${locale}: the Make button`);
    await context.close();
  }
});

test('the default deck made in French and in Hebrew is the CLI\'s, byte for byte; a French legend is the CLI\'s --language fr', async () => {
  const expected = sha(render([]));
  for (const locale of ['fr-FR', 'he-IL']) {
    const { context, tab } = await open(locale);
    assert.equal(sha(await pdfOf(tab)), expected, `${locale}: the page's default deck differs from the CLI's`);
    await context.close();
  }
  const { context, tab } = await open('fr-FR');
  await tab.evaluate(() => { for (const d of document.querySelectorAll('details.more')) d.open = true; });
  await tab.check('#legend');
  const legend = await pdfOf(tab);
  assert.equal(sha(legend), sha(render(['--legend', '--language', 'fr'])), 'the French legend differs from the CLI\'s');
  assert.notEqual(sha(legend), sha(render(['--legend'])), 'the legend did not change with the language');
  await context.close();
});

test('a hostile picture is refused in the chosen language, naming the file; the menu changes it at once', async () => {
  for (const [locale, tag] of [['fr-FR', 'fr'], ['he-IL', 'he']]) {
    const { context, tab } = await open(locale);
    const name = 'png-1bit-23000x23000.png';
    await tab.setInputFiles('#files', path.join(hostile, name));
    const item = tab.locator(`li[data-file="${name}"]`);
    await tab.waitForFunction((n) => document.querySelector(`li[data-file="${n}"]`)?.className === 'bad', name, { timeout: 120_000 });
    const reason = say(tag, 'picture-too-large', { width: 23000, height: 23000, megapixels: 100, side: 30000 });
    assert.notEqual(reason, say('en', 'picture-too-large', { width: 23000, height: 23000, megapixels: 100, side: 30000 }), `${tag}: the catalogue is still English`);
    assert.equal((await item.locator('.error').textContent()).trim(), reason);
    assert.ok((await item.textContent()).includes(name), 'the file is named beside its refusal');
    // Through the API as well: the engine's Text, said by the page.
    const said = await tab.evaluate(async (bytes) => {
      const pictures = [{ name: 'big.png', bytes: new Uint8Array(bytes) }];
      return window.fanodeck.generate({ symbols: 3, pictures }).then(() => null, (e) => window.fanodeckI18n.error(e));
    }, Array.from(fs.readFileSync(path.join(hostile, name))));
    assert.equal(said, say(tag, 'picture-refused', { file: 'big.png', reason: { id: 'picture-too-large', args: { width: 23000, height: 23000, megapixels: 100, side: 30000 } } }));
    // 23 000 in French (a narrow no-break space), 23,000 in Hebrew: numbers in the language's way.
    assert.match(reason, tag === 'fr' ? /23\u202f000/ : /23,000/);
    await tab.locator(`li[data-file="${name}"] details summary`).click();
    await tab.locator('#pictures').scrollIntoViewIfNeeded();
    await tab.screenshot({ path: path.join(shots, `lang-${tag}-error-desktop.png`) });
    await tab.setViewportSize({ width: 390, height: 844 });
    await item.scrollIntoViewIfNeeded();
    await tab.screenshot({ path: path.join(shots, `lang-${tag}-error-phone.png`) });
    // The menu turns the refusal already shown into English.
    await tab.selectOption('#language', 'en');
    assert.equal((await item.locator('.error').textContent()).trim(), say('en', 'picture-too-large', { width: 23000, height: 23000, megapixels: 100, side: 30000 }));
    assert.deepEqual(await language(tab), ['en', 'ltr', 'en']);
    await context.close();
  }
});

test('the language is kept over a reload and travels in a saved project', async () => {
  const { context, tab } = await open('en-GB');
  await tab.selectOption('#language', 'de');
  await tab.setInputFiles('#files', fs.readdirSync(photos).filter((f) => f.endsWith('.jpg')).slice(0, 1).map((f) => path.join(photos, f)));
  await tab.waitForFunction(() => document.querySelectorAll('#pictures li.ok').length === 1, null, { timeout: 60_000 });
  // Kept a moment after the last change.
  await tab.waitForTimeout(1000);
  await tab.reload();
  await tab.waitForSelector('#generate:not([disabled])');
  assert.deepEqual(await language(tab), ['de', 'ltr', 'de'], 'the reload forgot the language');
  await tab.waitForFunction(() => document.querySelectorAll('#pictures li.ok').length === 1, null, { timeout: 60_000 });
  const [saved] = await Promise.all([tab.waitForEvent('download'), tab.click('#project-save')]);
  const project = path.join(work, 'project.zip');
  fs.copyFileSync(await saved.path(), project);
  await context.close();
  // Another browser, in English, opens the project: the page speaks German.
  const other = await open('en-US');
  assert.deepEqual(await language(other.tab), ['en', 'ltr', 'en']);
  await other.tab.setInputFiles('#project-open', project);
  await other.tab.waitForFunction(() => document.querySelectorAll('#pictures li.ok').length === 1, null, { timeout: 60_000 });
  assert.deepEqual(await language(other.tab), ['de', 'ltr', 'de'], 'the project did not bring its language');
  await other.context.close();
});

test('screenshots of the form and the card editor in French and Hebrew, desktop and phone', async () => {
  for (const [locale, tag] of [['fr-FR', 'fr'], ['he-IL', 'he'], ['de-DE', 'de']]) {
    for (const [kind, options] of [['desktop', desktop], ['phone', phone]]) {
      const { context, tab } = await open(locale, options);
      await tab.evaluate(() => { for (const d of document.querySelectorAll('details.more')) d.open = true; });
      await tab.screenshot({ path: path.join(shots, `lang-${tag}-form-${kind}.png`), fullPage: true });
      await tab.selectOption('#symbols', '3');
      await tab.click('#generate');
      await tab.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 120_000 });
      await tab.locator('#previews img').first().click();
      await tab.waitForSelector('#editor[open]');
      await tab.waitForFunction(() => document.querySelectorAll('#editor-handles [role]').length > 0);
      await tab.screenshot({ path: path.join(shots, `lang-${tag}-editor-${kind}.png`) });
      // Nothing the page wrote sticks out of its box (long German words).
      const overflowing = await tab.evaluate(() => [...document.querySelectorAll('button, label, h1, h2, h3, .tabs [role=tab], summary, legend')]
        .filter((e) => e instanceof HTMLElement && e.offsetParent !== null && !e.closest('.visually-hidden') && e.scrollWidth > e.clientWidth + 1)
        .map((e) => `${e.id || e.tagName}: ${e.textContent?.trim().slice(0, 40)}`));
      assert.deepEqual(overflowing, [], `${tag} ${kind}: text overflows`);
      await context.close();
    }
  }
});
