// Screenshots of pages for a person to look at: `tsx scripts/shot/shot.ts <url> <out.png> [width] [height]`.
import { chromium } from '@playwright/test';

const [url, out, w = '360', h = '640'] = process.argv.slice(2);
if (!url || !out) {
  console.error('usage: shot <url> <out.png> [width] [height]');
  process.exit(2);
}
const browser = await chromium.launch({
  executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
const page = await browser.newPage({
  viewport: { width: Number(w), height: Number(h) },
  deviceScaleFactor: 1,
});
page.on('console', (m) => console.log(`[console.${m.type()}] ${m.text()}`));
page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
await page.goto(url, { waitUntil: 'networkidle' });
await page.waitForTimeout(Number(process.env.SHOT_WAIT ?? 300));
await page.screenshot({ path: out, fullPage: process.env.SHOT_FULL === '1' });
await browser.close();
