import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FolderOrigin } from '../publish/origin.ts';
import { listLines, PublishError, readLiveManifest, uploadVersion } from '../publish/publish.ts';
import { gateVerdict } from './gate.ts';
import type { ReviewRecord } from './record.ts';

const PAGE = 'http://localhost:8001/cdn/lucky-eggs/versions/x/review/index.html';

function record(faults: string[]): ReviewRecord {
  return {
    campaign: 'lucky-eggs',
    version: { id: 'aaaaaaaaaaaa', time: '2026-12-07T23:00:00.000Z', commit: 'abc' },
    clock: '2026-12-07T12:00:00.000Z',
    budget: null,
    shots: [
      {
        key: 'v-lucky-eggs.ar.visitor-browser',
        route: '/v/lucky-eggs',
        url: '/v/lucky-eggs?promotion_id=3001',
        lang: 'ar',
        variant: 'visitor in a browser',
        sheet: null,
        file: 'v-lucky-eggs.ar.visitor-browser.png',
        faults,
      },
    ],
  };
}

let dir: string;
let origin: FolderOrigin;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'h5-origin-'));
  origin = new FolderOrigin(dir);
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const files = (tag: string) => [
  { rel: 'index.html', body: Buffer.from(`<html>${tag}`) },
  { rel: `assets/index-${tag}.js`, body: Buffer.from(tag) },
];
const publish = (tag: string, faults: string[], force?: string) =>
  uploadVersion({
    origin,
    campaign: 'lucky-eggs',
    routes: { campaign: 'lucky-eggs', title: 't', routes: [{ path: '/v/lucky-eggs', screen: 'x' }] },
    files: files(tag),
    commit: 'abc1234',
    kind: 'live',
    cdnBase: '/cdn',
    beforeManifest: async () => gateVerdict(record(faults), PAGE, force),
  });

describe('the perception gate before a version goes live', () => {
  it('refuses a version whose gate fails, naming the findings and the review page, and changes nothing live', async () => {
    const first = await publish('one', []);
    const err = await publish('two', ['invisible-text: p "Rules": contrast 1.0:1']).catch((e) => e);
    expect(err).toBeInstanceOf(PublishError);
    expect(err.message).toContain('fails its perception gate (1 finding); the live site is unchanged');
    expect(err.message).toContain('/v/lucky-eggs ar visitor in a browser: invisible-text: p "Rules"');
    expect(err.message).toContain(PAGE);
    expect(err.message).toContain('--force "<reason>"');
    expect((await readLiveManifest(origin))?.campaigns['lucky-eggs']?.live).toBe(first.id);
  });

  it('makes it live with --force and a reason, kept in the version and shown by publish:list', async () => {
    await publish('one', []);
    const r = await publish(
      'two',
      ['clipped-text: h2 "Prizes": cut'],
      '  the sheet is fixed by the app release  ',
    );
    const m = await readLiveManifest(origin);
    const state = m!.campaigns['lucky-eggs']!;
    expect(state.live).toBe(r.id);
    expect(state.versions[0]).toMatchObject({
      id: r.id,
      forced: 'the sheet is fixed by the app release',
      review: { findings: 1, page: PAGE },
    });
    expect(state.versions[1]!.forced).toBeUndefined();
    const lines = listLines(m);
    expect(lines).toContain(`  * ${r.id}  ${state.versions[0]!.time}  abc1234  live  review: 1 finding`);
    expect(lines).toContain(
      '      made live despite its perception gate: "the sheet is fixed by the app release"',
    );
  });

  it('asks nothing of a version that passes, and a blank reason is no reason', async () => {
    expect(gateVerdict(record([]), PAGE, undefined)).toEqual({ review: { findings: 0, page: PAGE } });
    expect(() => gateVerdict(record(['overflow: p: 0..400 px']), PAGE, '   ')).toThrow(PublishError);
  });
});
