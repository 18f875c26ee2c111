// A real nginx for the edge suites, run unprivileged from a generated config: its pid, logs and
// temp files live in a run folder, so no root and no /var paths are needed.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/**
 * The edge's config as publishing writes it, through the real CLI (the manifest from every
 * campaign's routes.ts, nginx.conf listening on `port`), into `dir`; `args` adds the CLI's
 * own options. Returns the config's path.
 */
export function writeEdgeConfig(
  root: string,
  dir: string,
  port: number,
  args: string[],
  env: NodeJS.ProcessEnv = process.env,
): string {
  const conf = path.join(dir, 'nginx.conf');
  execFileSync(
    path.join(root, 'node_modules', '.bin', 'tsx'),
    [
      'scripts/manifest/cli.ts',
      '--out',
      path.join(dir, 'manifest.json'),
      '--nginx',
      conf,
      '--listen',
      String(port),
      '--cdn-base',
      '/cdn',
      ...args,
    ],
    { cwd: root, stdio: 'pipe', env },
  );
  return conf;
}

export function findNginx(): string {
  for (const p of ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/local/bin/nginx', '/usr/bin/nginx']) {
    if (existsSync(p)) return p;
  }
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim();
  } catch {
    throw new Error(
      'nginx is not installed (looked in /usr/sbin and on PATH): install it with `apt-get install -y nginx`',
    );
  }
}

/** A TCP port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(
  url: string,
  proc: ChildProcess,
  stderr: () => string,
  timeoutMs = 10_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`nginx exited with code ${proc.exitCode}:\n${stderr()}`);
    try {
      await fetch(url, { redirect: 'manual' });
      return;
    } catch {
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  throw new Error(`nginx did not answer on ${url} within ${timeoutMs} ms:\n${stderr()}`);
}

/** Pids of a process's children (nginx's workers), read from /proc. */
function childrenOf(pid: number): number[] {
  const out: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      // Fields after the command name, which may itself hold spaces or parentheses.
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === pid) out.push(Number(name));
    } catch {
      // The process exited while we looked.
    }
  }
  return out;
}

export interface RunningNginx {
  base: string;
  /**
   * Checks the config on disk, sends `nginx -s reload` and waits until every old worker has
   * exited: until then a kept-alive connection may still be answered with the old config.
   */
  reload(): Promise<void>;
  stop(): Promise<void>;
}

/** Tests `conf`, starts nginx in the foreground with `run` as its prefix, waits for `port`. */
export async function startNginx(conf: string, run: string, port: number): Promise<RunningNginx> {
  const bin = findNginx();
  const args = ['-c', conf, '-p', run, '-e', path.join(run, 'error.log')];
  execFileSync(bin, ['-t', '-q', ...args], { stdio: 'pipe' });
  let err = '';
  const proc = spawn(bin, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
  proc.stderr?.on('data', (d: Buffer) => {
    err += d.toString();
  });
  const base = `http://127.0.0.1:${port}`;
  await waitForHttp(`${base}/`, proc, () => err);
  return {
    base,
    async reload() {
      execFileSync(bin, ['-t', '-q', ...args], { stdio: 'pipe' });
      const master = proc.pid ?? 0;
      const old = new Set(childrenOf(master));
      execFileSync(bin, [...args, '-s', 'reload'], { stdio: 'pipe' });
      const deadline = Date.now() + 10_000;
      for (;;) {
        const now = childrenOf(master);
        if (now.length > 0 && now.every((p) => !old.has(p))) return;
        if (proc.exitCode !== null) throw new Error(`nginx exited during reload:\n${err}`);
        if (Date.now() > deadline) throw new Error(`nginx reload did not finish within 10 s:\n${err}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
    async stop() {
      if (proc.exitCode !== null) return;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (proc.exitCode === null) proc.kill('SIGKILL');
    },
  };
}
