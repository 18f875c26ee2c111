import { FAMILY_CODES, MAX_UPLOAD_BYTES } from '@h5/core-api/contracts/family';
import { describe, expect, it } from 'vitest';
import type { AreaDefinition } from '../../area.ts';
import { latinTexts } from '../../testLanguage.ts';
import { serveSandbox } from '../../testServer.ts';
import { generalArea } from '../general.ts';
import { familyArea } from './index.ts';
import { WEEK_MS } from './weeks.ts';

const served = serveSandbox([generalArea, familyArea] as AreaDefinition<unknown>[]);

interface Answer {
  code: number;
  msg: string;
  data?: Record<string, unknown> & { list?: Array<Record<string, unknown>> };
}

async function get(path: string, uid: number | null = 1001, lang?: string): Promise<Answer> {
  // An application and an answer to an invitation are money calls (they act for good): each
  // request carries its own key.
  const headers: Record<string, string> = lang ? { lang } : {};
  headers['idempotency-key'] = crypto.randomUUID();
  if (uid) headers.token = `tok-${uid}`;
  return (await (await fetch(served.origin + path, { headers })).json()) as Answer;
}

async function post(path: string, body: unknown, uid: number | null = 1001, lang?: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  headers['idempotency-key'] = crypto.randomUUID();
  if (uid) headers.token = `tok-${uid}`;
  if (lang) headers.lang = lang;
  const res = await fetch(served.origin + path, { method: 'POST', headers, body: JSON.stringify(body) });
  return (await res.json()) as Answer;
}

describe('family area', () => {
  it('lists the user country first and searches by name or id', async () => {
    const list = await get('/family/family-info-list?page=1', 1002);
    expect(list.data?.list?.[0]?.country).toBe('EG');
    const found = await get('/family/family-info-list?page=1&content=nile');
    expect(found.data?.list?.map((f) => f.family_id)).toEqual([]);
    const byId = await get('/family/family-info-list?page=1&content=303');
    expect(byId.data?.list?.map((f) => f.family_id)).toEqual([303]);
  });

  it('tells the leader, a member and an outsider apart', async () => {
    const roles = await Promise.all(
      [1001, 1008, 1004].map((uid) => get('/web/family/base-info?family_id=301', uid)),
    );
    expect(roles.map((r) => r.data?.my_role)).toEqual(['leader', 'member', 'none']);
    const mine = await get('/family/loginuser-thisfamily-info', 1005);
    expect(mine.data).toMatchObject({ user_family_info: null, user_country: 'PH', invitation_count: 2 });
  });

  it('takes an application once and lets the leader accept it', async () => {
    expect((await get('/family/apply?family_id=301', 1004)).code).toBe(0);
    expect((await get('/family/apply?family_id=301', 1004)).code).toBe(FAMILY_CODES.alreadyApplied);
    const msgs = await get('/family/get-family-user-message?family_id=301&page=1');
    const app = msgs.data?.list?.find((m) => m.uid === 1004);
    expect(app?.status).toBe('pending');
    expect((await post('/family/deal', { family_id: 301, id: app?.id, action: 1 })).data).toEqual({
      status: 'accepted',
    });
    expect((await post('/family/deal', { family_id: 301, id: app?.id, action: 1 })).code).toBe(
      FAMILY_CODES.handled,
    );
    expect((await get('/web/family/base-info?family_id=301', 1004)).data?.my_role).toBe('member');
  });

  it('refuses a full family, a member dealing, and a leader leaving', async () => {
    expect((await get('/family/apply?family_id=306', 1004)).code).toBe(FAMILY_CODES.familyFull);
    expect((await post('/family/deal', { family_id: 301, id: 'app1', action: 1 }, 1008)).code).toBe(
      FAMILY_CODES.notLeader,
    );
    expect((await post('/family/leave-family', { family_id: 301 })).code).toBe(
      FAMILY_CODES.leaderCannotLeave,
    );
  });

  it('lets a member leave and a leader dissolve', async () => {
    expect((await post('/family/leave-family', { family_id: 301 }, 1008)).code).toBe(0);
    expect((await get('/web/family/base-info?family_id=301', 1008)).data?.my_role).toBe('none');
    expect((await post('/family/dissolve-family', { family_id: 302 }, 1007)).code).toBe(
      FAMILY_CODES.notLeader,
    );
    expect((await post('/family/dissolve-family', { family_id: 302 }, 1002)).code).toBe(0);
    expect((await get('/web/family/base-info?family_id=302')).code).toBe(FAMILY_CODES.notFound);
  });

  it('answers invitations both ways', async () => {
    const inv = await get('/family/user-invitation?page=1', 1005);
    const to301 = inv.data?.list?.find((i) => i.family_id === 301);
    const joined = await get(`/family/user-do-invite?id=${to301?.id}&action=1`, 1005);
    expect(joined.data).toEqual({ family_id: 301 });
    // Joining one family drops the other invitations.
    expect((await get('/family/user-invitation?page=1', 1005)).data?.list).toEqual([]);
    expect((await post('/family/leader-do-invite', { family_id: 301, uid: 1006 })).code).toBe(0);
    expect((await post('/family/leader-do-invite', { family_id: 301, uid: 1006 })).code).toBe(
      FAMILY_CODES.alreadyApplied,
    );
    expect((await post('/family/leader-do-invite', { family_id: 301, uid: 1003 })).code).toBe(
      FAMILY_CODES.alreadyInFamily,
    );
  });

  it('stores an upload, serves it back, and takes it as the cover', async () => {
    const png = Buffer.from('89504e470d0a1a0a', 'hex').toString('base64');
    const up = await post('/new-upload', { image: `data:image/png;base64,${png}` });
    const url = String(up.data?.url);
    const served1 = await fetch(served.origin + url);
    expect(served1.headers.get('content-type')).toBe('image/png');
    expect(
      (await post('/family/edit-family-info', { family_id: 301, family_cover: url })).data?.family_cover,
    ).toBe(url);
    expect(
      (await post('/family/edit-family-info', { family_id: 301, family_cover: 'http://evil/x.png' })).code,
    ).toBe(FAMILY_CODES.badImage);
    const big = Buffer.alloc(MAX_UPLOAD_BYTES + 1).toString('base64');
    expect((await post('/new-upload', { image: `data:image/png;base64,${big}` })).code).toBeGreaterThan(0);
    expect((await post('/new-upload', { image: 'data:text/html;base64,PGI+' })).code).toBe(
      FAMILY_CODES.badImage,
    );
  });

  it('checks the name and slogan', async () => {
    expect((await post('/family/edit-family-info', { family_id: 301, family_title: 'x' })).code).toBe(
      FAMILY_CODES.badName,
    );
    expect(
      (await post('/family/edit-family-info', { family_id: 301, family_title: 'Lagos Groove' })).code,
    ).toBe(FAMILY_CODES.badName);
    const ok = await post('/family/edit-family-info', {
      family_id: 301,
      family_title: ' Desi Stars ',
      slogan: 'Hi',
    });
    expect(ok.data).toMatchObject({ family_title: 'Desi Stars', slogan: 'Hi' });
  });

  it('rolls the weekly family star over on the clock, semi-final from level 5', async () => {
    const now = await get('/family/weekly-star');
    expect(now.data?.userGroup).toMatchObject({ promotion_level: 2, curLevel: 4 });
    served.sandbox.clock.advance(WEEK_MS);
    const next = await get('/family/weekly-star');
    expect(next.data?.week).toBe(Number(now.data?.week) + 1);
    expect(next.data?.userGroup).toMatchObject({ curLevel: 5 });
    const last = await get('/family/weekly-star/last-week');
    expect(last.data?.week).toBe(now.data?.week);
    served.sandbox.clock.advance(10 * WEEK_MS);
    expect((await get('/family/weekly-star')).data?.userGroup).toMatchObject({ curLevel: '' });
    served.sandbox.clock.reset();
    expect((await get('/family/weekly-star', 2023)).data?.userGroup).toMatchObject({ promotion_level: 1 });
  });

  it("publishes the weekly family star's rules with it, in the request's language, to visitors too", async () => {
    const en = (await get('/family/weekly-star', null)).data?.rules as string[];
    const ar = (await get('/family/weekly-star', null, 'ar')).data?.rules as string[];
    expect(en.length).toBeGreaterThan(3);
    expect(ar).toHaveLength(en.length);
    expect(ar.every((r) => /[\u0600-\u06ff]/.test(r))).toBe(true);
    // The season the rules state is the one the server runs: six weeks, levels 2 to 7.
    expect(en.join(' ')).toMatch(/six weeks.*levels 2 to 7/);
  });

  it('answers in Arabic', async () => {
    const answers = await Promise.all([
      get('/family/honor-wall?type=family', null, 'ar'),
      get('/family/special/model', 1001, 'ar'),
      post('/web/family/privilege', { family_id: 301 }, 1001, 'ar'),
      get('/money/get-family-income-detail?family_id=301&page=1', 1001, 'ar'),
      get('/family/apply?family_id=306', 1004, 'ar'),
    ]);
    // Families' and people's names stay as their owners wrote them.
    const names = ['name', 'family_title', 'leader_name', 'leader_image', 'family_cover', 'role'];
    for (const a of answers.slice(0, 4)) expect(latinTexts(a.data, names)).toEqual([]);
    expect(answers[4]!.msg).not.toMatch(/[A-Za-z]/);
  });
});
