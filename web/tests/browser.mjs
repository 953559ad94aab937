// How the browser tests start Debian's chromium (never a downloaded one): no sandbox (CI runs
// as root), nothing fetched on its own, and English as the browser's language unless a test's
// context asks for another (the page speaks the browser's language on a first visit).
import { before, after } from 'node:test';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

/** The single-file page scripts/build-web.sh builds. */
export const pageUrl = pathToFileURL(path.resolve(path.dirname(fileURLToPath(import.meta.url)),
  '../../target/web/fanodeck.html')).href;

export const launchOptions = {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--lang=en-US'],
};

/**
 * Debian's chromium for one test file: launched before its tests (the screenshots' folder
 * `shots` made first), closed after them, and the file's scratch folder `work` removed.
 * `session.browser` is the browser once the tests run; `session.open(options, locale)` opens
 * the page, ready, in a context of its own whose browser language is `locale` (the page
 * speaks it on a first visit), an error on the page failing the test.
 * @param {string} shots @param {string} work
 */
export function chromiumSession(shots, work) {
  const session = {
    /** @type {import('playwright-core').Browser} */
    browser: /** @type {any} */ (null),
    /** @param {import('playwright-core').BrowserContextOptions} options @param {string} [locale] */
    async open(options, locale = 'en-US') {
      const context = await session.browser.newContext({ ...options, locale });
      const tab = await context.newPage();
      tab.on('pageerror', (e) => { throw e; });
      await tab.goto(pageUrl);
      await tab.waitForSelector('#generate:not([disabled])');
      return { context, tab };
    },
  };
  before(async () => {
    fs.mkdirSync(shots, { recursive: true });
    session.browser = await chromium.launch(launchOptions);
  });
  after(async () => {
    await session.browser?.close();
    fs.rmSync(work, { recursive: true, force: true });
  });
  return session;
}
