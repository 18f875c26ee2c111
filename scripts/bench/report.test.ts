import { describe, expect, it } from 'vitest';
import { type BenchRow, median, ratio, reportHtml, summaryLines } from './report.ts';

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

  it('writes a table and one chart per campaign, marking misses and escaping names', () => {
    const html = reportHtml(
      row('baseline-react', 600, 0, 60),
      [row('a<b', 1200, 0.05, 90), row('ok', 800, 0, 80)],
      {
        time: 't',
        runs: 1,
        throttling: 'simulate',
        conditions: { rttMs: 150 },
      },
    );
    expect(html.match(/<svg /g)?.length).toBe(2);
    expect(html).toContain('a&lt;b');
    expect(html).not.toContain('a<b');
    expect(html.match(/class="miss"/g)?.length).toBe(2);
  });
});
