// The perception checks find what they are for: each fault planted on a served page is reported,
// by its check and element, and the same element done right is not. routes.e2e.ts runs the checks
// over every route.

import { expect, test } from '../fixtures.ts';
import { axeFaults, type PerceptionCheck, perceptionFaults } from './perception.ts';
import { countCalls, screenSettled } from './screenSettled.ts';

const PAGE = '/v/lucky-eggs?promotion_id=3001';

/** Appends `html` at the end of the page's root and returns what the checks report about `check`. */
async function plant(page: import('@playwright/test').Page, html: string, check: PerceptionCheck) {
  await page.evaluate((h) => {
    const host = document.createElement('div');
    host.id = 'planted';
    host.innerHTML = h;
    document.getElementById('root')?.append(host);
  }, html);
  const faults = (await perceptionFaults(page, [check], '#planted')).map((f) => `${f.element}: ${f.detail}`);
  await page.evaluate(() => document.getElementById('planted')?.remove());
  return faults;
}

test.describe('perception checks', () => {
  test.beforeEach(async ({ open, page }) => {
    await countCalls(page);
    await open(PAGE, { lang: 'en' });
    expect(await screenSettled(page)).toBe(true);
  });

  test('report a white-on-white sheet inside a white-text hero, not a sheet with its own text colour', async ({
    page,
  }) => {
    const sheet = (own: string) =>
      `<section style="color:#fff;background:#7b3fe4"><div role="dialog" aria-modal="true" data-testid="planted-sheet" style="background:#fff;${own}"><h2>Rules</h2><p>One hit costs 20 golds.</p></div></section>`;
    const blank = await plant(page, sheet(''), 'invisible-text');
    expect(blank).toEqual([
      expect.stringMatching(/^h2 "Rules": rgb\(255, 255, 255\) on rgb\(255, 255, 255\)/),
      expect.stringMatching(/^p "One hit costs 20 golds\.": rgb\(255, 255, 255\)/),
    ]);
    expect(await plant(page, sheet('color:#1d1730'), 'invisible-text')).toEqual([]);
  });

  test('report an element 400 px wide on a 360 px phone, not one that fits', async ({ page }) => {
    const wide = await plant(page, '<p data-testid="planted-wide" style="width:400px">wide</p>', 'overflow');
    expect(wide).toEqual([
      expect.stringMatching(/^p\[data-testid=planted-wide\] "wide": 0\.\.400 px in a 360 px/),
    ]);
    expect(await plant(page, '<p style="width:100%">fits</p>', 'overflow')).toEqual([]);
    // Inside a box that scrolls sideways, a wide row is the box's business.
    expect(
      await plant(page, '<div style="overflow-x:auto"><p style="width:400px">row</p></div>', 'overflow'),
    ).toEqual([]);
  });

  test('report text cut by its box, text over text, native controls, two digit systems and a label against the top of its pill', async ({
    page,
  }) => {
    expect(
      await plant(
        page,
        '<h2 style="height:20px;font-size:25px;line-height:1.2;overflow:hidden">Lucky eggs</h2>',
        'clipped-text',
      ),
    ).toEqual([expect.stringMatching(/^h2 "Lucky eggs": text \d+×30 px in a box of \d+×20/)]);
    expect(
      await plant(
        page,
        '<div style="position:relative;height:40px"><p style="margin:0">12/50 members</p><p style="position:absolute;top:4px;margin:0">Starlight this week</p></div>',
        'overlapping-text',
      ),
    ).toEqual([expect.stringMatching(/^p "12\/50 members": overlaps p "Starlight this week"/)]);
    expect(
      await plant(
        page,
        '<p>12/50 members</p><p style="margin-top:8px">Starlight this week</p>',
        'overlapping-text',
      ),
    ).toEqual([]);
    expect(
      await plant(
        page,
        '<select><option>Bank</option></select><input type="date"><details><summary>More</summary>x</details>',
        'native-control',
      ),
    ).toEqual([
      expect.stringMatching(/^select "Bank": a native <select>/),
      expect.stringMatching(/^input: a native date input/),
      expect.stringMatching(/^summary "More": the <details> marker/),
    ]);
    expect(
      await plant(
        page,
        '<details><summary style="list-style:none">More</summary>x</details>',
        'native-control',
      ),
    ).toEqual([]);
    expect(
      await plant(
        page,
        '<a class="h5-button" style="display:block;min-height:40px" href="#">Go to the ceremony</a>',
        'off-centre-label',
      ),
    ).toEqual([
      expect.stringMatching(
        /^a\.h5-button "Go to the ceremony": its text is \d+ px above the middle of its 40 px box/,
      ),
    ]);
    expect(
      await plant(
        page,
        '<a class="h5-button" style="min-height:40px" href="#">Go to the ceremony</a>',
        'off-centre-label',
      ),
    ).toEqual([]);
    expect(await plant(page, '<p>حزمة نجوم (٣ نجوم)</p><p>30 ذهبة</p>', 'mixed-digits')).toEqual([
      expect.stringMatching(/Arabic-Indic and Western digits on one page/),
    ]);
  });

  test('axe reports a control too small to tap and text too pale to read', async ({ page }) => {
    await page.evaluate(() => {
      const host = document.createElement('div');
      host.innerHTML =
        '<button data-testid="tiny" style="width:12px;height:12px;padding:0;border:0;background:#7b3fe4" aria-label="tiny"></button><button style="width:12px;height:12px;padding:0;border:0;background:#7b3fe4" aria-label="tiny too"></button><p style="color:#c9c9c9;background:#fff;font-size:10px">pale</p>';
      document.getElementById('root')?.append(host);
    });
    const rules = new Set((await axeFaults(page)).map((f) => f.rule));
    expect([...rules]).toEqual(expect.arrayContaining(['target-size', 'color-contrast']));
  });
});
