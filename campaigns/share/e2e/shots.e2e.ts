import { test } from '@h5/e2e/fixtures';

// Not a check: pictures of the main screens for a person to look at (SHOTS=1).
test.skip(!process.env.SHOTS, 'screenshots only on request');
test.use({ viewport: { width: 360, height: 640 } });

const screens = [
  ['recording', '/v/share?recording_id=880001'],
  ['invite', '/v/share-leadsinger?recording_id=880003'],
  ['video', '/v/share-chilla?recording_id=880002'],
  ['profile', '/d/profileinfo?user_id=7300'],
  ['playlist', '/playlist/share?playlist_id=3301'],
  ['live', '/live/share?room_id=5501'],
  ['gone', '/share?recording_id=999'],
];

for (const lang of ['en', 'ar']) {
  for (const [name, url] of screens) {
    test(`${lang} ${name}`, async ({ open, page }) => {
      await open(url!, { lang, signedInAs: null });
      await page.waitForLoadState('networkidle');
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/share-${lang}-${name}.png` });
      if (name === 'recording')
        await page.screenshot({ path: `/tmp/share-${lang}-${name}-full.png`, fullPage: true });
    });
  }
}
