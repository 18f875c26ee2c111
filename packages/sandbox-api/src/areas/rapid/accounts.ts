// Operators and accounts: certificates and their bind tokens, the operator's settings per
// country, and finding a recharge account by public id, uid or phone number.

import {
  type AreaInfo,
  getCertificate,
  getOperatorSettings,
  lookupUser,
  type RechargeUser,
} from '@h5/core-api/contracts/rapid';
import { type AreaHandler, fail, int, on, str } from '../../area.ts';
import type { Localizable } from '../../kit/localized.ts';
import { CROWD, type SandboxUser, SIGNED_IN_USERS, userByUid } from '../../users.ts';
import {
  ACCOUNT_CATEGORIES,
  BAD_CATEGORY,
  BAD_TOKEN,
  COUNTRIES,
  COUNTRY_CODES,
  RAPID_REFUSALS,
  UNKNOWN_ACCOUNT,
} from './catalogue.ts';
import type { RapidState } from './state.ts';

const sidOf = (u: SandboxUser) => String(8_800_000 + u.uid);

const phoneOf = (u: SandboxUser) => `9${String(u.uid).padStart(9, '0')}`;

const everyone = [...SIGNED_IN_USERS, ...CROWD];

/** Finds an account by type and id; unknown ids answer with a code, as the real service does. */
function findAccount(category: number | undefined, id: string): SandboxUser {
  const clean = id.trim();
  if (!clean) fail(1000, RAPID_REFUSALS.noAccount);
  const match = (u: SandboxUser) =>
    category === 6 ? sidOf(u) === clean : category === 1 ? String(u.uid) === clean : phoneOf(u) === clean;
  if (category === undefined || !ACCOUNT_CATEGORIES.includes(category as 6)) {
    fail(BAD_CATEGORY.code, BAD_CATEGORY.msg);
  }
  return everyone.find(match) ?? fail(UNKNOWN_ACCOUNT.code, UNKNOWN_ACCOUNT.msg);
}

function toRechargeUser(u: SandboxUser, category: number, id: string): RechargeUser {
  return { uid: u.uid, category, id, name: u.stage_name, sid: sidOf(u), img: u.avatar, vip: u.vip };
}

/** The certificate a bind token belongs to; an unknown or used one fails. */
export function certificateByToken(state: RapidState, token: string | undefined): string {
  for (const [key, c] of state.certificates) {
    if (c.token && c.token === token && c.on_use !== 2) return key;
  }
  return fail(BAD_TOKEN.code, BAD_TOKEN.msg);
}

export const accountHandlers: Array<AreaHandler<RapidState>> = [
  on(getCertificate, ({ state }, p) => {
    const c = state.certificates.get(str(p.certificate) ?? '');
    return c ? { ...c } : fail(404, BAD_TOKEN.msg);
  }),
  on(lookupUser, ({ state }, p) => {
    certificateByToken(state, str(p.token));
    const category = int(p.category);
    const id = str(p.id) ?? '';
    return toRechargeUser(findAccount(category, id), category as number, id.trim());
  }),
  on(getOperatorSettings, ({ state }, p): Localizable<AreaInfo> => {
    const opid = str(p.opid) ?? '';
    const cert = state.certificates.get(opid);
    if (!cert?.token || cert.on_use === 2) fail(BAD_TOKEN.code, BAD_TOKEN.msg);
    const wanted = str(p.country) ?? '';
    const country = COUNTRIES[wanted] ? wanted : 'IN';
    const seed = COUNTRIES[country]!;
    const uid = int(p.uid);
    const known = uid !== undefined ? userByUid(uid) : null;
    return {
      country,
      country_idx: COUNTRY_CODES.indexOf(country),
      display: seed.display,
      countries: COUNTRY_CODES.map((c) => ({ country: c, display: COUNTRIES[c]!.display })),
      can_join_make_connection: country !== 'ME',
      have_phone: known ? known.uid % 2 === 1 : false,
      // A VIP account earns one point more.
      userPercent: seed.userPercent + (known?.vip ? 1 : 0),
    };
  }),
];
