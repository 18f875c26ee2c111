// Reads every campaign's route declarations (campaigns/*/src/routes.ts) under Node.
import { existsSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CampaignRoutes } from '@h5/ui-kit/routes';

/** Campaign folder names under `<repoRoot>/campaigns`, sorted (hidden folders skipped). */
export async function listCampaigns(repoRoot: string): Promise<string[]> {
  const dir = path.join(repoRoot, 'campaigns');
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { withFileTypes: true });
  return entries
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !e.name.startsWith('_'))
    .map((e) => e.name)
    .sort();
}

function isCampaignRoutes(v: unknown): v is CampaignRoutes {
  if (typeof v !== 'object' || v === null) return false;
  const o = v as Record<string, unknown>;
  return typeof o.campaign === 'string' && typeof o.title === 'string' && Array.isArray(o.routes);
}

export async function loadCampaignRoutes(repoRoot: string, name: string): Promise<CampaignRoutes> {
  const file = path.join(repoRoot, 'campaigns', name, 'src', 'routes.ts');
  if (!existsSync(file)) {
    throw new Error(
      `campaign "${name}" has no route declarations: expected ${path.relative(repoRoot, file)}`,
    );
  }
  let mod: { default?: unknown };
  try {
    mod = (await import(pathToFileURL(file).href)) as { default?: unknown };
  } catch (err) {
    throw new Error(`campaign "${name}": cannot import src/routes.ts: ${(err as Error).message}`);
  }
  const routes = mod.default;
  if (!isCampaignRoutes(routes)) {
    throw new Error(
      `campaign "${name}": src/routes.ts must default-export defineRoutes({ campaign, title, routes })`,
    );
  }
  if (routes.campaign !== name) {
    throw new Error(
      `campaign "${name}": src/routes.ts declares campaign "${routes.campaign}", which must equal the folder name "${name}"`,
    );
  }
  return routes;
}

/** Every campaign's routes, in folder order. Throws naming the first campaign that is broken. */
export async function collectCampaignRoutes(repoRoot: string): Promise<CampaignRoutes[]> {
  const names = await listCampaigns(repoRoot);
  const out: CampaignRoutes[] = [];
  for (const name of names) out.push(await loadCampaignRoutes(repoRoot, name));
  return out;
}
