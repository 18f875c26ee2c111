// The family reads of spec 7: the family list and search, the user's own family, a family's info,
// members by starlight, messages, invitation candidates and invitations, levels, privileges and
// the family account's income.

import {
  type FamilyMember,
  getFamilyBaseInfo,
  getFamilyIncomeDetail,
  getFamilyInfoList,
  getFamilyLevelInfo,
  getFamilyPrivilege,
  getFamilyUserMessage,
  getGamingoPrivilege,
  getLeaderInvite,
  getLoginUserFamilyInfo,
  getStarlightList,
  getUserInvitation,
} from '@h5/core-api/contracts/family';
import { type AreaHandler, on, str } from '../../area.ts';
import { pageOf, rankBy } from '../../kit/index.ts';
import { COVER_DIR } from './seed.ts';
import { type FamilyState, familyOf } from './state.ts';
import { GAMINGO_LEVELS, GAMINGO_PRIVILEGES, LEVELS, levelOf, PRIVILEGES } from './texts.ts';
import { type Ctx, familyParam, info, ledFamily, person, summary } from './views.ts';

const LIST_PAGE = 10;
const MEMBER_PAGE = 20;
const MESSAGE_PAGE = 15;
const INCOME_PAGE = 10;

/** Searches match the family's name or id; without a search, the user's country comes first. */
function familyList(ctx: Ctx, content: string, country: string) {
  const q = content.trim().toLowerCase();
  const all = [...ctx.state.families.values()];
  if (q) return all.filter((f) => f.title.toLowerCase().includes(q) || String(f.id) === q);
  const here = all.filter((f) => f.country === country);
  return [...here, ...all.filter((f) => f.country !== country)];
}

const privilegeIcon = (icon: string) => `${COVER_DIR.replace('covers', 'privileges')}/${icon}.svg`;

export const readHandlers: Array<AreaHandler<FamilyState>> = [
  on(getFamilyInfoList, (ctx, p) => {
    const country = str(p.country) || ctx.user?.country || '';
    const list = familyList(ctx, str(p.content) ?? '', country);
    return pageOf(
      list.map((f) => summary(ctx.state, f)),
      p,
      { size: LIST_PAGE },
    );
  }),
  on(getLoginUserFamilyInfo, (ctx) => {
    const user = ctx.requireUser();
    const f = familyOf(ctx.state, user.uid);
    return {
      user_family_info: f
        ? {
            family_id: f.id,
            family_title: f.title,
            family_cover: f.cover,
            role: f.leader === user.uid ? ('leader' as const) : ('member' as const),
          }
        : null,
      user_country: user.country,
      invitation_count: ctx.state.invitations.filter((i) => i.uid === user.uid && i.status === 'pending')
        .length,
    };
  }),
  on(getFamilyBaseInfo, (ctx, p) => info(ctx.state, familyParam(ctx, p.family_id), ctx.user?.uid)),
  on(getStarlightList, (ctx, p) => {
    const f = familyParam(ctx, p.family_id);
    const rows = f.members.map((uid) => {
      const who = person(ctx.state, uid);
      return {
        uid,
        stage_name: who.stage_name,
        avatar: who.avatar,
        role: uid === f.leader ? ('leader' as const) : ('member' as const),
        starlight: f.starlight.get(uid) ?? 0,
      };
    });
    return pageOf<FamilyMember>(
      rankBy(rows, (r) => r.starlight),
      p,
      { size: MEMBER_PAGE },
    );
  }),
  on(getFamilyUserMessage, (ctx, p) => {
    const user = ctx.requireUser();
    const f = familyParam(ctx, p.family_id);
    const leader = f.leader === user.uid;
    // Members read the notices; the leader also the applications.
    const apps = leader
      ? ctx.state.applications
          .filter((a) => a.family === f.id)
          .map((a) => ({
            id: a.id,
            kind: 'application' as const,
            uid: a.uid,
            stage_name: person(ctx.state, a.uid).stage_name,
            avatar: person(ctx.state, a.uid).avatar,
            text: a.note,
            created_at: a.created_at,
            status: a.status,
          }))
      : [];
    const notices = f.members.includes(user.uid)
      ? ctx.state.notices
          .filter((n) => n.family === f.id)
          .map((n) => ({
            id: n.id,
            kind: 'notice' as const,
            uid: n.uid,
            stage_name: person(ctx.state, n.uid).stage_name,
            avatar: person(ctx.state, n.uid).avatar,
            text: n.text,
            created_at: n.created_at,
            status: null,
          }))
      : [];
    // Waiting applications first, then newest first.
    const all = [...apps, ...notices].sort(
      (a, b) =>
        Number(b.status === 'pending') - Number(a.status === 'pending') || b.created_at - a.created_at,
    );
    return pageOf(all, p, { size: MESSAGE_PAGE });
  }),
  on(getLeaderInvite, (ctx, p) => {
    const f = ledFamily(ctx, p.family_id);
    const inFamily = new Set([...ctx.state.families.values()].flatMap((x) => x.members));
    const invited = new Set(
      ctx.state.invitations.filter((i) => i.family === f.id && i.status === 'pending').map((i) => i.uid),
    );
    const candidates = [...ctx.state.people.values()]
      .filter((x) => !inFamily.has(x.uid))
      // Those of the family's country first.
      .sort((a, b) => Number(b.country === f.country) - Number(a.country === f.country) || a.uid - b.uid)
      .map((x) => ({ ...x, invited: invited.has(x.uid) }));
    return pageOf(candidates, p, { size: MEMBER_PAGE });
  }),
  on(getUserInvitation, (ctx, p) => {
    const user = ctx.requireUser();
    const list = ctx.state.invitations
      .filter((i) => i.uid === user.uid && i.status === 'pending' && ctx.state.families.has(i.family))
      .map((i) => ({
        ...summary(ctx.state, ctx.state.families.get(i.family)!),
        id: i.id,
        created_at: i.created_at,
      }));
    return pageOf(list, p, { size: LIST_PAGE });
  }),
  on(getFamilyLevelInfo, (ctx, p) => {
    const f = familyParam(ctx, p.family_id);
    return {
      family_id: f.id,
      family_title: f.title,
      level: levelOf(LEVELS, f.exp).level,
      exp: f.exp,
      levels: LEVELS,
      gamingo_level: levelOf(GAMINGO_LEVELS, f.gamingoExp).level,
      gamingo_exp: f.gamingoExp,
      gamingo_levels: GAMINGO_LEVELS,
    };
  }),
  on(getFamilyPrivilege, (ctx, p) => {
    const f = familyParam(ctx, p.family_id);
    const level = levelOf(LEVELS, f.exp).level;
    return {
      level,
      privileges: PRIVILEGES.map((x) => ({ ...x, icon: privilegeIcon(x.icon), unlocked: x.level <= level })),
    };
  }),
  on(getGamingoPrivilege, (ctx, p) => {
    const f = familyParam(ctx, p.family_id);
    const level = levelOf(GAMINGO_LEVELS, f.gamingoExp).level;
    return {
      level,
      privileges: GAMINGO_PRIVILEGES.map((x) => ({
        ...x,
        icon: privilegeIcon(x.icon),
        unlocked: x.level <= level,
      })),
    };
  }),
  on(getFamilyIncomeDetail, (ctx, p) => {
    // The account is the leader's to see.
    const f = ledFamily(ctx, p.family_id);
    const weekAgo = Math.floor(ctx.clock.now() / 1000) - 7 * 86_400;
    return {
      ...pageOf(f.income, p, { size: INCOME_PAGE }),
      balance: f.balance,
      week_income: f.income.filter((r) => r.created_at >= weekAgo).reduce((n, r) => n + r.amount, 0),
    };
  }),
];
