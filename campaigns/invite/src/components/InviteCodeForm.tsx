// Spec 5: the invite-code field (shown only when showCodeInput is set) and its submission, which
// carries a reCAPTCHA token. A token that cannot be had is said plainly and nothing is sent; a
// token the server refuses is the server's sentence; the code typed is kept either way.

import { isApiError } from '@h5/core-api';
import { submitInviteCode } from '@h5/core-api/contracts/invite';
import { api, SendButton, TextField, t, toast, useSingleFlight } from '@h5/ui-kit';
import { type FormEvent, useState } from 'react';
import { CODE_MESSAGES, codeProblem, codeType, normalizeCode } from '../inviteCode.ts';
import { CAPTCHA_ACTION, captcha } from '../recaptcha.ts';

export const FORM_TEXTS = {
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
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [send, pending] = useSingleFlight(async () => {
    const problem = codeProblem(code);
    if (problem) return setError(problem);
    setError(null);
    const token = await captcha().token(CAPTCHA_ACTION);
    if (!token) return setError(CODE_MESSAGES.captchaMissing);
    try {
      const r = await api().call(submitInviteCode, {
        invite_code: normalizeCode(code),
        recaptchaToken: token,
        type: codeType(fromLink && normalizeCode(code) === normalizeCode(initial)),
      });
      toast(t(FORM_TEXTS.joined, { name: r.inviteUser.stage_name }));
      onJoined(r.inviteUser.stage_name);
    } catch (e) {
      // The server's refusal is already a sentence in the page's language.
      setError(isApiError(e) ? e.message : CODE_MESSAGES.captchaMissing);
    }
  }, 'invite_code');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void send();
  };
  return (
    <form className="h5-card inv-code-form" onSubmit={submit} noValidate data-testid="code-form">
      <TextField
        id="invite-code"
        label={FORM_TEXTS.label}
        value={code}
        onChange={(v) => {
          setCode(v);
          setError(null);
        }}
        error={error}
        ltr
        maxLength={16}
        testId="code-input"
      />
      <p className="h5-muted inv-hint">{t(FORM_TEXTS.hint)}</p>
      <SendButton pending={pending} type="submit" testId="code-send">
        {t(FORM_TEXTS.send)}
      </SendButton>
    </form>
  );
}
