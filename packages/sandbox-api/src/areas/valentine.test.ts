import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../area.ts';
import { serveSandbox } from '../testServer.ts';
import { generalArea } from './general.ts';
import { BAD_CARD, NOT_YOURS, valentineArea } from './valentine.ts';

const served = serveSandbox([generalArea, valentineArea] as AreaDefinition<unknown>[]);

async function call(path: string, uid: number | null, body?: Record<string, unknown>) {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (uid) headers.token = `tok-${uid}`;
  const res = await fetch(served.origin + path, {
    method: body ? 'POST' : 'GET',
    headers,
    body: body ? JSON.stringify(body) : undefined,
  });
  return (await res.json()) as { code: number; data: Record<string, unknown> };
}

describe('the valentine area', () => {
  it('saves a card of the user’s own recording that anyone can open', async () => {
    const recs = (await call('/user/recordings', 1001)).data.list as Array<{ id: string }>;
    const saved = await call('/valentine/save-card', 1001, {
      template_type: 3,
      recording_id: recs[0]!.id,
      message: '  Hi  ',
    });
    const id = saved.data.card_id as string;
    const card = await call(`/valentine/card/${id}`, null);
    expect(card.data.message).toBe('Hi');
    expect(card.data.mine).toBe(false);
    expect((await call(`/valentine/card/${id}`, 1001)).data.mine).toBe(true);
  });

  it('refuses an empty message, another user’s recording, and editing another user’s card', async () => {
    expect(
      (await call('/valentine/save-card', 1001, { template_type: 1, recording_id: 'r1001-1', message: ' ' }))
        .code,
    ).toBe(BAD_CARD.code);
    expect(
      (await call('/valentine/save-card', 1001, { template_type: 1, recording_id: 'r1002-1', message: 'x' }))
        .code,
    ).toBe(BAD_CARD.code);
    const edit = await call('/valentine/save-card', 1001, {
      template_type: 1,
      recording_id: 'r1001-1',
      message: 'x',
      card_id: 'v1',
    });
    expect(edit.code).toBe(NOT_YOURS.code);
  });
});
