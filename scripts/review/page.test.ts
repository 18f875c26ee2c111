import { describe, expect, it } from 'vitest';
import type { Compared } from './compare.ts';
import { reviewPage } from './page.ts';
import type { ReviewRecord } from './record.ts';
import type { ShotSpec } from './shots.ts';

const spec = (
  key: string,
  lang: string,
  variant: ShotSpec['variant'],
  sheet: string | null = null,
): ShotSpec => ({
  key,
  route: '/v/lucky-eggs',
  url: '/v/lucky-eggs?promotion_id=3001',
  lang,
  variant,
  sheet,
});

const shots = [
  spec('en-visitor', 'en', 'visitor in a browser'),
  spec('en-signed', 'en', 'signed in, in a browser'),
  spec('ar-visitor', 'ar', 'visitor in a browser', '<b>القواعد</b>'),
];

function record(faults: Record<string, string[]> = {}, commit = 'abc123'): ReviewRecord {
  return {
    campaign: 'lucky-eggs',
    version: { id: 'aaaaaaaaaaaa', time: '2026-12-07T23:00:00.000Z', commit },
    clock: '2026-12-07T12:00:00.000Z',
    budget: { jsKb: 61.2, cssKb: 5.1, budgetKb: 90, over: false },
    shots: shots.map((s) => ({ ...s, file: `${s.key}.png`, faults: faults[s.key] ?? [] })),
  };
}
const live: ReviewRecord = {
  ...record(),
  version: { id: 'bbbbbbbbbbbb', time: '2026-12-01T10:00:00.000Z', commit: 'def456' },
};
const compared: Compared[] = [
  { spec: shots[0]!, status: 'unchanged', share: 0, diff: null },
  { spec: shots[1]!, status: 'changed', share: 0.125, diff: Buffer.from('x') },
  { spec: shots[2]!, status: 'unchanged', share: 0, diff: null },
];

describe('reviewPage', () => {
  it('shows the changed screen first with the live one and the difference, the unchanged folded away', () => {
    const html = reviewPage({ record: record(), live, liveId: live.version.id, compared });
    const changed = html.indexOf('id="shot-en-signed"');
    const details = html.indexOf('<details>');
    expect(changed).toBeGreaterThan(0);
    expect(details).toBeGreaterThan(changed);
    expect(html.indexOf('id="shot-en-visitor"')).toBeGreaterThan(details);
    expect(html.indexOf('id="shot-ar-visitor"')).toBeGreaterThan(details);
    expect(html).toContain('<summary>2 unchanged screens</summary>');
    const card = html.slice(changed, html.indexOf('</article>', changed));
    expect(card).toContain('changed: 13% of pixels');
    expect(card).toContain('src="en-signed.png"');
    expect(card).toContain('src="live/en-signed.png"');
    expect(card).toContain('src="diff/en-signed.png"');
  });

  it('names both versions with their time and commit, the budget and the gate', () => {
    const html = reviewPage({ record: record(), live, liveId: live.version.id, compared });
    expect(html).toContain('aaaaaaaaaaaa, 2026-12-07T23:00:00.000Z, commit abc123');
    expect(html).toContain('bbbbbbbbbbbb, 2026-12-01T10:00:00.000Z, commit def456');
    expect(html).toContain('initial JS 61.2 kB gzip (budget 90 kB)');
    expect(html).toContain('class="gate-pass">passes');
    expect(html).not.toContain('made live despite');
    const forced = reviewPage({
      record: record(),
      live,
      liveId: live.version.id,
      liveForced: 'a <i>fix</i> ships Monday',
      compared,
    });
    expect(forced).toContain(
      'made live despite its perception gate: “a &lt;i&gt;fix&lt;/i&gt; ships Monday”',
    );
  });

  it('links each finding to its screen and escapes every text it shows', () => {
    const html = reviewPage({
      record: record(
        { 'ar-visitor': ['clipped-text: h2 "<img src=x onerror=alert(1)>": cut'] },
        '<script>x</script>',
      ),
      live: null,
      liveId: null,
      compared,
    });
    expect(html).toContain('class="gate-fail">fails: 1 finding');
    expect(html).toMatch(
      /<li><a href="#shot-ar-visitor">[^<]*<\/a>: clipped-text: h2 &quot;&lt;img src=x onerror=alert\(1\)&gt;&quot;: cut<\/li>/,
    );
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('<script>x');
    expect(html).not.toContain('<b>القواعد</b>');
    expect(html).toContain('&lt;b&gt;القواعد&lt;/b&gt;');
    expect(html).toContain('none: nothing of this campaign is live yet');
  });

  it('lays every screen out in a grid of language by way in', () => {
    const html = reviewPage({ record: record(), live, liveId: live.version.id, compared });
    const grid = html.slice(
      html.indexOf('<table class="grid">'),
      html.indexOf('</table>', html.indexOf('<table class="grid">')),
    );
    expect(grid).toContain('<th>en</th><th>ar</th>');
    expect(grid).toContain(
      '<tr><th>signed in, in a browser</th><td class="changed"><a href="#shot-en-signed">changed 13%</a></td><td></td></tr>',
    );
  });
});
