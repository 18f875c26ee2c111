import { describe, expect, it } from 'vitest';
import { COUNTRIES } from '../areas/annualCeremony/data.ts';
import { ALL_AREAS } from '../areas/index.ts';
import { CHANNEL_MARKS } from '../areas/rapid/icons.ts';
import { serveSandbox } from '../testServer.ts';
import { SIGNED_IN_USERS } from '../users.ts';
import { type CoverKind, clipWav, coverArt, flagArt, glyphArt } from './art.ts';
import { avatarUrl } from './avatars.ts';

const KINDS: CoverKind[] = ['person', 'family', 'guild', 'room', 'song', 'team', 'crest'];

describe('art', () => {
  it('draws the same cover for the same id and a different one for each other id', () => {
    for (const kind of KINDS) {
      const covers = Array.from({ length: 12 }, (_, i) => coverArt(kind, 1000 + i));
      expect(new Set(covers).size, kind).toBe(covers.length);
      expect(coverArt(kind, 1003), kind).toBe(covers[3]);
      expect(covers[0], kind).toMatch(/^<svg /);
    }
  });

  it('flies each guild an emblem of its own, not a field of colour alone', () => {
    const emblems = Array.from(
      { length: 8 },
      (_, i) => /data-emblem="([a-z-]+)"/.exec(coverArt('guild', 101 + i))?.[1],
    );
    expect(emblems.every(Boolean)).toBe(true);
    expect(new Set(emblems).size).toBeGreaterThanOrEqual(6);
  });

  it('gives each signed-in user a face of their own', () => {
    const urls = SIGNED_IN_USERS.map((u) => avatarUrl(u.uid));
    expect(new Set(urls).size).toBe(urls.length);
  });

  it("has the flag of every seeded country, and none for a code that is no country's", () => {
    for (const c of COUNTRIES) expect(flagArt(c.locale), c.locale).toMatch(/<svg[^>]*id="flag-icons-/);
    expect(flagArt('IN')).not.toBe(flagArt('SA'));
    expect(flagArt('zz')).toBeNull();
    expect(flagArt('../in')).toBeNull();
  });

  it('draws an icon after the name it is given', () => {
    expect(glyphArt('star', '#f00')).not.toBe(glyphArt('moon', '#f00'));
    expect(glyphArt('star', '#f00')).toContain('fill="#f00"');
  });

  it('plays a tune of its own per id, as a WAV of the length asked', () => {
    const a = clipWav('r1002-1', 4);
    expect(a.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(a.subarray(8, 12).toString('ascii')).toBe('WAVE');
    expect(a.length).toBe(44 + 8000 * 4);
    expect(clipWav('r1002-1', 4).equals(a)).toBe(true);
    expect(clipWav('r1002-2', 4).equals(a)).toBe(false);
  });
});

describe('art as served', () => {
  const served = serveSandbox(ALL_AREAS);
  const get = (path: string) => fetch(`${served.origin}${path}`);

  it('serves faces, flags and covers with their type, every width tier as the same drawing', async () => {
    const face = await get('/static/avatars/1001.svg');
    expect(face.headers.get('content-type')).toBe('image/svg+xml');
    const body = await face.text();
    expect(await (await get('/static/avatars/1001@800.svg')).text()).toBe(body);
    expect(await (await get('/static/avatars/1002@200.svg')).text()).not.toBe(body);
    const flag = await get('/static/flags/sa.svg');
    expect(flag.headers.get('content-type')).toBe('image/svg+xml');
    expect(await flag.text()).toContain('flag-icons-sa');
    expect((await get('/static/flags/zz.svg')).status).toBe(404);
    expect((await get('/static/avatars/x.svg')).status).toBe(404);
    const clip = await get('/static/valentine/clip-r1002-1.wav');
    expect(clip.headers.get('content-type')).toBe('audio/wav');
    expect((await get('/static/valentine/clip-r1002-1.svg')).status).toBe(404);
  });

  it('marks every payment channel with a drawing, never its name written out', async () => {
    for (const sub of Object.keys(CHANNEL_MARKS)) {
      const svg = await (await get(`/static/pay/${sub}.svg`)).text();
      expect(svg, sub).toMatch(/^<svg /);
      expect(svg, sub).not.toContain('<text');
    }
  });
});
