import { describe, expect, it } from 'vitest';
import {
  type BenchRow,
  dataLine,
  describeNode,
  median,
  paintMisses,
  paintRatios,
  ratio,
  reportHtml,
  summaryLines,
  userLines,
} from './report.ts';

const row = (campaign: string, lcp: number, cls: number, jsKb: number): BenchRow => ({
  campaign,
  path: `/v/${campaign}`,
  metrics: { fcp: lcp - 100, lcp, cls, tbt: 50 },
  jsKb,
  cssKb: 2,
});

const meta = {
  time: 't',
  runs: 5,
  lighthouse: { runs: 1, throttling: 'devtools', conditions: { rttMs: 150 } },
  signedIn: true,
  paintConditions: { latencyMs: 150, downloadKbps: 1600, uploadKbps: 750, cpuSlowdown: 4 },
};

describe('bench report', () => {
  it('takes the median of runs', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 2, 3])).toBe(2.5);
  });

  it('gives no ratio against a zero baseline', () => {
    expect(ratio(0.01, 0)).toBeNull();
    expect(ratio(900, 600)).toBe(1.5);
  });

  it('prints each campaign with its ratio to the minimal React page', () => {
    const lines = summaryLines(row('baseline-react', 600, 0, 60), [row('lucky-eggs', 900, 0.01, 90)]);
    const line = lines.find((l) => l.startsWith('lucky-eggs ')) ?? '';
    expect(line).toContain('900 ms ×1.50');
    expect(line).toContain('90.0 kB ×1.50');
    expect(line).toContain('0.010 —');
  });

  it('gives each campaign its data-painted ratios to the React page cold, and the targets it misses', () => {
    const p = { cold: 1260, after: 940, reactCold: 1260, reactAfter: 1270, floorCold: 730 };
    expect(paintRatios(p)).toEqual({ cold: 1, after: 940 / 1260 });
    // ×1.00 cold and ×0.75 after are within the targets; a millisecond more is not.
    expect(paintMisses({ ...p, after: 945 })).toEqual([]);
    expect(paintMisses({ ...p, cold: 1261 })).toEqual(['cold ×1.00 > ×1.00']);
    expect(paintMisses({ ...p, after: 946 })).toEqual(['after ×0.75 > ×0.75']);
    // Under a second too, whatever the React page's figure.
    expect(paintMisses({ ...p, reactCold: 2000, after: 1000 })).toEqual(['after 1000 ms ≥ 1000 ms']);
    expect(paintMisses({ ...p, jsAfterKb: 20.4 })).toEqual(['JS after 20.4 kB > 20 kB']);
    // No yardstick, no ratio: nothing is judged on a missing figure.
    expect(paintRatios({ cold: 900 })).toEqual({ cold: null, after: null });
    expect(paintMisses({ cold: 900 })).toEqual([]);
    expect(paintMisses(undefined)).toEqual([]);
  });

  it('prints the data painted cold and after another campaign with their ratios, beside the yardsticks', () => {
    const r: BenchRow = {
      ...row('lucky-eggs', 900, 0.01, 90),
      paint: {
        cold: 1930,
        after: 960,
        reactCold: 1260,
        reactAfter: 1270,
        floorCold: 730,
        jsColdKb: 95.6,
        jsAfterKb: 10,
      },
    };
    expect(dataLine(r)).toBe(
      'lucky-eggs: data painted cold 1930 ms ×1.53, after another campaign 960 ms ×0.76 (React page cold 1260 ms, after 1270 ms; plain HTML cold 730 ms; JS cold/after 95.6 kB / 10.0 kB) above target: cold ×1.53 > ×1.00, after ×0.76 > ×0.75',
    );
    expect(dataLine({ ...r, paint: {} })).toBe('lucky-eggs: data painted — (no h5-data-painted mark)');
    const lines = summaryLines(row('baseline-react', 600, 0, 60), [r]);
    expect(lines).toContain(dataLine(r));
    const tableRow = lines.find((l) => l.startsWith('lucky-eggs ')) ?? '';
    expect(tableRow).toContain('1930 ms ×1.53');
    expect(tableRow).toContain('960 ms ×0.76');
    expect(tableRow).toContain('95.6 kB / 10.0 kB');
    expect(tableRow.endsWith('✗')).toBe(true);
    const ok = { ...r, paint: { ...r.paint, cold: 1200, after: 900 } };
    expect(
      summaryLines(row('baseline-react', 600, 0, 60), [ok]).find((l) => l.startsWith('lucky-eggs ')),
    ).not.toContain('✗');
    const html = reportHtml(row('baseline-react', 600, 0, 60), [r], meta);
    expect(html).toContain(
      '<th>campaign</th><th>cold</th><th>after another campaign</th><th>React page cold</th><th>React page after</th><th>plain HTML cold</th><th>JS cold / after</th>',
    );
    expect(html).toContain(
      '<td class="miss">1930 ms ×1.53</td><td class="miss">960 ms ×0.76</td><td>1260 ms</td><td>1270 ms</td><td>730 ms</td><td>95.6 kB / 10.0 kB</td>',
    );
    expect(html).toContain('latencyMs 150, downloadKbps 1600');
  });

  it('leaves the Lighthouse table out when the run skipped it', () => {
    const r: BenchRow = {
      campaign: 'vip',
      path: '/v/vip',
      jsKb: 90,
      cssKb: 2,
      paint: { cold: 1000, reactCold: 1100 },
    };
    const base: BenchRow = { campaign: 'baseline-react', path: '/v/baseline-react', jsKb: 60, cssKb: 0 };
    const lines = summaryLines(base, [r]);
    expect(lines.some((l) => l.startsWith('Lighthouse'))).toBe(false);
    expect(lines.find((l) => l.startsWith('vip '))).toContain('1000 ms ×0.91');
    // No figure after another campaign: one dash, no ratio.
    expect(lines.find((l) => l.startsWith('vip '))).not.toContain('— —');
    const html = reportHtml(base, [r], { ...meta, lighthouse: undefined });
    expect(html).not.toContain('<h2>Lighthouse</h2>');
    expect(html).toContain('<h2>Data painted</h2>');
  });

  it('prints the main action beside the React page', () => {
    const base = { ...row('baseline-react', 600, 0, 60), interactionMs: 40 };
    const r = { ...row('lucky-eggs', 900, 0, 88), interactionMs: 120 };
    expect(userLines(r, base)).toEqual([
      'lucky-eggs: main action, tap to next paint 120 ms, a minimal React page 40 ms ×3.00',
    ]);
    expect(userLines(row('x', 900, 0, 88), base)).toEqual([]);
    expect(
      userLines({ ...row('x', 900, 0, 88), interactionNote: 'its main button opens another page' }, base)[0],
    ).toBe('x: main action — (its main button opens another page)');
    const html = reportHtml(base, [r], meta);
    expect(html).toContain('<th>CSS</th><th>main action</th>');
    expect(html).toContain('<td>120 ms <small>×3.00</small></td></tr>');
  });

  it('writes a table and one chart per campaign, marking misses and escaping names', () => {
    const html = reportHtml(
      row('baseline-react', 600, 0, 60),
      [
        { ...row('a<b', 1200, 0.05, 90), paint: { cold: 1000 } },
        { ...row('ok', 800, 0, 80), paint: { cold: 1000 } },
      ],
      meta,
    );
    expect(html.match(/<svg /g)?.length).toBe(2);
    expect(html).toContain('a&lt;b');
    expect(html).not.toContain('a<b');
    expect(html.match(/class="miss"/g)?.length).toBe(2);
    expect(html).toContain('signed in as a seeded user');
  });

  it('names the largest paint and the shifting elements, in the summary and the report', () => {
    const r = row('withdraw', 700, 0.03, 85);
    r.metrics!.lcpElement = 'main > section.wd-balance "Available <balance>"';
    r.metrics!.shifts = ['main > section.h5-card "Withdrawal record" 0.030'];
    r.metrics!.longTasks = ['2212 ms +128 ms (https://h5/cdn/runtime/runtime-x.js)'];
    const lines = summaryLines(row('baseline-react', 600, 0, 60), [r]);
    expect(lines).toContain('withdraw: largest paint main > section.wd-balance "Available <balance>"');
    expect(lines).toContain('          shift main > section.h5-card "Withdrawal record" 0.030');
    expect(lines).toContain('          long task 2212 ms +128 ms (https://h5/cdn/runtime/runtime-x.js)');
    const html = reportHtml(row('baseline-react', 600, 0, 60), [r], { ...meta, signedIn: false });
    expect(html).toContain('Available &lt;balance&gt;');
    expect(html).toContain('<li><code>2212 ms +128 ms (https://h5/cdn/runtime/runtime-x.js)</code></li>');
    expect(html).toContain('visitor (not signed in)');
  });

  it('finds the first DOM node Lighthouse names in a details object', () => {
    const details = {
      type: 'list',
      items: [
        { type: 'table', items: [{ label: 'Time to first byte' }] },
        { type: 'node', selector: 'div#root > h1', nodeLabel: 'My\n  earnings' },
      ],
    };
    expect(describeNode(details)).toBe('div#root > h1 "My earnings"');
    expect(describeNode({ type: 'node', selector: 'p' })).toBe('p');
    expect(describeNode({ items: [] })).toBeNull();
    expect(describeNode(undefined)).toBeNull();
  });
});
