// tsx scripts/manifest/cli.ts [--out <file>] [--nginx <file> [--listen 8080] [--api <url>]] [--cdn-base /cdn]
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { collectCampaignRoutes } from './collect.ts';
import { buildManifest, isRemoteCdn, summarize } from './manifest.ts';
import { nginxConfig } from './nginx.ts';

const USAGE = `usage: tsx scripts/manifest/cli.ts [--out <file>] [--nginx <file>] [--listen <port>] [--api <url>] [--cdn-base <path|url>] [--catch-all <campaign>] [--root <repo>]
  --out        manifest JSON (default scripts/dist/manifest.json); relative paths are from the current folder
  --nginx      also write an nginx.conf there (local mode serves <cdn-base>/<c>/ from campaigns/<c>/dist)
  --listen     port for the nginx server (default 8080)
  --api        upstream for non-page, non-CDN calls, e.g. http://127.0.0.1:4010
  --cdn-base   /cdn (default, or $H5_CDN_BASE) or a full URL such as https://cdn.example.net/h5
  --catch-all  campaign that owns the catch-all page (default system)
  --root       repository whose campaigns/* to read (default the one holding this script)`;

const scriptsDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const defaultRoot = path.resolve(scriptsDir, '..');

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      out: { type: 'string' },
      nginx: { type: 'string' },
      listen: { type: 'string' },
      api: { type: 'string' },
      'cdn-base': { type: 'string' },
      'catch-all': { type: 'string' },
      root: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    return 0;
  }
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
    const listen = Number(values.listen ?? '8080');
    const conf = path.resolve(values.nginx);
    const work = path.join(path.dirname(conf), 'nginx-run');
    mkdirSync(work, { recursive: true });
    const campaignDirs = isRemoteCdn(manifest.cdnBase)
      ? undefined
      : Object.fromEntries(
          campaigns.map((c) => [c.campaign, path.join(repoRoot, 'campaigns', c.campaign, 'dist')]),
        );
    const text = nginxConfig(manifest, {
      listen,
      campaignDirs,
      apiUpstream: values.api,
      pidFile: path.join(work, 'nginx.pid'),
      errorLog: path.join(work, 'error.log'),
      accessLog: path.join(work, 'access.log'),
      tempDir: work,
    });
    writeFileSync(conf, text);
    console.log(
      `wrote ${conf}; run: nginx -c ${conf} -p ${work} -e ${path.join(work, 'error.log')} -g 'daemon off;'`,
    );
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`manifest: ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
