// `npm run new-campaign <name>`: a campaign that builds, is in the manifest, and has a passing e2e suite.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { campaignFiles, validateName } from './template.ts';

const root = resolve(import.meta.dirname, '../..');
const name = process.argv[2] ?? '';
const existing = existsSync(join(root, 'campaigns')) ? readdirSync(join(root, 'campaigns')) : [];
const problem = validateName(name, existing);
if (problem) {
  console.error(`new-campaign: ${problem}`);
  process.exit(1);
}
const dir = join(root, 'campaigns', name);
for (const [file, text] of Object.entries(campaignFiles(name))) {
  mkdirSync(dirname(join(dir, file)), { recursive: true });
  writeFileSync(join(dir, file), text);
  console.log(`  + campaigns/${name}/${file}`);
}
console.log('› linking the workspace');
execFileSync('npx', ['-y', 'pnpm@10', 'install', '--reporter=silent'], { cwd: root, stdio: 'inherit' });
console.log(`
Done. Next:
  H5_ENV=dev npx pnpm@10 --filter ${name} build     build it
  npx pnpm@10 --filter ${name} e2e                   run its suite
  npx pnpm@10 --filter ${name} dev                   work on it with hot reload
Its calls go in packages/core-api/src/contracts/, their sandbox handlers in packages/sandbox-api/src/areas/
(see docs/campaigns.md).`);
