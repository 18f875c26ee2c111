// npm run review -- <campaign> [--site http://localhost:8001] [--origin .cdn] [--dist dir] [--no-axe]
// Photographs every screen of a campaign's build and writes the review page, compared with the
// live version's screens kept on the origin, to reports/review/<campaign>/index.html.

import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCampaignRoutes } from '../manifest/collect.ts';
import { gitCommit } from '../publish/git.ts';
import { FolderOrigin } from '../publish/origin.ts';
import { readDist, versionId } from '../publish/publish.ts';
import { s3FromUrl } from '../publish/s3.ts';
import { gateFindings } from './record.ts';
import { runReview } from './review.ts';

const USAGE = `usage: npm run review -- <campaign> [options]
  --site <url>     photograph a running site (npm start) instead of the review's own server
  --origin <dir|s3://bucket/prefix>  where the live version's screens are kept
                   (default $H5_ORIGIN or .cdn/)
  --dist <dir>     the build to review (default campaigns/<campaign>/dist)
  --out <dir>      where the page is written (default reports/review)
  --no-axe         the cheap perception checks only (axe-core takes seconds a screen)
  --only <regexp>  only the screens whose key matches (v-lucky-eggs.ar.signed-in-app.sheet)
Exit 1 when the perception gate fails.`;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv.filter((a) => a !== '--'),
    allowPositionals: true,
    options: {
      site: { type: 'string' },
      origin: { type: 'string' },
      dist: { type: 'string' },
      out: { type: 'string' },
      'no-axe': { type: 'boolean' },
      only: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [campaign] = positionals;
  if (values.help || !campaign) {
    console.log(USAGE);
    return campaign || values.help ? 0 : 2;
  }
  const campaignDir = path.join(repoRoot, 'campaigns', campaign);
  if (!/^[a-z0-9][a-z0-9._-]*$/.test(campaign) || !existsSync(campaignDir)) {
    console.error(`✗ no campaign "${campaign}" under campaigns/`);
    return 1;
  }
  const dist = values.dist ? path.resolve(values.dist) : path.join(campaignDir, 'dist');
  if (!existsSync(path.join(dist, 'index.html'))) {
    console.error(`✗ ${campaign} is not built: H5_ENV=dev npx -y pnpm@10 --filter ${campaign} build`);
    return 1;
  }
  const originSpec = values.origin || process.env.H5_ORIGIN || path.join(repoRoot, '.cdn');
  const liveFrom = originSpec.startsWith('s3://')
    ? s3FromUrl(originSpec)
    : new FolderOrigin(path.resolve(originSpec));
  const outDir = path.resolve(values.out ?? path.join(repoRoot, 'reports', 'review'));
  const routes = await loadCampaignRoutes(repoRoot, campaign);
  const id = versionId(await readDist(dist));
  const result = await runReview({
    campaign: routes,
    campaignDir,
    dist,
    version: { id, time: new Date().toISOString(), commit: gitCommit(repoRoot, campaign) },
    out: { origin: new FolderOrigin(outDir), prefix: `${campaign}/` },
    liveFrom,
    siteUrl: values.site,
    axe: !values['no-axe'],
    only: values.only ? (spec) => new RegExp(values.only!).test(spec.key) : undefined,
    progress: (l) => console.log(`› ${l}`),
  });
  const findings = gateFindings(result.record);
  const changed = result.compared.filter((c) => c.status !== 'unchanged').length;
  console.log(
    `${campaign} ${id}: ${result.compared.length} screen${result.compared.length === 1 ? '' : 's'}, ${changed} to look at, perception gate ${findings.length ? `fails (${findings.length})` : 'passes'}`,
  );
  for (const f of findings) console.log(`  ${f}`);
  console.log(`review: ${pathToFileURL(path.join(outDir, result.pageKey))}`);
  return findings.length ? 1 : 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`✗ ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
