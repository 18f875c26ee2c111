// The sandbox's generated images (avatars, prize and channel icons): one GET route each, answering
// the SVG a file name stands for, or 404 when it stands for none. Spec 9's width tiers of an image
// (`name@200.svg`, `name@800.svg`, as a CDN serves them) answer the same drawing: a vector has
// every width.

import type { RawRoute } from '../area.ts';
import { str } from '../area.ts';

/** A route at `path` (with a `{file}` placeholder) serving `svgFor(file)`, cached a day. */
export function svgRoute<S>(path: string, svgFor: (file: string) => string | null | undefined): RawRoute<S> {
  return {
    method: 'GET',
    path,
    handle(_req, res, ctx) {
      const svg = svgFor((str(ctx.params.file) ?? '').replace(/@(?:200|800)(?=\.svg$)/, ''));
      if (!svg) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        res.end('Not found');
        return;
      }
      res.writeHead(200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=86400' });
      res.end(svg);
    },
  };
}
