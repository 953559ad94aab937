// Figures for the web page (not a test): time from pressing "Make the deck" to the finished
// PDF in headless chromium, for the default deck and for 57 phone photos chosen in the form,
// and the page's weight. Run after scripts/build-web.sh: `node bench.mjs` in web/tests.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const web = path.join(root, 'target/web');
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const opened = Date.now();
await page.goto(pathToFileURL(path.join(web, 'fanodeck.html')).href);
await page.waitForSelector('#generate:not([disabled])');
const startup = (Date.now() - opened) / 1000;

/** Presses Make on `tab`: seconds to the first card's preview and to the finished PDF. */
function makeDeck(tab) {
  return tab.evaluate(() => new Promise((resolve) => {
    const started = performance.now();
    let first = null;
    const previews = new MutationObserver(() => {
      if (first === null && document.querySelector('#previews img')) first = (performance.now() - started) / 1000;
    });
    previews.observe(document.getElementById('previews'), { childList: true });
    const status = new MutationObserver(() => {
      if (!/^Done/.test(document.getElementById('status').textContent)) return;
      previews.disconnect();
      status.disconnect();
      resolve({ first, done: (performance.now() - started) / 1000 });
    });
    status.observe(document.getElementById('status'), { childList: true, characterData: true, subtree: true });
    document.getElementById('generate').click();
  }));
}

// The first press (what a parent sees: nothing loaded yet), then four more.
const runs = [];
for (let run = 0; run < 5; run++) runs.push(await makeDeck(page));
const times = runs.map((r) => r.done).sort((a, b) => a - b);
const firsts = runs.map((r) => r.first);

// 57 phone photos (4032 × 3024 JPEG, the folder `cargo bench -- photos` makes), chosen in the
// form and Make pressed at once: seconds until the PDF link shows, in this page and, when
// FANODECK_WEB_BEFORE names another build's target/web, in that one, side by side.
const photoDir = process.env.PHOTOS || path.join(os.tmpdir(), 'fanodeck-bench-photos-57-v1');
const photoFiles = fs.existsSync(photoDir)
  ? fs.readdirSync(photoDir).filter((f) => /\.jpe?g$/i.test(f)).sort().map((f) => path.join(photoDir, f))
  : [];

async function photoDeck(dir) {
  const tab = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await tab.goto(pathToFileURL(path.join(dir, 'fanodeck.html')).href);
  await tab.waitForSelector('#generate:not([disabled])');
  const t = Date.now();
  await tab.setInputFiles('#files', photoFiles);
  await tab.click('#generate');
  await tab.waitForSelector('#result:not([hidden]):not(.making)', { timeout: 600_000 });
  const seconds = (Date.now() - t) / 1000;
  const summary = await tab.textContent('#summary');
  await tab.close();
  return { seconds, summary };
}

let photos = null;
if (photoFiles.length) {
  const before = process.env.FANODECK_WEB_BEFORE;
  photos = { mb: photoFiles.reduce((n, f) => n + fs.statSync(f).size, 0) / 1e6, after: await photoDeck(web) };
  if (before) photos.before = await photoDeck(before);
}
await browser.close();

const size = (f) => fs.statSync(path.join(web, f)).size / 1e6;
const median = times[Math.floor(times.length / 2)];
console.log(`page ready after opening           ${startup.toFixed(2)} s`);
console.log(`default deck, Make -> PDF           median ${median.toFixed(2)} s (runs ${times.map((t) => t.toFixed(2)).join(', ')})  [target <= 1.5 s]`);
console.log(`default deck, Make -> first card    first press ${firsts[0].toFixed(2)} s, then ${firsts.slice(1).map((t) => t.toFixed(2)).join(', ')} s  [target <= 0.5 s]`);
if (process.env.FANODECK_WEB_BEFORE) {
  const tab = await (await chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] })).newPage();
  await tab.goto(pathToFileURL(path.join(process.env.FANODECK_WEB_BEFORE, 'fanodeck.html')).href);
  await tab.waitForSelector('#generate:not([disabled])');
  const before = [];
  for (let run = 0; run < 5; run++) before.push(await makeDeck(tab));
  console.log(`  before (${process.env.FANODECK_WEB_BEFORE}): first card ${before.map((r) => r.first.toFixed(2)).join(', ')} s; PDF ${before.map((r) => r.done.toFixed(2)).join(', ')} s`);
  await tab.context().browser().close();
}
if (photos) {
  const before = photos.before ? `; before (${process.env.FANODECK_WEB_BEFORE}) ${photos.before.seconds.toFixed(1)} s` : '';
  console.log(`${photoFiles.length} photos (${photos.mb.toFixed(0)} MB of JPEG), choose -> PDF link  ${photos.after.seconds.toFixed(1)} s${before}  [target <= 10 s]`);
  console.log(`  summary: ${photos.after.summary.trim().split('\n')[0]}`);
} else {
  console.log(`no phone photos in ${photoDir}: run \`cargo bench -- photos\` first (it makes them), or set PHOTOS`);
}
console.log(`fanodeck.html (single file)         ${size('fanodeck.html').toFixed(1)} MB  [budget <= 12 MB]`);
console.log(`static host: wasm ${size('fanodeck_web_bg.wasm').toFixed(1)} MB + js/html/css ${(fs.readdirSync(web).filter((f) => /\.(js|html|css)$/.test(f) && f !== 'fanodeck.html').reduce((n, f) => n + size(f), 0)).toFixed(2)} MB`);
