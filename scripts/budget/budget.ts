// npx tsx scripts/budget/budget.ts [campaign...]
// Gzip size of each campaign's initial JS and CSS against its budget; exit 1 when over or unbuilt.
// The budget holds the cold load, shared runtime included; "campaign JS" is the same without the
// runtime, what a web view that opened another campaign before still downloads.
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { budgetKbFor, initialAssets, KB, kb } from './initialAssets.ts';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const campaignsDir = path.join(repoRoot, 'campaigns');

function allCampaigns(): string[] {
  if (!existsSync(campaignsDir)) return [];
  return readdirSync(campaignsDir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && !e.name.startsWith('.') && !e.name.startsWith('_'))
    .map((e) => e.name)
    .sort();
}

function pad(cells: string[], widths: number[]): string {
  return cells.map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0))).join('  ');
}

function main(): number {
  const args = process.argv.slice(2).filter((a) => a !== '--');
  if (args.includes('-h') || args.includes('--help')) {
    console.log('usage: npx tsx scripts/budget/budget.ts [campaign...]   (default: every campaigns/*)');
    return 0;
  }
  const names = args.length > 0 ? args : allCampaigns();
  if (names.length === 0) {
    console.error('budget: no campaigns under campaigns/');
    return 1;
  }
  const header = ['campaign', 'JS gzip kB', 'campaign JS kB', 'CSS gzip kB', 'budget kB', 'status'];
  const rows: string[][] = [];
  const problems: string[] = [];
  let failed = false;
  for (const name of names) {
    const dir = path.join(campaignsDir, name);
    if (!existsSync(dir)) {
      rows.push([name, '-', '-', '-', '-', 'MISSING']);
      problems.push(`${name}: no such campaign (campaigns/${name})`);
      failed = true;
      continue;
    }
    const dist = path.join(dir, 'dist');
    if (!existsSync(path.join(dist, 'index.html'))) {
      rows.push([name, '-', '-', '-', '-', 'NO DIST']);
      problems.push(
        `${name}: no dist/index.html, build first (npx pnpm@10 --filter ./campaigns/${name} build)`,
      );
      failed = true;
      continue;
    }
    const budget = budgetKbFor(dir);
    const a = initialAssets(dist);
    const over = a.jsGzip > budget * KB;
    if (over) failed = true;
    for (const ref of a.missing) problems.push(`${name}: referenced file not found in dist: ${ref}`);
    rows.push([
      name,
      kb(a.jsGzip),
      kb(a.jsGzip - a.runtimeGzip),
      kb(a.cssGzip),
      String(budget),
      over ? 'OVER' : 'OK',
    ]);
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  console.log(pad(header, widths));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(pad(r, widths));
  for (const p of problems) console.error(p);
  return failed ? 1 : 0;
}

try {
  process.exit(main());
} catch (err) {
  console.error(`budget: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
