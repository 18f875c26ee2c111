// Spec 5: the invite-code field (shown only when showCodeInput is set) and its submission, which
// carries a reCAPTCHA token. A token that cannot be had is said plainly and nothing is sent; a
// token the server refuses is the server's sentence; the code typed is kept either way.

import { isApiError } from '@h5/core-api';
import { submitInviteCode } from '@h5/core-api/contracts/invite';
import { api, t, toast } from '@h5/ui-kit';
import { CODE_MESSAGES, codeType, normalizeCode } from '../inviteCode.ts';
import { CAPTCHA_ACTION, captcha } from '../recaptcha.ts';
import { CodeEntry } from './CodeEntry.tsx';

const FORM_TEXTS = {
  label: 'Invite code of the friend who invited you',
  send: 'Confirm code',
  joined: 'Welcome! You joined with {name}’s code.',
  hint: 'You can enter one code, once.',
} as const;

export function InviteCodeForm({
  initial = '',
  fromLink = false,
  onJoined,
}: {
  initial?: string;
  fromLink?: boolean;
  onJoined: (inviter: string) => void;
}) {
  const send = async (code: string): Promise<string | null> => {
    const token = await captcha().token(CAPTCHA_ACTION);
    if (!token) return CODE_MESSAGES.captchaMissing;
    try {
      const r = await api().call(submitInviteCode, {
        invite_code: normalizeCode(code),
        recaptchaToken: token,
        type: codeType(fromLink && normalizeCode(code) === normalizeCode(initial)),
      });
      toast(t(FORM_TEXTS.joined, { name: r.inviteUser.stage_name }));
      onJoined(r.inviteUser.stage_name);
      return null;
    } catch (e) {
      // The server's refusal is already a sentence in the page's language.
      return isApiError(e) ? e.message : CODE_MESSAGES.captchaMissing;
    }
  };
  return (
    <CodeEntry
      id="code"
      label={FORM_TEXTS.label}
      sendLabel={FORM_TEXTS.send}
      initial={initial}
      action="invite_code"
      send={send}
      testId="code-form"
    >
      <p className="h5-muted inv-hint">{t(FORM_TEXTS.hint)}</p>
    </CodeEntry>
  );
}
