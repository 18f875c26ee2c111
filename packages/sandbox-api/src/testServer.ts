// For the package's own tests: a sandbox served over real HTTP on a free loopback port for one
// test file, started before its tests, reset before each, closed after. Not a public export.

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { AreaDefinition } from './area.ts';
import { handleControl } from './control.ts';
import { createSandbox, type Sandbox } from './server.ts';

export interface ServedSandbox {
  sandbox: Sandbox;
  /** `http://127.0.0.1:<port>`, known once the file's tests start. */
  readonly origin: string;
}

export function serveSandbox(areas: AreaDefinition<unknown>[]): ServedSandbox {
  const sandbox = createSandbox({ areas });
  let server: Server | undefined;
  let origin = '';
  beforeAll(async () => {
    server = createServer((req, res) => {
      void (async () => {
        if (await handleControl(sandbox, req, res)) return;
        if (!(await sandbox.handle(req, res))) {
          res.writeHead(404);
          res.end();
        }
      })();
    });
    await new Promise<void>((r) => server!.listen(0, '127.0.0.1', () => r()));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => (server ? server.close(() => r()) : r())));
  beforeEach(() => sandbox.reset());
  return {
    sandbox,
    get origin() {
      return origin;
    },
  };
}
