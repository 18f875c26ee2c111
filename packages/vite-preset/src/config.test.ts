import type { ConfigEnv, UserConfig } from 'vite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { campaignConfig, publishedNeedsProblems } from './index.ts';

const configure = (command: ConfigEnv['command']) =>
  (campaignConfig({ campaign: 'lucky-eggs', root: '/tmp/lucky-eggs' }) as (env: ConfigEnv) => UserConfig)({
    command,
    mode: 'production',
  });

describe('campaignConfig build overrides', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('builds under the CDN base with usable overrides', () => {
    vi.stubEnv('H5_ENV', 'pro');
    vi.stubEnv('H5_DOMAIN', 'starmaker.example.com');
    vi.stubEnv('H5_HOSTS', '{"api":"https://api.other.example"}');
    vi.stubEnv('H5_CDN_BASE', '/cdn/');
    expect(configure('build').base).toBe('/cdn/lucky-eggs/');
  });

  it('stops a build that may be published without its real hosts, but not the dev server', () => {
    vi.stubEnv('H5_ENV', 'pro');
    vi.stubEnv('H5_DOMAIN', '');
    vi.stubEnv('H5_HOSTS', '');
    expect(() => configure('build')).toThrow(/lucky-eggs: a pro build needs its real hosts: set H5_DOMAIN/);
    vi.stubEnv('H5_ENV', 'dev');
    expect(configure('build').base).toBe('/cdn/lucky-eggs/');
  });

  it('stops a build, and the dev server, whose H5_ENV or H5_HOSTS is mistyped, saying why', () => {
    vi.stubEnv('H5_ENV', 'prodd');
    vi.stubEnv('H5_HOSTS', '{"api":"ftp://api.example"}');
    for (const command of ['build', 'serve'] as const) {
      expect(() => configure(command)).toThrow(
        `lucky-eggs: H5_ENV is "prodd": use one of dev, test, box, pro, or leave it unset to follow the page's origin; H5_HOSTS.api is not an http(s) URL: "ftp://api.example"`,
      );
    }
  });

  it('stops a build whose H5_APP_LINKS is mistyped, and puts a good one into the page', () => {
    vi.stubEnv('H5_ENV', 'dev');
    vi.stubEnv('H5_APP_LINKS', '{"scheme":"myapp://"}');
    expect(() => configure('build')).toThrow(
      /lucky-eggs: H5_APP_LINKS.scheme must be a lower-case URL scheme/,
    );
    vi.stubEnv('H5_APP_LINKS', '{"scheme":"myapp"}');
    expect(configure('build').define?.['import.meta.env.VITE_H5_APP_LINKS']).toBe(
      JSON.stringify('{"scheme":"myapp"}'),
    );
  });
});

describe('variables a published build needs', () => {
  const needs = { VITE_RECAPTCHA_SITE_KEY: 'the reCAPTCHA v3 site key' };
  it('stops a test, box or production build without them, and says what each is', () => {
    expect(publishedNeedsProblems('pro', needs, {})).toEqual([
      'a pro build needs VITE_RECAPTCHA_SITE_KEY: the reCAPTCHA v3 site key. A local build sets H5_ENV=dev.',
    ]);
    expect(publishedNeedsProblems('', needs, { VITE_RECAPTCHA_SITE_KEY: '  ' })).toHaveLength(1);
  });
  it('lets a dev build, or one that has them, through', () => {
    expect(publishedNeedsProblems('dev', needs, {})).toEqual([]);
    expect(publishedNeedsProblems('test', needs, { VITE_RECAPTCHA_SITE_KEY: '6Lc-key' })).toEqual([]);
  });
});
