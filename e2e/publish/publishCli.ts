// The publish command as a campaign manager runs it (`npm run publish:… -- …`), for the suites
// that test it end to end: its exit code and everything it printed.

import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { REPO_ROOT } from '../config.ts';

const CLI = join(REPO_ROOT, 'scripts', 'publish', 'cli.ts');
const TSX = join(REPO_ROOT, 'node_modules', '.bin', 'tsx');

export function publishCli(
  args: string[],
  env: NodeJS.ProcessEnv = {},
): Promise<{ code: number; out: string }> {
  return new Promise((resolve) => {
    const child = spawn(TSX, [CLI, ...args], { cwd: REPO_ROOT, env: { ...process.env, ...env } });
    let out = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      out += d;
    });
    child.on('close', (code) => resolve({ code: code ?? 1, out }));
  });
}
