// `npm run new-campaign <name>`: a campaign that builds, is in the manifest, and has a passing
// e2e suite, with its call's contract in core-api and its sandbox area, registered.

import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { areaFile, camel, campaignFiles, contractFile, registerArea, validateName } from './template.ts';

const root = resolve(import.meta.dirname, '../..');
const name = process.argv[2] ?? '';
const existing = existsSync(join(root, 'campaigns')) ? readdirSync(join(root, 'campaigns')) : [];
const problem = validateName(name, existing);
if (problem) {
  console.error(`new-campaign: ${problem}`);
  process.exit(1);
}
const contract = join(root, 'packages/core-api/src/contracts', `${camel(name)}.ts`);
const area = join(root, 'packages/sandbox-api/src/areas', `${camel(name)}.ts`);
const areas = join(root, 'packages/sandbox-api/src/areas/index.ts');
for (const file of [contract, area]) {
  if (existsSync(file)) {
    console.error(`new-campaign: ${relative(root, file)} already exists`);
    process.exit(1);
  }
}
// Checked before anything is written, so a refusal leaves no half-made campaign.
const registered = registerArea(readFileSync(areas, 'utf8'), name);

const write = (file: string, text: string) => {
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, text);
  console.log(`  + ${relative(root, file)}`);
};
const dir = join(root, 'campaigns', name);
for (const [file, text] of Object.entries(campaignFiles(name))) write(join(dir, file), text);
write(contract, contractFile(name));
write(area, areaFile(name));
writeFileSync(areas, registered);
console.log(`  ~ ${relative(root, areas)}`);
console.log('› linking the workspace');
execFileSync('npx', ['-y', 'pnpm@10', 'install', '--reporter=silent'], { cwd: root, stdio: 'inherit' });
// The linter's import order is the one the templates must follow; letting it sort what was
// written keeps a new campaign green without the templates having to predict each name's place.
execFileSync('npx', ['biome', 'check', '--write', dir, contract, area, areas], {
  cwd: root,
  stdio: 'inherit',
});
console.log(`
Done. Next:
  H5_ENV=dev npx -y pnpm@10 --filter ${name} build     build it
  npx -y pnpm@10 --filter ${name} e2e                   run its suite
  npx -y pnpm@10 --filter ${name} dev                   work on it with hot reload
Its call is marked "not from the spec": replace it with the spec's calls of the area, or list it in
docs/api-gaps.md (see docs/campaigns.md).`);
