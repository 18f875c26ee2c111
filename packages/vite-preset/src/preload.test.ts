// @vitest-environment node
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { runInNewContext } from 'node:vm';
import { APP_LINKS, PRELOADED_GLOBAL, type PreloadedReads, preloadKey } from '@h5/core-api';
import { getPromotion } from '@h5/core-api/contracts/general';
import { getLuckyEggInfo } from '@h5/core-api/contracts/luckyEgg';
import { defineRead } from '@h5/ui-kit/reads';
import type { CampaignRoutes, RouteRead } from '@h5/ui-kit/routes';
import { describe, expect, it } from 'vitest';
import {
  CONTRACT_AREAS,
  callsByName,
  FORMATTERS_WORKER,
  FORMATTERS_WORKER_URL,
  preloadInlineScript,
  preloadPlan,
} from './preload.ts';

const luckyEggs: CampaignRoutes = {
  campaign: 'lucky-eggs',
  title: 'x',
  routes: [
    {
      path: '/v/lucky-eggs',
      screen: 'luckyEggs',
      noLimit: true,
      reads: [
        { call: 'general.promotion', params: { id: '$query.promotion_id' } },
        { call: 'luckyEgg.info', params: { promotion_id: '$query.promotion_id' } },
        { call: 'luckyEgg.golds', when: { value: '$query.promotion_id', pattern: /^[0-9]+$/ } },
      ],
    },
  ],
};

const withdraw: CampaignRoutes = {
  campaign: 'withdraw',
  title: 'x',
  routes: [
    {
      path: '/v/withdraw',
      redirect: { to: 'income' },
      children: [{ path: 'income', screen: 'income', reads: [{ call: 'finance.userMoney' }] }],
    },
    {
      path: '/v/q/:param',
      screen: 'q',
      noLimit: true,
      reads: [{ call: 'rapid.certificate', params: { certificate: '$param.param' } }],
    },
  ],
};

interface Sent {
  url: string;
  init: { credentials?: string; headers?: Record<string, string>; method?: string };
}

/** Runs the script as a page at `href` would, with a fetch that records what it is asked. */
function runPage(
  script: string,
  href: string,
  opts: {
    cookie?: string;
    userAgent?: string;
    lang?: string;
    /** What the page's window has beside the script's own global (a timer). */
    window?: Record<string, unknown>;
    /** Globals that replace the context's own (a fake `Intl`). */
    globals?: Record<string, unknown>;
    /** What the page's document has beside the basics (a parsing state). */
    document?: Record<string, unknown>;
  } = {},
): { sent: Sent[]; reads: PreloadedReads; links: Record<string, string>[] } {
  const sent: Sent[] = [];
  const links: Record<string, string>[] = [];
  const url = new URL(href);
  const window: Record<string, unknown> = { ...opts.window };
  runInNewContext(script, {
    window,
    // Property by property, so a getter (the parsing state) stays live.
    document: Object.defineProperties(
      {
        cookie: opts.cookie ?? '',
        documentElement: { lang: opts.lang ?? 'en' },
        createElement: () => ({}),
        head: { appendChild: (l: Record<string, string>) => links.push(l) },
      },
      Object.getOwnPropertyDescriptors(opts.document ?? {}),
    ),
    location: {
      pathname: url.pathname,
      search: url.search,
      origin: url.origin,
      port: url.port,
      hostname: url.hostname,
    },
    navigator: { userAgent: opts.userAgent ?? 'Mozilla/5.0 (Linux; Android 12)' },
    URLSearchParams,
    fetch: (u: string, init: Sent['init']) => {
      sent.push({ url: u, init });
      return Promise.resolve({ status: 200, text: () => Promise.resolve('{"code":0,"data":1}') });
    },
    ...opts.globals,
  });
  return { sent, reads: (window[PRELOADED_GLOBAL] ?? {}) as PreloadedReads, links };
}

/** A campaign of one route open to visitors, with these reads. */
const openRoute = (reads: RouteRead[], path = '/v/c'): CampaignRoutes => ({
  campaign: 'c',
  title: 'x',
  routes: [{ path, screen: 's', noLimit: true, reads }],
});

const withoutTs = (u: string) => u.replace(/([?&])ts=\d+&?/, '$1').replace(/[?&]$/, '');

const DATA_JS = 'data:text/javascript,';

describe('the preload plan', () => {
  it('knows every contract module of core-api, and each of them declares calls', () => {
    const dir = join(import.meta.dirname, '../../core-api/src/contracts');
    const files = readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.includes('.test.'));
    expect(Object.keys(CONTRACT_AREAS).sort()).toEqual(files.map((f) => f.replace(/\.ts$/, '')).sort());
    for (const [area, mod] of Object.entries(CONTRACT_AREAS)) {
      expect(callsByName({ [area]: mod }).size, `${area} declares no call`).toBeGreaterThan(0);
    }
    expect(callsByName().get('luckyEgg.golds')?.path).toBe('/user/golds');
  });

  it('starts a descriptor’s read exactly as the same read declared by its call’s name', () => {
    const when = { value: '$query.promotion_id', pattern: /^[0-9]+$/ };
    const described = openRoute([
      defineRead(getPromotion, { id: '$query.promotion_id' }),
      defineRead(getLuckyEggInfo, { promotion_id: '$query.promotion_id' }, { when, signedIn: true }),
    ]);
    const named = openRoute([
      { call: 'general.promotion', params: { id: '$query.promotion_id' } },
      { call: 'luckyEgg.info', params: { promotion_id: '$query.promotion_id' }, when, signedIn: true },
    ]);
    expect(preloadPlan(described)).toEqual(preloadPlan(named));
    expect(preloadPlan(described)[0]?.r.map((r) => r.n)).toEqual([
      'general.serverTime',
      'general.promotion',
      'luckyEgg.info',
    ]);
  });

  it('refuses a POST, a money call and an unknown call', () => {
    const route = (call: string): CampaignRoutes => ({
      campaign: 'c',
      title: 'x',
      routes: [
        {
          path: '/v/c',
          screen: 's',
          noLimit: true,
          reads: [{ call, params: { lang: 'en', text: 'x', id: '1' } }],
        },
      ],
    });
    expect(() => preloadPlan(route('general.translate'))).toThrow(/only GET/);
    const money = [...callsByName().values()].filter((d) => d.moneyMoving);
    expect(money.length).toBeGreaterThan(0);
    for (const d of money) expect(() => preloadPlan(route(d.name))).toThrow(/only GET/);
    expect(() => preloadPlan(route('nope.nothing'))).toThrow(/no call/);
  });

  it('starts a redirect target’s reads on the redirect path, with the user read of a signed-in route', () => {
    const plan = preloadPlan(withdraw);
    const paths = plan.map((r) => [r.p, r.r.map((x) => x.n)]);
    expect(paths).toContainEqual([
      '/v/withdraw',
      ['general.serverTime', 'general.self', 'finance.userMoney'],
    ]);
    expect(paths).toContainEqual([
      '/v/withdraw/income',
      ['general.serverTime', 'general.self', 'finance.userMoney'],
    ]);
    expect(paths).toContainEqual(['/v/q/:param', ['general.serverTime', 'rapid.certificate']]);
  });
});

describe('the preload script', () => {
  const script = preloadInlineScript(luckyEggs, { env: '' }) ?? '';

  it('starts the route’s reads with the URL, query and headers the client sends, under the client’s keys', () => {
    const { sent, reads } = runPage(script, 'http://127.0.0.1:8001/v/lucky-eggs?promotion_id=3001&lang=ar', {
      cookie: 'a=1; token=abc%20d',
      lang: 'ar',
    });
    expect(sent.map((s) => withoutTs(s.url))).toEqual([
      `http://127.0.0.1:8001${pathOf('general.serverTime')}`,
      'http://127.0.0.1:8001/promotions/3001',
      'http://127.0.0.1:8001/activity/3001/lucky-egg',
      `http://127.0.0.1:8001${pathOf('luckyEgg.golds')}`,
    ]);
    for (const s of sent) {
      expect(s.url).toMatch(/[?&]ts=\d+/);
      expect(s.init.method ?? 'GET').toBe('GET');
      expect(s.init.credentials).toBe('include');
      expect(s.init.headers).toEqual({ lang: 'ar', token: 'abc d' });
    }
    expect(Object.keys(reads).sort()).toEqual(
      [
        preloadKey('general.serverTime', {}),
        preloadKey('general.promotion', { id: '3001' }),
        preloadKey('luckyEgg.info', { promotion_id: '3001' }),
        preloadKey('luckyEgg.golds', {}),
      ].sort(),
    );
  });

  it('records each answer on its read as it arrives, for the client to take at once', async () => {
    const { reads } = runPage(script, 'http://127.0.0.1:8001/v/lucky-eggs?promotion_id=3001', {
      cookie: 'token=t',
    });
    const read = reads[preloadKey('luckyEgg.golds', {})];
    expect(read?.arrived).toBeUndefined();
    const answer = await read?.answer;
    expect(answer).toMatchObject({ status: 200, text: '{"code":0,"data":1}' });
    expect(read?.arrived).toBe(answer);
  });

  it('resolves the hosts by the page’s origin, or the build’s environment and hosts', () => {
    const pro = runPage(script, 'https://h5.sm-h5.example/v/lucky-eggs?promotion_id=1').sent[1]?.url;
    expect(pro).toMatch(/^https:\/\/api\.sm-h5\.example\/promotions\/1\?ts=/);
    const test = runPage(script, 'https://h5-test.sm-h5.example/v/lucky-eggs?promotion_id=1').sent[1]?.url;
    expect(test).toMatch(/^https:\/\/api-test\.sm-h5\.example\//);
    const forced = preloadInlineScript(luckyEggs, { env: 'dev', hosts: '{"api":"https://a.example"}' }) ?? '';
    expect(runPage(forced, 'https://h5.sm-h5.example/v/lucky-eggs?promotion_id=1').sent[1]?.url).toMatch(
      /^https:\/\/a\.example\/promotions\/1\?/,
    );
  });

  it('sends the iOS user agent only in the app on iOS', () => {
    const iosUa = 'Mozilla/5.0 (iPhone) sm/8.40.0/iOS/17.0/appstore/dev1/wifi/en/iPhone15/42///US';
    const inApp = runPage(script, 'http://x:8001/v/lucky-eggs?promotion_id=1', { userAgent: iosUa }).sent[0];
    expect(inApp?.init.headers?.[APP_LINKS.iosUserAgentHeader]).toBe(iosUa);
    const shared = runPage(script, 'http://x:8001/v/lucky-eggs?promotion_id=1&share_type=1', {
      userAgent: iosUa,
    });
    expect(shared.sent[0]?.init.headers?.[APP_LINKS.iosUserAgentHeader]).toBeUndefined();
    const safari = runPage(script, 'http://x:8001/v/lucky-eggs?promotion_id=1', {
      userAgent: 'Mozilla/5.0 (iPhone)',
    });
    expect(safari.sent[0]?.init.headers?.[APP_LINKS.iosUserAgentHeader]).toBeUndefined();
    // A build that names its own header (H5_APP_LINKS) sends the agent under that name.
    const own =
      preloadInlineScript(luckyEggs, { env: 'dev', appLinks: '{"iosUserAgentHeader":"x-my-ua"}' }) ?? '';
    const sent = runPage(own, 'http://x:8001/v/lucky-eggs?promotion_id=1', { userAgent: iosUa }).sent[0];
    expect(sent?.init.headers?.['x-my-ua']).toBe(iosUa);
    expect(sent?.init.headers?.[APP_LINKS.iosUserAgentHeader]).toBeUndefined();
  });

  it('starts nothing on another path, under the fake app, or for a read whose parameter is absent', () => {
    expect(runPage(script, 'http://x:8001/v/other?promotion_id=1').sent).toEqual([]);
    expect(runPage(script, 'http://x:8001/v/lucky-eggs?promotion_id=1&fake_app=1').sent).toEqual([]);
    const clock = `http://x:8001${pathOf('general.serverTime')}`;
    expect(runPage(script, 'http://x:8001/v/lucky-eggs').sent.map((s) => withoutTs(s.url))).toEqual([clock]);
    expect(
      runPage(script, 'http://x:8001/v/lucky-eggs?promotion_id=%3Cb%3E').sent.map((s) => withoutTs(s.url)),
    ).toEqual([clock, 'http://x:8001/promotions/%3Cb%3E', 'http://x:8001/activity/%3Cb%3E/lucky-egg']);
    const noWhen =
      preloadInlineScript(
        {
          ...luckyEggs,
          routes: [
            {
              path: '/v/e',
              screen: 's',
              noLimit: true,
              reads: [{ call: 'general.promotion', params: { id: '$query.p' } }, { call: 'luckyEgg.golds' }],
            },
          ],
        },
        {},
      ) ?? '';
    expect(runPage(noWhen, 'http://x:8001/v/e').sent.map((s) => withoutTs(s.url))).toEqual([
      clock,
      `http://x:8001${pathOf('luckyEgg.golds')}`,
    ]);
  });

  it('leaves out an optional parameter (`$query.x?`) that is absent or malformed, and sends it when present', () => {
    const routes = openRoute(
      [
        {
          call: 'rapid.channels',
          params: { country: 'IN', bind_token: '$query.bind_token?' },
          patterns: { bind_token: /^[\w-]{1,8}$/ },
        },
      ],
      '/v/c/:op',
    );
    const s = preloadInlineScript(routes, { env: '' }) ?? '';
    const channels = `http://x:8001${pathOf('rapid.channels')}`.replace(
      'http://x:8001',
      hostPrefix('rapid.channels'),
    );
    const without = runPage(s, 'http://x:8001/v/c/op-1');
    expect(without.sent.map((x) => withoutTs(x.url))).toContain(`${channels}?country=IN`);
    expect(Object.keys(without.reads)).toContain(preloadKey('rapid.channels', { country: 'IN' }));
    const withToken = runPage(s, 'http://x:8001/v/c/op-1?bind_token=b-7');
    expect(withToken.sent.map((x) => withoutTs(x.url))).toContain(`${channels}?country=IN&bind_token=b-7`);
    expect(Object.keys(withToken.reads)).toContain(
      preloadKey('rapid.channels', { country: 'IN', bind_token: 'b-7' }),
    );
    // A value of another shape is not sent on, as the screen does not send it.
    const malformed = runPage(s, 'http://x:8001/v/c/op-1?bind_token=%3Cscript%3E');
    expect(malformed.sent.map((x) => withoutTs(x.url))).toContain(`${channels}?country=IN`);
  });

  it('takes a `$query.x|y` value from the first of those names the query gives, as a screen reads older links', () => {
    const routes = openRoute(
      [
        {
          call: 'share.smDetail',
          params: {
            recording_id: '$query.recording_id|id|work_id',
            share_channel: '$query.share_channel|share_type?',
          },
          patterns: { recording_id: /^\d{1,20}$/, share_channel: /^[\w-]{1,32}$/ },
          when: { value: '$query.recording_id|id|work_id', pattern: /^\d{1,20}$/ },
        },
      ],
      '/v/s',
    );
    const s = preloadInlineScript(routes, { env: '' }) ?? '';
    const keys = (url: string) => Object.keys(runPage(s, url).reads).filter((k) => k.startsWith('share.'));
    expect(keys('http://x:8001/v/s?work_id=42&share_type=whatsapp')).toEqual([
      preloadKey('share.smDetail', { recording_id: '42', share_channel: 'whatsapp' }),
    ]);
    // The first name present wins, as in the screen; an empty one is absent.
    expect(keys('http://x:8001/v/s?recording_id=&id=7&work_id=8&share_channel=fb&share_type=x')).toEqual([
      preloadKey('share.smDetail', { recording_id: '7', share_channel: 'fb' }),
    ]);
    // A malformed first value is not replaced by a later name: the screen reads nothing either.
    expect(keys('http://x:8001/v/s?recording_id=abc&work_id=8')).toEqual([]);
    expect(keys('http://x:8001/v/s')).toEqual([]);
  });

  it('refuses a pattern for a parameter the read does not have', () => {
    const routes = openRoute([
      { call: 'rapid.channels', params: { country: 'IN' }, patterns: { bind_token: /x/ } },
    ]);
    expect(() => preloadPlan(routes)).toThrow(
      /a pattern for "bind_token", which is not one of its parameters/,
    );
  });

  it('matches the /g/ base and route parameters as the router does', () => {
    const s = preloadInlineScript(withdraw, { env: '' }) ?? '';
    const { sent, reads } = runPage(s, 'http://x:8001/g/v/q/op-7f?lang=en');
    expect(sent).toHaveLength(2);
    expect(Object.keys(reads)).toEqual([
      preloadKey('general.serverTime', {}),
      preloadKey('rapid.certificate', { certificate: 'op-7f' }),
    ]);
    expect(
      runPage(s, 'http://x:8001/v/withdraw/', { cookie: 'token=t' }).sent.map((x) => withoutTs(x.url)),
    ).toEqual([
      `http://x:8001${pathOf('general.serverTime')}`,
      `http://x:8001${pathOf('general.self')}`,
      `http://x:8001${pathOf('finance.userMoney')}`.replace('http://x:8001', hostPrefix('finance.userMoney')),
    ]);
  });

  it('starts a read declared signedIn on a route open to visitors only with a login token', () => {
    const routes = openRoute([{ call: 'general.self' }, { call: 'finance.userMoney', signedIn: true }]);
    const s = preloadInlineScript(routes, { env: '' }) ?? '';
    const paths = (cookie?: string) =>
      runPage(s, 'http://x:8001/v/c', { cookie }).sent.map((x) => new URL(x.url).pathname);
    expect(paths()).toEqual([pathOf('general.serverTime'), pathOf('general.self')]);
    expect(paths('token=t')).toEqual([
      pathOf('general.serverTime'),
      pathOf('general.self'),
      new URL(hostPrefix('finance.userMoney') + pathOf('finance.userMoney')).pathname,
    ]);
  });

  it('starts only the user read for a visitor on a route that checks the login', () => {
    const s = preloadInlineScript(withdraw, { env: '' }) ?? '';
    expect(runPage(s, 'http://x:8001/v/withdraw/income').sent.map((x) => withoutTs(x.url))).toEqual([
      `http://x:8001${pathOf('general.serverTime')}`,
      `http://x:8001${pathOf('general.self')}`,
    ]);
  });

  it('asks for the first screen’s chunk files with the HTML, and a guarded route’s only with a token', () => {
    const chunks = {
      base: '/cdn/withdraw/',
      files: {
        income: ['assets/Income-1.js', 'assets/finance-2.js', 'assets/Income-4.css'],
        q: ['assets/Q-3.js', 'assets/finance-2.js'],
      },
    };
    const s = preloadInlineScript(withdraw, { env: '' }, undefined, chunks) ?? '';
    const hrefs = (href: string, cookie?: string) =>
      runPage(s, href, { cookie }).links.map((l) => [l.rel, l.as, l.crossOrigin, l.href]);
    // A redirect asks for its target's screen; a stylesheet is preloaded as a style, in CORS mode
    // as Vite's loader asks for it.
    expect(hrefs('http://x:8001/v/withdraw', 'token=t')).toEqual([
      ['modulepreload', undefined, '', '/cdn/withdraw/assets/Income-1.js'],
      ['modulepreload', undefined, '', '/cdn/withdraw/assets/finance-2.js'],
      ['preload', 'style', '', '/cdn/withdraw/assets/Income-4.css'],
    ]);
    expect(hrefs('http://x:8001/g/v/q/7')).toEqual([
      ['modulepreload', undefined, '', '/cdn/withdraw/assets/Q-3.js'],
      ['modulepreload', undefined, '', '/cdn/withdraw/assets/finance-2.js'],
    ]);
    // A visitor on a signed-in route gets the sign-in page, not the screen.
    expect(hrefs('http://x:8001/v/withdraw/income')).toEqual([]);
    expect(hrefs('http://x:8001/v/elsewhere', 'token=t')).toEqual([]);
  });

  it('asks for the catalogs of the page’s language on every path, before the reads', () => {
    const chunks = {
      base: '/b/',
      files: {},
      messages: { ar: ['assets/ar-1.js', 'assets/ar-2.js'], fr: ['assets/fr-1.js'] },
    };
    const s = preloadInlineScript(withdraw, { env: '' }, undefined, chunks) ?? '';
    expect(runPage(s, 'http://x:8001/v/elsewhere', { lang: 'ar' }).links.map((l) => l.href)).toEqual([
      '/b/assets/ar-1.js',
      '/b/assets/ar-2.js',
    ]);
    expect(runPage(s, 'http://x:8001/v/withdraw/income', { lang: 'en' }).links).toEqual([]);
    // A campaign without reads or chunks still gets the script for its catalogs.
    const only = preloadInlineScript(
      { campaign: 'c', title: 'x', routes: [{ path: '/v/c', screen: 's' }] },
      {},
      undefined,
      chunks,
    );
    expect(runPage(only ?? '', 'http://x:8001/v/c', { lang: 'fr' }).links.map((l) => l.href)).toEqual([
      '/b/assets/fr-1.js',
    ]);
  });

  it('starts a worker that builds the formatters in the page’s language, in a task after the shell’s first paint', () => {
    const s = preloadInlineScript(withdraw, { env: '' }) ?? '';
    const frames: (() => void)[] = [];
    const later: (() => void)[] = [];
    const workers: { url: string; source: string; name: string; ended: boolean; done: () => void }[] = [];
    const parsing = { readyState: 'loading', onChange: [] as (() => void)[] };
    runPage(s, 'http://x:8001/v/withdraw/income', {
      lang: 'ar',
      window: {
        requestAnimationFrame: (fn: () => void) => frames.push(fn),
        setTimeout: (fn: () => void) => later.push(fn),
      },
      globals: {
        Worker: class {
          onmessage: (() => void) | null = null;
          readonly w: (typeof workers)[number];
          constructor(u: string, opts: { name: string }) {
            this.w = {
              url: u,
              source: u.startsWith(DATA_JS) ? decodeURIComponent(u.slice(DATA_JS.length)) : '',
              name: opts.name,
              ended: false,
              done: () => this.onmessage?.(),
            };
            workers.push(this.w);
          }
          terminate() {
            this.w.ended = true;
          }
        },
      },
      document: {
        get readyState() {
          return parsing.readyState;
        },
        addEventListener: (type: string, fn: () => void) =>
          type === 'readystatechange' && parsing.onChange.push(fn),
        removeEventListener: () => {},
      },
    });
    // Nothing while the shell's HTML is still being parsed.
    expect(frames).toHaveLength(0);
    parsing.readyState = 'interactive';
    for (const fn of parsing.onChange) fn();
    // The frame's callback runs before that frame is painted: it only queues the start after it.
    for (const fn of frames) fn();
    expect(workers).toEqual([]);
    later.shift()?.();
    expect(workers).toHaveLength(1);
    expect(workers[0]).toMatchObject({ url: FORMATTERS_WORKER_URL, source: FORMATTERS_WORKER, name: 'ar' });
    expect(workers[0]?.ended).toBe(false);
    // Once it says it is done, it is ended.
    workers[0]?.done();
    expect(workers[0]).toMatchObject({ ended: true });
  });

  it('the formatters’ worker builds each formatter in its language, goes on past one that fails, and says it is done', () => {
    const built: string[] = [];
    const posted: unknown[] = [];
    const kind = (name: string, fail = false) =>
      function (this: unknown, lang: string | undefined) {
        if (fail) throw new RangeError(name);
        built.push(`${name}:${lang}`);
        return {
          format: () => '',
          select: () => 'one',
          segment: () => ({ [Symbol.iterator]: () => ({ next: () => ({ done: true }) }) }),
        };
      };
    const run = (name: string) =>
      runInNewContext(FORMATTERS_WORKER, {
        self: { name },
        postMessage: (m: unknown) => posted.push(m),
        Intl: {
          NumberFormat: kind('number'),
          DateTimeFormat: kind('date', true),
          RelativeTimeFormat: kind('relative'),
          PluralRules: kind('plural'),
          Segmenter: kind('segmenter'),
        },
      });
    run('hi');
    expect(built).toEqual(['number:hi', 'relative:hi', 'plural:hi', 'segmenter:hi']);
    expect(posted).toEqual([0]);
    // A page without a language builds them in the browser's own.
    run('');
    expect(built.slice(4)).toEqual([
      'number:undefined',
      'relative:undefined',
      'plural:undefined',
      'segmenter:undefined',
    ]);
  });

  it('is written for a route with a chunk and no reads, and then starts no read', () => {
    const routes: CampaignRoutes = {
      campaign: 'c',
      title: 'x',
      routes: [{ path: '/v/c', screen: 's', noLimit: true }],
    };
    const s =
      preloadInlineScript(routes, {}, undefined, { base: '/b/', files: { s: ['assets/S.js'] } }) ?? '';
    const page = runPage(s, 'http://x:8001/v/c');
    expect(page.sent).toEqual([]);
    expect(page.links.map((l) => l.href)).toEqual(['/b/assets/S.js']);
  });

  it('is not written for a campaign without declared reads', () => {
    expect(
      preloadInlineScript({ campaign: 'c', title: 'x', routes: [{ path: '/v/c', screen: 's' }] }, {}),
    ).toBeNull();
  });
});

function pathOf(name: string): string {
  const def = callsByName().get(name);
  if (!def) throw new Error(name);
  return def.path;
}

/** The dev host of a call on origin http://x:8001 (the sandbox answers each host under a prefix). */
function hostPrefix(name: string): string {
  const def = callsByName().get(name);
  const prefix: Record<string, string> = {
    api: '',
    link: '',
    pay: '/pay',
    bet: '/bet',
    icst: '/icst',
    static: '/static',
    track: '/track',
  };
  return `http://x:8001${prefix[def?.host ?? 'api']}`;
}
