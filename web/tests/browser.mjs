// How the browser tests start Debian's chromium (never a downloaded one): no sandbox (CI runs
// as root), nothing fetched on its own, and English as the browser's language unless a test's
// context asks for another (the page speaks the browser's language on a first visit).
import { before, after } from 'node:test';
import fs from 'node:fs';
import { chromium } from 'playwright-core';

export const launchOptions = {
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync', '--lang=en-US'],
};

/**
 * Debian's chromium for one test file: launched before its tests (the screenshots' folder
 * `shots` made first), closed after them, and the file's scratch folder `work` removed.
 * `session.browser` is the browser once the tests run.
 * @param {string} shots @param {string} work
 * @returns {{ browser: import('playwright-core').Browser }}
 */
export function chromiumSession(shots, work) {
  const session = /** @type {{ browser: import('playwright-core').Browser }} */ ({});
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
