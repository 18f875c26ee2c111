import { defineRoutes } from '@h5/ui-kit/routes';
import { describe, expect, it } from 'vitest';
import {
  deriveManifest,
  emptyManifest,
  isVersionId,
  PREVIEW_PARAM,
  type PublishedManifest,
  type PublishedVersion,
} from '../publish/publish.ts';
import { CRAWLER_UA_SOURCE } from '../serve/preview.ts';
import { buildManifest } from './manifest.ts';
import { IMMUTABLE, NO_PREVIEW, nginxConfig, PREVIEW_VAR, VERSION_ID_PATTERN } from './nginx.ts';

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

  it('serves the shared runtime, immutable, from the first build folder that holds the file', () => {
    const runtime = block(conf, '~ "^/cdn/runtime/([A-Za-z0-9._-]+)$"');
    expect(runtime).toContain(
      'try_files "/repo/campaigns/lucky-eggs/dist/runtime/$1" "/s/dist/runtime/$1" "/repo/campaigns/system/dist/runtime/$1" =404;',
    );
    expect(runtime).toContain(`add_header Cache-Control "${IMMUTABLE}";`);
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

const ID = {
  system: 'a1a1a1a1a1a1',
  lucky: 'b2b2b2b2b2b2',
  luckyOld: 'b0b0b0b0b0b0',
  fresh: 'c3c3c3c3c3c3',
};
const version = (id: string, paths: string[], kind: 'live' | 'preview' = 'live'): PublishedVersion => ({
  id,
  time: '2024-01-01T00:00:00.000Z',
  commit: 'abc',
  kind,
  paths,
  files: 3,
});
/** A folder origin's live manifest as publish writes it (deriveManifest is what publish uses). */
function publishedManifest(cdnBase = '/cdn', withSystem = true): PublishedManifest {
  const campaigns: PublishedManifest['campaigns'] = {
    'lucky-eggs': {
      live: ID.lucky,
      title: 'L',
      versions: [version(ID.lucky, ['/v/lucky-eggs']), version(ID.luckyOld, ['/v/lucky-eggs'])],
    },
    fresh: { live: null, title: 'F', versions: [version(ID.fresh, ['/v/fresh/:id'], 'preview')] },
  };
  if (withSystem) {
    campaigns.system = {
      live: ID.system,
      title: 'S',
      versions: [version(ID.system, ['/v/error-page', '/:pathMatch(.*)*'])],
    };
  }
  return deriveManifest(emptyManifest(cdnBase), campaigns);
}

describe('nginxConfig, folder origin written by publish', () => {
  const m = publishedManifest();
  const conf = nginxConfig(m, { listen: 8080, originDir: '/srv/cdn', apiUpstream: 'http://127.0.0.1:4010' });

  it('answers each route with its live version from the origin, a preview of its campaign first', () => {
    for (const p of ['/v/lucky-eggs', '/g/v/lucky-eggs']) {
      for (const spec of [`= ${p}`, `^~ ${p}/`]) {
        const page = block(conf, spec);
        expect(page).toContain('root "/srv/cdn";');
        expect(page).toContain(
          `try_files /lucky-eggs/versions/$h5_preview/index.html /lucky-eggs/versions/${ID.lucky}/index.html =404;`,
        );
        expect(page).toContain('add_header Cache-Control "no-cache" always;');
      }
    }
    expect(block(conf, '= /v/error-page')).toContain(
      `try_files /system/versions/$h5_preview/index.html /system/versions/${ID.system}/index.html =404;`,
    );
    expect(conf).not.toMatch(/try_files \/index\.html/);
    expect(conf).not.toContain(ID.luckyOld); // history is not live: only reachable as a preview
  });

  it('lets only a well-formed preview id reach a file path', () => {
    expect(conf).toContain(
      [
        'map $arg_h5_preview $h5_preview {',
        `  default "${NO_PREVIEW}";`,
        '  "~^[a-f0-9]{12}$" $arg_h5_preview;',
        '}',
      ]
        .map((l) => `  ${l}`)
        .join('\n'),
    );
    expect(PREVIEW_PARAM).toBe('h5_preview');
    // The raw query argument appears only in the map; paths use the checked variable.
    expect(conf.match(/\$arg_h5_preview/g)).toHaveLength(2);
    for (const line of conf.split('\n').filter((l) => l.includes(PREVIEW_VAR) && !l.includes('map '))) {
      expect(line).toMatch(/^\s+try_files \/[a-z0-9._-]+\/versions\/\$h5_preview\/index\.html /);
    }
    const re = new RegExp(VERSION_ID_PATTERN);
    for (const s of [
      '0123456789ab',
      ID.lucky,
      'ffffffffffff',
      '../../etc',
      '..%2F..%2Fetc',
      'ABCDEF012345',
      '0123456789a',
      '0123456789abc',
      '',
      NO_PREVIEW,
      '0123456789a/',
    ]) {
      expect(re.test(s), s).toBe(isVersionId(s));
    }
    expect(isVersionId(NO_PREVIEW)).toBe(false);
  });

  it('serves the CDN base path from the origin: assets immutable, everything else revalidated', () => {
    const cdn = block(conf, '/cdn/');
    expect(cdn).toContain('alias "/srv/cdn/";');
    expect(cdn).toContain('add_header Cache-Control "no-cache" always;');
    // Not ^~: the assets regex must be able to win over it.
    expect(conf).not.toContain('location ^~ /cdn/');
    const spec = '"^/cdn/([a-z0-9][a-z0-9._-]*/assets/.+)$"';
    const assets = block(conf, `~ ${spec}`);
    expect(assets).toContain('alias "/srv/cdn/$1";');
    expect(assets).toContain(`add_header Cache-Control "${IMMUTABLE}";`);
    const re = new RegExp(spec.slice(1, -1));
    expect(re.exec('/cdn/lucky-eggs/assets/index-Ab_1.js')?.[1]).toBe('lucky-eggs/assets/index-Ab_1.js');
    for (const p of [
      '/cdn/manifest.json',
      '/cdn/manifests/000001.json',
      `/cdn/lucky-eggs/versions/${ID.lucky}/index.html`,
    ]) {
      expect(re.test(p), p).toBe(false);
    }
  });

  it('serves the shared runtime from the origin, immutable', () => {
    const spec = '"^/cdn/(runtime/[^/]+)$"';
    const runtime = block(conf, `~ ${spec}`);
    expect(runtime).toContain('alias "/srv/cdn/$1";');
    expect(runtime).toContain(`add_header Cache-Control "${IMMUTABLE}";`);
    const re = new RegExp(spec.slice(1, -1));
    expect(re.exec('/cdn/runtime/runtime-Ab_1.js')?.[1]).toBe('runtime/runtime-Ab_1.js');
    expect(re.test('/cdn/runtime/../manifest.json')).toBe(false);
  });

  it('serves the origin’s scripts and stylesheets from their Brotli copies before the plain locations', () => {
    const spec = '"^/cdn/(?<h5_file>[a-z0-9][a-z0-9._-]*/assets/.+\\\\.m?js)$"';
    // Its types block closes before the location does.
    const start = conf.indexOf(`location ~ ${spec} {`);
    expect(start).toBeGreaterThan(-1);
    const js = conf.slice(start, conf.indexOf('\n}', start));
    expect(js).toContain('try_files "/srv/cdn/$h5_file$h5_br" "/srv/cdn/$h5_file" =404;');
    expect(js).toContain('types { application/javascript js mjs br; }');
    // No on-the-fly gzip over the Brotli bytes; the .gz copy for the others.
    expect(js).toContain('gzip off;');
    expect(js).toContain('gzip_static on;');
    expect(js).toContain('add_header Content-Encoding $h5_br_encoding;');
    expect(js).toContain('add_header Vary $h5_br_vary;');
    // nginx takes the first regex location that matches.
    expect(conf.indexOf(spec)).toBeLessThan(conf.indexOf('"^/cdn/([a-z0-9][a-z0-9._-]*/assets/.+)$"'));
    const accept = /"~\*(.+)" \.br;/.exec(conf)?.[1]?.replace(/\\\\/g, '\\');
    const br = new RegExp(accept ?? '$^', 'i');
    for (const yes of ['gzip, deflate, br', 'br', 'br;q=1', 'gzip, br;q=0.5, zstd'])
      expect(br.test(yes), yes).toBe(true);
    for (const no of ['gzip, deflate', 'br;q=0', 'gzip, brotli', '']) expect(br.test(no), no).toBe(false);
  });

  it('answers unknown paths with the live catch-all page (or its preview) and status 404', () => {
    const root = block(conf, '/');
    expect(root).toContain('error_page 404 @h5_catch_all;');
    expect(conf).toContain('  proxy_pass http://127.0.0.1:4010;');
    const catchAll = block(conf, '@h5_catch_all');
    expect(catchAll).toContain(
      `try_files /system/versions/$h5_preview/index.html /system/versions/${ID.system}/index.html =404;`,
    );
    expect(catchAll).toContain('add_header Cache-Control "no-cache" always;');
  });

  it('opens a campaign that only has previews on its real URL, else the catch-all with 404', () => {
    for (const spec of ['= /v/fresh', '^~ /v/fresh/', '= /g/v/fresh', '^~ /g/v/fresh/']) {
      const page = block(conf, spec);
      expect(page).toContain('try_files /fresh/versions/$h5_preview/index.html =404;');
      expect(page).toContain('error_page 404 @h5_catch_all;');
    }
  });

  it('gives a plain 404 for unknown paths when the catch-all campaign is not published', () => {
    const bare = nginxConfig(publishedManifest('/cdn', false), { listen: 8080, originDir: '/srv/cdn' });
    expect(bare).not.toContain('@h5_catch_all');
    expect(block(bare, '/')).toContain('return 404;');
    expect(block(bare, '= /v/fresh')).not.toContain('error_page');
    expect(block(bare, '= /v/lucky-eggs')).toContain(`/lucky-eggs/versions/${ID.lucky}/index.html`);
  });

  it('proxies pages to the versioned HTML when the CDN is remote', () => {
    const remote = nginxConfig(publishedManifest('https://cdn.example.net/h5'), {
      listen: 80,
      originDir: '/srv/cdn',
    });
    const page = block(remote, '^~ /v/lucky-eggs/');
    expect(page).toContain(`rewrite ^ /h5/lucky-eggs/versions/${ID.lucky}/index.html? break;`);
    expect(page).toContain('proxy_pass https://cdn.example.net;');
    expect(block(remote, '@h5_catch_all')).toContain(
      `rewrite ^ /h5/system/versions/${ID.system}/index.html? break;`,
    );
    expect(remote).not.toContain('alias');
    expect(remote).not.toContain('$h5_preview'); // previews are the remote CDN's business
  });

  it('refuses a manifest whose HTML is not a published version, or unsafe values', () => {
    const build = buildManifest(campaigns, { cdnBase: '/cdn' });
    expect(() => nginxConfig(build, { listen: 80, originDir: '/srv/cdn' })).toThrow(
      /points at "\/cdn\/share\/index.html", not at a published version of share/,
    );
    const edit = (f: (x: PublishedManifest) => void) => {
      const x = structuredClone(m);
      f(x);
      return () => nginxConfig(x, { listen: 80, originDir: '/srv/cdn' });
    };
    expect(
      edit((x) => {
        x.routes[0]!.html = `/cdn/../../etc/versions/${ID.lucky}/index.html`;
      }),
    ).toThrow(/not at a published version/);
    expect(
      edit((x) => {
        x.routes[0]!.html = `/cdn/system/versions/${ID.system}/index.html;`;
      }),
    ).toThrow(/HTML URL/);
    expect(
      edit((x) => {
        x.routes[0]!.path = '/v/x { return 200; }';
      }),
    ).toThrow(/unsafe manifest path/);
    expect(
      edit((x) => {
        x.routes[0]!.campaign = '../etc';
      }),
    ).toThrow(/campaign "..\/etc"/);
    expect(() => nginxConfig(m, { listen: 80, originDir: '/srv/cdn', campaignDirs: {} })).toThrow(/exclude/);
  });
});

describe('nginxConfig answers with the HTML the manifest names', () => {
  it('in local mode too, from the campaign folder', () => {
    const m = buildManifest(campaigns, { cdnBase: '/cdn' });
    const lucky = m.routes.find((r) => r.path === '/v/lucky-eggs')!;
    lucky.html = '/cdn/lucky-eggs/other.html';
    const conf = nginxConfig(m, { listen: 80, campaignDirs: { 'lucky-eggs': '/l/dist' } });
    expect(block(conf, '= /v/lucky-eggs')).toContain('try_files /other.html =404;');
    expect(block(conf, '= /g/v/lucky-eggs')).toContain('try_files /index.html =404;');
  });
});

describe('nginxConfig, link previews and app-link files', () => {
  const m = buildManifest(campaigns, { cdnBase: '/cdn' });
  const conf = nginxConfig(m, {
    listen: 8080,
    previewUpstream: 'http://127.0.0.1:4020',
    wellKnown: { '/.well-known/assetlinks.json': '[{"relation":["x"]}]' },
  });

  it('sends crawlers of share paths, and only them, to the preview service', () => {
    expect(conf).toContain(`"~*(?:${CRAWLER_UA_SOURCE})" 1;`);
    expect(conf).toContain('map "$h5_crawler$h5_share_path" $h5_preview');
    const paths = conf.split('\n').find((l) => l.includes('/g/v/share-chilla')) ?? '';
    for (const p of [
      '/v/share|',
      '/share|',
      '/d/playrecording',
      '/playlist/share',
      '/live/share',
      '/ktv/share',
    ])
      expect(paths).toContain(p);
    expect(paths).not.toContain('lucky-eggs');
    expect(block(conf, '@h5_preview')).toContain('proxy_pass http://127.0.0.1:4020;');
    expect(conf).toContain('if ($h5_preview) {\n      return 418;');
  });

  it('answers the app-link files as JSON, and refuses text nginx would read as variables', () => {
    expect(conf).toContain('return 200 "[{\\"relation\\":[\\"x\\"]}]";');
    expect(() => nginxConfig(m, { listen: 8080, wellKnown: { '/.well-known/x.json': '"$host"' } })).toThrow(
      /\$/,
    );
    expect(nginxConfig(m, { listen: 8080 })).not.toContain('h5_preview');
  });
});
