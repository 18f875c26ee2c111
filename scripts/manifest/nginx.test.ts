import { defineRoutes } from '@h5/ui-kit/routes';
import { describe, expect, it } from 'vitest';
import { buildManifest } from './manifest.ts';
import { IMMUTABLE, nginxConfig } from './nginx.ts';

const campaigns = [
  defineRoutes({
    campaign: 'system',
    title: 'S',
    routes: [{ path: '/v/error-page' }, { path: '/:pathMatch(.*)*' }],
  }),
  defineRoutes({ campaign: 'lucky-eggs', title: 'L', routes: [{ path: '/v/lucky-eggs' }] }),
  defineRoutes({
    campaign: 'share',
    title: 'Sh',
    routes: [{ path: '/playlist/share' }, { path: '/d/profileinfo/:id' }],
  }),
];

/** The block of a `location <spec> {` line, up to its closing brace. */
function block(conf: string, spec: string): string {
  const start = conf.indexOf(`location ${spec} {`);
  expect(start, `location ${spec}`).toBeGreaterThan(-1);
  return conf.slice(start, conf.indexOf('}', start) + 1);
}

describe('nginxConfig, local mode', () => {
  const m = buildManifest(campaigns, { cdnBase: '/cdn' });
  const conf = nginxConfig(m, {
    listen: 8080,
    campaignDirs: {
      system: '/repo/campaigns/system/dist',
      'lucky-eggs': '/repo/campaigns/lucky-eggs/dist',
      share: '/s/dist',
    },
    pidFile: '/tmp/x/nginx.pid',
    errorLog: '/tmp/x/error.log',
    accessLog: '/tmp/x/access.log',
    tempDir: '/tmp/x',
  });

  it('is a complete config that runs unprivileged', () => {
    expect(conf).toMatch(/^events \{/m);
    expect(conf).toMatch(/^http \{/m);
    expect(conf).toContain('listen 8080;');
    expect(conf).toContain('pid "/tmp/x/nginx.pid";');
    expect(conf).toContain('error_log "/tmp/x/error.log" warn;');
    expect(conf).toContain('proxy_temp_path "/tmp/x/proxy_temp";');
    expect(conf).toContain('client_body_temp_path "/tmp/x/client_body_temp";');
    expect(conf).toMatch(/application\/javascript js mjs;/);
    expect(conf).not.toContain('daemon off;'); // left to -g 'daemon off;'
    expect((conf.match(/\{/g) ?? []).length).toBe((conf.match(/\}/g) ?? []).length);
  });

  it('has an exact and a prefix location per manifest path, for both forms', () => {
    for (const p of [
      '/v/lucky-eggs',
      '/g/v/lucky-eggs',
      '/v/error-page',
      '/g/v/error-page',
      '/playlist/share',
      '/d/profileinfo',
    ]) {
      const exact = block(conf, `= ${p}`);
      const prefix = block(conf, `^~ ${p}/`);
      expect(exact.replace(/^location [^{]+/, '')).toBe(prefix.replace(/^location [^{]+/, ''));
    }
    expect(conf).not.toContain('location = /g/playlist/share');
    const page = block(conf, '= /v/lucky-eggs');
    expect(page).toContain('root "/repo/campaigns/lucky-eggs/dist";');
    expect(page).toContain('try_files /index.html =404;');
    expect(page).toContain('add_header Cache-Control "no-cache" always;');
    expect(page).not.toMatch(/return 30\d|rewrite .* redirect|permanent/); // no redirect: the query stays as is
  });

  it('serves the CDN locally with immutable assets and no-cache HTML', () => {
    const assets = block(conf, '^~ /cdn/lucky-eggs/assets/');
    expect(assets).toContain('alias "/repo/campaigns/lucky-eggs/dist/assets/";');
    expect(assets).toContain(`add_header Cache-Control "${IMMUTABLE}";`);
    expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
    const rest = block(conf, '^~ /cdn/lucky-eggs/');
    expect(rest).toContain('add_header Cache-Control "no-cache" always;');
  });

  it('gzips js, css and html', () => {
    expect(conf).toContain('gzip on;');
    expect(conf).toMatch(/gzip_types [^;]*text\/css[^;]*application\/javascript/);
  });

  it('answers unknown paths with the catch-all page and status 404', () => {
    const root = block(conf, '/');
    expect(root).toContain('error_page 404 @h5_catch_all;');
    expect(root).toContain('return 404;');
    expect(block(conf, '@h5_catch_all')).toContain('root "/repo/campaigns/system/dist";');
  });

  it('proxies non-page calls to the API upstream when given', () => {
    const withApi = nginxConfig(m, { listen: 8080, apiUpstream: 'http://127.0.0.1:4010' });
    expect(withApi).toContain('proxy_pass http://127.0.0.1:4010;');
    expect(withApi).toMatch(/map \$http_accept \$h5_page_navigation/);
    expect(withApi).toContain('if ($h5_page_navigation) {');
    // Without local folders the page rewrites to its CDN path.
    expect(block(withApi, '= /v/lucky-eggs')).toContain('rewrite ^ /cdn/lucky-eggs/index.html last;');
  });

  it('rejects a bad port', () => {
    expect(() => nginxConfig(m, { listen: 0 })).toThrow(/port/);
  });
});

describe('nginxConfig, remote CDN', () => {
  const m = buildManifest(campaigns, { cdnBase: 'https://cdn.example.net/h5' });
  const conf = nginxConfig(m, { listen: 80 });

  it('proxies pages to the CDN HTML without passing the query on, and marks them no-cache', () => {
    const page = block(conf, '^~ /g/v/lucky-eggs/');
    expect(page).toContain('rewrite ^ /h5/lucky-eggs/index.html? break;');
    expect(page).toContain('proxy_pass https://cdn.example.net;');
    expect(page).toContain('proxy_ssl_server_name on;');
    expect(page).toContain('add_header Cache-Control "no-cache" always;');
    expect(conf).not.toContain('location ^~ /cdn/');
    expect(block(conf, '@h5_catch_all')).toContain('rewrite ^ /h5/system/index.html? break;');
  });
});
