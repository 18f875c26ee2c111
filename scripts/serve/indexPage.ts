// http://localhost:8001/: every campaign with its routes, and links that open it as the app would.

import { SIGNED_IN_USERS } from '@h5/sandbox-api';
import type { CampaignRoutes } from '@h5/ui-kit/routes';
import { flattenRoutes } from '@h5/ui-kit/routes';

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

export function indexPage(campaigns: CampaignRoutes[]): string {
  const users = SIGNED_IN_USERS.map(
    (u) => `<a href="/__sandbox/login?uid=${u.uid}&to=/">${esc(u.stage_name)} (${u.uid}, ${u.country})</a>`,
  ).join(' · ');
  const rows = campaigns
    .map((c) => {
      const examples = (c.examples ?? [c.routes[0]?.path ?? '/']).map((ex) => {
        const inApp = `${ex}${ex.includes('?') ? '&' : '?'}fake_app=1`;
        return `<li><a href="${esc(ex)}">${esc(ex)}</a> — <a href="${esc(inApp)}">open as the app</a></li>`;
      });
      const routes = flattenRoutes(c.routes)
        .map((r) => `<code>${esc(r.path)}</code>`)
        .join(' ');
      return `<section><h2>${esc(c.campaign)}</h2><p>${esc(c.title)}</p><ul>${examples.join('')}</ul><details><summary>Routes</summary><p>${routes}</p></details></section>`;
    })
    .join('');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Campaigns (local)</title>
<style>body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:720px;padding:16px}section{border-top:1px solid #ddd;padding:8px 0}code{background:#f3f3f3;padding:1px 4px;margin:2px;display:inline-block}</style></head>
<body><h1>Campaign pages, served locally with the sandbox API</h1>
<p>Sign in as: ${users} · <a href="/__sandbox/logout?to=/">sign out</a></p>${rows}</body></html>`;
}
