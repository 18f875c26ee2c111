// Spec 6: VIP users are flagged. What the flag changes on every VIP page: a VIP renews rather
// than buys, and sees their level and when it ends; an ended VIP is told when it ended. All on
// the server's clock.

import type { VipCard } from '@h5/core-api/contracts/vip';

export const BUY = 'Buy';
export const RENEW = 'Renew';
export const NOT_VIP = 'You are not a VIP yet.';
export const LOG_IN_FOR_VIP = 'Log in to see your VIP level.';
export const VIP_UNTIL = '{level} until {date}';
export const VIP_ENDED = 'Your VIP ended on {date}. Renew to get your privileges back.';

export type VipStatus = 'active' | 'ended' | 'never';

/** The flag is the server's, but an expiry already behind the server's clock has ended. */
export function vipStatus(card: VipCard, nowMs: number): VipStatus {
  if (card.is_vip && card.expire_time * 1000 > nowMs) return 'active';
  return card.expire_time > 0 ? 'ended' : 'never';
}

/** The package button's word: a VIP (or one whose VIP ended) renews, everyone else buys. */
export function purchaseWord(status: VipStatus | null): typeof BUY | typeof RENEW {
  return status === 'active' || status === 'ended' ? RENEW : BUY;
}

/** The level a user holds now (0 when not a VIP). */
export function currentLevel(card: VipCard | undefined, nowMs: number): number {
  return card && vipStatus(card, nowMs) === 'active' ? card.level : 0;
}

/** Whole days left, rounded up (a VIP ending later today has 1 day left). */
export function daysLeft(card: VipCard, nowMs: number): number {
  return Math.max(0, Math.ceil((card.expire_time * 1000 - nowMs) / 86_400_000));
}
