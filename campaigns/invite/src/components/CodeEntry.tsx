// A form of one code and one button: the code's own problems said before anything is sent, the
// server's refusal said under the field, and what was typed kept either way.

import { SendButton, TextField, t, useSingleFlight } from '@h5/ui-kit';
import { type FormEvent, type ReactNode, useState } from 'react';
import { codeProblem } from '../inviteCode.ts';

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
  /** Shown between the field and the button (a heading goes before, through `title`). */
  children?: ReactNode;
  testId: string;
}) {
  const [code, setCode] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [run, pending] = useSingleFlight(async () => {
    const problem = codeProblem(code);
    setError(problem ?? (await send(code)));
  }, action);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    void run();
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
    </form>
  );
}
