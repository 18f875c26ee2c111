import { describe, expect, it } from 'vitest';
import { CASH_TEXTS } from '../cash.ts';
import { PROBLEM_TEXTS } from '../cashAction.tsx';
import { CODE_TEXTS } from '../components/CodeCard.tsx';
import { ENTRY_TEXTS } from '../components/CodeEntry.tsx';
import { FORM_TEXTS } from '../components/InviteCodeForm.tsx';
import { INVITER_TEXTS } from '../components/Inviter.tsx';
import { CODE_MESSAGES } from '../inviteCode.ts';
import { LAKH_TEXTS } from '../lakh.ts';
import { MISSION_TEXTS, RECORD_LABELS } from '../missionTexts.ts';
import { TITLES } from '../routes.ts';
import { BALANCE_TEXTS } from '../screens/Balance.tsx';
import { STEPS } from '../screens/InvitePeople.tsx';
import { LAKH_HOME_TEXTS } from '../screens/LakhHome.tsx';
import { RANK_TEXTS } from '../screens/LakhRank.tsx';
import { PULL_TEXTS } from '../screens/PullLanding.tsx';
import { REDEEM_TEXTS } from '../screens/Redeem.tsx';
import { RULES_TEXTS } from '../screens/Rules.tsx';
import { SHARE_INVITE_TEXTS } from '../screens/ShareInvite.tsx';
import { STATUS_TEXTS, WITHDRAW_TEXTS } from '../screens/Withdrawal.tsx';
import { HOME_TEXTS, LAKH_POINTS } from '../texts.ts';
import ar from './ar.json';

// Every English key a screen passes to t() is one of these constants; each has an Arabic text
// with the same {placeholders}, so no screen half-translates.
const keys = [
  ...Object.values(TITLES),
  ...Object.values(HOME_TEXTS),
  LAKH_POINTS,
  ...Object.values(CASH_TEXTS),
  ...Object.values(PROBLEM_TEXTS),
  ...Object.values(CODE_TEXTS),
  ...Object.values(ENTRY_TEXTS),
  ...Object.values(FORM_TEXTS),
  ...Object.values(INVITER_TEXTS),
  ...Object.values(CODE_MESSAGES),
  ...Object.values(LAKH_TEXTS),
  ...Object.values(BALANCE_TEXTS),
  ...STEPS,
  ...Object.values(LAKH_HOME_TEXTS),
  ...Object.values(RANK_TEXTS),
  ...Object.values(MISSION_TEXTS),
  ...Object.values(RECORD_LABELS),
  ...Object.values(PULL_TEXTS),
  ...Object.values(REDEEM_TEXTS),
  ...Object.values(RULES_TEXTS),
  ...Object.values(SHARE_INVITE_TEXTS),
  ...Object.values(STATUS_TEXTS),
  ...Object.values(WITHDRAW_TEXTS),
];

const vars = (s: string) => [...s.matchAll(/\{(\w+)[,}]/g)].map((m) => m[1]).sort();

/** A value copied from English, or missing, has no Arabic letter. */
const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('Arabic messages', () => {
  it.each([...new Set(keys)])('has %j in Arabic with its placeholders', (key) => {
    const text = (ar as Record<string, string>)[key];
    // A key of placeholders alone (`{cash} = {golds}`) has no word to translate.
    if (/[A-Za-z]/.test(key.replace(/\{\w+\}/g, ''))) expect(text).toMatch(ARABIC_LETTER);
    else expect(text).toBeTypeOf('string');
    expect(vars(text as string)).toEqual(vars(key));
  });
});
