// `npm start`: serves every built campaign by the manifest, with the sandbox API, on one port.

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { ALL_AREAS, createSandbox } from '@h5/sandbox-api';
import { collectCampaignRoutes } from '../manifest/collect.ts';
import { buildManifest } from '../manifest/manifest.ts';
import { startSite } from './site.ts';

const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 8001);

const campaigns = await collectCampaignRoutes(root);
const campaignDirs: Record<string, string> = {};
for (const c of campaigns) {
  const dist = join(root, 'campaigns', c.campaign, 'dist');
  if (existsSync(join(dist, 'index.html'))) campaignDirs[c.campaign] = dist;
  else console.warn(`! ${c.campaign} is not built (run the build first)`);
}
const manifest = buildManifest(campaigns, { cdnBase: '/cdn' });
// What `publish` wrote to the folder origin wins over the build folders for the campaigns it holds.
const originEnv = process.env.H5_ORIGIN;
const originDir = originEnv && !originEnv.startsWith('s3://') ? resolve(originEnv) : join(root, '.cdn');
if (existsSync(join(originDir, 'manifest.json'))) console.log(`› published campaigns from ${originDir}`);
const sandbox = createSandbox({ areas: ALL_AREAS });
const { url } = await startSite({
  sandbox,
  manifest,
  campaignDirs,
  campaigns,
  originDir,
  port,
  host: process.env.HOST ?? '127.0.0.1',
});

console.log(`\nCampaign pages with the sandbox API at ${url}/\n`);
for (const c of campaigns) {
  const first = c.examples?.[0] ?? c.routes[0]?.path ?? '/';
  console.log(`  ${c.campaign.padEnd(18)} ${url}${first}`);
}
console.log(`\nAdd fake_app=1 to a URL to open it as the app would. Ctrl+C stops.`);
