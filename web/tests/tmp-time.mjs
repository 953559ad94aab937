import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
const dir = '/tmp/fanodeck-bench-photos-57-v1';
const files = fs.readdirSync(dir).sort().map((f) => path.join(dir, f));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
for (const web of process.argv.slice(2)) {
  const tab = await browser.newPage();
  await tab.goto(pathToFileURL(path.join(web, 'fanodeck.html')).href);
  await tab.waitForSelector('#generate:not([disabled])');
  const t = Date.now();
  await tab.setInputFiles('#files', files);
  await tab.waitForFunction(() => document.querySelectorAll('#pictures li.checking').length === 0 && document.querySelectorAll('#pictures li').length === 57, null, { timeout: 600000, polling: 100 });
  const checked = (Date.now() - t) / 1000;
  const t2 = Date.now();
  await tab.evaluate(() => {
    window.__marks = [];
    const bar = document.getElementById('progress');
    const t0 = performance.now();
    let last = -1;
    const tick = () => {
      const v = bar.value;
      if (Math.abs(v - last) > 0.04) { window.__marks.push([((performance.now() - t0) / 1000).toFixed(2), v.toFixed(2)]); last = v; }
      if (document.getElementById('result').hidden) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  await tab.click('#generate');
  await tab.waitForSelector('#result:not([hidden])', { timeout: 600000 });
  console.log(JSON.stringify(await tab.evaluate(() => window.__marks)));
  console.log(web, 'checked', checked, 's; make', (Date.now() - t2) / 1000, 's');
  await tab.close();
}
await browser.close();
