import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { CampaignRoutes, RouteDecl } from '@h5/ui-kit/routes';
import { afterEach, describe, expect, it } from 'vitest';
import { BRAND, campaignHtml, headMetasFirst, loadCampaignRoutes, pageTitle } from './html.ts';
import { injectShell } from './prerender.ts';

const campaign = (...routes: RouteDecl[]): CampaignRoutes => ({ campaign: 'x', title: 'X', routes });

describe('the head of the built page', () => {
  it('starts with the charset and viewport metas, before the scripts other plugins prepend', () => {
    const prepended = campaignHtml('X').replace(
      '<head>',
      `<head><link rel="modulepreload" href="/r.js"><script>${'x'.repeat(2000)}</script><script>rem()</script>`,
    );
    const html = headMetasFirst(prepended);
    const head = html.slice(html.indexOf('<head>')).replace(/>\s+</g, '><');
    expect(head).toMatch(
      /^<head><meta charset="utf-8" \/><meta name="viewport" content="width=device-width[^>]*><link rel="modulepreload"/,
    );
    expect(html.indexOf('<meta charset')).toBeLessThan(1024);
    // Each meta once, and everything else in its order.
    expect(html.match(/<meta /g)).toHaveLength(2);
    expect(html.indexOf('<script>x')).toBeLessThan(html.indexOf('<script>rem()'));
    expect(html.indexOf('<title>X</title>')).toBeGreaterThan(html.indexOf('<script>rem()'));
    expect(headMetasFirst('<html><head></head></html>')).toBe('<html><head></head></html>');
  });
});

describe('the generated index.html', () => {
  it('is titled by the screen of a one-screen campaign, by the brand otherwise', () => {
    expect(
      pageTitle(campaign({ path: '/v/lucky-eggs', screen: 'eggs', meta: { title: 'Lucky Eggs' } })),
    ).toBe('Lucky Eggs');
    expect(pageTitle(campaign({ path: '/v/close', screen: 'close' }))).toBe(BRAND);
    expect(
      pageTitle(
        campaign({
          path: '/v/bk-game',
          screen: 'board',
          meta: { title: 'Board' },
          children: [{ path: 'ranking', screen: 'ranking' }],
        }),
      ),
    ).toBe(BRAND);
    expect(
      pageTitle(
        campaign(
          { path: '/v/error-page', screen: 'error', meta: { title: 'Error' } },
          { path: '/v/close', screen: 'close' },
        ),
      ),
    ).toBe(BRAND);
  });

  it('escapes the title and leaves an empty root for the shell', () => {
    const html = campaignHtml('Tom & <Jerry>');
    expect(html).toContain('<title>Tom &amp; &lt;Jerry&gt;</title>');
    expect(html).toContain('<script type="module" src="/src/main.tsx"></script>');
    expect(injectShell(html, '<h1></h1>')).toContain('<div id="root"><h1>Tom &amp; &lt;Jerry&gt;</h1></div>');
  });
});

describe('loadCampaignRoutes', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('reads the default export of src/routes.ts, and says what it must be', async () => {
    dir = mkdtempSync(join(tmpdir(), 'h5-html-'));
    mkdirSync(join(dir, 'src'));
    const routes: CampaignRoutes = campaign({ path: '/v/x', screen: 'home', meta: { title: 'Home' } });
    writeFileSync(join(dir, 'src', 'routes.ts'), `export default ${JSON.stringify(routes)} as const;\n`);
    expect(await loadCampaignRoutes(dir)).toEqual(routes);
    writeFileSync(join(dir, 'src', 'routes.ts'), 'export const routes = [];\n');
    await expect(loadCampaignRoutes(dir)).rejects.toThrow(/must default-export defineRoutes/);
  });
});
