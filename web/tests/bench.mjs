// Figures for the web page (not a test): time from pressing "Make the deck" to the finished
// PDF in headless chromium, for the default deck and for 57 phone-sized photos, and the
// page's weight. Run after scripts/build-web.sh: `node bench.mjs` in web/tests.
import fs from 'node:fs';
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

const times = [];
for (let run = 0; run < 5; run++) {
  const t = Date.now();
  await page.click('#generate');
  await page.waitForFunction(() => !document.querySelector('#result').hidden && !document.querySelector('#generate').disabled);
  times.push((Date.now() - t) / 1000);
  await page.evaluate(() => { document.querySelector('#result').hidden = true; });
}
times.sort((a, b) => a - b);

// 57 photos of 3000 × 2000 px, drawn and JPEG-encoded by the browser itself.
const photo = await page.evaluate(async () => {
  const pictures = [];
  const canvas = new OffscreenCanvas(3000, 2000);
  const ctx = canvas.getContext('2d');
  for (let i = 0; i < 57; i++) {
    const g = ctx.createLinearGradient(0, 0, 3000, 2000);
    g.addColorStop(0, `hsl(${i * 37 % 360} 70% 55%)`);
    g.addColorStop(1, `hsl(${(i * 37 + 120) % 360} 60% 35%)`);
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, 3000, 2000);
    for (let k = 0; k < 60; k++) {
      ctx.fillStyle = `hsla(${(i * 13 + k * 29) % 360} 80% 60% / 0.7)`;
      ctx.beginPath();
      ctx.arc((k * 997 + i * 131) % 3000, (k * 613 + i * 71) % 2000, 60 + (k * 7) % 200, 0, 7);
      ctx.fill();
    }
    const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.9 });
    pictures.push({ name: `photo-${String(i).padStart(2, '0')}.jpg`, bytes: new Uint8Array(await blob.arrayBuffer()) });
  }
  const mb = pictures.reduce((n, p) => n + p.bytes.length, 0) / 1e6;
  const t = performance.now();
  const out = await window.fanodeck.generate({ pictures });
  return { seconds: (performance.now() - t) / 1000, mb, pdfMb: out.pdf.length / 1e6 };
});
await browser.close();

const size = (f) => fs.statSync(path.join(web, f)).size / 1e6;
const median = times[Math.floor(times.length / 2)];
console.log(`page ready after opening           ${startup.toFixed(2)} s`);
console.log(`default deck, Make -> PDF           median ${median.toFixed(2)} s (runs ${times.map((t) => t.toFixed(2)).join(', ')})  [target <= 1.5 s]`);
console.log(`57 photos (${photo.mb.toFixed(0)} MB of JPEG), -> PDF  ${photo.seconds.toFixed(1)} s, PDF ${photo.pdfMb.toFixed(1)} MB`);
console.log(`fanodeck.html (single file)         ${size('fanodeck.html').toFixed(1)} MB  [budget <= 12 MB]`);
console.log(`static host: wasm ${size('fanodeck_web_bg.wasm').toFixed(1)} MB + js/html/css ${(size('fanodeck_web.js') + size('app.js') + size('worker.js') + size('index.html') + size('style.css')).toFixed(2)} MB`);
