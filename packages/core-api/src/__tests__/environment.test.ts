// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildOverrideProblems, publishedHostsProblems } from '../buildChecks.ts';
import {
  BOX_HOSTNAME,
  buildDomains,
  environmentOf,
  HOST_NAMES,
  hostsFor,
  PRODUCT_DOMAIN,
  resolveHosts,
} from '../environment.ts';

describe('environmentOf (spec 9)', () => {
  it('port 8001 is dev', () => {
    expect(environmentOf('http://localhost:8001')).toBe('dev');
    expect(environmentOf('http://192.168.1.4:8001')).toBe('dev');
  });
  it('an origin containing "test" is test', () => {
    expect(environmentOf('https://h5-test.sm-h5.example')).toBe('test');
  });
  it('the internal box host is box', () => {
    expect(environmentOf(`http://${BOX_HOSTNAME}`)).toBe('box');
  });
  it('anything else, and garbage, is pro', () => {
    expect(environmentOf('https://h5.sm-h5.example')).toBe('pro');
    expect(environmentOf('not a url')).toBe('pro');
  });
});

describe('hostsFor', () => {
  it('dev puts every host on the page origin with a prefix', () => {
    const h = hostsFor('dev', 'http://localhost:8001/');
    expect(h).toEqual({
      api: 'http://localhost:8001',
      pay: 'http://localhost:8001/pay',
      bet: 'http://localhost:8001/bet',
      link: 'http://localhost:8001',
      icst: 'http://localhost:8001/icst',
      static: 'http://localhost:8001/static',
      track: 'http://localhost:8001/track',
    });
  });
  it('test and pro derive distinct https hosts', () => {
    expect(hostsFor('test', 'x').api).toMatch(/^https:\/\/api-test\./);
    expect(hostsFor('pro', 'x').pay).toMatch(/^https:\/\/pay\./);
  });
});

describe('resolveHosts build overrides', () => {
  it('H5_ENV forces the environment', () => {
    expect(resolveHosts('http://127.0.0.1:39999', { env: 'dev' }).hosts.api).toBe('http://127.0.0.1:39999');
  });
  it('H5_HOSTS replaces single hosts; a malformed one is ignored', () => {
    const r = resolveHosts('https://h5.sm-h5.example', { hosts: '{"api":"https://api.other.example"}' });
    expect(r.env).toBe('pro');
    expect(r.hosts.api).toBe('https://api.other.example');
    expect(resolveHosts('https://h5.sm-h5.example', { hosts: '{oops' }).hosts.api).toMatch(
      /^https:\/\/api\./,
    );
  });
  it('an unknown forced environment falls back to the origin rule', () => {
    expect(resolveHosts('http://localhost:8001', { env: 'staging' }).env).toBe('dev');
  });
});

describe('buildOverrideProblems: what stops a build', () => {
  it('accepts no overrides, a known environment and well-formed hosts', () => {
    expect(buildOverrideProblems({})).toEqual([]);
    expect(buildOverrideProblems({ env: '', hosts: '' })).toEqual([]);
    for (const env of ['dev', 'test', 'box', 'pro']) expect(buildOverrideProblems({ env })).toEqual([]);
    expect(
      buildOverrideProblems({
        hosts: '{"api":"https://api.other.example","pay":"http://pay.box.example/pay"}',
      }),
    ).toEqual([]);
  });
  it('names an unknown environment and the ones there are', () => {
    expect(buildOverrideProblems({ env: 'prodd' })).toEqual([
      `H5_ENV is "prodd": use one of dev, test, box, pro, or leave it unset to follow the page's origin`,
    ]);
  });
  it('refuses hosts that are not a JSON object', () => {
    expect(buildOverrideProblems({ hosts: '{oops' })).toEqual([
      'H5_HOSTS is not JSON: write it as {"api":"https://…"}',
    ]);
    for (const hosts of ['[]', '"https://api.example"', 'null']) {
      expect(buildOverrideProblems({ hosts })).toEqual([
        'H5_HOSTS must be a JSON object of host names to URLs, like {"api":"https://…"}',
      ]);
    }
  });
  it('names each unknown host and each value that is not an http(s) URL', () => {
    expect(
      buildOverrideProblems({
        env: 'staging',
        hosts:
          '{"apii":"https://a.example","pay":"javascript:alert(1)","bet":"bet.example","link":3,"track":"https://t.example/?x=1"}',
      }),
    ).toEqual([
      `H5_ENV is "staging": use one of dev, test, box, pro, or leave it unset to follow the page's origin`,
      'H5_HOSTS names an unknown host "apii": the hosts are api, pay, bet, link, icst, static, track',
      'H5_HOSTS.pay is not an http(s) URL: "javascript:alert(1)"',
      'H5_HOSTS.bet is not an http(s) URL: "bet.example"',
      'H5_HOSTS.link is not an http(s) URL: 3',
      'H5_HOSTS.track is not an http(s) URL: "https://t.example/?x=1"',
    ]);
  });
});

describe('the hosts of a build that may be published (issue: no placeholder host reaches a page)', () => {
  it('a test, box or production build without its real hosts stops, saying why', () => {
    for (const env of [undefined, '', 'test', 'box', 'pro']) {
      const [problem] = publishedHostsProblems({ env });
      expect(problem).toMatch(/needs its real hosts: set H5_DOMAIN/);
      expect(problem).toContain(PRODUCT_DOMAIN);
    }
  });
  it('is made with H5_DOMAIN, or H5_HOSTS naming every host, or as a local dev build', () => {
    expect(publishedHostsProblems({ domain: 'starmaker.example.com' })).toEqual([]);
    expect(publishedHostsProblems({ env: 'dev' })).toEqual([]);
    const every = Object.fromEntries(HOST_NAMES.map((h) => [h, `https://${h}.real.example`]));
    expect(publishedHostsProblems({ hosts: JSON.stringify(every) })).toEqual([]);
    expect(
      publishedHostsProblems({ hosts: JSON.stringify({ api: 'https://api.real.example' }) }),
    ).toHaveLength(1);
  });
  it('derives the test, production and box hosts from the configured domains', () => {
    const domains = buildDomains({ domain: 'starmaker.example.com' });
    expect(domains).toEqual({ product: 'starmaker.example.com', box: 'box.starmaker.example.com' });
    expect(hostsFor('pro', 'https://h5.starmaker.example.com', domains).api).toBe(
      'https://api.starmaker.example.com',
    );
    expect(hostsFor('test', 'https://h5-test.starmaker.example.com', domains).pay).toBe(
      'https://pay-test.starmaker.example.com',
    );
    expect(environmentOf('http://box.starmaker.example.com', domains.box)).toBe('box');
    expect(
      resolveHosts('http://box.starmaker.example.com', { domain: 'starmaker.example.com' }).hosts.api,
    ).toBe('http://box.starmaker.example.com/api');
  });
  it('refuses a domain that is not a host name', () => {
    expect(buildOverrideProblems({ domain: 'https://starmaker.example.com/' })[0]).toMatch(/^H5_DOMAIN is/);
    expect(buildOverrideProblems({ box: 'box internal' })[0]).toMatch(/^H5_BOX_HOST is/);
    expect(
      buildOverrideProblems({ domain: 'starmaker.example.com', box: 'staging.starmaker.example.com' }),
    ).toEqual([]);
  });
});
