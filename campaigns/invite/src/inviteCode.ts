// Spec 3 and 5: the invite state (user, inviteUser, code, lakhInfo, showCodeInput); the invite-code
// field shows only when showCodeInput is set, and the submission carries a reCAPTCHA token.

import { CODE_FROM_LINK, CODE_TYPED, type FxUserInfo } from '@h5/core-api/contracts/invite';

export const CODE_MESSAGES = {
  empty: 'Please enter an invite code',
  malformed: 'An invite code is 2 letters and 4 to 8 digits, like SM1001',
  captchaMissing: 'We could not check that you are a person. Check your connection and try again.',
} as const;

/**
 * Codes are `SM` and digits; typed in any case, with Arabic-Indic digits, spaces around. Not from
 * the spec (docs/api-gaps.md, "Invite"): spec 5 gives no code format; this is the sandbox's codes'
 * shape, to be agreed with the server before the page ships.
 */
const CODE_PATTERN = /^[A-Z]{2}\d{4,8}$/;

/** The code as the server reads it: upper case, Latin digits, no spaces. */
export function normalizeCode(input: string): string {
  return input
    .replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x660))
    .replace(/\s+/g, '')
    .toUpperCase();
}

/** The message for a code that cannot be sent, or null when it can. */
export function codeProblem(input: string): string | null {
  const code = normalizeCode(input);
  if (!code) return CODE_MESSAGES.empty;
  return CODE_PATTERN.test(code) ? null : CODE_MESSAGES.malformed;
}

/** Spec 5: the field is there only when the server says the user may still enter a code. */
export function showsCodeInput(info: Pick<FxUserInfo, 'showCodeInput'> | null | undefined): boolean {
  return info?.showCodeInput === true;
}

/** A code carried by the shared link is sent as such; a typed one as typed. */
export function codeType(fromLink: boolean): typeof CODE_TYPED | typeof CODE_FROM_LINK {
  return fromLink ? CODE_FROM_LINK : CODE_TYPED;
}

/** `user_id` of a shared link: a positive whole number, or null (the link is broken). */
export function readUserId(query: URLSearchParams): number | null {
  const v = query.get('user_id')?.trim() ?? '';
  return /^\d{1,12}$/.test(v) && Number(v) > 0 ? Number(v) : null;
}
