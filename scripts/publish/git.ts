import { spawnSync } from 'node:child_process';

/** The commit a campaign's build comes from, `-dirty` when its sources differ from it. */
export function gitCommit(repoRoot: string, campaign: string): string {
  const head = spawnSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' });
  if (head.status !== 0) return 'unknown';
  const dirty = spawnSync(
    'git',
    ['status', '--porcelain', '--', `campaigns/${campaign}`, 'packages', 'pnpm-lock.yaml'],
    { cwd: repoRoot, encoding: 'utf8' },
  );
  return `${head.stdout.trim()}${dirty.stdout.trim() ? '-dirty' : ''}`;
}
