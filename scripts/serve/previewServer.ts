// The link-preview service the nginx edge sends crawlers' requests of share paths to
// (`npm run manifest -- --nginx … --preview http://127.0.0.1:4020`): the item's own preview,
// read from the API (preview.ts). Only crawlers reach it, so it answers whatever comes.
//
// tsx scripts/serve/previewServer.ts --api <url> [--port 4020] [--host 127.0.0.1]
//   [--share-dist campaigns/share/dist] [--public-origin https://share.example]

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { createPreviewHandler, genericImageOf, type PreviewHandlerOptions } from './preview.ts';

export async function startPreviewServer(
  opts: PreviewHandlerOptions & { port: number; host?: string },
): Promise<{ server: Server; url: string }> {
  const handle = createPreviewHandler(opts);
  const server = createServer((req, res) => {
    handle(req, res, { force: true })
      .then((done) => {
        if (done) return;
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not a share link');
      })
      .catch((e) => {
        console.error('[preview]', e);
        if (!res.headersSent) res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('Internal error');
      });
  });
  await new Promise<void>((ok, fail) => {
    server.once('error', fail);
    server.listen(opts.port, opts.host ?? '127.0.0.1', () => ok());
  });
  const { port } = server.address() as AddressInfo;
  return { server, url: `http://127.0.0.1:${port}` };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { values } = parseArgs({
    options: {
      api: { type: 'string' },
      port: { type: 'string' },
      host: { type: 'string' },
      'share-dist': { type: 'string' },
      'public-origin': { type: 'string' },
    },
    strict: true,
  });
  if (!values.api) {
    console.error('previewServer: --api <url> is required (the API host the share pages read)');
    process.exit(1);
  }
  const root = resolve(import.meta.dirname, '../..');
  const { url } = await startPreviewServer({
    apiBase: values.api,
    port: Number(values.port ?? 4020),
    host: values.host,
    genericImage: genericImageOf(values['share-dist'] ?? resolve(root, 'campaigns/share/dist')),
    publicOrigin: values['public-origin'],
  });
  console.log(`link previews at ${url} (reading ${values.api})`);
}
