// Stars, income and bonuses: each member earns stars at a steady rate of their own and goes live
// a set time a day, so every figure grows with the server clock and the pages can be seen to move.

import {
  type BonusEntry,
  type GuildIdentity,
  type GuildPeriod,
  getMyHistoricalBonus,
  getMyIncomeDetails,
  getMyStatsDetails,
  type IncomeLine,
} from '@h5/core-api/contracts/guild';
import { fail, on, str } from '../../area.ts';
import { type Localized, localized } from '../../kit/localized.ts';
import {
  GUILD_ERRORS,
  INCOME_CURRENCY,
  PRESIDENT_SHARE,
  STARS_PER_CENT,
  VALID_DAY_MINUTES,
} from './constants.ts';
import { everyone, type GuildState, hashOf, identityOf, requireMembership } from './state.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** When the period that holds `now` began (UTC): today, this week from Monday, this month. */
export function periodStart(now: number, period: GuildPeriod): number {
  const d = new Date(now);
  const today = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
  if (period === 'day') return today;
  if (period === 'week') return today - ((d.getUTCDay() + 6) % 7) * DAY;
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
}

function periodOf(v: unknown): GuildPeriod {
  return v === 'day' || v === 'week' ? v : 'month';
}

/** Stars an hour and minutes live a day of one member in one identity. */
function pace(uid: number, identity: GuildIdentity) {
  const h = hashOf(uid, identity);
  return { starsPerHour: 20 + (h % 180), minutesPerDay: 90 + ((h >>> 8) % 150) };
}

export interface Earned {
  stars: number;
  live_minutes: number;
  valid_days: number;
}

/** What a member earned between `from` and `to`. */
export function earned(uid: number, identity: GuildIdentity, from: number, to: number): Earned {
  const span = Math.max(0, to - from);
  const p = pace(uid, identity);
  const fullDays = Math.floor(span / DAY);
  const todayMinutes = Math.floor(((span % DAY) / DAY) * p.minutesPerDay);
  return {
    stars: Math.floor((span / HOUR) * p.starsPerHour),
    live_minutes: fullDays * p.minutesPerDay + todayMinutes,
    valid_days: fullDays + (todayMinutes >= VALID_DAY_MINUTES ? 1 : 0),
  };
}

export function earnedIn(uid: number, identity: GuildIdentity, now: number, period: GuildPeriod): Earned {
  return earned(uid, identity, periodStart(now, period), now);
}

const TEXT = {
  starIncome: localized({ en: 'Star income', ar: 'دخل النجوم' }),
  validDays: localized({ en: 'Valid-day bonus', ar: 'مكافأة الأيام الفعالة' }),
  guildShare: localized({ en: 'Guild share of members’ income', ar: 'حصة النقابة من دخل الأعضاء' }),
  weekly: localized({ en: 'Weekly activity bonus', ar: 'مكافأة النشاط الأسبوعية' }),
  growth: localized({ en: 'Guild growth bonus', ar: 'مكافأة نمو النقابة' }),
};

/** Cents a day counted valid pays. */
const VALID_DAY_CENTS = 100;

function ownIncome(e: Earned): Array<{ label: Localized; amount: number }> {
  return [
    { label: TEXT.starIncome, amount: Math.floor(e.stars / STARS_PER_CENT) },
    { label: TEXT.validDays, amount: e.valid_days * VALID_DAY_CENTS },
  ];
}

/** `YYYY-MM` of the last six months, newest first. */
function bonusMonths(now: number): string[] {
  const d = new Date(now);
  return Array.from({ length: 6 }, (_, i) => {
    const m = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() - i, 1));
    return `${m.getUTCFullYear()}-${String(m.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** The bonuses of one month: one each Monday up to now, and the president's growth bonus. */
function bonusesOf(uid: number, president: boolean, month: string, now: number) {
  const [y, m] = month.split('-').map(Number) as [number, number];
  const list: Array<{ date: string; label: Localized; amount: number }> = [];
  for (let day = Date.UTC(y, m - 1, 1); new Date(day).getUTCMonth() === m - 1 && day <= now; day += DAY) {
    const date = new Date(day).toISOString().slice(0, 10);
    if (new Date(day).getUTCDay() === 1)
      list.push({ date, label: TEXT.weekly, amount: 500 + (hashOf(uid, date) % 2500) });
    if (president && new Date(day).getUTCDate() === 15)
      list.push({ date, label: TEXT.growth, amount: 3000 + (hashOf(uid, date, 'g') % 5000) });
  }
  return list.reverse();
}

export const earningHandlers = [
  on(getMyStatsDetails, ({ state, requireUser, clock }, p) => {
    const uid = requireUser().uid;
    const identity = identityOf(p.identity);
    const { guild } = requireMembership(state as GuildState, uid, identity);
    const period = periodOf(p.period);
    const now = clock.now();
    const mine = earnedIn(uid, identity, now, period);
    const all = everyone(guild).map((u) => earnedIn(u, identity, now, period).stars);
    return {
      period,
      ...mine,
      new_fans: Math.floor(mine.stars / 50),
      rank: 1 + all.filter((s) => s > mine.stars).length,
      member_count: all.length,
    };
  }),
  on(getMyIncomeDetails, ({ state, requireUser, clock }, p) => {
    const uid = requireUser().uid;
    const identity = identityOf(p.identity);
    const { guild, role_id } = requireMembership(state as GuildState, uid, identity);
    const period = periodOf(p.period);
    const now = clock.now();
    const lines: Array<{ label: Localized; amount: number }> = ownIncome(
      earnedIn(uid, identity, now, period),
    );
    if (role_id === 1) {
      const membersStars = [...guild.members.keys()].reduce(
        (sum, u) => sum + earnedIn(u, identity, now, period).stars,
        0,
      );
      lines.push({
        label: TEXT.guildShare,
        amount: Math.floor((membersStars / STARS_PER_CENT) * PRESIDENT_SHARE),
      });
    }
    return {
      period,
      currency: INCOME_CURRENCY,
      total: lines.reduce((s, l) => s + l.amount, 0),
      lines: lines as unknown as IncomeLine[],
    };
  }),
  on(getMyHistoricalBonus, ({ state, requireUser, clock }, p) => {
    const uid = requireUser().uid;
    const identity = identityOf(p.identity);
    const { role_id } = requireMembership(state as GuildState, uid, identity);
    const now = clock.now();
    const months = bonusMonths(now);
    const asked = str(p.month);
    const month = asked ? asked : months[0]!;
    if (!months.includes(month)) fail(...GUILD_ERRORS.badMonth);
    const list = bonusesOf(uid, role_id === 1, month, now);
    return {
      month,
      months,
      currency: INCOME_CURRENCY,
      total: list.reduce((s, b) => s + b.amount, 0),
      list: list as unknown as BonusEntry[],
    };
  }),
];
