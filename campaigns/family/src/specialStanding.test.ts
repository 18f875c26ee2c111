// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { specialStanding } from './specialStanding.ts';

const leader = { family_id: 1, family_title: 'F', role: 'leader' as const };
const met = [
  { id: 'level', text: '', met: true },
  { id: 'members', text: '', met: true },
];

describe('who may become a model or college family', () => {
  it('lets a leader whose family meets every requirement apply', () => {
    expect(specialStanding({ my_family: leader, status: 'none', requirements: met }).kind).toBe('can-apply');
  });

  it('says why anyone else cannot', () => {
    const kinds = [
      specialStanding({ my_family: null, status: 'none', requirements: met }),
      specialStanding({ my_family: { ...leader, role: 'member' }, status: 'none', requirements: met }),
      specialStanding({
        my_family: leader,
        status: 'none',
        requirements: [{ id: 'x', text: '', met: false }],
      }),
      specialStanding({ my_family: leader, status: 'pending', requirements: met }),
      specialStanding({ my_family: leader, status: 'approved', requirements: met }),
    ].map((s) => s.kind);
    expect(kinds).toEqual(['no-family', 'not-leader', 'not-eligible', 'pending', 'approved']);
  });
});
