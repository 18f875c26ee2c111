// The review page a campaign manager reads before a version goes live: per route a grid of
// language × way in, the screens that changed first with the live version's beside them and the
// difference, the unchanged ones folded away, each finding of the perception gate linked to its
// screen, the budget, and the time and commit of both versions. Every text in it is escaped:
// route examples, findings and commits are data, never markup.

import { escapeHtml as e } from '../serve/preview.ts';
import { type Compared, fold, readingOrder } from './compare.ts';
import type { ReviewRecord } from './record.ts';

const pct = (share: number) =>
  share === 0 ? '0%' : share < 0.001 ? '<0.1%' : `${(share * 100).toFixed(share < 0.1 ? 1 : 0)}%`;

const STATUS_TEXT: Record<Compared['status'], string> = {
  missing: 'not photographed',
  changed: 'changed',
  new: 'new (not in the live version)',
  gone: 'gone (only in the live version)',
  unchanged: 'unchanged',
};

export const shotFile = (key: string) => `${key}.png`;
export const liveFile = (key: string) => `live/${key}.png`;
export const diffFile = (key: string) => `diff/${key}.png`;
const anchor = (key: string) => `shot-${key}`;

function label(c: Compared): string {
  const s = c.spec;
  return `${s.route} · ${s.lang} · ${s.variant}${s.sheet ? ` · “${s.sheet}” sheet open` : ''}`;
}

function figure(src: string | null, caption: string): string {
  return `<figure>${src ? `<a href="${e(src)}"><img src="${e(src)}" alt="${e(caption)}" loading="lazy" width="360" height="640"></a>` : '<div class="none">none</div>'}<figcaption>${e(caption)}</figcaption></figure>`;
}

function card(c: Compared, record: ReviewRecord): string {
  const shot = record.shots.find((s) => s.key === c.spec.key);
  const faults = shot?.faults ?? [];
  const current = c.status === 'gone' ? null : (shot?.file ?? null);
  const live = c.status === 'new' || c.status === 'missing' ? null : liveFile(c.spec.key);
  return `<article class="card ${c.status}" id="${e(anchor(c.spec.key))}">
<h3>${e(label(c))}</h3>
<p class="status">${e(STATUS_TEXT[c.status])}${c.status === 'changed' ? `: ${e(pct(c.share))} of pixels` : ''}${shot?.note ? ` (${e(shot.note)})` : ''} · <a href="${e(c.spec.url)}">${e(c.spec.url)}</a></p>
<div class="pics">${figure(current, 'this version')}${live ? figure(live, 'live version') : ''}${c.diff ? figure(diffFile(c.spec.key), 'difference') : ''}</div>
${faults.length ? `<ul class="faults">${faults.map((f) => `<li>${e(f)}</li>`).join('')}</ul>` : ''}
</article>`;
}

function grid(route: string, items: Compared[], languages: string[]): string {
  const rows = [...new Set(items.map((c) => `${c.spec.variant}${c.spec.sheet ? ' + sheet' : ''}`))];
  const cell = (row: string, lang: string) => {
    const c = items.find(
      (x) => x.spec.lang === lang && `${x.spec.variant}${x.spec.sheet ? ' + sheet' : ''}` === row,
    );
    if (!c) return '<td></td>';
    const text = c.status === 'changed' ? `changed ${pct(c.share)}` : STATUS_TEXT[c.status].split(' ')[0]!;
    return `<td class="${c.status}"><a href="#${e(anchor(c.spec.key))}">${e(text)}</a></td>`;
  };
  return `<table class="grid"><caption>${e(route)}</caption><thead><tr><th></th>${languages.map((l) => `<th>${e(l)}</th>`).join('')}</tr></thead><tbody>${rows
    .map((r) => `<tr><th>${e(r)}</th>${languages.map((l) => cell(r, l)).join('')}</tr>`)
    .join('')}</tbody></table>`;
}

const STYLE = `body{font:14px/1.4 system-ui,sans-serif;margin:16px;color:#1d1730;background:#f6f5fa}
h1{font-size:20px}h2{font-size:17px;margin-top:28px}h3{font-size:14px;margin:0 0 4px}
.meta td,.meta th{text-align:start;padding:2px 12px 2px 0}
.gate-fail{color:#a1002a;font-weight:600}.gate-pass{color:#136b2e;font-weight:600}
.card{background:#fff;border-radius:8px;padding:12px;margin:12px 0;border-inline-start:6px solid #bbb}
.card.changed,.card.missing{border-color:#d9480f}.card.new{border-color:#1c7ed6}.card.gone{border-color:#868e96}
.pics{display:flex;gap:12px;flex-wrap:wrap}figure{margin:0}img{width:180px;height:320px;border:1px solid #ccc;display:block}
.none{width:180px;height:320px;border:1px dashed #ccc;display:flex;align-items:center;justify-content:center;color:#888}
figcaption{font-size:12px;color:#555}.faults{color:#a1002a}
.grid{border-collapse:collapse;margin:8px 0}.grid caption{text-align:start;font-weight:600}
.grid td,.grid th{border:1px solid #ddd;padding:4px 8px;background:#fff}
.grid td.changed,.grid td.missing{background:#ffe8cc}.grid td.new{background:#e7f5ff}
details{margin:12px 0}summary{cursor:pointer;font-weight:600}`;

export interface PageInput {
  record: ReviewRecord;
  /** The live version's review, when it has one. */
  live: ReviewRecord | null;
  /** The live version's id when it has no review (published before reviews were kept). */
  liveId: string | null;
  /** Why the live version went live although its gate failed, when it was forced. */
  liveForced?: string;
  compared: Compared[];
}

export function reviewPage({ record, live, liveId, liveForced, compared }: PageInput): string {
  const { open, folded } = fold(compared);
  const faults = record.shots.flatMap((s) => s.faults.map((f) => ({ key: s.key, f, s })));
  const languages = [...new Set(record.shots.map((s) => s.lang))];
  const routes = [...new Set(compared.map((c) => c.spec.route))];
  // A route with something to look at comes before the routes where nothing moved.
  const changedRoutes = new Set(open.map((c) => c.spec.route));
  routes.sort((a, b) => Number(changedRoutes.has(b)) - Number(changedRoutes.has(a)));
  const v = (x: { id: string; time: string; commit: string } | null, fallback: string) =>
    x ? `${e(x.id)}, ${e(x.time)}, commit ${e(x.commit)}` : e(fallback);
  const b = record.budget;
  const count = (s: Compared['status']) => compared.filter((c) => c.status === s).length;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Review of ${e(record.campaign)} ${e(record.version.id)}</title><style>${STYLE}</style></head>
<body>
<h1>Review of ${e(record.campaign)}</h1>
<table class="meta">
<tr><th>This version</th><td>${v(record.version, '')}</td></tr>
<tr><th>Live version</th><td>${v(live?.version ?? null, liveId ? `${liveId} (no screens kept for it)` : 'none: nothing of this campaign is live yet')}${liveForced ? ` <span class="gate-fail">made live despite its perception gate: “${e(liveForced)}”</span>` : ''}</td></tr>
<tr><th>Screens</th><td>${compared.length - count('gone')} at 360×640: ${count('changed')} changed, ${count('new')} new, ${count('gone')} gone, ${count('missing')} not photographed, ${count('unchanged')} unchanged</td></tr>
<tr><th>Perception gate</th><td class="${faults.length ? 'gate-fail' : 'gate-pass'}">${faults.length ? `fails: ${faults.length} finding${faults.length > 1 ? 's' : ''}` : 'passes'}</td></tr>
<tr><th>Budget</th><td>${b ? `initial JS ${e(b.jsKb.toFixed(1))} kB gzip (budget ${e(String(b.budgetKb))} kB${b.over ? ', OVER' : ''}), CSS ${e(b.cssKb.toFixed(1))} kB` : 'not measured'}</td></tr>
</table>
${faults.length ? `<h2>Findings</h2><ul class="faults">${faults.map((x) => `<li><a href="#${e(anchor(x.key))}">${e(`${x.s.route} · ${x.s.lang} · ${x.s.variant}${x.s.sheet ? ' · sheet' : ''}`)}</a>: ${e(x.f)}</li>`).join('')}</ul>` : ''}
<h2>Every screen</h2>
${routes
  .map((r) =>
    grid(
      r,
      compared.filter((c) => c.spec.route === r),
      languages,
    ),
  )
  .join('\n')}
<h2>What changed</h2>
${open.length ? open.map((c) => card(c, record)).join('\n') : '<p>Nothing: every screen is the live version’s, pixel for pixel.</p>'}
${
  folded.length
    ? `<details><summary>${folded.length} unchanged screen${folded.length > 1 ? 's' : ''}</summary>\n${readingOrder(
        folded,
      )
        .map((c) => card(c, record))
        .join('\n')}\n</details>`
    : ''
}
</body></html>
`;
}
