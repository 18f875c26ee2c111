import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const [prefix, ...paths] = process.argv.slice(2);
for (const [i, path] of paths.entries()) {
  const ctx = await b.newContext({ viewport: { width: 360, height: 640 } });
  await ctx.addCookies([{ name: 'token', value: 'tok-1001', url: 'http://localhost:8001' }]);
  const p = await ctx.newPage();
  p.on('pageerror', (e) => console.log('pageerror', e.message));
  await p.goto(`http://localhost:8001${path}`, { waitUntil: 'networkidle' });
  await p.waitForTimeout(400);
  await p.screenshot({ path: `/tmp/${prefix}-${i}.png` });
  await ctx.close();
}
await b.close();
