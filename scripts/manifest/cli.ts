// tsx scripts/manifest/cli.ts [--out <file>] [--nginx <file> [--listen 8080] [--api <url>]] [--cdn-base /cdn]
// tsx scripts/manifest/cli.ts --origin <dir> --nginx <file> [--listen 8080] [--api <url>]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { FolderOrigin } from '../publish/origin.ts';
import { LIVE_MANIFEST_KEY, type PublishedManifest, readLiveManifest } from '../publish/publish.ts';
import { appSiteFrom, wellKnownFiles } from '../serve/appSite.ts';
import { collectCampaignRoutes } from './collect.ts';
import { buildManifest, isRemoteCdn, type Manifest, summarize } from './manifest.ts';
import { type NginxOptions, nginxConfig } from './nginx.ts';

const USAGE = `usage: tsx scripts/manifest/cli.ts [--out <file>] [--nginx <file>] [--listen <port>] [--api <url>] [--cdn-base <path|url>] [--catch-all <campaign>] [--root <repo>]
       tsx scripts/manifest/cli.ts --origin <dir> --nginx <file> [--listen <port>] [--api <url>]
  --out        manifest JSON (default scripts/dist/manifest.json); relative paths are from the current folder
  --nginx      also write an nginx.conf there (local mode serves <cdn-base>/<c>/ from campaigns/<c>/dist)
  --listen     port for the nginx server (default 8080)
  --api        upstream for non-page, non-CDN calls, e.g. http://127.0.0.1:4010
  --preview    the link-preview service crawlers of share paths go to, e.g. http://127.0.0.1:4020
               (tsx scripts/serve/previewServer.ts); H5_APP_SITE (and H5_APP_LINKS) publish the
               app-link files at /.well-known/ (scripts/serve/appSite.ts)
  --cdn-base   /cdn (default, or $H5_CDN_BASE) or a full URL such as https://cdn.example.net/h5
  --catch-all  campaign that owns the catch-all page (default system)
  --root       repository whose campaigns/* to read (default the one holding this script)
  --origin     a folder origin written by publish (e.g. .cdn): serve its live manifest.json and files
               instead of campaigns/*/dist; regenerate and reload nginx after every publish,
               preview or rollback (the live version ids are in the config)`;

const scriptsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultRoot = path.resolve(scriptsDir, '..');

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      nginx: { type: 'string' },
      listen: { type: 'string' },
      api: { type: 'string' },
      preview: { type: 'string' },
      'cdn-base': { type: 'string' },
      'catch-all': { type: 'string' },
      root: { type: 'string' },
      origin: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
  if (values.origin !== undefined) return fromOrigin(values);
  const repoRoot = values.root ? path.resolve(values.root) : defaultRoot;
  const campaigns = await collectCampaignRoutes(repoRoot);
  const manifest = buildManifest(campaigns, {
    cdnBase: values['cdn-base'],
    catchAllCampaign: values['catch-all'],
  });

  const out = values.out ? path.resolve(values.out) : path.join(scriptsDir, 'dist', 'manifest.json');
  mkdirSync(path.dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(manifest, null, 2)}\n`);

  for (const line of summarize(manifest)) console.log(line);
  console.log(`catch-all -> ${manifest.catchAll.campaign} (${manifest.catchAll.html})`);
  if (!campaigns.some((c) => c.campaign === manifest.catchAll.campaign)) {
    console.warn(`warning: catch-all campaign "${manifest.catchAll.campaign}" is not among campaigns/*`);
  }
  console.log(`wrote ${out} (${manifest.routes.length} paths, ${campaigns.length} campaigns)`);

  if (values.nginx) {
    const campaignDirs = isRemoteCdn(manifest.cdnBase)
      ? undefined
      : Object.fromEntries(
          campaigns.map((c) => [c.campaign, path.join(repoRoot, 'campaigns', c.campaign, 'dist')]),
        );
    writeNginx(manifest, values, { campaignDirs });
  }
  return 0;
}

interface NginxValues {
  nginx?: string;
  listen?: string;
  api?: string;
  preview?: string;
}

/** Writes the config next to a run folder for nginx's pid, logs and temp files; returns the reload command. */
function writeNginx(
  manifest: Manifest,
  values: NginxValues,
  extra: Pick<NginxOptions, 'campaignDirs' | 'originDir'>,
): string {
  const listen = Number(values.listen ?? '8080');
  const conf = path.resolve(values.nginx ?? '');
  const work = path.join(path.dirname(conf), 'nginx-run');
  const text = nginxConfig(manifest, {
    listen,
    ...extra,
    apiUpstream: values.api,
    previewUpstream: values.preview,
    wellKnown: wellKnownFiles(appSiteFrom(process.env.H5_APP_SITE, process.env.H5_APP_LINKS)),
    pidFile: path.join(work, 'nginx.pid'),
    errorLog: path.join(work, 'error.log'),
    accessLog: path.join(work, 'access.log'),
    tempDir: work,
  });
  mkdirSync(work, { recursive: true });
  writeFileSync(conf, text);
  const args = `-c ${conf} -p ${work} -e ${path.join(work, 'error.log')}`;
  console.log(`wrote ${conf}; run: nginx ${args} -g 'daemon off;'`);
  return `nginx ${args} -s reload`;
}

/** The edge config for what a folder origin has live, read from its manifest.json. */
async function fromOrigin(values: Record<string, string | boolean | undefined>): Promise<number> {
  const spec = String(values.origin ?? '');
  const misplaced = ['out', 'cdn-base', 'catch-all', 'root'].filter((k) => values[k] !== undefined);
  if (misplaced.length > 0) {
    throw new Error(
      `--origin takes the CDN base, routes and catch-all from the origin's manifest; drop ${misplaced.map((k) => `--${k}`).join(', ')}`,
    );
  }
  if (!values.nginx) throw new Error('--origin needs --nginx <file>: it only generates the edge config');
  if (spec === '' || /^[a-z0-9]+:\/\//i.test(spec)) {
    throw new Error(`--origin needs a folder (nginx serves the files from disk), got "${spec}"`);
  }
  const dir = path.resolve(spec);
  const file = path.join(dir, LIVE_MANIFEST_KEY);
  let live: PublishedManifest | null;
  try {
    live = await readLiveManifest(new FolderOrigin(dir));
  } catch (e) {
    throw new Error(`${file} cannot be used: ${(e as Error).message.replace(/; nothing changed$/, '')}`);
  }
  if (!live) {
    throw new Error(
      `${file} does not exist: publish a campaign to ${dir} first (npm run publish:campaign <c>)`,
    );
  }
  if (
    typeof live.cdnBase !== 'string' ||
    !Array.isArray(live.routes) ||
    typeof live.catchAll?.campaign !== 'string' ||
    typeof live.catchAll.html !== 'string'
  ) {
    throw new Error(`${file} has an unknown format (no cdnBase, routes or catchAll)`);
  }

  for (const line of summarize(live)) console.log(line);
  console.log(`catch-all -> ${live.catchAll.campaign} (${live.catchAll.html || 'not published: plain 404'})`);
  console.log(`manifest generation ${live.generation} of ${dir}`);
  const reload = writeNginx(live, values as NginxValues, { originDir: dir });
  console.log(
    `after every publish, preview or rollback, run this again and reload nginx (${reload}): the version ids are written into the config`,
  );
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`manifest: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
