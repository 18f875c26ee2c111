import { describe, expect, it } from 'vitest';
import {
  type BenchRow,
  dataLine,
  describeNode,
  median,
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
    expect(lines[2]).toContain('900 ms ×1.50');
    expect(lines[2]).toContain('90.0 kB ×1.50');
    expect(lines[2]).toContain('0.010 —');
  });

  it('prints when the first screen’s data was painted, beside the React page reading the same data', () => {
    const r = { ...row('lucky-eggs', 900, 0.01, 90), dataBaseline: 1300 };
    r.metrics.dataPainted = 650;
    expect(dataLine(r)).toBe(
      'lucky-eggs: data painted 650 ms, a minimal React page reading the same data 1300 ms ×0.50',
    );
    expect(dataLine({ ...r, dataFloor: 1210 })).toBe(
      'lucky-eggs: data painted 650 ms, a minimal React page reading the same data 1300 ms ×0.50, the plain HTML floor 1210 ms',
    );
    r.metrics.dataPainted = 1950;
    expect(dataLine(r)).toContain('×1.50 (above target)');
    expect(dataLine(row('withdraw', 900, 0, 90))).toContain('no h5-data-painted mark');
    expect(summaryLines(row('baseline-react', 600, 0, 60), [r])).toContain(dataLine(r));
  });

  it('prints when the data is painted after another campaign, beside the React page after the same one', () => {
    const base = row('baseline-react', 600, 0, 60);
    const r = { ...row('lucky-eggs', 900, 0, 88), secondDataPainted: 950, secondDataBaseline: 1900 };
    expect(userLines(r, base)[2]).toBe(
      'lucky-eggs: data painted after another campaign 950 ms, a minimal React page reading the same data 1900 ms ×0.50',
    );
    expect(userLines({ ...r, secondDataPainted: 1250 }, base)[2]).toContain('(above target)');
    // No figure, no line: the React page's own row has none.
    expect(userLines(row('x', 900, 0, 88), base)).toHaveLength(2);
    const html = reportHtml(base, [{ ...r, secondDataPainted: 1250 }], {
      time: 't',
      runs: 1,
      throttling: 'devtools',
      signedIn: true,
      conditions: { rttMs: 150 },
    });
    expect(html).toContain('<th>data painted after another campaign</th></tr>');
    expect(html).toContain('<td class="miss">1250 ms <small>×0.66</small></td></tr>');
  });

  it('prints the main action and the JS after another campaign beside the React page', () => {
    const base = { ...row('baseline-react', 600, 0, 60), interactionMs: 40, secondJsKb: 60 };
    const r = { ...row('lucky-eggs', 900, 0, 88), interactionMs: 120, secondJsKb: 17.5 };
    expect(userLines(r, base)).toEqual([
      'lucky-eggs: main action, tap to next paint 120 ms, a minimal React page 40 ms ×3.00',
      'lucky-eggs: JS downloaded after another campaign 17.5 kB, a minimal React page 60.0 kB ×0.29',
    ]);
    expect(userLines({ ...r, secondJsKb: 25 }, base)[1]).toContain('(above target)');
    expect(userLines(row('x', 900, 0, 88), base)[0]).toBe('x: main action — (no main button found)');
    expect(
      userLines({ ...row('x', 900, 0, 88), interactionNote: 'its main button opens another page' }, base)[0],
    ).toBe('x: main action — (its main button opens another page)');
    const html = reportHtml(
      base,
      [{ ...r, dataBaseline: 1300, dataFloor: 1210, metrics: { ...r.metrics, dataPainted: 1100 } }],
      {
        time: 't',
        runs: 1,
        throttling: 'devtools',
        signedIn: true,
        conditions: { rttMs: 150 },
      },
    );
    expect(html).toContain(
      '<th>data painted</th><th>floor: plain HTML, same data</th><th>main action</th><th>JS after another campaign</th><th>data painted after another campaign</th>',
    );
    expect(html).toContain('<td class="miss">1100 ms <small>×0.85</small></td><td>1210 ms</td>');
    expect(html).toContain(
      '<td>120 ms <small>×3.00</small></td><td>17.5 kB <small>×0.29</small></td><td>—</td>',
    );
  });

  it('writes a table and one chart per campaign, marking misses and escaping names', () => {
    const html = reportHtml(
      row('baseline-react', 600, 0, 60),
      [row('a<b', 1200, 0.05, 90), row('ok', 800, 0, 80)],
      {
        time: 't',
        runs: 1,
        throttling: 'devtools',
        signedIn: true,
        conditions: { rttMs: 150 },
      },
    );
    expect(html.match(/<svg /g)?.length).toBe(2);
    expect(html).toContain('a&lt;b');
    expect(html).not.toContain('a<b');
    expect(html.match(/class="miss"/g)?.length).toBe(2);
    expect(html).toContain('signed in as a seeded user');
  });

  it('names the largest paint and the shifting elements, in the summary and the report', () => {
    const r = row('withdraw', 700, 0.03, 85);
    r.metrics.lcpElement = 'main > section.wd-balance "Available <balance>"';
    r.metrics.shifts = ['main > section.h5-card "Withdrawal record" 0.030'];
    r.metrics.longTasks = ['2212 ms +128 ms (https://h5/cdn/runtime/runtime-x.js)'];
    const lines = summaryLines(row('baseline-react', 600, 0, 60), [r]);
    expect(lines).toContain('withdraw: largest paint main > section.wd-balance "Available <balance>"');
    expect(lines).toContain('          shift main > section.h5-card "Withdrawal record" 0.030');
    expect(lines).toContain('          long task 2212 ms +128 ms (https://h5/cdn/runtime/runtime-x.js)');
    const html = reportHtml(row('baseline-react', 600, 0, 60), [r], {
      time: 't',
      runs: 3,
      throttling: 'devtools',
      signedIn: false,
      conditions: {},
    });
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
