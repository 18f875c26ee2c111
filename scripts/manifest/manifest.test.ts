import { type CampaignRoutes, defineRoutes } from '@h5/ui-kit/routes';
import { describe, expect, it } from 'vitest';
import {
  buildManifest,
  htmlFor,
  normalizePathname,
  publishedPrefix,
  resolveManifestPath,
} from './manifest.ts';

const luckyEggs = defineRoutes({
  campaign: 'lucky-eggs',
  title: 'Lucky eggs',
  routes: [{ path: '/v/lucky-eggs', screen: 'home' }],
});
const quick = defineRoutes({
  campaign: 'quick-recharge',
  title: 'Quick recharge',
  routes: [
    { path: '/v/quick-recharge/:param', screen: 'quick' },
    { path: '/v/quick-recharge-privacy/:param', screen: 'privacy' },
    { path: '/v/recharge-middle', screen: 'middle' },
  ],
});
const share = defineRoutes({
  campaign: 'share',
  title: 'Share pages',
  routes: [
    { path: '/v/share', screen: 'share' },
    { path: '/d/profileinfo', screen: 'profile' },
    { path: '/share', screen: 'plain' },
    { path: '/playlist/share', screen: 'playlist' },
    { path: '/verified/home', screen: 'verified', children: [{ path: 'self-detail', screen: 'self' }] },
  ],
});
const withdraw = defineRoutes({
  campaign: 'withdraw',
  title: 'Withdraw',
  routes: [
    { path: '/v/withdraw', redirect: { to: 'income' }, children: [{ path: 'income', screen: 'income' }] },
    { path: '/v/withdraw-paytm', children: [{ path: 'income', screen: 'income' }] },
  ],
});
const system = defineRoutes({
  campaign: 'system',
  title: 'System',
  routes: [
    { path: '/v/error-page', screen: 'error', noLimit: true },
    { path: '/v/close', screen: 'close' },
    { path: '/:pathMatch(.*)*', screen: 'notFound' },
  ],
});
const all: CampaignRoutes[] = [system, withdraw, share, quick, luckyEggs];

describe('buildManifest', () => {
  it('publishes every /v/ route with its /g/v/ twin, pointing at the campaign HTML', () => {
    const m = buildManifest(all, { cdnBase: '/cdn' });
    const paths = m.routes.map((r) => r.path);
    expect(paths).toContain('/v/lucky-eggs');
    expect(paths).toContain('/g/v/lucky-eggs');
    expect(m.routes.find((r) => r.path === '/g/v/lucky-eggs')).toEqual({
      path: '/g/v/lucky-eggs',
      campaign: 'lucky-eggs',
      html: '/cdn/lucky-eggs/index.html',
    });
    expect(m.version).toBe(1);
    expect(m.catchAll).toEqual({ campaign: 'system', html: '/cdn/system/index.html' });
  });

  it('lists paths outside /v/ once, without a /g/ form', () => {
    const paths = buildManifest(all, { cdnBase: '/cdn' }).routes.map((r) => r.path);
    for (const p of ['/d/profileinfo', '/share', '/playlist/share', '/verified/home']) {
      expect(paths.filter((x) => x === p)).toHaveLength(1);
      expect(paths).not.toContain(`/g${p}`);
    }
    expect(paths).not.toContain('/verified/home/self-detail'); // children are client-side
  });

  it('strips params to the static prefix and skips catch-all routes', () => {
    const paths = buildManifest(all, { cdnBase: '/cdn' }).routes.map((r) => r.path);
    expect(paths).toContain('/v/quick-recharge');
    expect(paths).toContain('/g/v/quick-recharge-privacy');
    expect(paths.some((p) => p.includes(':') || p.includes('*'))).toBe(false);
    expect(publishedPrefix('/:pathMatch(.*)*')).toBeNull();
    expect(publishedPrefix('*')).toBeNull();
    expect(publishedPrefix('/v/grade_system_intro/:id')).toBe('/v/grade_system_intro');
    expect(publishedPrefix('/v/lucky-eggs/')).toBe('/v/lucky-eggs');
  });

  it('is sorted and deterministic whatever the input order', () => {
    const a = buildManifest(all);
    const b = buildManifest([...all].reverse());
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    const paths = a.routes.map((r) => r.path);
    expect(paths).toEqual([...paths].sort());
  });

  it('collapses duplicates within one campaign', () => {
    const dup = defineRoutes({
      campaign: 'vip',
      title: 'VIP',
      routes: [
        { path: '/v/vip-recharge/:param', screen: 'a' },
        { path: '/v/vip-recharge', screen: 'b' },
      ],
    });
    const m = buildManifest([dup]);
    expect(m.routes.map((r) => r.path)).toEqual(['/g/v/vip-recharge', '/v/vip-recharge']);
  });

  it('throws naming both campaigns and the path when two claim one path', () => {
    const thief = defineRoutes({
      campaign: 'recharge',
      title: 'R',
      routes: [{ path: '/v/quick-recharge/:x' }],
    });
    expect(() => buildManifest([quick, thief])).toThrow(/quick-recharge.*recharge|recharge.*quick-recharge/);
    try {
      buildManifest([quick, thief]);
    } catch (err) {
      const msg = (err as Error).message;
      expect(msg).toContain('"quick-recharge"');
      expect(msg).toContain('"recharge"');
      expect(msg).toContain('/v/quick-recharge');
    }
  });

  it('detects a conflict on the /g/ twin too', () => {
    const g = defineRoutes({ campaign: 'odd', title: 'odd', routes: [{ path: '/g/v/lucky-eggs' }] });
    expect(() => buildManifest([luckyEggs, g])).toThrow(/"\/g\/v\/lucky-eggs".*"lucky-eggs".*"odd"/);
  });

  it('takes a full CDN URL and trims trailing slashes', () => {
    const m = buildManifest([luckyEggs], { cdnBase: 'https://cdn.example.net/h5/' });
    expect(m.cdnBase).toBe('https://cdn.example.net/h5');
    expect(m.routes[0]?.html).toBe('https://cdn.example.net/h5/lucky-eggs/index.html');
    expect(() => buildManifest([luckyEggs], { cdnBase: 'cdn' })).toThrow(/cdnBase/);
  });

  it('rejects paths nginx could not hold literally', () => {
    const bad = defineRoutes({ campaign: 'bad', title: 'bad', routes: [{ path: '/v/a b' }] });
    expect(() => buildManifest([bad])).toThrow(/bad.*\/v\/a b/);
  });
});

describe('resolveManifestPath', () => {
  const m = buildManifest(
    [
      ...all,
      defineRoutes({
        campaign: 'recharge',
        title: 'R',
        routes: [{ path: '/v/recharge' }, { path: '/v/recharge-discount/vip' }],
      }),
      defineRoutes({ campaign: 'vip', title: 'V', routes: [{ path: '/v/recharge-discount' }] }),
    ],
    { cdnBase: '/cdn' },
  );
  const at = (p: string) => resolveManifestPath(m, p)?.campaign ?? null;

  it('matches on segment boundaries', () => {
    expect(at('/v/lucky-eggs')).toBe('lucky-eggs');
    expect(at('/v/lucky-eggs/')).toBe('lucky-eggs');
    expect(at('/v/lucky-eggs/x/y')).toBe('lucky-eggs');
    expect(at('/g/v/lucky-eggs/rules')).toBe('lucky-eggs');
    expect(at('/v/lucky-eggsx')).toBeNull();
    expect(at('/v/lucky')).toBeNull();
    expect(at('/v/quick-recharge/IN')).toBe('quick-recharge');
    expect(at('/v/quick-recharge-privacy/IN')).toBe('quick-recharge');
  });

  it('prefers the longest prefix', () => {
    expect(at('/v/recharge-discount/vip')).toBe('recharge');
    expect(at('/v/recharge-discount/vip/x')).toBe('recharge');
    expect(at('/v/recharge-discount/gold')).toBe('vip');
    expect(at('/v/recharge')).toBe('recharge');
  });

  it('ignores query and hash, merges slashes, decodes escapes and dot segments', () => {
    expect(at('/v/lucky-eggs?promotion_id=1&lang=ar')).toBe('lucky-eggs');
    expect(at('/v/lucky-eggs#top')).toBe('lucky-eggs');
    expect(at('//v//lucky-eggs')).toBe('lucky-eggs');
    expect(at('/v/%6Cucky-eggs')).toBe('lucky-eggs');
    expect(at('/v/close/../lucky-eggs')).toBe('lucky-eggs');
    expect(normalizePathname('/a/./b//c/')).toBe('/a/b/c');
  });

  it('never throws on junk', () => {
    for (const junk of [
      '',
      '/',
      '%',
      '/v/%E0%A4%A',
      '/%00',
      '../../etc/passwd',
      '\u0000',
      'v/lucky-eggs',
      '/'.repeat(5000),
    ]) {
      expect(() => resolveManifestPath(m, junk)).not.toThrow();
    }
    expect(at('/v/%E0%A4%A')).toBeNull();
    expect(at('v/lucky-eggs')).toBe('lucky-eggs');
    expect(resolveManifestPath(m, undefined as unknown as string)).toBeNull();
  });

  it('htmlFor falls back to the catch-all', () => {
    expect(htmlFor(m, '/v/lucky-eggs?x=1')).toEqual({
      campaign: 'lucky-eggs',
      html: '/cdn/lucky-eggs/index.html',
      catchAll: false,
    });
    expect(htmlFor(m, '/nope')).toEqual({
      campaign: 'system',
      html: '/cdn/system/index.html',
      catchAll: true,
    });
    expect(htmlFor(m, '/v/error-page')).toMatchObject({ campaign: 'system', catchAll: false });
  });
});
