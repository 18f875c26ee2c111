import { flattenRoutes } from '@h5/ui-kit/routes';
import { describe, expect, it } from 'vitest';
import { PROGRAMMES, type ProgrammePage, programmeAt, programmeRoute, trackProgramme } from './programmes.ts';
import routes from './routes.ts';

describe('programmes as configuration', () => {
  it('gives a new programme its page from one entry', () => {
    const next: ProgrammePage = { ...PROGRAMMES[0]!, path: '/v/ramadan-voices', key: 'ramadan-voices' };
    expect(flattenRoutes([programmeRoute(next)]).map((r) => [r.path, r.screen])).toEqual([
      ['/v/ramadan-voices', 'programme'],
    ]);
  });
  it('routes every programme', () => {
    const paths = flattenRoutes(routes.routes).map((r) => r.path);
    for (const p of PROGRAMMES) expect(paths).toContain(p.path);
  });
  it('finds the programme of a page and of an upload', () => {
    expect(programmeAt('/v/India-star').key).toBe('India-star');
    expect(trackProgramme(new URLSearchParams('programme=verified-singer')).key).toBe('verified-singer');
    expect(trackProgramme(new URLSearchParams('programme=<x>')).key).toBe('original-song');
  });
});
