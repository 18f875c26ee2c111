// The benchmark's figures, ratios against the minimal React page, and its HTML report.

export interface Metrics {
  /** Milliseconds. */
  fcp: number;
  lcp: number;
  /** Unitless layout-shift score. */
  cls: number;
  tbt: number;
  /** The element of the largest contentful paint, as Lighthouse names it. */
  lcpElement?: string;
  /** The elements that moved, with their layout-shift scores. */
  shifts?: string[];
  /** When the first screen's data was painted (the page's `h5-data-painted` mark), ms. */
  dataPainted?: number;
  /** The main thread's tasks of 50 ms or more, as `start +duration (script)`, from Lighthouse. */
  longTasks?: string[];
}

export interface BenchRow {
  campaign: string;
  path: string;
  metrics: Metrics;
  /** Initial JS and CSS, gzip kB (1000 bytes). */
  jsKb: number;
  cssKb: number;
  /** The data-painted mark of a minimal React page reading the same data in the same run, ms. */
  dataBaseline?: number;
  /** The same for a plain HTML page fetching the same data from an inline script: the floor, ms. */
  dataFloor?: number;
  /** From a tap on the screen's main button to the next paint, ms (median of runs). */
  interactionMs?: number;
  /** Why there is no such figure, when a run said so. */
  interactionNote?: string;
  /** JS transferred when opened after another campaign in the same web view (warm cache), kB. */
  secondJsKb?: number;
  /** Opened after another campaign: when the first screen's data was painted, ms (median of runs). */
  secondDataPainted?: number;
  /** The same for the React page reading the same data, opened after the same campaign, ms. */
  secondDataBaseline?: number;
}

/** The issue's targets for each campaign's first screen. */
export const BENCH_TARGETS = { lcpMs: 1000, cls: 0.02, dataPaintedMs: 1000, secondJsKb: 20 } as const;

type Figure = 'fcp' | 'lcp' | 'cls' | 'tbt' | 'jsKb' | 'cssKb';
export const FIGURES: { key: Figure; label: string; unit: string }[] = [
  { key: 'fcp', label: 'FCP', unit: 'ms' },
  { key: 'lcp', label: 'LCP', unit: 'ms' },
  { key: 'cls', label: 'CLS', unit: '' },
  { key: 'tbt', label: 'TBT', unit: 'ms' },
  { key: 'jsKb', label: 'JS', unit: 'kB' },
  { key: 'cssKb', label: 'CSS', unit: 'kB' },
];

interface LhNode {
  type?: string;
  selector?: string;
  snippet?: string;
  nodeLabel?: string;
}

/** The first DOM node a Lighthouse details object names, as `selector "label"`. */
export function describeNode(details: unknown): string | null {
  const stack = [details];
  while (stack.length) {
    const x = stack.shift();
    if (Array.isArray(x)) stack.push(...x);
    else if (x && typeof x === 'object') {
      const n = x as LhNode;
      if (n.type === 'node' && n.selector) {
        const label = (n.nodeLabel ?? '').replace(/\s+/g, ' ').slice(0, 40);
        return label ? `${n.selector} "${label}"` : n.selector;
      }
      stack.push(...Object.values(x));
    }
  }
  return null;
}

export function median(xs: number[]): number {
  if (xs.length === 0) return Number.NaN;
  const s = [...xs].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export function figure(row: BenchRow, key: Figure): number {
  return key === 'jsKb' || key === 'cssKb' ? row[key] : row.metrics[key];
}

/** Campaign over baseline; null when the baseline is zero (a ratio would mean nothing). */
export function ratio(value: number, base: number): number | null {
  return base > 0 ? value / base : null;
}

export function formatFigure(key: Figure, v: number): string {
  if (key === 'cls') return v.toFixed(3);
  if (key === 'jsKb' || key === 'cssKb') return `${v.toFixed(1)} kB`;
  return `${Math.round(v)} ms`;
}

function formatRatio(r: number | null): string {
  return r === null ? '—' : `×${r.toFixed(2)}`;
}

const known = (v: number | undefined): v is number => v !== undefined && !Number.isNaN(v);

/** What the user waits for: the first screen's data painted, beside the React page with the same data. */
export function dataLine(r: BenchRow): string {
  const v = r.metrics.dataPainted;
  if (v === undefined || Number.isNaN(v)) return `${r.campaign}: data painted — (no h5-data-painted mark)`;
  const base = r.dataBaseline;
  const beside =
    base === undefined || Number.isNaN(base)
      ? ''
      : `, a minimal React page reading the same data ${Math.round(base)} ms ${formatRatio(ratio(v, base))}`;
  const floor = known(r.dataFloor) ? `, the plain HTML floor ${Math.round(r.dataFloor)} ms` : '';
  return `${r.campaign}: data painted ${Math.round(v)} ms${beside}${floor}${v > BENCH_TARGETS.dataPaintedMs ? ' (above target)' : ''}`;
}

/** The main action's delay and the second campaign's JavaScript, each beside the minimal React page's. */
export function userLines(r: BenchRow, baseline: BenchRow): string[] {
  const beside = (v: number, base: number | undefined, text: (x: number) => string) =>
    known(base) ? `, a minimal React page ${text(base)} ${formatRatio(ratio(v, base))}` : '';
  const ms = (x: number) => `${Math.round(x)} ms`;
  const kB = (x: number) => `${x.toFixed(1)} kB`;
  const action = known(r.interactionMs)
    ? `${r.campaign}: main action, tap to next paint ${ms(r.interactionMs)}${beside(r.interactionMs, baseline.interactionMs, ms)}`
    : `${r.campaign}: main action — (${r.interactionNote ?? 'no main button found'})`;
  const second = known(r.secondJsKb)
    ? `${r.campaign}: JS downloaded after another campaign ${kB(r.secondJsKb)}${beside(r.secondJsKb, baseline.secondJsKb, kB)}${r.secondJsKb > BENCH_TARGETS.secondJsKb ? ' (above target)' : ''}`
    : `${r.campaign}: JS downloaded after another campaign —`;
  const lines = [action, second];
  if (known(r.secondDataPainted)) {
    const base = known(r.secondDataBaseline)
      ? `, a minimal React page reading the same data ${ms(r.secondDataBaseline)} ${formatRatio(ratio(r.secondDataPainted, r.secondDataBaseline))}`
      : '';
    lines.push(
      `${r.campaign}: data painted after another campaign ${ms(r.secondDataPainted)}${base}${r.secondDataPainted > BENCH_TARGETS.dataPaintedMs ? ' (above target)' : ''}`,
    );
  }
  return lines;
}

export function summaryLines(baseline: BenchRow, rows: BenchRow[]): string[] {
  const head = ['campaign'.padEnd(18), ...FIGURES.map((f) => f.label.padStart(18))].join('');
  const line = (r: BenchRow, withRatio: boolean) =>
    [
      r.campaign.padEnd(18),
      ...FIGURES.map((f) => {
        const v = figure(r, f.key);
        const text = withRatio
          ? `${formatFigure(f.key, v)} ${formatRatio(ratio(v, figure(baseline, f.key)))}`
          : formatFigure(f.key, v);
        return text.padStart(18);
      }),
    ].join('');
  const elements = rows.flatMap((r) => [
    `${r.campaign}: largest paint ${r.metrics.lcpElement ?? '—'}`,
    ...(r.metrics.shifts ?? []).map((s) => `${' '.repeat(r.campaign.length)}  shift ${s}`),
    ...(r.metrics.longTasks ?? []).map((t) => `${' '.repeat(r.campaign.length)}  long task ${t}`),
  ]);
  return [
    head,
    line(baseline, false),
    ...rows.map((r) => line(r, true)),
    '',
    ...rows.map(dataLine),
    '',
    ...rows.flatMap((r) => userLines(r, baseline)),
    '',
    ...elements,
  ];
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** One horizontal bar pair (campaign vs baseline) per figure, each scaled to its own maximum. */
function chart(row: BenchRow, baseline: BenchRow): string {
  const w = 520;
  const barW = 300;
  const rowH = 34;
  const parts: string[] = [];
  FIGURES.forEach((f, i) => {
    const v = figure(row, f.key);
    const b = figure(baseline, f.key);
    const max = Math.max(v, b, f.key === 'cls' ? BENCH_TARGETS.cls : 0) || 1;
    const y = i * rowH + 4;
    parts.push(
      `<text x="0" y="${y + 12}" font-size="12">${f.label}</text>`,
      `<rect x="50" y="${y}" width="${((v / max) * barW).toFixed(1)}" height="12" fill="#e4572e"><title>${esc(row.campaign)}</title></rect>`,
      `<rect x="50" y="${y + 14}" width="${((b / max) * barW).toFixed(1)}" height="10" fill="#9aa5b1"><title>baseline</title></rect>`,
      `<text x="${50 + barW + 8}" y="${y + 12}" font-size="12">${esc(formatFigure(f.key, v))} ${esc(formatRatio(ratio(v, b)))}</text>`,
    );
  });
  return `<svg width="${w}" height="${FIGURES.length * rowH + 4}" role="img" aria-label="${esc(row.campaign)} against the minimal React page">${parts.join('')}</svg>`;
}

function elementsHtml(r: BenchRow): string {
  const shifts = r.metrics.shifts ?? [];
  const tasks = r.metrics.longTasks ?? [];
  return `<p>Largest paint: <code>${esc(r.metrics.lcpElement ?? '—')}</code></p>${
    tasks.length
      ? `<p>Long tasks (the run of median TBT):</p><ul>${tasks.map((t) => `<li><code>${esc(t)}</code></li>`).join('')}</ul>`
      : ''
  }${
    shifts.length
      ? `<p>Shifts:</p><ul>${shifts.map((s) => `<li><code>${esc(s)}</code></li>`).join('')}</ul>`
      : ''
  }`;
}

export function reportHtml(
  baseline: BenchRow,
  rows: BenchRow[],
  meta: {
    time: string;
    runs: number;
    throttling: string;
    signedIn: boolean;
    conditions: Record<string, number>;
  },
): string {
  const cell = (r: BenchRow, key: Figure, withRatio: boolean) => {
    const v = figure(r, key);
    // Targets apply to campaigns; the yardstick row is shown as it is.
    const miss =
      withRatio && ((key === 'lcp' && v > BENCH_TARGETS.lcpMs) || (key === 'cls' && v > BENCH_TARGETS.cls))
        ? ' class="miss"'
        : '';
    const rt = withRatio ? ` <small>${esc(formatRatio(ratio(v, figure(baseline, key))))}</small>` : '';
    return `<td${miss}>${esc(formatFigure(key, v))}${rt}</td>`;
  };
  /** A figure of what the user waits for, with its ratio to the React page's and its target. */
  const userCell = (
    v: number | undefined,
    base: number | undefined,
    format: (x: number) => string,
    target?: number,
  ) => {
    if (!known(v)) return '<td>—</td>';
    const miss = target !== undefined && v > target ? ' class="miss"' : '';
    const rt = known(base) ? ` <small>${esc(formatRatio(ratio(v, base)))}</small>` : '';
    return `<td${miss}>${esc(format(v))}${rt}</td>`;
  };
  const ms = (x: number) => `${Math.round(x)} ms`;
  const kB = (x: number) => `${x.toFixed(1)} kB`;
  const userCells = (r: BenchRow, withRatio: boolean) =>
    [
      userCell(
        r.metrics.dataPainted,
        withRatio ? r.dataBaseline : undefined,
        ms,
        withRatio ? BENCH_TARGETS.dataPaintedMs : undefined,
      ),
      userCell(withRatio ? r.dataFloor : undefined, undefined, ms),
      userCell(r.interactionMs, withRatio ? baseline.interactionMs : undefined, ms),
      userCell(
        r.secondJsKb,
        withRatio ? baseline.secondJsKb : undefined,
        kB,
        withRatio ? BENCH_TARGETS.secondJsKb : undefined,
      ),
      userCell(
        r.secondDataPainted,
        withRatio ? r.secondDataBaseline : undefined,
        ms,
        withRatio ? BENCH_TARGETS.dataPaintedMs : undefined,
      ),
    ].join('');
  const tr = (r: BenchRow, withRatio: boolean) =>
    `<tr><th>${esc(r.campaign)}<br><small>${esc(r.path)}</small></th>${FIGURES.map((f) => cell(r, f.key, withRatio)).join('')}${userCells(r, withRatio)}</tr>`;
  const conditions = Object.entries(meta.conditions)
    .map(([k, v]) => `${esc(k)} ${v}`)
    .join(', ');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Campaign performance ${esc(meta.time)}</title>
<style>body{font:14px system-ui,sans-serif;margin:24px;color:#1f2933}table{border-collapse:collapse}td,th{border:1px solid #cbd2d9;padding:4px 8px;text-align:right;white-space:nowrap}th{text-align:left}.miss{background:#fde2dd}section{margin:24px 0}small{color:#616e7c}</style></head>
<body><h1>Campaign performance</h1>
<p>${esc(meta.time)} · Lighthouse mobile, ${esc(meta.throttling)} throttling (${conditions}) · ${meta.signedIn ? 'signed in as a seeded user' : 'visitor (not signed in)'} · median of ${meta.runs} run(s) · ratios against a minimal React page built in the same run (data painted: the React page reading the same data, beside the floor, a plain HTML page fetching it from an inline script; main action: tap to next paint, on the React page a button that sets state; JS after another campaign: transferred JavaScript, warm HTTP cache; data painted after another campaign: under the same throttling, beside the React page reading the same data opened after the same campaign) · targets LCP ≤ ${BENCH_TARGETS.lcpMs} ms, CLS ≤ ${BENCH_TARGETS.cls}, data painted ≤ ${BENCH_TARGETS.dataPaintedMs} ms, JS after another campaign ≤ ${BENCH_TARGETS.secondJsKb} kB.</p>
<table><thead><tr><th>campaign</th>${FIGURES.map((f) => `<th>${f.label}</th>`).join('')}<th>data painted</th><th>floor: plain HTML, same data</th><th>main action</th><th>JS after another campaign</th><th>data painted after another campaign</th></tr></thead>
<tbody>${tr(baseline, false)}${rows.map((r) => tr(r, true)).join('')}</tbody></table>
${rows.map((r) => `<section><h2>${esc(r.campaign)}</h2><p>${[dataLine(r), ...userLines(r, baseline)].map(esc).join('<br>')}</p>${chart(r, baseline)}${elementsHtml(r)}</section>`).join('\n')}
</body></html>
`;
}
