// One review, start to end: photograph and judge every screen of a build, measure its budget,
// compare each screen with the live version's kept screens, and write the pictures, the record
// and the page beside each other.

import type { CampaignRoutes } from '@h5/ui-kit/routes';
import { shippedLanguages } from '../../e2e/cross-campaign/visits.ts';
import { budgetKbFor, initialAssets, KB } from '../budget/initialAssets.ts';
import type { Origin } from '../publish/origin.ts';
import { readLiveManifest } from '../publish/publish.ts';
import { type Compared, compareShots } from './compare.ts';
import { diffFile, liveFile, reviewPage, shotFile } from './page.ts';
import {
  putFile,
  REVIEW_PAGE,
  REVIEW_RECORD,
  type ReviewRecord,
  readPictures,
  readRecord,
  reviewPrefix,
  type VersionInfo,
} from './record.ts';
import { launch, REVIEW_CLOCK, type ShotSpec, takeShots } from './shots.ts';
import { ownSite, runningSite } from './site.ts';

export interface RunReviewOptions {
  campaign: CampaignRoutes;
  /** campaigns/<c>: its shipped languages and budget. */
  campaignDir: string;
  /** The build photographed (served by the review's own site unless `siteUrl`). */
  dist: string;
  version: VersionInfo;
  /** Where the review is written: an origin and a folder key ending in `/`. */
  out: { origin: Origin; prefix: string };
  /** The origin whose live version's review this one is compared with. */
  liveFrom: Origin | null;
  /** A running site (`npm start`) instead of the review's own. */
  siteUrl?: string;
  axe?: boolean;
  only?: (spec: ShotSpec) => boolean;
  progress?: (line: string) => void;
}

export interface ReviewResult {
  record: ReviewRecord;
  compared: Compared[];
  /** The page's key in `out.origin`. */
  pageKey: string;
}

export async function runReview(opts: RunReviewOptions): Promise<ReviewResult> {
  const name = opts.campaign.campaign;
  const languages = ['en', ...shippedLanguages(opts.campaignDir)];
  const site = opts.siteUrl ? runningSite(opts.siteUrl) : await ownSite(opts.campaign, opts.dist);
  const browser = await launch();
  let shots: Awaited<ReturnType<typeof takeShots>>;
  try {
    shots = await takeShots({
      browser,
      siteUrl: site.url,
      stage: site.stage,
      campaign: opts.campaign,
      languages,
      axe: opts.axe,
      only: opts.only,
      progress: opts.progress,
    });
  } finally {
    await browser.close();
    await site.close();
  }

  let budget: ReviewRecord['budget'] = null;
  try {
    const a = initialAssets(opts.dist);
    const budgetKb = budgetKbFor(opts.campaignDir);
    budget = { jsKb: a.jsGzip / KB, cssKb: a.cssGzip / KB, budgetKb, over: a.jsGzip > budgetKb * KB };
  } catch {
    // A build the budget cannot read is still reviewed; the page says "not measured".
  }
  const record: ReviewRecord = {
    campaign: name,
    version: opts.version,
    clock: new Date(REVIEW_CLOCK).toISOString(),
    budget,
    shots: shots.map(({ png, ...s }) => ({ ...s, file: png ? shotFile(s.key) : null })),
  };

  const liveState = opts.liveFrom ? (await readLiveManifest(opts.liveFrom))?.campaigns[name] : undefined;
  const liveId = liveState?.live ?? null;
  const liveForced = liveState?.versions.find((v) => v.id === liveId)?.forced;
  const livePrefix = liveId ? reviewPrefix(name, liveId) : null;
  const live = opts.liveFrom && livePrefix ? await readRecord(opts.liveFrom, livePrefix) : null;
  const livePics =
    live && opts.liveFrom && livePrefix ? await readPictures(opts.liveFrom, livePrefix, live) : null;
  // A reduced review (--only) leaves the live version's other screens out, not "gone".
  const liveSpecs = (live?.shots ?? []).filter((x) => !opts.only || opts.only(x));
  const compared = await compareShots(shots, livePics, liveSpecs);

  const { origin, prefix } = opts.out;
  for (const s of shots) if (s.png) await putFile(origin, `${prefix}${shotFile(s.key)}`, s.png);
  for (const [key, png] of livePics ?? []) await putFile(origin, `${prefix}${liveFile(key)}`, png);
  for (const c of compared) if (c.diff) await putFile(origin, `${prefix}${diffFile(c.spec.key)}`, c.diff);
  await putFile(origin, `${prefix}${REVIEW_RECORD}`, `${JSON.stringify(record, null, 2)}\n`);
  const pageKey = `${prefix}${REVIEW_PAGE}`;
  await putFile(origin, pageKey, reviewPage({ record, live, liveId, liveForced, compared }));
  return { record, compared, pageKey };
}
