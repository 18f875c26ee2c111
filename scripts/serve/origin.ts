// The local site's view of a folder origin written by `publish`: its live manifest and which
// published HTML answers a page path, the way the CDN edge resolves it.

import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { htmlFor, type Manifest } from '../manifest/manifest.ts';
import {
  isVersionId,
  LIVE_MANIFEST_KEY,
  PREVIEW_PARAM,
  type PublishedManifest,
  versionHtmlKey,
} from '../publish/publish.ts';

export { PREVIEW_PARAM };

export interface LiveOrigin {
  dir: string;
  /** The live manifest, re-read when the file changes; null when nothing is published. */
  manifest(): PublishedManifest | null;
}

export function liveOrigin(dir: string): LiveOrigin {
  let cached: { ino: number; mtimeMs: number; size: number; m: PublishedManifest | null } | null = null;
  return {
    dir,
    manifest() {
      const file = join(dir, LIVE_MANIFEST_KEY);
      let st: import('node:fs').Stats;
      try {
        st = statSync(file);
      } catch {
        cached = null;
        return null;
      }
      if (cached && cached.ino === st.ino && cached.mtimeMs === st.mtimeMs && cached.size === st.size)
        return cached.m;
      let m: PublishedManifest | null = null;
      try {
        const parsed = JSON.parse(readFileSync(file, 'utf8')) as PublishedManifest;
        if (parsed?.version === 1 && parsed.campaigns && Array.isArray(parsed.routes)) m = parsed;
      } catch {
        // A manifest is replaced by rename, so a parse failure means a hand-edited file: ignore it
        // and keep serving the build folders rather than failing every page.
      }
      cached = { ino: st.ino, mtimeMs: st.mtimeMs, size: st.size, m };
      return m;
    },
  };
}

/** Origin key of a manifest HTML URL (`/cdn/system/versions/x/index.html` → `system/versions/x/index.html`). */
function keyOf(m: PublishedManifest, html: string): string | null {
  const prefix = `${m.cdnBase}/`;
  return html.startsWith(prefix) ? html.slice(prefix.length) : null;
}

/**
 * The published HTML for a page path: a preview version when `preview` names one of the
 * page's campaign, else the live version's. Null when the campaign is not published (the caller
 * then serves the local build). `source` (from route declarations) places pages of campaigns
 * that have a preview but are not live yet.
 */
export function publishedPage(
  published: PublishedManifest,
  source: Manifest,
  pathname: string,
  preview: string | null,
): { key: string; status: number } | null {
  const live = htmlFor(published, pathname);
  const declared = htmlFor(source, pathname);
  if (preview && isVersionId(preview)) {
    const campaign = live.catchAll ? declared.campaign : live.campaign;
    const state = published.campaigns[campaign];
    if (state?.versions.some((v) => v.id === preview)) {
      return {
        key: versionHtmlKey(campaign, preview),
        status: live.catchAll && declared.catchAll ? 404 : 200,
      };
    }
  }
  if (!live.catchAll) {
    const key = keyOf(published, live.html);
    return key ? { key, status: 200 } : null;
  }
  // A path no published campaign owns but a local build does: let the build folder answer.
  if (!declared.catchAll) return null;
  const key = live.html ? keyOf(published, live.html) : null;
  return key ? { key, status: 404 } : null;
}
