// Where the review opens the pages: a site of its own serving one build with a fresh sandbox (the
// default, and what publish uses), or a running one (`npm start`) driven through its control
// endpoints. Either way each page is opened on a sandbox seeded anew, its clock stopped at REVIEW_CLOCK.

import type { Server } from 'node:http';
import { ALL_AREAS, createSandbox } from '@h5/sandbox-api';
import type { CampaignRoutes } from '@h5/ui-kit/routes';
import { buildManifest } from '../manifest/manifest.ts';
import { startSite } from '../serve/site.ts';
import { REVIEW_CLOCK, type Stage } from './shots.ts';

export interface ReviewSite {
  url: string;
  stage: Stage;
  close(): Promise<void>;
}

/** Serves `dist` (one campaign's build, its runtime copies included) with its own sandbox. */
export async function ownSite(campaign: CampaignRoutes, dist: string): Promise<ReviewSite> {
  const sandbox = createSandbox({ areas: ALL_AREAS });
  const manifest = buildManifest([campaign], { cdnBase: '/cdn' });
  const { server, url } = await startSite({
    sandbox,
    manifest,
    campaignDirs: { [campaign.campaign]: dist },
    campaigns: [campaign],
    port: 0,
    appSite: { site: '', links: '' },
  });
  return {
    url,
    stage: {
      reset: async () => {
        sandbox.reset({ frozenAt: REVIEW_CLOCK });
      },
    },
    close: () => new Promise<void>((r) => (server as Server).close(() => r())),
  };
}

/** A site already running with the sandbox's control endpoints (`npm start`). */
export function runningSite(url: string): ReviewSite {
  const post = async (path: string, body: unknown) => {
    const r = await fetch(new URL(path, url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!r.ok) throw new Error(`${url}${path} answered ${r.status}: is it the local site (npm start)?`);
  };
  return {
    url: url.replace(/\/$/, ''),
    stage: {
      reset: async () => {
        await post('/__sandbox/reset', { freeze: REVIEW_CLOCK });
      },
    },
    close: async () => {},
  };
}
