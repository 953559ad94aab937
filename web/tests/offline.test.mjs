// The project's site (target/web/site/) served over http, in Debian's chromium driven by
// playwright-core, on a phone's screen: the page registers its service worker, links its
// manifest and icons, then opens again and makes the CLI's default deck, byte for byte, with
// the network off and the server stopped; chromium finds it installable; a new release (a new
// sw.js) replaces the kept page and deletes the old cache. And the single file opened from the
// disk (target/web/fanodeck.html) registers no service worker and logs no errors.
//
// Needs target/web/ (scripts/build-web.sh) and target/debug/fanodeck (cargo build);
// scripts/test-web.sh does all of it. Screenshots go to target/web-screenshots/.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { chromiumSession, launchOptions } from './browser.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const site = path.join(root, 'target/web/site');
const singleFile = pathToFileURL(path.join(root, 'target/web/fanodeck.html')).href;
const cli = path.join(root, 'target/debug/fanodeck');
const shots = path.join(root, 'target/web-screenshots');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'fanodeck-offline-'));
const sha = (bytes) => createHash('sha256').update(bytes).digest('hex');

const phone = {
  viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2,
  acceptDownloads: true,
};

/** The CLI's PDF for `args`. */
function render(args) {
  const pdf = path.join(work, `cli-${sha(args.join(' ')).slice(0, 8)}.pdf`);
  execFileSync(cli, ['render', '-q', '-o', pdf, ...args]);
  return fs.readFileSync(pdf);
}

const TYPES = {
  '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8', '.webmanifest': 'application/manifest+json',
  '.png': 'image/png', '.wasm': 'application/wasm',
};

/** A static server of `dir` on 127.0.0.1 (a port of its own); `served` lists each path asked. */
function serve(dir) {
  const served = [];
  const server = http.createServer((request, response) => {
    const name = decodeURIComponent(new URL(request.url, 'http://x').pathname).replace(/^\/+/, '') || 'index.html';
    served.push(`/${name}`);
    const file = path.join(dir, name);
    if (request.method !== 'GET' || name.split('/').includes('..') || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream', 'cache-control': 'no-cache' });
    response.end(fs.readFileSync(file));
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve({
    url: `http://127.0.0.1:${server.address().port}/`,
    served,
    stop: () => new Promise((done) => { server.close(done); server.closeAllConnections(); }),
  })));
}

/** Errors the page logs or throws, and every console line, for the messages. */
function watch(tab) {
  const seen = { errors: [], lines: [] };
  tab.on('console', (m) => {
    seen.lines.push(`${m.type()}: ${m.text()}`);
    if (m.type() === 'error') seen.errors.push(m.text());
  });
  tab.on('pageerror', (e) => seen.errors.push(`uncaught: ${e.message}`));
  return seen;
}

const session = chromiumSession(shots, work);

test('served over http, the page keeps itself and makes the CLI\'s default deck with no network', async () => {
  const server = await serve(site);
  const context = await session.browser.newContext(phone);
  try {
    const tab = await context.newPage();
    const seen = watch(tab);
    await tab.goto(server.url);
    await tab.waitForSelector('#generate:not([disabled])', { timeout: 60_000 });
    // The worker takes over this very visit (skipWaiting, clients.claim) once it has kept the page.
    await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    const kept = await tab.evaluate(async () => {
      const names = await caches.keys();
      const cache = await caches.open(names[0]);
      return { names, files: (await cache.keys()).map((r) => new URL(r.url).pathname).sort() };
    });
    assert.equal(kept.names.length, 1, JSON.stringify(kept.names));
    assert.match(kept.names[0], /^fanodeck-\d+\.\d+\.\d+-[0-9a-f]{16} http:\/\/127\.0\.0\.1:\d+\/$/);
    assert.deepEqual(kept.files, ['/', '/icon-192.png', '/icon-512.png', '/icon-maskable-192.png',
      '/icon-maskable-512.png', '/manifest.webmanifest']);

    // The manifest: linked, served as a manifest, read by the browser without a complaint, and
    // its icons are PNGs of the sizes it says.
    const manifest = await tab.evaluate(async () => {
      const link = document.querySelector('link[rel=manifest]');
      const response = await fetch(link.href);
      const data = await response.json();
      const icons = [];
      for (const icon of data.icons) {
        const bitmap = await createImageBitmap(await (await fetch(new URL(icon.src, link.href))).blob());
        icons.push({ ...icon, drawn: `${bitmap.width}x${bitmap.height}` });
      }
      return { type: response.headers.get('content-type'), data, icons };
    });
    assert.equal(manifest.type, 'application/manifest+json');
    assert.equal(manifest.data.name, 'fanodeck');
    assert.equal(manifest.data.display, 'standalone');
    assert.equal(manifest.data.start_url, '.');
    assert.deepEqual(manifest.icons.map((i) => [i.sizes, i.purpose]),
      [['192x192', 'any'], ['512x512', 'any'], ['192x192', 'maskable'], ['512x512', 'maskable']]);
    for (const icon of manifest.icons) assert.equal(icon.drawn, icon.sizes, icon.src);
    const cdp = await context.newCDPSession(tab);
    const parsed = await cdp.send('Page.getAppManifest');
    assert.equal(parsed.url, `${server.url}manifest.webmanifest`);
    assert.deepEqual(parsed.errors, []);
    assert.match(parsed.data, /"short_name": "fanodeck"/);

    // No network at all: the browser offline and the server gone.
    await context.setOffline(true);
    await server.stop();
    const asked = server.served.length;
    await tab.reload();
    await tab.waitForSelector('#generate:not([disabled])', { timeout: 60_000 });
    assert.ok(await tab.evaluate(() => navigator.serviceWorker.controller !== null));
    // The page names the version and commit that `fanodeck --version` names.
    const cliVersion = execFileSync(cli, ['--version'], { encoding: 'utf8' }).trim();
    assert.match(cliVersion, /^fanodeck \d+\.\d+\.\d+ \(commit [0-9a-f]{10}\)$/);
    assert.equal(`fanodeck ${await tab.textContent('#version')}`, cliVersion);
    await tab.screenshot({ path: path.join(shots, 'offline-phone-start.png') });
    await tab.click('#generate');
    await tab.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 120_000 });
    const [download] = await Promise.all([tab.waitForEvent('download'), tab.click('#download-pdf')]);
    const pdf = fs.readFileSync(await download.path());
    assert.equal(sha(pdf), sha(render([])), 'the page\'s PDF made offline differs from the CLI\'s');
    await tab.locator('#result').scrollIntoViewIfNeeded();
    await tab.screenshot({ path: path.join(shots, 'offline-phone-deck.png') });
    assert.equal(server.served.length, asked, 'nothing reached the server once it was stopped');
    assert.deepEqual(seen.errors, [], seen.lines.join('\n'));
  } finally {
    await context.close();
    await server.stop();
  }
});

test('served over http, chromium finds the page installable', async () => {
  // A profile of its own: the test's other contexts are incognito, where nothing installs.
  const server = await serve(site);
  const profile = fs.mkdtempSync(path.join(work, 'profile-'));
  const context = await chromium.launchPersistentContext(profile, launchOptions);
  try {
    const tab = context.pages()[0] || await context.newPage();
    await tab.goto(server.url);
    await tab.waitForSelector('#generate:not([disabled])', { timeout: 60_000 });
    await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    const cdp = await context.newCDPSession(tab);
    assert.deepEqual((await cdp.send('Page.getInstallabilityErrors')).installabilityErrors, []);
  } finally {
    await context.close();
    await server.stop();
  }
});

test('a new release replaces the kept page and deletes the old cache', async () => {
  // A copy of the site, changed as a release changes it: a new page, so a new sw.js.
  const copy = path.join(work, 'site');
  fs.cpSync(site, copy, { recursive: true });
  const server = await serve(copy);
  const context = await session.browser.newContext();
  try {
    const tab = await context.newPage();
    await tab.goto(server.url);
    await tab.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 60_000 });
    const [before] = await tab.evaluate(() => caches.keys());
    fs.appendFileSync(path.join(copy, 'index.html'), '<!-- the next release -->\n');
    const worker = fs.readFileSync(path.join(copy, 'sw.js'), 'utf8');
    const next = worker.replace(/^const VERSION = '([^']*)';$/m, "const VERSION = '$1-next';");
    assert.notEqual(next, worker);
    fs.writeFileSync(path.join(copy, 'sw.js'), next);
    await tab.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r.update()));
    // The new worker keeps the new page, takes over and deletes the old cache.
    let names = [before];
    for (let waited = 0; waited < 60_000 && (names.length !== 1 || names[0] === before); waited += 200) {
      await tab.waitForTimeout(200);
      names = await tab.evaluate(() => caches.keys());
    }
    const [after] = names;
    assert.equal(after, before.replace(/^(fanodeck-[^ ]*)/, '$1-next'));
    const page = await tab.evaluate(async (name) => (await (await caches.open(name)).match('./')).text(), after);
    assert.ok(page.endsWith('<!-- the next release -->\n'), 'the new release\'s page is kept');
  } finally {
    await context.close();
    await server.stop();
  }
});

test('opened from the disk, the single file registers no service worker and logs no errors', async () => {
  const context = await session.browser.newContext({ viewport: { width: 1280, height: 900 } });
  try {
    const tab = await context.newPage();
    const seen = watch(tab);
    await tab.goto(singleFile);
    await tab.waitForSelector('#generate:not([disabled])', { timeout: 60_000 });
    // Long enough for a registration on load to have shown.
    await tab.waitForTimeout(1000);
    const page = await tab.evaluate(async () => ({
      manifest: document.querySelectorAll('link[rel=manifest], link[rel=icon], link[rel=apple-touch-icon]').length,
      registrations: navigator.serviceWorker ? (await navigator.serviceWorker.getRegistrations().catch(() => [])).length : 0,
    }));
    assert.deepEqual(page, { manifest: 0, registrations: 0 });
    assert.deepEqual(context.serviceWorkers(), []);
    assert.deepEqual(seen.errors, [], seen.lines.join('\n'));
  } finally {
    await context.close();
  }
});
