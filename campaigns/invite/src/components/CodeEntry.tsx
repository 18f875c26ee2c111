// A form of one code and one button: the code's own problems said before anything is sent, then
// (the code binds for good) one question before it is sent, the server's refusal said under the
// field, and what was typed kept either way.

import { ConfirmAction } from '@h5/blocks/confirm-sheet';
import { SendButton, TextField, t, useSingleFlight } from '@h5/ui-kit';
import { type FormEvent, type ReactNode, useState } from 'react';
import { codeProblem, normalizeCode } from '../inviteCode.ts';

const ENTRY_TEXTS = {
  question: 'Use the code {code}?',
  once: 'A code can be entered once and cannot be changed later.',
} as const;

export function CodeEntry({
  id,
  label,
  sendLabel,
  initial = '',
  action,
  send,
  children,
  testId,
}: {
  id: string;
  /** English keys. */
  label: string;
  sendLabel: string;
  initial?: string;
  /** Names the tracking point. */
  action: string;
  /** Sends a well-formed code; answers the sentence to show under the field, or null when done. */
  send: (code: string) => Promise<string | null>;
  /** Shown between the field and the button. */
  children?: ReactNode;
  testId: string;
}) {
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [asking, setAsking] = useState(false);
  const [run, pending] = useSingleFlight(async () => {
    const answer = await send(code);
    setAsking(false);
    setError(answer);
  }, action);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const problem = codeProblem(code);
    setError(problem);
    if (!problem) setAsking(true);
  };
  return (
    <form className="h5-card inv-code-form" onSubmit={submit} noValidate data-testid={testId}>
      <TextField
        id={id}
        label={label}
        value={code}
        onChange={(v) => {
          setCode(v);
          setError(null);
        }}
        error={error}
        ltr
        maxLength={16}
        testId={`${id}-input`}
      />
      {children}
      <SendButton pending={pending} type="submit" testId={`${id}-send`}>
        {t(sendLabel)}
      </SendButton>
      <ConfirmAction
        open={asking}
        title={t(ENTRY_TEXTS.question, { code: normalizeCode(code) })}
        confirmLabel={t(sendLabel)}
        pending={pending}
        onConfirm={() => void run()}
        onCancel={() => setAsking(false)}
      >
        <p>{t(ENTRY_TEXTS.once)}</p>
      </ConfirmAction>
    </form>
  );
}
