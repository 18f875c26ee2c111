// tsx scripts/publish/cli.ts publish|preview|rollback|list …  (see USAGE)

import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { loadCampaignRoutes } from '../manifest/collect.ts';
import { normalizeCdnBase } from '../manifest/manifest.ts';
import { gateVerdict } from '../review/gate.ts';
import { gateFindings, reviewPrefix } from '../review/record.ts';
import { runReview } from '../review/review.ts';
import { gitCommit } from './git.ts';
import { FolderOrigin, type Origin } from './origin.ts';
import {
  listLines,
  PREVIEW_PARAM,
  PublishError,
  readDist,
  readLiveManifest,
  rollback,
  uploadVersion,
} from './publish.ts';
import { s3FromUrl } from './s3.ts';

const USAGE = `usage:
  publish <campaign>            build the campaign alone, upload it and make it live
  preview <campaign>            build and upload it without making it live; prints its URL
  rollback <campaign> [version] make an earlier version live again (default: the one before)
  list                          each campaign's live and recent versions
options:
  --origin <dir|s3://bucket/prefix>  default $H5_ORIGIN or .cdn/ at the repository root
                                     (S3: $H5_S3_ENDPOINT, $H5_S3_REGION, AWS_* credentials)
  --no-build                         upload campaigns/<c>/dist as it is
  --dist <dir>                       upload this build folder instead (implies --no-build)
  --site <url>                       where the edge serves pages, for printed URLs
                                     (default $H5_SITE_URL or http://localhost:8001)
  --force "<reason>"                 publish: make it live although its perception gate fails;
                                     the reason is kept with the version (publish:list shows it)
  --no-review                        publish and preview without the review (publish: only
                                     with --force, since the gate is then not run)
  --no-axe                           the review without axe-core (the cheap checks only)
  --only <regexp>                    review only the screens whose key matches (a quick look;
                                     publish: only with --force, the gate is then partial)
The CDN base is $H5_CDN_BASE or /cdn, as in the build.`;

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const say = (line: string) => console.log(`› ${line}`);

function originFrom(spec: string | undefined, root = repoRoot): Origin {
  const s = spec || process.env.H5_ORIGIN || path.join(root, '.cdn');
  if (s.startsWith('s3://')) return s3FromUrl(s);
  return new FolderOrigin(path.resolve(s));
}

/** Builds one campaign through turbo (its cache answers when nothing changed). */
function build(campaign: string): Promise<void> {
  return new Promise((resolve, reject) => {
    // Through pnpm, because turbo looks the package manager up on PATH.
    const child = spawn(
      'npx',
      ['-y', 'pnpm@10', 'exec', 'turbo', 'run', 'build', `--filter=${campaign}`, '--output-logs=errors-only'],
      {
        cwd: repoRoot,
        env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1', DO_NOT_TRACK: '1' },
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('error', (e) => reject(new PublishError(`cannot run turbo: ${e.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve();
      else {
        const tail = out.trim().split('\n').slice(-25).join('\n');
        reject(
          new PublishError(`the build of ${campaign} failed (exit ${code}); nothing published\n${tail}`),
        );
      }
    });
  });
}

function previewUrl(site: string, example: string, id: string): string {
  const u = new URL(example, site);
  u.searchParams.set(PREVIEW_PARAM, id);
  return u.toString();
}

async function main(argv: string[]): Promise<number> {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      origin: { type: 'string' },
      'no-build': { type: 'boolean' },
      dist: { type: 'string' },
      site: { type: 'string' },
      force: { type: 'string' },
      'no-review': { type: 'boolean' },
      'no-axe': { type: 'boolean' },
      only: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, campaign, version] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return command ? 0 : 2;
  }
  const origin = originFrom(values.origin);
  const site = values.site ?? process.env.H5_SITE_URL ?? 'http://localhost:8001';

  if (command === 'list') {
    for (const line of listLines(await readLiveManifest(origin))) console.log(line);
    return 0;
  }
  if (!campaign) throw new PublishError(`${command} needs a campaign name\n${USAGE}`);
  if (!/^[a-z0-9][a-z0-9._-]*$/.test(campaign) || !existsSync(path.join(repoRoot, 'campaigns', campaign))) {
    throw new PublishError(`no campaign "${campaign}" under campaigns/`);
  }

  if (command === 'rollback') {
    const r = await rollback(origin, campaign, version, say);
    console.log(`${campaign} version ${r.id} is live again on ${origin.describe}`);
    return 0;
  }
  if (command !== 'publish' && command !== 'preview')
    throw new PublishError(`unknown command "${command}"\n${USAGE}`);

  const force = values.force;
  if (force !== undefined && !force.trim()) throw new PublishError('--force needs a reason: --force "<why>"');
  const review = !values['no-review'];
  if (command === 'publish' && (!review || values.only) && force === undefined) {
    throw new PublishError(
      `${values.only ? '--only' : '--no-review'} leaves screens out of the perception gate, so publish needs --force "<reason>" with it`,
    );
  }
  const only = values.only ? new RegExp(values.only) : null;
  const routes = await loadCampaignRoutes(repoRoot, campaign);
  if (!values['no-build'] && !values.dist) {
    say(`building ${campaign} (turbo, cache respected)`);
    await build(campaign);
  }
  const dist = values.dist ? path.resolve(values.dist) : path.join(repoRoot, 'campaigns', campaign, 'dist');
  const files = await readDist(dist);
  say(`${files.length} files in ${path.relative(repoRoot, dist)}`);
  const commit = gitCommit(repoRoot, campaign);
  const cdnBase = normalizeCdnBase(process.env.H5_CDN_BASE);
  let reviewUrl = null as string | null;
  const r = await uploadVersion({
    origin,
    campaign,
    routes,
    files,
    commit,
    kind: command === 'publish' ? 'live' : 'preview',
    progress: say,
    beforeManifest: async (id) => {
      if (!review) return command === 'publish' && force ? { forced: force } : {};
      say(`reviewing ${campaign} ${id}: every route, language and way in (scripts/review)`);
      const prefix = reviewPrefix(campaign, id);
      const result = await runReview({
        campaign: routes,
        campaignDir: path.join(repoRoot, 'campaigns', campaign),
        dist,
        version: { id, time: new Date().toISOString(), commit },
        out: { origin, prefix },
        liveFrom: origin,
        axe: !values['no-axe'],
        only: only ? (spec) => only.test(spec.key) : undefined,
        progress: (l) => say(`  ${l}`),
      });
      reviewUrl = new URL(`${cdnBase}/${result.pageKey}`, site).toString();
      const changed = result.compared.filter((c) => c.status !== 'unchanged').length;
      say(
        `review: ${result.compared.length} screen${result.compared.length === 1 ? '' : 's'}, ${changed} to look at: ${reviewUrl}`,
      );
      // A partial review is no gate: the version says it was forced, whatever the screens showed.
      if (command === 'publish' && only)
        return { ...gateVerdict(result.record, reviewUrl, force), forced: force };
      if (command === 'publish') return gateVerdict(result.record, reviewUrl, force);
      return { review: { findings: gateFindings(result.record).length, page: reviewUrl } };
    },
  });
  const example = routes.examples?.[0] ?? routes.routes[0]?.path ?? '/';
  if (command === 'publish') {
    console.log(`${campaign} version ${r.id} is live on ${origin.describe}: ${new URL(example, site)}`);
  } else {
    console.log(
      `${campaign} preview ${r.id} on ${origin.describe} (not live): ${previewUrl(site, example, r.id)}`,
    );
  }
  if (reviewUrl) console.log(`review of ${campaign} ${r.id}: ${reviewUrl}`);
  return 0;
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (err: unknown) => {
    console.error(`✗ ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  },
);
