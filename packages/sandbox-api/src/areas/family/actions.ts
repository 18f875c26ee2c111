// The family actions of spec 7: applying and answering invitations (a user), dealing with
// applications, inviting, editing and dissolving (the leader), leaving (a member), and the
// upload a new cover goes through, served back from the sandbox's static host.

import {
  ACCEPT,
  applyFamily,
  dealApplication,
  dissolveFamily,
  editFamilyInfo,
  FAMILY_CODES,
  FAMILY_NAME_MAX,
  FAMILY_NAME_MIN,
  FAMILY_SLOGAN_MAX,
  leaderDoInvite,
  leaveFamily,
  MAX_UPLOAD_BYTES,
  newUpload,
  REFUSE,
  UPLOAD_TYPES,
  userDoInvite,
} from '@h5/core-api/contracts/family';
import { type AreaHandler, fail, HOST_PREFIX, int, on, type RawRoute, str } from '../../area.ts';
import type { Localized } from '../../kit/localized.ts';
import { type Family, type FamilyState, familyOf, newId } from './state.ts';
import { joinedNotice, leftNotice, REFUSALS } from './texts.ts';
import { type Ctx, familyParam, info, isFull, ledFamily } from './views.ts';

const UPLOAD_DIR = `${HOST_PREFIX.static}/family/uploads`;

const EXTENSION: Record<string, string> = { 'image/jpeg': 'jpg', 'image/png': 'png', 'image/webp': 'webp' };

function action(raw: unknown): typeof ACCEPT | typeof REFUSE {
  const a = int(raw);
  if (a !== ACCEPT && a !== REFUSE) fail(400, REFUSALS.badRequest);
  return a;
}

/** A notice every member reads in the family's messages. */
function notify(ctx: Ctx, f: Family, uid: number, text: Localized) {
  ctx.state.notices.push({
    id: newId(ctx.state, 'n'),
    family: f.id,
    uid,
    text,
    created_at: Math.floor(ctx.clock.now() / 1000),
  });
}

function join(ctx: Ctx, f: Family, uid: number) {
  if (familyOf(ctx.state, uid)) fail(FAMILY_CODES.alreadyInFamily, REFUSALS.alreadyInFamily);
  if (isFull(f)) fail(FAMILY_CODES.familyFull, REFUSALS.familyFull);
  f.members.push(uid);
  f.starlight.set(uid, 0);
  notify(ctx, f, uid, joinedNotice());
  // One family at a time: the user's other applications and invitations lapse.
  for (const a of ctx.state.applications) if (a.uid === uid && a.status === 'pending') a.status = 'refused';
  for (const i of ctx.state.invitations) if (i.uid === uid && i.status === 'pending') i.status = 'refused';
}

/** Trimmed, and within its limits, or the refusal. */
function checkedTitle(ctx: Ctx, raw: unknown, f: Family): string {
  const title = (str(raw) ?? '').trim();
  const n = [...title].length;
  if (n < FAMILY_NAME_MIN || n > FAMILY_NAME_MAX) fail(FAMILY_CODES.badName, REFUSALS.badName);
  for (const other of ctx.state.families.values())
    if (other !== f && other.title.toLowerCase() === title.toLowerCase())
      fail(FAMILY_CODES.badName, REFUSALS.nameTaken);
  return title;
}

export const actionHandlers: Array<AreaHandler<FamilyState>> = [
  on(applyFamily, (ctx, p) => {
    const user = ctx.requireUser();
    const f = familyParam(ctx, p.family_id);
    if (familyOf(ctx.state, user.uid)) fail(FAMILY_CODES.alreadyInFamily, REFUSALS.alreadyInFamily);
    if (isFull(f)) fail(FAMILY_CODES.familyFull, REFUSALS.familyFull);
    if (ctx.state.applications.some((a) => a.family === f.id && a.uid === user.uid && a.status === 'pending'))
      fail(FAMILY_CODES.alreadyApplied, REFUSALS.alreadyApplied);
    ctx.state.applications.push({
      id: newId(ctx.state, 'app'),
      family: f.id,
      uid: user.uid,
      note: joinedNotice(),
      created_at: Math.floor(ctx.clock.now() / 1000),
      status: 'pending',
    });
    return { applied: true as const };
  }),
  on(userDoInvite, (ctx, p) => {
    const user = ctx.requireUser();
    const id = str(p.id);
    const inv = ctx.state.invitations.find((i) => i.id === id && i.uid === user.uid);
    if (!inv) fail(FAMILY_CODES.notFound, REFUSALS.notFound);
    if (inv.status !== 'pending') fail(FAMILY_CODES.handled, REFUSALS.handled);
    const f = ctx.state.families.get(inv.family);
    if (!f) fail(FAMILY_CODES.notFound, REFUSALS.notFound);
    if (action(p.action) === REFUSE) {
      inv.status = 'refused';
      return { family_id: null };
    }
    join(ctx, f, user.uid);
    inv.status = 'accepted';
    return { family_id: f.id };
  }),
  on(dealApplication, (ctx, p) => {
    const f = ledFamily(ctx, p.family_id);
    const id = str(p.id);
    const app = ctx.state.applications.find((a) => a.id === id && a.family === f.id);
    if (!app) fail(FAMILY_CODES.notFound, REFUSALS.badRequest);
    if (app.status !== 'pending') fail(FAMILY_CODES.handled, REFUSALS.handled);
    if (action(p.action) === REFUSE) {
      app.status = 'refused';
      return { status: 'refused' as const };
    }
    join(ctx, f, app.uid);
    app.status = 'accepted';
    return { status: 'accepted' as const };
  }),
  on(leaveFamily, (ctx, p) => {
    const user = ctx.requireUser();
    const f = familyParam(ctx, p.family_id);
    if (f.leader === user.uid) fail(FAMILY_CODES.leaderCannotLeave, REFUSALS.leaderCannotLeave);
    if (!f.members.includes(user.uid)) fail(FAMILY_CODES.notFound, REFUSALS.notMember);
    f.members = f.members.filter((uid) => uid !== user.uid);
    f.starlight.delete(user.uid);
    notify(ctx, f, user.uid, leftNotice());
    return { left: true as const };
  }),
  on(dissolveFamily, (ctx, p) => {
    const f = ledFamily(ctx, p.family_id);
    ctx.state.families.delete(f.id);
    ctx.state.applications = ctx.state.applications.filter((a) => a.family !== f.id);
    ctx.state.invitations = ctx.state.invitations.filter((i) => i.family !== f.id);
    ctx.state.notices = ctx.state.notices.filter((n) => n.family !== f.id);
    return { dissolved: true as const };
  }),
  on(editFamilyInfo, (ctx, p) => {
    const f = ledFamily(ctx, p.family_id);
    const title = p.family_title === undefined ? undefined : checkedTitle(ctx, p.family_title, f);
    let slogan: string | undefined;
    if (p.slogan !== undefined) {
      slogan = (str(p.slogan) ?? '').trim();
      if ([...slogan].length > FAMILY_SLOGAN_MAX) fail(FAMILY_CODES.badName, REFUSALS.badSlogan);
    }
    let cover: string | undefined;
    if (p.family_cover !== undefined) {
      cover = str(p.family_cover) ?? '';
      // Only a picture this server serves: an upload, or one of the seeded covers.
      if (!cover.startsWith(`${UPLOAD_DIR}/`) || !ctx.state.uploads.has(cover.slice(UPLOAD_DIR.length + 1)))
        fail(FAMILY_CODES.badImage, REFUSALS.badImage);
    }
    if (title !== undefined) f.title = title;
    if (slogan !== undefined) f.slogan = slogan;
    if (cover !== undefined) f.cover = cover;
    return info(ctx.state, f, ctx.user?.uid);
  }),
  on(leaderDoInvite, (ctx, p) => {
    const f = ledFamily(ctx, p.family_id);
    const uid = int(p.uid);
    if (uid === undefined || !ctx.state.people.has(uid)) fail(400, REFUSALS.badRequest);
    if (familyOf(ctx.state, uid)) fail(FAMILY_CODES.alreadyInFamily, REFUSALS.userInFamily);
    if (ctx.state.invitations.some((i) => i.family === f.id && i.uid === uid && i.status === 'pending'))
      fail(FAMILY_CODES.alreadyApplied, REFUSALS.alreadyInvited);
    if (isFull(f)) fail(FAMILY_CODES.familyFull, REFUSALS.familyFull);
    ctx.state.invitations.push({
      id: newId(ctx.state, 'inv'),
      family: f.id,
      uid,
      created_at: Math.floor(ctx.clock.now() / 1000),
      status: 'pending',
    });
    return { invited: true as const };
  }),
  on(newUpload, (ctx, p) => {
    ctx.requireUser();
    const m = /^data:([a-z/+.-]+);base64,([A-Za-z0-9+/=]+)$/.exec(str(p.image) ?? '');
    const type = m?.[1] ?? '';
    if (!m || !(UPLOAD_TYPES as readonly string[]).includes(type))
      fail(FAMILY_CODES.badImage, REFUSALS.badImage);
    const data = Buffer.from(m[2]!, 'base64');
    if (data.length > MAX_UPLOAD_BYTES) fail(FAMILY_CODES.tooLarge, REFUSALS.tooLarge);
    if (data.length === 0) fail(FAMILY_CODES.badImage, REFUSALS.badImage);
    const name = `${newId(ctx.state, 'u')}.${EXTENSION[type]}`;
    ctx.state.uploads.set(name, { type, data });
    return { url: `${UPLOAD_DIR}/${name}` };
  }),
];

/** The uploaded pictures, served back as they came (an unknown name is a plain 404). */
export const uploadRoute: RawRoute<FamilyState> = {
  method: 'GET',
  path: `${UPLOAD_DIR}/{file}`,
  handle(_req, res, ctx) {
    const found = ctx.state.uploads.get(str(ctx.params.file) ?? '');
    const [status, type, body] = found
      ? [200, found.type, found.data]
      : [404, 'text/plain', Buffer.from('Not found')];
    res.writeHead(
      status,
      found ? { 'content-type': type, 'cache-control': 'public, max-age=86400' } : { 'content-type': type },
    );
    res.end(body);
  },
};
